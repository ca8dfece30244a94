import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatMessages } from "../../db/schema.ts";
import { systemMessageText } from "#common/chat/live-types.ts";
import type { UnansweredReason } from "#common/chat/taught-answers.ts";
import type { AskedQuestion } from "./question-groups.ts";

/** How far back and how many questions the Unanswered view reads. */
export const UNANSWERED_WINDOW_DAYS = 90;
export const UNANSWERED_MAX_QUESTIONS = 2000;

// Visitor messages that are not a question to teach: small talk, contact details, policy acts, and what a visitor
// wrote while a member handled the conversation (stored without an intent).
const NOT_QUESTIONS = ["greeting", "thanks", "goodbye", "handoff", "complaint", "lead_details", "injection", "opt_out", "deletion", "off_topic"];

// The note a takeover leaves in the conversation (chat-admin.service.ts); its wording ends the same for every member.
const JOINED_SUFFIX = systemMessageText.joined("");

/**
 * What visitors asked that the assistant could not answer, newest first: messages the engine labelled "unanswered",
 * and the question before a visitor asked for a person or complained, or before a member took the conversation over.
 * A message found by both ways counts once, as unanswered.
 */
export async function unansweredQuestions(db: Db, now = new Date()): Promise<{ questions: AskedQuestion[]; since: Date }> {
  const since = new Date(now.getTime() - UNANSWERED_WINDOW_DAYS * 86_400_000);
  const notQuestions = sql.join(NOT_QUESTIONS.map((i) => sql`${i}`), sql`, `);
  const result = await db.execute<{ id: number; conversation_id: string; content: string; language: string | null; created_at: Date | string; reason: UnansweredReason }>(sql`
    select id, conversation_id, content, language, created_at, reason from (
      select m.id, m.conversation_id, m.content, m.language, m.created_at, 'unanswered' as reason
      from ${chatMessages} m
      where m.sender = 'visitor' and m.intent = 'unanswered' and m.created_at >= ${since}
      union all
      select q.id, q.conversation_id, q.content, q.language, q.created_at,
        case when t.sender = 'system' then 'takeover' else 'handoff' end as reason
      from ${chatMessages} t
      cross join lateral (
        select p.id, p.conversation_id, p.content, p.language, p.created_at from ${chatMessages} p
        where p.conversation_id = t.conversation_id and p.id < t.id and p.sender = 'visitor'
          and p.intent is not null and p.intent <> '' and p.intent not in (${notQuestions})
        order by p.id desc limit 1
      ) q
      where t.created_at >= ${since}
        and ((t.sender = 'visitor' and t.intent in ('handoff', 'complaint')) or (t.sender = 'system' and t.content like ${`%${JOINED_SUFFIX}`}))
    ) found
    order by created_at desc, id desc, (reason = 'unanswered') desc
    limit ${UNANSWERED_MAX_QUESTIONS}`);
  const seen = new Set<number>();
  const questions: AskedQuestion[] = [];
  for (const row of result.rows) {
    const id = Number(row.id);
    if (seen.has(id)) continue;
    seen.add(id);
    questions.push({ messageId: id, conversationId: row.conversation_id, content: row.content, language: row.language, createdAt: new Date(row.created_at), reason: row.reason });
  }
  return { questions, since };
}
