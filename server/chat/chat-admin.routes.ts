import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { notFound } from "../lib/errors.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route, EVENT_STREAM } from "../openapi/route-contract.ts";
import { chatConversationSummarySchema, chatStatsSchema, chatTranscriptSchema, needsAttentionSchema } from "#common/chat/chat-admin-schemas.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { z } from "#common/lib/zod.ts";
import { recordId } from "#common/lib/record-id.ts";
import { canUse } from "#common/auth/access.ts";
import { CHAT_MAX_MESSAGE_LENGTH, CHAT_MESSAGE_TOO_LONG } from "#common/chat/chat-types.ts";
import { CONVERSATION_STATUSES, STAFF_MESSAGE_REQUIRED, STAFF_RATE_LIMIT_MESSAGE, type LiveEvent, type StaffAlertSettings } from "#common/chat/live-types.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import { openLiveStream } from "../live/live-stream.ts";
import { staffStreamCaps } from "../live/live-budgets.ts";
import { staffAlertSettingsSchema } from "#common/chat/chat-api-schemas.ts";
import { needsAttention } from "../live/needs-attention.ts";
import { auditActor } from "../audit/audit-context.ts";
import { bulkConversationsSchema, conversationListPageSchema, conversationListQuerySchema } from "#common/chat/conversation-list.ts";

/** A member types fast, but not this fast: a script or a stuck key is stopped. */
export const STAFF_LIMITS = { messagesPerMinute: 30, typingPerMinute: 40 } as const;

const replyBody = z.object({
  content: z
    .string({ error: STAFF_MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: STAFF_MESSAGE_REQUIRED })
    .max(CHAT_MAX_MESSAGE_LENGTH, { error: CHAT_MESSAGE_TOO_LONG }),
  /** Sent from a copilot draft: its outcome (sent unchanged or edited) is recorded. */
  draftId: recordId("Unknown draft").optional(),
});


/** What a member's stream carries: chat events for the chat area, lead and delivery events for the contacts area, task reminders for their assignee. */
export function staffMayReceive(user: Pick<AuthUser, "role"> & { id?: number }, event: LiveEvent): boolean {
  switch (event.kind) {
    case "task_due":
      // A task reminder is for its assignee alone.
      return canUse(user.role, "contacts") && event.staffId != null && event.staffId === user.id;
    case "lead":
    case "booking":
    case "delivery_failed":
      return canUse(user.role, "contacts");
    case "typing":
      return canUse(user.role, "chat") && event.actor === "visitor";
    case "session":
      // The server's own signal (a member's session ended): the stream acts on it, no client reads it.
      return false;
    default:
      return canUse(user.role, "chat");
  }
}

/**
 * /api/admin/chat (behind the admin guard; the chat area: owner, admin, sales): the live inbox, one transcript,
 * taking over, replying, handing back, resolving, deleting, the dashboard count, and the live event stream.
 */
export function chatAdminRoutes(deps: AppDeps) {
  const chat = deps.services.chatAdmin;
  const id = (c: { req: { param(name: string): string | undefined } }) => (c.req.param("id") ?? "").slice(0, 100);

  // One chain, so the router's type carries every path and answer (app/lib/api-contract.ts).
  return new Hono<AppEnv>()
    .get(...route("/events", { summary: "The live desk's event stream (server-sent events, ids to refetch)", responses: { 200: EVENT_STREAM }, errors: [429] }, (c) => {
      const user = c.get("user");
      const token = c.get("sessionToken");
      const presence = deps.services.presence;
      const response = openLiveStream(c, deps.services.live, {
        caps: staffStreamCaps(user.id),
        accepts: (e) => staffMayReceive(user, e),
        // Signed out, suspended, a session ended by the owner, a new role: the stream ends (the client reconnects as
        // what the member is now, or is refused). Not a session touch: an open tab does not keep a session alive.
        session: {
          staffId: user.id,
          allowed: async () => (await deps.services.auth.userForToken(token, { touch: false }))?.role === user.role,
        },
        // A member with the admin open is "online" for the chat widget.
        onAlive: async () => {
          await presence.alive(user.id);
          deps.services.teamAvailability.invalidate();
        },
        onEnd: async () => {
          await presence.closed(user.id);
          deps.services.teamAvailability.invalidate();
        },
      });
      presence.opened(user.id);
      return response;
    }))
    // Which alerts this member's admin shows now (Settings → Notifications; quiet hours outside office hours).
    .get(...route("/alerts", { summary: "Which alerts this member's admin shows now (Settings → Notifications, quiet hours)", responses: { 200: staffAlertSettingsSchema } }, async (c) => {
      const policy = await deps.services.settings.alertPolicy();
      const quietNow = policy.quietHours && !policy.officeOpen();
      const answer: StaffAlertSettings = { adminAlerts: policy.adminAlerts, desktopAlerts: policy.desktopAlerts && !quietNow, quietNow };
      return c.json(answer);
    }))
    .get(...route(
      "/conversations", {
        summary: "Conversations, latest activity first (the newest 200); with `page`, one page sorted and searched",
        query: conversationListQuerySchema,
        responses: { 200: z.union([z.array(chatConversationSummarySchema), conversationListPageSchema]) },
      },
      async (c) => {
        const { status, mine: mineFlag, q: search, page, pageSize, sort, dir } = c.req.valid("query");
        const filter = {
          status: (CONVERSATION_STATUSES as readonly string[]).includes(status ?? "") ? (status as (typeof CONVERSATION_STATUSES)[number]) : undefined,
          q: search?.slice(0, 100),
          assignedTo: mineFlag === "1" ? c.get("user").id : undefined,
        };
        return c.json(page === undefined ? await chat.list(filter) : await chat.page(filter, { page, pageSize, sort, dir }));
      },
    ))
    .post(...route("/conversations/bulk", { summary: "Delete the selected conversations (recorded in the audit log)", body: bulkConversationsSchema, responses: { 200: messageSchema.extend({ count: z.number() }) } }, async (c) => {
      const removed: string[] = [];
      for (const conversationId of c.req.valid("json").ids) if (await chat.remove(conversationId)) removed.push(conversationId);
      if (removed.length) await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "data.deleted", target: `${removed.length} chat conversations`, details: { ids: removed.join(",") } });
      return c.json({ message: `${removed.length} ${removed.length === 1 ? "conversation" : "conversations"} deleted`, count: removed.length });
    }))
    .get(...route("/conversations/:id", { summary: "One transcript", responses: { 200: chatTranscriptSchema } }, async (c) => {
      const transcript = await chat.transcript(id(c));
      if (!transcript) throw notFound("Conversation");
      return c.json(transcript);
    }))
    .delete(...route("/conversations/:id", { summary: "Delete a conversation", responses: { 200: messageSchema } }, async (c) => {
      if (!(await chat.remove(id(c)))) throw notFound("Conversation");
      return c.json({ message: "Conversation deleted successfully!" });
    }))
    .post(...route("/conversations/:id/takeover", { summary: "Take the conversation over from the assistant", responses: { 200: messageSchema }, errors: [409] }, async (c) => {
      if (!(await chat.takeOver(id(c), c.get("user")))) throw notFound("Conversation");
      return c.json({ message: "You are handling this conversation: the assistant stops replying in it." });
    }))
    .post(...route("/conversations/:id/handback", { summary: "Hand the conversation back to the assistant", responses: { 200: messageSchema }, errors: [409] }, async (c) => {
      if (!(await chat.handBack(id(c), c.get("user")))) throw notFound("Conversation");
      return c.json({ message: "The assistant answers this conversation again." });
    }))
    .post(...route("/conversations/:id/resolve", { summary: "Resolve the conversation", responses: { 200: messageSchema }, errors: [409] }, async (c) => {
      if (!(await chat.resolve(id(c), c.get("user")))) throw notFound("Conversation");
      return c.json({ message: "Conversation resolved." });
    }))
    .post(...route(
      "/conversations/:id/messages", { summary: "Reply in the visitor's widget", body: replyBody, message: "first-field", responses: { 201: messageSchema }, errors: [409, 429] },
      async (c) => {
      const user = c.get("user");
      const { content, draftId } = c.req.valid("json");
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("chat:staff", user.id), limit: STAFF_LIMITS.messagesPerMinute, windowMs: 60_000, message: STAFF_RATE_LIMIT_MESSAGE },
      ]);
      const messageId = await chat.reply(id(c), user, content);
      if (messageId === null) throw notFound("Conversation");
      if (draftId !== undefined) await deps.services.copilot.sent(draftId, id(c), messageId, content);
      return c.json({ message: "Reply sent." }, 201);
      },
    ))
    .post(...route("/conversations/:id/typing", { summary: "You are typing (shown in the widget)", responses: { 200: z.object({ ok: z.literal(true) }) }, errors: [429] }, async (c) => {
      const user = c.get("user");
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("chat:staff-typing", user.id), limit: STAFF_LIMITS.typingPerMinute, windowMs: 60_000, message: STAFF_RATE_LIMIT_MESSAGE },
      ]);
      const conversationId = id(c);
      if (!(await chat.exists(conversationId))) throw notFound("Conversation");
      await deps.services.live.publish({ kind: "typing", conversationId, actor: "staff" });
      return c.json({ ok: true });
    }))
    .get(...route("/stats", { summary: "Chat figures for the dashboard", responses: { 200: chatStatsSchema } }, async (c) => c.json(await chat.stats())))
    .get(...route("/attention", { summary: "What waits for staff: handoffs, overdue leads, failed deliveries", responses: { 200: needsAttentionSchema } }, async (c) => c.json(await needsAttention(deps.db, c.get("user").role))));
}
