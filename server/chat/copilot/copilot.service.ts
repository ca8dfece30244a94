import { and, desc, eq, gte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatConversations, chatDrafts, chatMessages, users } from "../../db/schema.ts";
import type { Llm, LlmMessage } from "../../integrations/llm.ts";
import type { Logger } from "../../lib/logger.ts";
import { ApiError } from "../../lib/errors.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import { conversationTakenMessage } from "#common/chat/live-types.ts";
import { COPILOT_STATS_DAYS, NO_DRAFT_TEXT, sameDraftText, type CopilotDraft, type CopilotDraftAnswer, type CopilotStats } from "#common/chat/copilot.ts";
import type { ChatEngine, SiteFacts } from "../engine/types.ts";
import { createModelReplier, MODEL_HISTORY_MESSAGES } from "../llm-reply.ts";
import { qualificationOnContact } from "../visitor-details.ts";
import { draftReply } from "./draft-reply.ts";

/** Messages read back to find the visitor's waiting ones and the model's history. */
const READ_BACK = 60;

export interface CopilotDeps {
  db: Db;
  logger: Logger;
  llm: Llm | null;
  /** The assistant's facts (the chat service's cached source: a settings change reaches drafts too). */
  facts: () => Promise<SiteFacts>;
  engine: () => Promise<ChatEngine>;
}

type Row = { id: number; sender: string; content: string; intent: string | null };

/** The visitor's messages after the last reply of anyone (staff or assistant), and the turns before them. */
function split(rows: readonly Row[]): { pending: Row[]; earlier: Row[] } {
  let start = rows.length;
  while (start > 0 && (rows[start - 1]!.sender === "visitor" || rows[start - 1]!.sender === "system")) start--;
  return { pending: rows.slice(start).filter((r) => r.sender === "visitor"), earlier: rows.slice(0, start) };
}

/** The model's history: visitor and assistant turns only, never staff's or an attack (as transcriptForModel). */
function modelHistory(rows: readonly Row[]): LlmMessage[] {
  const turns = rows
    .filter((r) => (r.sender === "visitor" || r.sender === "ai") && r.intent !== "injection")
    .slice(-MODEL_HISTORY_MESSAGES)
    .map((r): LlmMessage => ({ role: r.sender === "ai" ? "assistant" : "user", content: r.content }));
  while (turns[0]?.role === "assistant") turns.shift();
  return turns;
}

const toDraft = (row: typeof chatDrafts.$inferSelect): CopilotDraft => ({
  id: row.id,
  conversationId: row.conversationId,
  messageId: row.messageId,
  text: row.text,
  sources: row.sources,
  engine: row.engine === "model" ? "model" : "engine",
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});

/** The staff copilot (docs/decisions/050): drafts a reply in a conversation a member handles, and records its outcome. */
export function createCopilotService(deps: CopilotDeps) {
  const { db } = deps;
  const log = deps.logger.child({ module: "copilot" });
  const model = createModelReplier(deps.llm, log);

  /** null: no such conversation. Another member's conversation is refused (409), as their reply would be. */
  async function draft(conversationId: string, member: AuthUser, opts: { auto?: boolean } = {}): Promise<CopilotDraftAnswer | null> {
    const [conversation] = await db
      .select({ status: chatConversations.status, assignedTo: chatConversations.assignedTo, assignedName: users.name, context: chatConversations.context, contactId: chatConversations.contactId })
      .from(chatConversations)
      .leftJoin(users, eq(users.id, chatConversations.assignedTo))
      .where(eq(chatConversations.id, conversationId));
    if (!conversation) return null;
    if (conversation.status === "assigned" && conversation.assignedTo !== null && conversation.assignedTo !== member.id) {
      throw new ApiError(409, conversationTakenMessage(conversation.assignedName ?? "Another team member"));
    }
    const rows = (
      await db
        .select({ id: chatMessages.id, sender: chatMessages.sender, content: chatMessages.content, intent: chatMessages.intent })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(READ_BACK)
    ).reverse();
    const { pending, earlier } = split(rows);
    const [engine, facts, knownOnContact] = await Promise.all([deps.engine(), deps.facts(), qualificationOnContact(db, conversation.contactId)]);
    const result = await draftReply({
      engine,
      facts,
      pending: pending.map((r) => r.content),
      context: conversation.context ?? null,
      knownOnContact,
      history: modelHistory(earlier),
      // An offer the desk makes by itself costs no model call.
      model: opts.auto ? null : model,
      conversationId,
    });
    if ("reason" in result) return { draft: null, reason: result.reason, message: NO_DRAFT_TEXT[result.reason] };
    const [row] = await db
      .insert(chatDrafts)
      .values({ conversationId, messageId: pending.at(-1)?.id ?? null, text: result.text, sources: result.sources, engine: result.engine, language: result.language, createdBy: member.id })
      .returning();
    return { draft: toDraft(row!) };
  }

  /** Marks a pending draft of this conversation; false when there is none (unknown, another's, or already settled). */
  async function settle(draftId: number, conversationId: string, set: Partial<typeof chatDrafts.$inferInsert>): Promise<boolean> {
    const done = await db
      .update(chatDrafts)
      .set({ ...set, outcomeAt: new Date() })
      .where(and(eq(chatDrafts.id, draftId), eq(chatDrafts.conversationId, conversationId), eq(chatDrafts.outcome, "pending")))
      .returning({ id: chatDrafts.id });
    return done.length > 0;
  }

  /** A member sent a reply from this draft: unchanged or edited, compared with what went out. */
  async function sent(draftId: number, conversationId: string, messageId: number, content: string): Promise<boolean> {
    const [row] = await db.select({ text: chatDrafts.text }).from(chatDrafts).where(and(eq(chatDrafts.id, draftId), eq(chatDrafts.conversationId, conversationId)));
    if (!row) return false;
    return settle(draftId, conversationId, { outcome: sameDraftText(row.text, content) ? "sent_unchanged" : "sent_edited", sentMessageId: messageId });
  }

  const discard = (draftId: number, conversationId: string) => settle(draftId, conversationId, { outcome: "discarded" });

  /** What staff did with the drafts settled in the last 30 days; pending ones, drafted in them and not settled. */
  async function stats(now = new Date()): Promise<CopilotStats> {
    const since = new Date(now.getTime() - COPILOT_STATS_DAYS * 24 * 60 * 60_000);
    const counted = (outcome: string) => sql<number>`count(*) filter (where ${chatDrafts.outcome} = ${outcome})`.mapWith(Number);
    const [row] = await db
      .select({ sentUnchanged: counted("sent_unchanged"), sentEdited: counted("sent_edited"), discarded: counted("discarded"), pending: counted("pending") })
      .from(chatDrafts)
      .where(or(gte(chatDrafts.outcomeAt, since), and(eq(chatDrafts.outcome, "pending"), gte(chatDrafts.createdAt, since))));
    return { days: COPILOT_STATS_DAYS, sentUnchanged: row?.sentUnchanged ?? 0, sentEdited: row?.sentEdited ?? 0, discarded: row?.discarded ?? 0, pending: row?.pending ?? 0 };
  }

  return { draft, sent, discard, stats };
}
export type CopilotService = ReturnType<typeof createCopilotService>;
