import { count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { chatConversations, chatMessages, contacts } from "../db/schema.ts";
import type { ChatConversationSummary, ChatSender, ChatStats, ChatTranscript } from "../../common/chat/chat-types.ts";

const PREVIEW_CHARS = 120;
export const CONVERSATION_LIST_LIMIT = 200;

// The visitor's first message, for telling conversations apart in the list.
const firstVisitorMessage = sql<string | null>`(
  select ${chatMessages.content} from ${chatMessages}
  where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.sender} = 'visitor'
  order by ${chatMessages.id} limit 1)`;

const summaryColumns = {
  id: chatConversations.id,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
  language: chatConversations.language,
  messageCount: chatConversations.messageCount,
  handoff: chatConversations.handoff,
  preview: firstVisitorMessage,
  contactId: contacts.id,
  contactName: contacts.name,
  contactEmail: contacts.email,
  contactPhone: contacts.phone,
};

function toSummary(row: {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  language: string;
  messageCount: number;
  handoff: boolean;
  preview: string | null;
  contactId: number | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}): ChatConversationSummary {
  const preview = (row.preview ?? "").replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    language: row.language,
    messageCount: row.messageCount,
    handoff: row.handoff,
    preview: preview.length > PREVIEW_CHARS ? `${preview.slice(0, PREVIEW_CHARS - 1)}…` : preview,
    lead:
      row.contactId === null
        ? null
        : { contactId: row.contactId, name: row.contactName ?? "", email: row.contactEmail ?? "", phone: row.contactPhone ?? "" },
  };
}

/** The admin's side of the chat: conversations newest first, one transcript, deleting one, the count for the dashboard. */
export interface ChatAdminDeps {
  db: Db;
  /** Inside the conversation's delete: the contacts module drops its leads' link to the transcript. */
  unlinkConversation: (tx: Tx, conversationId: string) => Promise<void>;
}

export function createChatAdminService({ db, unlinkConversation }: ChatAdminDeps) {
  const summaries = () => db.select(summaryColumns).from(chatConversations).leftJoin(contacts, eq(contacts.id, chatConversations.contactId));

  return {
    async list(): Promise<ChatConversationSummary[]> {
      const rows = await summaries().orderBy(desc(chatConversations.createdAt), desc(chatConversations.id)).limit(CONVERSATION_LIST_LIMIT);
      return rows.map(toSummary);
    },

    async transcript(id: string): Promise<ChatTranscript | null> {
      const [row] = await summaries().where(eq(chatConversations.id, id));
      if (!row) return null;
      const messages = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(chatMessages.id);
      return {
        ...toSummary(row),
        messages: messages.map((m) => ({
          id: m.id,
          sender: (m.sender === "ai" ? "ai" : "visitor") satisfies ChatSender,
          content: m.content,
          intent: m.intent,
          sentiment: m.sentiment,
          language: m.language,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Deletes a conversation; its messages go with it (ON DELETE CASCADE). A lead captured in it stays a
     * contact of its own (deleted from the contacts page) and only loses its link to the transcript.
     */
    async remove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(chatConversations).where(eq(chatConversations.id, id)).returning({ id: chatConversations.id });
        if (deleted.length === 0) return false;
        await unlinkConversation(tx, id);
        return true;
      });
    },

    async stats(): Promise<ChatStats> {
      const [row] = await db
        .select({
          conversations: count(),
          handoffs: sql<number>`count(*) filter (where ${chatConversations.handoff})`.mapWith(Number),
          leads: count(chatConversations.contactId),
        })
        .from(chatConversations);
      return { conversations: row?.conversations ?? 0, handoffs: row?.handoffs ?? 0, leads: row?.leads ?? 0 };
    },
  };
}
export type ChatAdminService = ReturnType<typeof createChatAdminService>;
