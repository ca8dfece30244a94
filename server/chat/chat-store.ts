import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { chatConversations, chatMessages } from "../db/schema.ts";
import type { ChatSender } from "../../common/chat/chat-types.ts";
import type { LlmMessage } from "../integrations/llm.ts";

export type ConversationRow = typeof chatConversations.$inferSelect;

export interface StoredMessage {
  conversationId: string;
  sender: ChatSender;
  content: string;
  intent: string;
  sentiment: string;
  language: string;
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

    async startConversation(visitorId: string, language: string): Promise<ConversationRow> {
      const [row] = await db.insert(chatConversations).values({ id: randomUUID(), visitorId, language }).returning();
      return row!;
    },

    async addMessage(message: StoredMessage): Promise<void> {
      await db.insert(chatMessages).values(message);
    },

    /**
     * The last `limit` messages, oldest first, as a model transcript (which must open with the visitor). A message
     * refused as injection, and the refusal, are never replayed: the attack would reach the model one turn later.
     */
    async transcriptForModel(conversationId: string, limit: number): Promise<LlmMessage[]> {
      const rows = await db
        .select({ sender: chatMessages.sender, content: chatMessages.content })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), or(isNull(chatMessages.intent), ne(chatMessages.intent, "injection"))))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      const messages = rows.reverse().map((r): LlmMessage => ({ role: r.sender === "ai" ? "assistant" : "user", content: r.content }));
      while (messages[0]?.role === "assistant") messages.shift();
      return messages;
    },

    async finishTurn(id: string, turn: { language: string; context: Record<string, unknown>; handoff: boolean; contactId: number | null }): Promise<void> {
      await db
        .update(chatConversations)
        .set({
          language: turn.language,
          context: turn.context,
          // Once flagged for staff, a conversation stays flagged.
          handoff: sql`${chatConversations.handoff} or ${turn.handoff}`,
          ...(turn.contactId !== null ? { contactId: turn.contactId } : {}),
          messageCount: sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id})`,
          updatedAt: new Date(),
        })
        .where(eq(chatConversations.id, id));
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;
