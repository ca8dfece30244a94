import { z } from "zod";
import type { Db, Tx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { DeliveryAttempt, DeliveryResult } from "../outbox/deliverers.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import type { ChannelMessages } from "../chat/channel-messages.ts";
import type { ChannelReply } from "../chat/chat-admin.service.ts";
import type { MessageDeliveryStatus } from "#common/chat/channels.ts";
import { consentBlockReason, type ConsentChannel, type ConsentLedger, type SendPurpose } from "../consent/consent-ledger.ts";
import { createTwilioClient, TwilioError } from "./twilio-client.ts";
import { textingTimeZone, twilioConfigFrom } from "./sms-settings.ts";
import { nextTextingTime } from "./quiet-hours.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import { contactTimeZoneById } from "../contacts/contact-time-zone.ts";

// Texts we send: stored with the message and queued in the outbox in one transaction, then sent by the outbox's
// "sms" deliverer (retries with its backoff). A message is sent at most once: its Twilio sid, once recorded, ends
// every later attempt, and an attempt that started without recording an answer asks Twilio first (docs/decisions/049).

export const smsPayloadSchema = z.object({ messageId: z.number().int(), purpose: z.enum(["reply", "automated", "compliance"]) });
export type SmsPayload = z.infer<typeof smsPayloadSchema>;

/** What the desk shows under a text held for quiet hours: when it goes, on the recipient's own clock and zone. */
export const heldNote = (until: Date, zone: string) => `Held for Texas quiet hours until ${formatDateTime(until, { timeZone: zone, zoneName: true })} (${zone}, the recipient's time zone)`;

export const STATUS_PATH = "/api/sms/twilio/status";
const NOT_CONNECTED = "Not sent: Twilio is not connected (Settings → SMS (Twilio): account SID, auth token and number)";

export interface SmsOutboundDeps {
  db: Db;
  channel: ChannelMessages;
  consent: ConsentLedger;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  settings: { get(category: string, key: string): Promise<string> };
  guard: Pick<OutboundGuard, "fetch">;
  live: Pick<LiveHub, "publish">;
  logger: Logger;
  /** The site's public origin: Twilio posts delivery statuses there. */
  publicUrl?: string;
}

/** Twilio's message statuses in ours: queued/accepted/sending are with Twilio, on their way. */
export function fromTwilioStatus(status: string): MessageDeliveryStatus | null {
  switch (status) {
    case "accepted":
    case "scheduled":
    case "queued":
    case "sending":
      return "sending";
    case "sent":
    case "delivered":
    case "undelivered":
    case "failed":
      return status;
    default:
      return null;
  }
}

export function createSmsOutbound(deps: SmsOutboundDeps) {
  const { channel, consent } = deps;
  const changed = (conversationId: string) => deps.live.publish({ kind: "message", conversationId, actor: "system" }).catch(() => undefined);

  /**
   * Inside the caller's transaction: blocked at once when consent forbids, else queued (until quiet hours end for an
   * automated text, in the contact's own zone). `zone` (textingZone(), read before the transaction: PGlite has one
   * connection) is the site's zone, used for an automated text to a contact whose own zone is unknown.
   */
  async function queue(
    tx: Tx,
    message: { messageId: number; conversationId: string; purpose: SendPurpose; now?: Date; zone?: string; channel?: ConsentChannel; template?: { name: string; language: string; params: string[] } },
  ): Promise<{ status: "queued" | "blocked"; notBefore: Date | null; reason: string | null }> {
    // The outbox kind is the channel's: "whatsapp" is the WhatsApp adapter's deliverer (checked by the caller).
    const kind = (message.channel ?? "sms") as "sms";
    const conversation = await channel.conversation(tx, message.conversationId);
    const state = conversation?.contactId ? await consent.state(tx, conversation.contactId, message.channel ?? "sms") : "none";
    const reason = consentBlockReason(state, message.purpose);
    if (reason) {
      await channel.setDelivery(tx, message.messageId, { status: "blocked", error: reason }, { force: true });
      return { status: "blocked", notBefore: null, reason };
    }
    // A member answering a conversation the contact started is that conversation, not a solicitation: it goes now.
    // Automated texts keep the Texas hours in the recipient's zone (docs/decisions/049).
    const now = message.now ?? new Date();
    if (message.purpose === "automated" && !message.zone) throw new Error("An automated text needs the site's texting time zone");
    // The recipient's own zone (browser, else area code); the site's texting zone when neither is known.
    const zone = message.purpose === "automated" ? (await contactTimeZoneById(tx, conversation?.contactId ?? null, message.zone!)).zone : null;
    const allowedAt = zone ? nextTextingTime(zone, now) : now;
    const notBefore = allowedAt.getTime() > now.getTime() ? allowedAt : null;
    await channel.setDelivery(tx, message.messageId, { status: "queued", error: notBefore && zone ? heldNote(notBefore, zone) : null }, { force: true });
    await deps.outbox.enqueue(tx, [
      { kind, contactId: conversation?.contactId ?? null, payload: { messageId: message.messageId, purpose: message.purpose, ...(message.template ? { template: message.template } : {}) }, ...(notBefore ? { notBefore } : {}) },
    ]);
    return { status: "queued", notBefore, reason: null };
  }

  async function fail(messageId: number, conversationId: string, status: "failed" | "blocked", error: string) {
    await channel.setDelivery(deps.db, messageId, { status, error }, { force: true });
    await changed(conversationId);
  }

  return {
    queue,
    /** The site's texting time zone (Settings → SMS), for recipients whose own zone is unknown; read before `queue`'s transaction. */
    textingZone: () => textingTimeZone(deps.settings),

    /** chatAdmin.onChannelReply: a member's reply in an SMS conversation. */
    async onStaffReply(tx: Tx, reply: ChannelReply): Promise<(() => void) | void> {
      if (reply.channel !== "sms") return;
      const queued = await queue(tx, { messageId: reply.messageId, conversationId: reply.conversationId, purpose: "reply" });
      if (queued.status === "queued") return () => deps.outbox.kick();
    },

    /** The outbox's "sms" deliverer. Throws TwilioError (retryable or not) when Twilio did not take the message. */
    async deliver(raw: Record<string, unknown>, attempt: DeliveryAttempt = { attempt: 1, last: false }): Promise<DeliveryResult> {
      const { messageId, purpose } = smsPayloadSchema.parse(raw);
      const message = await channel.outgoing(messageId);
      if (!message) return { status: "skipped", reason: "The message was deleted with its conversation" };
      if (message.externalId) return { status: "delivered", detail: `already sent as ${message.externalId}` };
      if (message.deliveryStatus === "blocked") return { status: "skipped", reason: "The text was blocked" };
      if (!message.phone) return { status: "skipped", reason: "The conversation has no phone number" };
      // Consent may have been revoked while it waited (a STOP during quiet hours).
      const state = message.contactId ? await consent.state(deps.db, message.contactId, "sms") : "none";
      const reason = consentBlockReason(state, purpose);
      if (reason) {
        await fail(messageId, message.conversationId, "blocked", reason);
        return { status: "skipped", reason };
      }
      const config = await twilioConfigFrom(deps.settings);
      if (!config) {
        await fail(messageId, message.conversationId, "failed", NOT_CONNECTED);
        return { status: "skipped", reason: NOT_CONNECTED };
      }
      const twilio = createTwilioClient(config, deps.guard);
      // An earlier attempt handed it to Twilio and recorded no answer (a crash, a lost response, a 500 after the
      // message was created): Twilio's list of what went to this number says whether it is out already.
      if (message.deliveryStatus === "sending") {
        const since = new Date((message.deliveryUpdatedAt ?? new Date()).getTime() - 60_000);
        const out = (await twilio.sentTo(message.phone, since)).find((m) => m.body === message.content && Date.parse(m.dateCreated) >= since.getTime() - 1000);
        if (out) {
          await channel.setExternalId(messageId, out.sid);
          await channel.setDelivery(deps.db, messageId, { status: fromTwilioStatus(out.status) ?? "sending" });
          await changed(message.conversationId);
          return { status: "delivered", detail: `found already sent as ${out.sid}` };
        }
      }
      await channel.setDelivery(deps.db, messageId, { status: "sending", error: null }, { force: true });
      const callback = deps.publicUrl ? `${deps.publicUrl.replace(/\/+$/, "")}${STATUS_PATH}?m=${messageId}` : undefined;
      try {
        const sent = await twilio.send({ to: message.phone, body: message.content, statusCallback: callback });
        await channel.setExternalId(messageId, sent.sid);
        await channel.setDelivery(deps.db, messageId, { status: fromTwilioStatus(sent.status) ?? "sending" });
        await changed(message.conversationId);
        return { status: "delivered", detail: `Twilio ${sent.sid}` };
      } catch (error) {
        // Refused for good (a bad number, error 21610: they texted STOP to Twilio), or the outbox's last attempt:
        // shown on the message. A retryable failure stays "sending", so the next attempt asks Twilio before sending again.
        const final = !(error instanceof TwilioError && error.retryable) || attempt.last;
        if (final) await fail(messageId, message.conversationId, "failed", error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  };
}
export type SmsOutbound = ReturnType<typeof createSmsOutbound>;
