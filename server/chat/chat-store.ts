import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { chatConversations, chatMessages, users } from "../db/schema.ts";
import { CONVERSATION_STATUSES, type ConversationStatus, type VisitorConversation } from "#common/chat/live-types.ts";
import type { ChatSender } from "#common/chat/chat-types.ts";
import type { LlmMessage } from "../integrations/llm.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";

/** The widget keeps 60 messages; the server gives as many back. */
const VISITOR_MESSAGES = 60;

export type ConversationRow = typeof chatConversations.$inferSelect;

export interface StoredMessage {
  conversationId: string;
  sender: ChatSender;
  content: string;
  intent: string;
  sentiment: string;
  language: string;
  /** An assistant reply: what it was answered from (shown in the conversation log). */
  source?: ChatReplySource | null;
}

/** The chat's own tables: conversations (context, language, lead link, handoff flag) and their messages. */
export function createChatStore(db: Db) {
  return {
    /** A conversation only continues for the visitor who started it: someone else's id starts a new one. */
    async findConversation(id: string, visitorId: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.visitorId, visitorId)));
      return row;
    },

    /** A conversation by id alone (a channel's: its number, not a browser, is who it belongs to). */
    async byId(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    /** What the visitor's widget shows (after a reload, on a live event): its own conversation only. */
    async forVisitor(id: string, visitorId: string): Promise<VisitorConversation | null> {
      const [row] = await db
        .select({ id: chatConversations.id, status: chatConversations.status, staffName: users.name })
        .from(chatConversations)
        .leftJoin(users, eq(users.id, chatConversations.assignedTo))
        .where(and(eq(chatConversations.id, id), eq(chatConversations.visitorId, visitorId)));
      if (!row) return null;
      const messages = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, id))
        .orderBy(desc(chatMessages.id))
        .limit(VISITOR_MESSAGES);
      const status = (CONVERSATION_STATUSES as readonly string[]).includes(row.status) ? (row.status as ConversationStatus) : "open";
      return {
        conversationId: row.id,
        status,
        staffName: status === "assigned" ? (row.staffName ?? null) : null,
        messages: messages.reverse().map((m) => ({
          id: m.id,
          sender: m.sender === "ai" || m.sender === "staff" || m.sender === "system" ? m.sender : "visitor",
          content: m.content,
          staffName: m.staffName,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    async startConversation(visitorId: string, language: string, source: string | null = null): Promise<ConversationRow> {
      const [row] = await db.insert(chatConversations).values({ id: randomUUID(), visitorId, language, source }).returning();
      return row!;
    },

    async addMessage({ source, ...message }: StoredMessage): Promise<void> {
      await db.insert(chatMessages).values({ ...message, source: source ?? null });
    },

    /** What the visitor wrote in a conversation, oldest first (for what they said before they gave their details). */
    async visitorMessages(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ content: chatMessages.content })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.sender, "visitor"), or(isNull(chatMessages.intent), ne(chatMessages.intent, "injection"))))
        .orderBy(asc(chatMessages.id));
      return rows.map((r) => r.content);
    },

    /**
     * The last `limit` messages, oldest first, as a model transcript (which must open with the visitor). A message
     * refused as injection, and the refusal, are never replayed: the attack would reach the model one turn later.
     * Staff replies and system notes are never given to a model (docs/decisions/021): only the visitor's and the
     * assistant's own turns.
     */
    async transcriptForModel(conversationId: string, limit: number): Promise<LlmMessage[]> {
      const rows = await db
        .select({ sender: chatMessages.sender, content: chatMessages.content })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            inArray(chatMessages.sender, ["visitor", "ai"]),
            or(isNull(chatMessages.intent), ne(chatMessages.intent, "injection")),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      const messages = rows.reverse().map((r): LlmMessage => ({ role: r.sender === "ai" ? "assistant" : "user", content: r.content }));
      while (messages[0]?.role === "assistant") messages.shift();
      return messages;
    },

    /**
     * After a turn: the context, the lead link and the status. Asking for a person makes an open or resolved
     * conversation wait for staff (the waiting time starts then); a resolved one the visitor writes in again is open.
     * Returns whether this turn started a wait (staff are told).
     */
    async finishTurn(id: string, turn: { language: string; context: Record<string, unknown>; handoff: boolean; contactId: number | null }): Promise<{ startedWaiting: boolean }> {
      const now = new Date();
      const [before] = await db.select({ status: chatConversations.status }).from(chatConversations).where(eq(chatConversations.id, id));
      const wasWaiting = before?.status === "waiting";
      const nextStatus = before?.status === "assigned" ? "assigned" : turn.handoff || wasWaiting ? "waiting" : "open";
      await db
        .update(chatConversations)
        .set({
          language: turn.language,
          context: turn.context,
          // Once flagged for staff, a conversation stays flagged.
          handoff: sql`${chatConversations.handoff} or ${turn.handoff}`,
          ...(turn.contactId !== null ? { contactId: turn.contactId } : {}),
          status: nextStatus,
          ...(nextStatus === "waiting" && !wasWaiting ? { waitingSince: now } : {}),
          messageCount: sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id})`,
          lastActivityAt: now,
          updatedAt: now,
        })
        .where(eq(chatConversations.id, id));
      return { startedWaiting: nextStatus === "waiting" && !wasWaiting };
    },

    /** The assistant said something of its own (a question after a booking): its context moves on with it. */
    async assistantNote(id: string, note: { content: string; intent: string; language: string; context: Record<string, unknown> }): Promise<void> {
      const now = new Date();
      await db.insert(chatMessages).values({ conversationId: id, sender: "ai", content: note.content, intent: note.intent, sentiment: "neutral", language: note.language, source: null });
      await db
        .update(chatConversations)
        .set({
          context: note.context,
          messageCount: sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id})`,
          lastActivityAt: now,
          updatedAt: now,
        })
        .where(eq(chatConversations.id, id));
    },

    /**
     * Whether a booking was made from this conversation. Read by name: the booking feature links its bookings to the
     * chat (booking → chat), so the chat may not import its schema without a cycle between the two.
     */
    async hasBooking(id: string): Promise<boolean> {
      const rows = await db.execute(sql`select 1 from bookings where conversation_id = ${id} and status = 'booked' limit 1`);
      return rows.rows.length > 0;
    },

    /** A visitor's message in a conversation a member is handling: stored and counted, no assistant turn. */
    async visitorMessageToStaff(id: string): Promise<void> {
      const now = new Date();
      await db
        .update(chatConversations)
        .set({
          messageCount: sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id})`,
          lastActivityAt: now,
          updatedAt: now,
        })
        .where(eq(chatConversations.id, id));
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;
