import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../db/client.ts";
import { chatConversations, chatMessages } from "../db/schema.ts";
import type { ChatChannel, MessageDeliveryStatus } from "#common/chat/channels.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { TextBookingOffer } from "#common/chat/text-booking-offer.ts";

// The chat's side of every channel adapter (docs/decisions/049): one conversations model, the adapters (server/sms,
// server/whatsapp) hand it what arrived and what became of what was sent. The chat tables have one writer: this module.

export interface ChannelInbound {
  channel: Exclude<ChatChannel, "web">;
  /** The contact's number (E.164): the conversation threads on it. */
  phone: string;
  contactId: number;
  /** The provider's message id: a repeated delivery is stored once. */
  externalId: string;
  content: string;
  /** When the contact sent it, when the provider says (a redelivery hours later keeps its time): WhatsApp's 24-hour window counts from it. */
  sentAt?: Date;
  /** The assistant answers this channel (its setting is on): the text does not wait for staff unless it asks for a person. */
  assistantAnswers?: boolean;
}

export type InboundOutcome =
  | { stored: false }
  | { stored: true; conversationId: string; messageId: number; startedWaiting: boolean; status: string };

export interface ChannelOutgoing {
  conversationId: string;
  content: string;
  /** staff: a member's reply; system: an automatic text (a STOP confirmation, a help text); ai: the assistant's answer. */
  sender: "staff" | "system" | "ai";
  /** The assistant's labels (as on the web chat's messages). */
  labels?: { intent: string; sentiment: string; language: string; source?: ChatReplySource | null };
  staffName?: string | null;
  staffId?: number | null;
  deliveryStatus: MessageDeliveryStatus;
  deliveryError?: string | null;
  /** The numbered consultation times this text offers (docs/decisions/058-text-booking). */
  offeredSlots?: TextBookingOffer | null;
}

/**
 * How far along a delivery status is: a callback may only move a message forward. Twilio's callbacks arrive out of
 * order ("sent" after "delivered"), and a final word (delivered, undelivered, failed) is never overwritten.
 */
export const DELIVERY_RANK: Record<MessageDeliveryStatus, number> = { queued: 1, sending: 2, sent: 3, delivered: 4, undelivered: 4, failed: 4, blocked: 4, read: 5 };
const rankSql = sql`(case ${chatMessages.deliveryStatus} when 'queued' then 1 when 'sending' then 2 when 'sent' then 3 when 'delivered' then 4 when 'undelivered' then 4 when 'failed' then 4 when 'blocked' then 4 when 'read' then 5 else 0 end)`;

const count = (id: string) => sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${id})`;

/**
 * The contact's latest conversation on a channel and number, or a new one. Under a lock on the number: two first texts
 * (or a first text and a speed-to-lead text) at once must not open two conversations.
 */
async function thread(tx: Tx, at: { channel: Exclude<ChatChannel, "web">; phone: string; contactId: number }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${at.channel}:${at.phone}`}))`);
  const [known] = await tx
    .select({ id: chatConversations.id, status: chatConversations.status })
    .from(chatConversations)
    .where(and(eq(chatConversations.channel, at.channel), eq(chatConversations.phone, at.phone)))
    .orderBy(desc(chatConversations.lastActivityAt))
    .limit(1);
  if (known) return known;
  const [created] = await tx
    .insert(chatConversations)
    .values({ id: randomUUID(), visitorId: `${at.channel}:${at.phone}`, channel: at.channel, phone: at.phone, contactId: at.contactId })
    .returning({ id: chatConversations.id, status: chatConversations.status });
  return created!;
}

export function createChannelMessages(db: Db) {
  const outgoingRows = () =>
    db
      .select({
        id: chatMessages.id,
        content: chatMessages.content,
        externalId: chatMessages.externalId,
        deliveryStatus: chatMessages.deliveryStatus,
        deliveryUpdatedAt: chatMessages.deliveryUpdatedAt,
        conversationId: chatMessages.conversationId,
        channel: chatConversations.channel,
        phone: chatConversations.phone,
        contactId: chatConversations.contactId,
      })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId));

  return {
    /**
     * A message from a contact on a channel: into their latest conversation on it (a new one for a new number), once
     * however often the provider delivers it. The conversation waits for staff unless a member already handles it:
     * with `assistantAnswers`, it stays open for the assistant's turn.
     */
    async receive(input: ChannelInbound, within?: (tx: Tx, conversationId: string) => Promise<void>): Promise<InboundOutcome> {
      return db.transaction(async (tx) => {
        const conversation = await thread(tx, input);
        const [message] = await tx
          .insert(chatMessages)
          .values({ conversationId: conversation.id, sender: "visitor", content: input.content, externalId: input.externalId, ...(input.sentAt ? { createdAt: input.sentAt } : {}) })
          .onConflictDoNothing({ target: chatMessages.externalId })
          .returning({ id: chatMessages.id });
        if (!message) return { stored: false } as const;
        // The adapter's own writes (a STOP's consent change and its one confirmation) commit with the message or not at all.
        if (within) await within(tx, conversation.id);
        const now = new Date();
        // With the assistant answering, a text waits for staff only once it asks for a person (the assistant's turn says).
        const status = conversation.status === "assigned" ? "assigned" : input.assistantAnswers ? (conversation.status === "waiting" ? "waiting" : "open") : "waiting";
        const startedWaiting = status === "waiting" && conversation.status !== "waiting";
        await tx
          .update(chatConversations)
          .set({
            // Not flagged as asking for a person: waiting for staff is where a text goes when the assistant does not answer it.
            status,
            contactId: input.contactId,
            ...(startedWaiting ? { waitingSince: now } : {}),
            messageCount: count(conversation.id),
            lastActivityAt: now,
            updatedAt: now,
          })
          .where(eq(chatConversations.id, conversation.id));
        return { stored: true, conversationId: conversation.id, messageId: message.id, startedWaiting, status } as const;
      });
    },

    /** A text we send (a member's reply is stored by the desk's reply; this is for automatic ones): stored with its delivery status. */
    async addOutgoing(q: DbOrTx, message: ChannelOutgoing): Promise<number> {
      const now = new Date();
      const [row] = await q
        .insert(chatMessages)
        .values({
          conversationId: message.conversationId,
          sender: message.sender,
          content: message.content,
          staffName: message.staffName ?? null,
          staffId: message.staffId ?? null,
          deliveryStatus: message.deliveryStatus,
          deliveryError: message.deliveryError ?? null,
          deliveryUpdatedAt: now,
          ...(message.labels ? { ...message.labels, source: message.labels.source ?? null } : {}),
          offeredSlots: message.offeredSlots ?? null,
        })
        .returning({ id: chatMessages.id });
      await q
        .update(chatConversations)
        .set({ messageCount: count(message.conversationId), lastActivityAt: now, updatedAt: now })
        .where(eq(chatConversations.id, message.conversationId));
      return row!.id;
    },

    /**
     * What became of a sent message. Moves it forward only (see DELIVERY_RANK): a late "sent" never undoes
     * "delivered". `force` sets it whatever it was (a send attempt starting over). Returns whether it changed.
     */
    async setDelivery(
      q: DbOrTx,
      messageId: number,
      update: { status: MessageDeliveryStatus; error?: string | null; externalId?: string },
      opts: { force?: boolean } = {},
    ): Promise<boolean> {
      const forward = opts.force ? sql`true` : sql`${rankSql} < ${DELIVERY_RANK[update.status]}`;
      const changed = await q
        .update(chatMessages)
        .set({
          deliveryStatus: update.status,
          ...(update.error !== undefined ? { deliveryError: update.error } : {}),
          // A sid once recorded stays: it is how the callbacks find the message.
          ...(update.externalId ? { externalId: sql`coalesce(${chatMessages.externalId}, ${update.externalId})` } : {}),
          deliveryUpdatedAt: new Date(),
        })
        .where(and(eq(chatMessages.id, messageId), forward))
        .returning({ id: chatMessages.id });
      return changed.length > 0;
    },

    /** The provider's id, recorded as soon as the send is answered, whatever the status says. */
    async setExternalId(messageId: number, externalId: string): Promise<void> {
      await db
        .update(chatMessages)
        .set({ externalId: sql`coalesce(${chatMessages.externalId}, ${externalId})` })
        .where(eq(chatMessages.id, messageId));
    },

    /** A message to send, with its conversation's channel and number. */
    async outgoing(messageId: number) {
      const [row] = await outgoingRows().where(eq(chatMessages.id, messageId));
      return row ?? null;
    },

    /** The message Twilio knows by this sid. */
    async bySid(externalId: string) {
      const [row] = await outgoingRows().where(eq(chatMessages.externalId, externalId));
      return row ?? null;
    },

    /** The conversation an automatic first text (speed to lead) goes into: the number's latest on the channel, or a new one. */
    async conversationFor(tx: Tx, at: { channel: Exclude<ChatChannel, "web">; phone: string; contactId: number }): Promise<string> {
      return (await thread(tx, at)).id;
    },

    /** The assistant could not answer: the conversation waits for staff (unless a member already has it). */
    async waitForStaff(conversationId: string): Promise<void> {
      const now = new Date();
      await db
        .update(chatConversations)
        .set({ status: "waiting", waitingSince: now, updatedAt: now })
        .where(and(eq(chatConversations.id, conversationId), sql`${chatConversations.status} not in ('waiting', 'assigned')`));
    },

    /** The assistant read a text: its intent, sentiment and language, as a web chat message carries them. */
    async labelInbound(messageId: number, labels: { intent: string; sentiment: string; language: string }): Promise<void> {
      await db.update(chatMessages).set(labels).where(eq(chatMessages.id, messageId));
    },

    /**
     * The times offered by text that the visitor's message `beforeId` may answer: only while the offer is the latest
     * thing said to them (a later reply by anyone, staff included, ends it). Null when there is none.
     */
    async latestOffer(conversationId: string, beforeId: number): Promise<{ offer: TextBookingOffer; language: string } | null> {
      const [row] = await db
        .select({ offer: chatMessages.offeredSlots, language: chatMessages.language })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.id, beforeId), ne(chatMessages.sender, "visitor")))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return row?.offer ? { offer: row.offer, language: row.language ?? "en" } : null;
    },

    /** A conversation's channel, number and contact. */
    async conversation(q: DbOrTx, conversationId: string) {
      const [row] = await q
        .select({ id: chatConversations.id, channel: chatConversations.channel, phone: chatConversations.phone, contactId: chatConversations.contactId, status: chatConversations.status })
        .from(chatConversations)
        .where(eq(chatConversations.id, conversationId));
      return row ?? null;
    },
  };
}
export type ChannelMessages = ReturnType<typeof createChannelMessages>;
