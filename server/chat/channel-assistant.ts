import type { Db, Tx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { ChatChannel } from "#common/chat/channels.ts";
import type { TextBooking, TextBookingOffer } from "#common/chat/text-booking-offer.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { ChannelMessages } from "./channel-messages.ts";
import type { ChannelAnswer, ChatService } from "./chat.service.ts";
import { renderForText } from "./channel-text.ts";

/** A text a channel adapter stored (channel-messages receive) and wants the assistant to answer. */
export interface InboundText {
  channel: Exclude<ChatChannel, "web">;
  conversationId: string;
  messageId: number;
  phone: string;
  content: string;
}

/** The adapter's send: queues the stored reply in the same transaction (its outbox kind, consent rules). */
export type QueueReply = (tx: Tx, reply: { messageId: number; conversationId: string }) => Promise<{ queued: boolean }>;

type Labels = { intent: string; sentiment: string; language: string; source?: ChatReplySource | null };

/**
 * The assistant on texting channels (SMS, WhatsApp): the web chat's engine answers a stored text unless staff took
 * the conversation over; the reply is rendered for a phone and stored with its send in one transaction. With booking
 * by text plugged in (the booking feature's `useBooking`), an offer carries the next open times, and an answer that
 * picks one of them is the booking's turn instead of the engine's (docs/decisions/058-text-booking).
 */
export function createChannelAssistant(deps: { db: Db; chat: Pick<ChatService, "answerChannel">; channel: ChannelMessages; publicUrl: string | undefined }) {
  let booking: TextBooking | null = null;

  async function store(text: InboundText, queue: QueueReply, reply: { content: string; labels: Labels; offer?: TextBookingOffer | null }): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const messageId = await deps.channel.addOutgoing(tx, { conversationId: text.conversationId, sender: "ai", content: reply.content, deliveryStatus: "queued", labels: reply.labels, offeredSlots: reply.offer ?? null });
      return (await queue(tx, { messageId, conversationId: text.conversationId })).queued;
    });
  }

  /** The visitor's answer to the times the latest text offered ("2", "opción 2"…); null when it is not one. */
  async function bookingTurn(text: InboundText, contactId: number | null, queue: QueueReply): Promise<(ChannelAnswer & { queued: boolean }) | null> {
    const latest = booking ? await deps.channel.latestOffer(text.conversationId, text.messageId) : null;
    if (!booking || !latest) return null;
    const turn = await booking.answer({ conversationId: text.conversationId, contactId, phone: text.phone, message: text.content, language: latest.language, offer: latest.offer });
    if (!turn) return null;
    const labels = { intent: "booking", sentiment: "neutral", language: latest.language };
    await deps.channel.labelInbound(text.messageId, labels);
    const queued = await store(text, queue, { content: turn.text, labels, offer: turn.offer });
    return { language: latest.language, handoff: false, startedWaiting: false, queued };
  }

  async function answerText(text: InboundText, queue: QueueReply): Promise<(ChannelAnswer & { queued: boolean }) | null> {
    const conversation = await deps.channel.conversation(deps.db, text.conversationId);
    if (!conversation || conversation.status === "assigned") return null;
    const booked = await bookingTurn(text, conversation.contactId, queue);
    if (booked) return booked;
    let queued = false;
    const answer = await deps.chat.answerChannel({
      conversationId: text.conversationId,
      message: text.content,
      phone: text.phone,
      label: (labels) => deps.channel.labelInbound(text.messageId, labels),
      deliver: async (reply) => {
        const offered = reply.offerBooking && booking && deps.publicUrl ? await booking.offer({ contactId: conversation.contactId, language: reply.language }) : null;
        const content = renderForText(reply.text, { baseUrl: deps.publicUrl, language: reply.language, offerBooking: reply.offerBooking, times: offered?.list });
        queued = await store(text, queue, { content, labels: reply.labels, offer: offered?.offer });
      },
    });
    return answer ? { ...answer, queued } : null;
  }

  return Object.assign(answerText, {
    /** Booking by text, plugged in by the booking feature (the chat does not import it). */
    useBooking(provider: TextBooking): void {
      booking = provider;
    },
  });
}
export type AnswerText = ReturnType<typeof createChannelAssistant>;

/**
 * What an adapter does after storing a text the assistant should answer: the answer is queued through the adapter's
 * own send (its consent rules, its outbox kind); when the assistant fails, the text waits for staff, who are told.
 */
export async function answerStoredText(
  deps: { answerText: AnswerText; channel: Pick<ChannelMessages, "waitForStaff">; live: Pick<LiveHub, "publish">; logger: Logger; kick(): void },
  text: InboundText,
  queue: (tx: Tx, reply: { messageId: number; conversationId: string }) => Promise<boolean>,
): Promise<void> {
  try {
    const answered = await deps.answerText(text, async (tx, reply) => ({ queued: await queue(tx, reply) }));
    if (answered?.queued) deps.kick();
  } catch (error) {
    deps.logger.error({ err: error, conversationId: text.conversationId, channel: text.channel }, "assistant did not answer a text");
    await deps.channel.waitForStaff(text.conversationId);
    await deps.live.publish({ kind: "handoff", conversationId: text.conversationId, actor: text.channel });
  }
}
