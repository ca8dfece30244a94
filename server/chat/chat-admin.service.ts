import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client.ts";
import { chatConversations, chatMessages, contacts, users } from "../db/schema.ts";
import type { ChatConversationSummary, ChatSender, ChatStats, ChatTranscript } from "#common/chat/chat-types.ts";
import { CONVERSATION_STATUSES, conversationTakenMessage, systemMessageText, type ConversationStatus } from "#common/chat/live-types.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import { ApiError } from "../lib/errors.ts";
import type { LiveHub } from "../live/live-hub.ts";
import { containsPattern, ordered, pageWindow } from "../lib/list-paging.ts";
import { defaultDirection, type ListPage, type SortDirection } from "#common/lib/list-query.ts";
import { CONVERSATION_SORTS_DESCENDING, type ConversationSort } from "#common/chat/conversation-list.ts";
import { asChannel, asDeliveryStatus } from "#common/chat/channels.ts";

const assignee = alias(users, "assignee");
const SENDERS: readonly ChatSender[] = ["visitor", "ai", "staff", "system"];
const asStatus = (value: string): ConversationStatus => ((CONVERSATION_STATUSES as readonly string[]).includes(value) ? (value as ConversationStatus) : "open");

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
  status: chatConversations.status,
  assignedId: assignee.id,
  assignedName: assignee.name,
  waitingSince: chatConversations.waitingSince,
  lastActivityAt: chatConversations.lastActivityAt,
  preview: firstVisitorMessage,
  contactId: contacts.id,
  contactName: contacts.name,
  contactEmail: contacts.email,
  contactPhone: contacts.phone,
  channel: chatConversations.channel,
  phone: chatConversations.phone,
};

function toSummary(row: {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  language: string;
  messageCount: number;
  handoff: boolean;
  status: string;
  assignedId: number | null;
  assignedName: string | null;
  waitingSince: Date | null;
  lastActivityAt: Date;
  preview: string | null;
  contactId: number | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  channel: string;
  phone: string | null;
}): ChatConversationSummary {
  const preview = (row.preview ?? "").replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    language: row.language,
    messageCount: row.messageCount,
    handoff: row.handoff,
    status: asStatus(row.status),
    assignedTo: row.assignedId === null ? null : { id: row.assignedId, name: row.assignedName ?? "" },
    waitingSince: row.waitingSince?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    preview: preview.length > PREVIEW_CHARS ? `${preview.slice(0, PREVIEW_CHARS - 1)}…` : preview,
    lead:
      row.contactId === null
        ? null
        : { contactId: row.contactId, name: row.contactName ?? "", email: row.contactEmail ?? "", phone: row.contactPhone ?? "" },
    channel: asChannel(row.channel),
    phone: row.phone,
  };
}

/** The admin's side of the chat: the live inbox, one transcript, taking over and replying, deleting, the dashboard count. */
export interface ChatAdminDeps {
  db: Db;
  /** Inside the conversation's delete: the contacts module drops its leads' link to the transcript. */
  unlinkConversation: (tx: Tx, conversationId: string) => Promise<void>;
  live?: Pick<LiveHub, "publish">;
}

export interface ConversationFilter {
  status?: ConversationStatus;
  /** Words in the visitor's messages or the lead's name, e-mail or phone. */
  q?: string;
  /** Only the conversations this member handles. */
  assignedTo?: number;
}

export type ConversationPaging = { page: number; pageSize: number; sort: ConversationSort; dir?: SortDirection };

function listConditions(filter: ConversationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(chatConversations.status, filter.status));
  if (filter.assignedTo !== undefined) where.push(eq(chatConversations.assignedTo, filter.assignedTo));
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    where.push(
      or(
        ilike(contacts.name, pattern),
        ilike(contacts.email, pattern),
        ilike(contacts.phone, pattern),
        sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.content} ilike ${pattern})`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

const statusRank = sql`array_position(array[${sql.join(CONVERSATION_STATUSES.map((s) => sql`${s}`), sql`, `)}]::text[], ${chatConversations.status})`;

function conversationOrder(paging: ConversationPaging): SQL[] {
  const dir = paging.dir ?? defaultDirection(paging.sort, CONVERSATION_SORTS_DESCENDING);
  const latest = [desc(chatConversations.lastActivityAt), desc(chatConversations.id)];
  switch (paging.sort) {
    case "created":
      return [ordered(chatConversations.createdAt, dir), ordered(chatConversations.id, dir)];
    case "messages":
      return [ordered(chatConversations.messageCount, dir), ...latest];
    case "status":
      return [ordered(statusRank, dir), ...latest];
    default:
      return [ordered(chatConversations.lastActivityAt, dir), ordered(chatConversations.id, dir)];
  }
}

/** A member's reply in a conversation on another channel than the web (sms, whatsapp), inside the reply's transaction. */
export interface ChannelReply {
  conversationId: string;
  messageId: number;
  channel: string;
  content: string;
}
/** The channel's adapter queues the send (or marks it blocked) in the same transaction; what it returns runs after the commit. */
export type ChannelReplyHandler = (tx: Tx, reply: ChannelReply) => Promise<(() => void) | void>;

export function createChatAdminService({ db, unlinkConversation, live }: ChatAdminDeps) {
  const channelReplyHandlers: ChannelReplyHandler[] = [];

  const summaries = () =>
    db
      .select(summaryColumns)
      .from(chatConversations)
      .leftJoin(contacts, eq(contacts.id, chatConversations.contactId))
      .leftJoin(assignee, eq(assignee.id, chatConversations.assignedTo));

  async function loadStatus(id: string) {
    const [row] = await db
      .select({ status: chatConversations.status, assignedTo: chatConversations.assignedTo, assignedName: assignee.name, channel: chatConversations.channel })
      .from(chatConversations)
      .leftJoin(assignee, eq(assignee.id, chatConversations.assignedTo))
      .where(eq(chatConversations.id, id));
    return row;
  }

  /** A status change and the system message the visitor reads, in one transaction, then the event. */
  async function change(id: string, member: AuthUser, set: Partial<typeof chatConversations.$inferInsert>, note: string): Promise<void> {
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.insert(chatMessages).values({ conversationId: id, sender: "system", content: note, staffName: member.name, staffId: member.id });
      await tx
        .update(chatConversations)
        .set({ ...set, lastActivityAt: now, updatedAt: now, messageCount: sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id})` })
        .where(eq(chatConversations.id, id));
    });
    await live?.publish({ kind: "conversation", conversationId: id, actor: "staff" });
  }

  return {
    async list(filter: ConversationFilter = {}): Promise<ChatConversationSummary[]> {
      const rows = await summaries()
        .where(listConditions(filter))
        .orderBy(desc(chatConversations.lastActivityAt), desc(chatConversations.id))
        .limit(CONVERSATION_LIST_LIMIT);
      return rows.map(toSummary);
    },

    /** One page of the inbox, sorted on the server. */
    async page(filter: ConversationFilter, paging: ConversationPaging): Promise<ListPage<ChatConversationSummary>> {
      const where = listConditions(filter);
      const { limit, offset } = pageWindow(paging);
      const [rows, [counted]] = await Promise.all([
        summaries().where(where).orderBy(...conversationOrder(paging)).limit(limit).offset(offset),
        db.select({ total: count() }).from(chatConversations).leftJoin(contacts, eq(contacts.id, chatConversations.contactId)).where(where),
      ]);
      return { items: rows.map(toSummary), total: counted?.total ?? 0, page: paging.page, pageSize: paging.pageSize };
    },

    /** The member takes the conversation over: the assistant stops answering in it. Another member's is refused (409). */
    async takeOver(id: string, member: AuthUser): Promise<boolean> {
      const row = await loadStatus(id);
      if (!row) return false;
      if (row.status === "assigned" && row.assignedTo === member.id) return true;
      if (row.status === "assigned" && row.assignedTo !== null) throw new ApiError(409, conversationTakenMessage(row.assignedName ?? "Another team member"));
      await change(id, member, { status: "assigned", assignedTo: member.id, waitingSince: null }, systemMessageText.joined(member.name));
      return true;
    },

    /** Back to the assistant (it answers the visitor's next message). */
    async handBack(id: string, member: AuthUser): Promise<boolean> {
      const row = await loadStatus(id);
      if (!row) return false;
      if (row.status !== "assigned") return true;
      await change(id, member, { status: "open", assignedTo: null, waitingSince: null }, systemMessageText.handedBack(member.name));
      return true;
    },

    async resolve(id: string, member: AuthUser): Promise<boolean> {
      const row = await loadStatus(id);
      if (!row) return false;
      if (row.status === "resolved") return true;
      await change(id, member, { status: "resolved", assignedTo: null, waitingSince: null }, systemMessageText.resolved(member.name));
      return true;
    },

    /**
     * A member's reply, shown in the visitor's widget. Replying to a conversation no one handles takes it over.
     * The stored message's id; null: no such conversation.
     */
    async reply(id: string, member: AuthUser, content: string): Promise<number | null> {
      const row = await loadStatus(id);
      if (!row) return null;
      if (row.status === "assigned" && row.assignedTo !== null && row.assignedTo !== member.id) {
        throw new ApiError(409, conversationTakenMessage(row.assignedName ?? "Another team member"));
      }
      if (row.status !== "assigned" || row.assignedTo !== member.id) {
        await change(id, member, { status: "assigned", assignedTo: member.id, waitingSince: null }, systemMessageText.joined(member.name));
      }
      const now = new Date();
      const afterCommit = await db.transaction(async (tx) => {
        const [message] = await tx
          .insert(chatMessages)
          .values({ conversationId: id, sender: "staff", content, staffName: member.name, staffId: member.id })
          .returning({ id: chatMessages.id });
        await tx
          .update(chatConversations)
          .set({ lastActivityAt: now, updatedAt: now, messageCount: sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id})` })
          .where(eq(chatConversations.id, id));
        // Another channel: its adapter stores the send with the message (store first, then talk to the world).
        if (row.channel === "web") return { messageId: message!.id, after: [] };
        const after: (() => void)[] = [];
        for (const handle of channelReplyHandlers) {
          const then = await handle(tx, { conversationId: id, messageId: message!.id, channel: row.channel, content });
          if (then) after.push(then);
        }
        return { messageId: message!.id, after };
      });
      for (const then of afterCommit.after) then();
      await live?.publish({ kind: "message", conversationId: id, actor: "staff" });
      return afterCommit.messageId;
    },

    /** Registers a channel adapter's handling of members' replies (server/sms). */
    onChannelReply(handler: ChannelReplyHandler): void {
      channelReplyHandlers.push(handler);
    },

    async exists(id: string): Promise<boolean> {
      return (await loadStatus(id)) !== undefined;
    },

    async transcript(id: string): Promise<ChatTranscript | null> {
      const [row] = await summaries().where(eq(chatConversations.id, id));
      if (!row) return null;
      const messages = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(chatMessages.id);
      return {
        ...toSummary(row),
        messages: messages.map((m) => ({
          id: m.id,
          sender: SENDERS.includes(m.sender as ChatSender) ? (m.sender as ChatSender) : "visitor",
          content: m.content,
          staffName: m.staffName,
          intent: m.intent,
          sentiment: m.sentiment,
          language: m.language,
          source: m.source ?? null,
          deliveryStatus: asDeliveryStatus(m.deliveryStatus),
          deliveryError: m.deliveryError,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Deletes a conversation; its messages go with it (ON DELETE CASCADE). A lead captured in it stays a
     * contact of its own (deleted from the contacts page) and only loses its link to the transcript.
     */
    async remove(id: string): Promise<boolean> {
      const removed = await db.transaction(async (tx) => {
        const deleted = await tx.delete(chatConversations).where(eq(chatConversations.id, id)).returning({ id: chatConversations.id });
        if (deleted.length === 0) return false;
        await unlinkConversation(tx, id);
        return true;
      });
      // Other members' inboxes drop it without a reload.
      if (removed) await live?.publish({ kind: "conversation", conversationId: id, actor: "staff" });
      return removed;
    },

    /** Two contacts merged (inside the merge's transaction): the removed one's conversations belong to the one kept. */
    async moveToContact(tx: Tx, fromContactId: number, toContactId: number): Promise<void> {
      await tx.update(chatConversations).set({ contactId: toContactId }).where(eq(chatConversations.contactId, fromContactId));
    },

    async stats(): Promise<ChatStats> {
      const [row] = await db
        .select({
          conversations: count(),
          handoffs: sql<number>`count(*) filter (where ${chatConversations.handoff})`.mapWith(Number),
          waiting: sql<number>`count(*) filter (where ${chatConversations.status} = 'waiting')`.mapWith(Number),
          leads: count(chatConversations.contactId),
        })
        .from(chatConversations);
      return { conversations: row?.conversations ?? 0, handoffs: row?.handoffs ?? 0, leads: row?.leads ?? 0, waiting: row?.waiting ?? 0 };
    },
  };
}
export type ChatAdminService = ReturnType<typeof createChatAdminService>;
