import { contactIdByPhone } from "../contacts/contact-by-phone.ts";
import type { Db, Tx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { ChannelMessages } from "../chat/channel-messages.ts";
import type { LeadInput } from "../contacts/lead-capture.ts";
import { classifyKeyword, KEYWORD_RULES_VERSION, type KeywordMatch } from "./sms-keywords.ts";
import { keywordReply } from "./sms-replies.ts";
import { assistantAnswersTexts, twilioAnswersKeywords } from "./sms-settings.ts";
import { answerStoredText, type AnswerText } from "../chat/channel-assistant.ts";
import type { ConsentLedger } from "../consent/consent-ledger.ts";
import type { SmsOutbound } from "./sms-outbound.ts";
import { fromTwilioStatus } from "./sms-outbound.ts";

// Twilio's two webhooks, once their signature held: a text that came in, and what became of one we sent.

export const E164 = /^\+[1-9]\d{6,14}$/;

export interface SmsInboundDeps {
  db: Db;
  channel: ChannelMessages;
  consent: ConsentLedger;
  outbound: SmsOutbound;
  outbox: Pick<Outbox, "kick">;
  settings: { get(category: string, key: string): Promise<string>; siteName(): Promise<string> };
  captureLead: (lead: LeadInput) => Promise<{ contact: { id: number } }>;
  live: Pick<LiveHub, "publish">;
  logger: Logger;
  /** The assistant (server/chat/channel-assistant.ts): answers a text unless staff took the conversation over. */
  answerText?: AnswerText;
}

// Twilio's delivery error codes staff meet most, in words (www.twilio.com/docs/api/errors).
const TWILIO_ERRORS: Record<string, string> = {
  "21610": "the recipient has texted STOP to this number",
  "30003": "the phone is unreachable (off or out of service)",
  "30005": "the number is unknown or no longer in service",
  "30006": "the number is a landline or cannot receive texts",
  "30007": "the carrier filtered the message as spam",
  "30008": "the carrier gave no reason",
};

export function createSmsInbound(deps: SmsInboundDeps) {
  async function contactFor(phone: string): Promise<number> {
    const known = await contactIdByPhone(deps.db, phone);
    if (known !== null) return known;
    return (await deps.captureLead({ source: "sms", phone, contactMethod: "sms" })).contact.id;
  }

  /** A keyword's consent change and its one answer, in the transaction that stored the text: a redelivery repeats neither. */
  async function applyKeyword(
    tx: Tx,
    at: { contactId: number; conversationId: string; phone: string; body: string },
    match: KeywordMatch,
    site: { name: string; twilioAnswers: boolean },
  ): Promise<boolean> {
    const before = await deps.consent.state(tx, at.contactId, "sms");
    const wording = at.body.trim().slice(0, 500);
    if (match.action === "start" && before !== "revoked" && wording.toLowerCase() === "yes") return false;
    if (match.action !== "help") {
      await deps.consent.record(tx, { contactId: at.contactId, channel: "sms", action: match.action === "stop" ? "revoked" : "granted", source: "sms_keyword", wording, version: KEYWORD_RULES_VERSION, phone: at.phone });
    }
    // One confirmation per opt-out: a second STOP from someone already out gets none.
    if (match.action === "stop" && before === "revoked") return false;
    // Twilio answers its own English keywords itself: a second text would break the one-confirmation rule.
    if (match.twilioStandard && site.twilioAnswers) return false;
    const content = keywordReply(match.action, match.language, site.name);
    const messageId = await deps.channel.addOutgoing(tx, { conversationId: at.conversationId, sender: "system", content, deliveryStatus: "queued" });
    const queued = await deps.outbound.queue(tx, { messageId, conversationId: at.conversationId, purpose: "compliance" });
    return queued.status === "queued";
  }

  /** The assistant's turn on a stored text. A failure leaves the text waiting for staff, who see it in the desk. */
  const answer = (assistant: AnswerText, text: { conversationId: string; messageId: number; phone: string; content: string }): Promise<void> =>
    answerStoredText({ answerText: assistant, channel: deps.channel, live: deps.live, logger: deps.logger, kick: () => deps.outbox.kick() }, { channel: "sms", ...text }, async (tx, reply) =>
      (await deps.outbound.queue(tx, { ...reply, purpose: "reply" })).status === "queued",
    );

  return {
    /** An incoming text (Twilio's form fields). Returns false for a delivery already stored. */
    async receive(params: URLSearchParams): Promise<{ stored: boolean }> {
      const sid = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
      const from = (params.get("From") ?? "").trim();
      if (!sid || !E164.test(from)) return { stored: false };
      const media = Number(params.get("NumMedia") ?? "0");
      const text = (params.get("Body") ?? "").slice(0, 2000);
      const body = media > 0 ? `${text}${text ? "\n" : ""}[${media} ${media === 1 ? "attachment" : "attachments"} not shown]` : text;
      const contactId = await contactFor(from);
      const match = classifyKeyword(text);
      // Read before the transaction (PGlite has one connection: a read outside it would wait for it).
      const site = match ? { name: await deps.settings.siteName(), twilioAnswers: await twilioAnswersKeywords(deps.settings) } : null;
      // A keyword (STOP, HELP…) is answered by its rules, never by the assistant.
      const assistant = !match && deps.answerText && (await assistantAnswersTexts(deps.settings)) ? deps.answerText : null;
      let queued = false;
      const outcome = await deps.channel.receive({ channel: "sms", phone: from, contactId, externalId: sid, content: body, assistantAnswers: assistant !== null }, async (tx, conversationId) => {
        if (match && site) queued = await applyKeyword(tx, { contactId, conversationId, phone: from, body: text }, match, site);
      });
      if (!outcome.stored) return { stored: false };
      if (queued) deps.outbox.kick();
      // A conversation that starts waiting alerts staff (actor "sms": the pop-up says a text came, not that someone asked for a person).
      await deps.live.publish(outcome.startedWaiting ? { kind: "handoff", conversationId: outcome.conversationId, actor: "sms" } : { kind: "message", conversationId: outcome.conversationId, actor: "visitor" });
      if (assistant) await answer(assistant, { conversationId: outcome.conversationId, messageId: outcome.messageId, phone: from, content: body });
      return { stored: true };
    },

    /** A status callback: moves the message forward only (callbacks come late, twice, out of order). */
    async status(params: URLSearchParams, messageId: number | null): Promise<boolean> {
      const sid = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
      const status = fromTwilioStatus(params.get("MessageStatus") ?? params.get("SmsStatus") ?? "");
      if (!sid || !status) return false;
      const message = messageId !== null ? await deps.channel.outgoing(messageId) : await deps.channel.bySid(sid);
      // Another message's callback with a forged or stale id changes nothing.
      if (!message || (message.externalId !== null && message.externalId !== sid)) return false;
      // The callback may come before the send's own answer was recorded.
      if (message.externalId === null) await deps.channel.setExternalId(message.id, sid);
      const code = params.get("ErrorCode") ?? "";
      const error = status === "failed" || status === "undelivered" ? `Twilio error ${code || "unknown"}${TWILIO_ERRORS[code] ? `: ${TWILIO_ERRORS[code]}` : ""}` : null;
      const moved = await deps.channel.setDelivery(deps.db, message.id, { status, error });
      if (moved) await deps.live.publish({ kind: "message", conversationId: message.conversationId, actor: "system" });
      return moved;
    },
  };
}
export type SmsInbound = ReturnType<typeof createSmsInbound>;
