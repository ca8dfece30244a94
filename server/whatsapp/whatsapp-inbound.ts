import { contactIdByPhone } from "../contacts/contact-by-phone.ts";
import type { Db, Tx } from "../db/client.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { ChannelMessages } from "../chat/channel-messages.ts";
import type { LeadInput } from "../contacts/lead-capture.ts";
import type { ConsentLedger } from "../consent/consent-ledger.ts";
import { classifyKeyword, KEYWORD_RULES_VERSION, type KeywordMatch } from "../sms/sms-keywords.ts";
import { whatsappKeywordReply } from "./whatsapp-replies.ts";
import type { WhatsappInboundMessage, WhatsappStatusUpdate } from "./whatsapp-payload.ts";
import type { WhatsappOutbound } from "./whatsapp-outbound.ts";
import type { Logger } from "../lib/logger.ts";
import { answerStoredText, type AnswerText } from "../chat/channel-assistant.ts";

// What a signed WhatsApp notification brings: messages customers wrote (threaded by number onto contacts, stored once
// per wamid) and statuses of what we sent (forward only: sent < delivered < read; failed).

export interface WhatsappInboundDeps {
  db: Db;
  channel: ChannelMessages;
  consent: ConsentLedger;
  outbound: WhatsappOutbound;
  outbox: Pick<Outbox, "kick">;
  settings: { siteName(): Promise<string> };
  captureLead: (lead: LeadInput) => Promise<{ contact: { id: number } }>;
  live: Pick<LiveHub, "publish">;
  logger: Logger;
  /** The assistant (server/chat/channel-assistant.ts) and whether it answers WhatsApp (Settings → WhatsApp). */
  answerText?: AnswerText;
  assistantAnswers?: () => Promise<boolean>;
}

export function createWhatsappInbound(deps: WhatsappInboundDeps) {
  async function contactFor(message: WhatsappInboundMessage): Promise<number> {
    const known = await contactIdByPhone(deps.db, message.phone);
    if (known !== null) return known;
    return (await deps.captureLead({ source: "whatsapp", phone: message.phone, contactMethod: "whatsapp", ...(message.name ? { name: message.name } : {}) })).contact.id;
  }

  /** A keyword's consent change and its one confirmation, in the transaction that stored the message. */
  async function applyKeyword(tx: Tx, at: { contactId: number; conversationId: string; phone: string; body: string }, match: KeywordMatch, siteName: string): Promise<boolean> {
    const before = await deps.consent.state(tx, at.contactId, "whatsapp");
    const wording = at.body.trim().slice(0, 500);
    if (match.action === "start" && before !== "revoked" && wording.toLowerCase() === "yes") return false;
    if (match.action !== "help") {
      await deps.consent.record(tx, { contactId: at.contactId, channel: "whatsapp", action: match.action === "stop" ? "revoked" : "granted", source: "whatsapp_keyword", wording, version: KEYWORD_RULES_VERSION, phone: at.phone });
    }
    // One confirmation per opt-out: a second STOP from someone already out gets none. WhatsApp answers no keywords
    // itself, so the site always sends the one.
    if (match.action === "stop" && before === "revoked") return false;
    const content = whatsappKeywordReply(match.action, match.language, siteName);
    const messageId = await deps.channel.addOutgoing(tx, { conversationId: at.conversationId, sender: "system", content, deliveryStatus: "queued" });
    return (await deps.outbound.queue(tx, { messageId, conversationId: at.conversationId, purpose: "compliance" })).status === "queued";
  }

  return {
    /** One customer message. Returns false for a delivery already stored. */
    async receive(message: WhatsappInboundMessage): Promise<{ stored: boolean }> {
      const contactId = await contactFor(message);
      const match = classifyKeyword(message.content);
      // Read before the transaction (PGlite has one connection: a read outside it would wait for it).
      const siteName = match ? await deps.settings.siteName() : "";
      // A keyword (STOP, HELP…) is answered by its rules, never by the assistant.
      const assistant = !match && deps.answerText && (await deps.assistantAnswers?.()) ? deps.answerText : null;
      let queued = false;
      const outcome = await deps.channel.receive(
        { channel: "whatsapp", phone: message.phone, contactId, externalId: message.wamid, content: message.content, assistantAnswers: assistant !== null, ...(message.sentAt ? { sentAt: message.sentAt } : {}) },
        async (tx, conversationId) => {
          if (match) queued = await applyKeyword(tx, { contactId, conversationId, phone: message.phone, body: message.content }, match, siteName);
        },
      );
      if (!outcome.stored) return { stored: false };
      if (queued) deps.outbox.kick();
      await deps.live.publish(outcome.startedWaiting ? { kind: "handoff", conversationId: outcome.conversationId, actor: "whatsapp" } : { kind: "message", conversationId: outcome.conversationId, actor: "visitor" });
      if (assistant) {
        const text = { channel: "whatsapp" as const, conversationId: outcome.conversationId, messageId: outcome.messageId, phone: message.phone, content: message.content };
        await answerStoredText({ answerText: assistant, channel: deps.channel, live: deps.live, logger: deps.logger, kick: () => deps.outbox.kick() }, text, async (tx, reply) =>
          (await deps.outbound.queue(tx, { ...reply, purpose: "reply" })).status === "queued",
        );
      }
      return { stored: true };
    },

    /** A status notification: moves the message forward only (they come late, twice, out of order). */
    async status(update: WhatsappStatusUpdate): Promise<boolean> {
      const message = update.messageId !== null ? await deps.channel.outgoing(update.messageId) : await deps.channel.bySid(update.wamid);
      // Another message's status, or one for a message that is not ours, changes nothing.
      if (!message || message.channel !== "whatsapp" || (message.externalId !== null && message.externalId !== update.wamid)) return false;
      // It may come before the send's own answer was recorded, or instead of it (the answer was lost).
      if (message.externalId === null) await deps.channel.setExternalId(message.id, update.wamid);
      const moved = await deps.channel.setDelivery(deps.db, message.id, { status: update.status, error: update.error });
      if (moved || message.externalId === null) await deps.live.publish({ kind: "message", conversationId: message.conversationId, actor: "system" });
      return moved;
    },
  };
}
export type WhatsappInbound = ReturnType<typeof createWhatsappInbound>;
