import type { Db, Tx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { ChatChannel } from "#common/chat/channels.ts";
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

/**
 * The assistant on texting channels (SMS, later WhatsApp): the web chat's engine answers a stored text unless staff
 * took the conversation over; the reply is rendered for a phone and stored with its send in one transaction.
 */
export function createChannelAssistant(deps: { db: Db; chat: Pick<ChatService, "answerChannel">; channel: ChannelMessages; publicUrl: string | undefined }) {
  return async function answerText(text: InboundText, queue: QueueReply): Promise<(ChannelAnswer & { queued: boolean }) | null> {
    let queued = false;
    const answer = await deps.chat.answerChannel({
      conversationId: text.conversationId,
      message: text.content,
      phone: text.phone,
      label: (labels) => deps.channel.labelInbound(text.messageId, labels),
      deliver: async (reply) => {
        const content = renderForText(reply.text, { baseUrl: deps.publicUrl, language: reply.language, offerBooking: reply.offerBooking });
        await deps.db.transaction(async (tx) => {
          const messageId = await deps.channel.addOutgoing(tx, { conversationId: text.conversationId, sender: "ai", content, deliveryStatus: "queued", labels: reply.labels });
          queued = (await queue(tx, { messageId, conversationId: text.conversationId })).queued;
        });
      },
    });
    return answer ? { ...answer, queued } : null;
  };
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
