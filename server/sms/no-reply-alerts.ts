import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { nextOfficeOpening } from "#common/settings/office-hours.ts";
import { SMS_CATEGORY } from "./sms-settings.ts";

// Staff are alerted when a text waits for them too long (issue 38): a conversation waiting for staff (the assistant
// is off for texts, or the texter asked for a person) or taken over, whose first text since the team's last reply is
// older than Settings → SMS "Alert when a text is unanswered for". Once per wait: the no_reply_alerts key is the text.

export const DEFAULT_NO_REPLY_MINUTES = 15;
/** A wait older than this is not alerted any more (the job's first run after an upgrade does not flood staff). */
const OLDEST_ALERTED_MS = 24 * 60 * 60_000;

export function createNoReplyAlerts(deps: {
  db: Db;
  settings: Pick<SettingsService, "get" | "alertPolicy">;
  outbox: Pick<Outbox, "sendStaffMail">;
  live: Pick<LiveHub, "publish">;
  publicUrl: string | undefined;
}) {
  async function minutes(): Promise<number> {
    const raw = (await deps.settings.get(SMS_CATEGORY, "no_reply_alert_minutes")).trim();
    const n = raw === "" ? DEFAULT_NO_REPLY_MINUTES : Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : DEFAULT_NO_REPLY_MINUTES;
  }

  /** Claims each overdue wait's alert (insert … on conflict do nothing: one instance wins) and returns the claimed ones. */
  async function claimOverdue(now: Date, afterMinutes: number) {
    const before = new Date(now.getTime() - afterMinutes * 60_000).toISOString();
    const since = new Date(now.getTime() - OLDEST_ALERTED_MS).toISOString();
    const result = await deps.db.execute(sql`
      insert into no_reply_alerts (message_id, conversation_id, alerted_at)
      select w.id, c.id, ${now.toISOString()}::timestamptz
      from chat_conversations c
      cross join lateral (
        select v.id, v.created_at from chat_messages v
        where v.conversation_id = c.id and v.sender = 'visitor'
          and v.id > coalesce((select max(s.id) from chat_messages s where s.conversation_id = c.id and s.sender = 'staff'), 0)
        order by v.id limit 1
      ) w
      where c.channel in ('sms', 'whatsapp') and c.status in ('waiting', 'assigned')
        and w.created_at <= ${before}::timestamptz and w.created_at > ${since}::timestamptz
      on conflict do nothing
      returning conversation_id, (select content from chat_messages m where m.id = message_id) as content`);
    return result.rows as { conversation_id: string; content: string }[];
  }

  return {
    /** The job's run; `now` is the clock (tests pass their own). */
    async run(now: Date = new Date()): Promise<string> {
      const afterMinutes = await minutes();
      if (afterMinutes === 0) return "no-reply alerts are off";
      const overdue = await claimOverdue(now, afterMinutes);
      if (overdue.length === 0) return "no unanswered texts";
      const policy = await deps.settings.alertPolicy();
      const to = (await deps.settings.get("email", "handoff_email")).trim();
      // As the chat's handoff alerts: quiet hours hold the e-mail until the office opens.
      const notBefore = policy.quietHours && !policy.officeOpen() ? (nextOfficeOpening(policy.schedule) ?? undefined) : undefined;
      for (const wait of overdue) {
        await deps.live.publish({ kind: "handoff", conversationId: wait.conversation_id, actor: "no_reply" });
        if (!to || !policy.emailAlerts) continue;
        const link = deps.publicUrl ? `${deps.publicUrl.replace(/\/+$/, "")}/admin/chat?c=${encodeURIComponent(wait.conversation_id)}` : null;
        await deps.outbox.sendStaffMail(
          {
            to,
            subject: `A text has waited ${afterMinutes} minutes for an answer`,
            text: [`Nobody on the team has answered this text for ${afterMinutes} minutes:`, "", `"${wait.content}"`, "", link ? `Answer it in the chat inbox: ${link}` : "Answer it in the admin's chat inbox."].join("\n"),
          },
          { notBefore },
        );
      }
      return `${overdue.length} unanswered ${overdue.length === 1 ? "text" : "texts"} alerted`;
    },
  };
}
export type NoReplyAlerts = ReturnType<typeof createNoReplyAlerts>;
