import { z } from "zod";
import type { Db, Tx } from "../db/client.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { DeliveryAttempt, DeliveryResult } from "../outbox/deliverers.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import type { ChannelMessages } from "../chat/channel-messages.ts";
import type { ChannelReply } from "../chat/chat-admin.service.ts";
import { conflict } from "../lib/errors.ts";
import { consentBlockReason, type ConsentLedger, type SendPurpose } from "../consent/consent-ledger.ts";
import { createGraphClient, WhatsappError } from "./graph-client.ts";
import { whatsappConfigFrom } from "./whatsapp-settings.ts";
import { serviceWindow, windowClosedReason } from "./whatsapp-window.ts";

// WhatsApp messages we send: stored with the message and queued in the outbox (kind "whatsapp") in one transaction,
// then sent by the outbox's deliverer. A message is sent at most once as far as WhatsApp lets us know: its wamid, once
// recorded, ends every later attempt; an attempt that may have reached WhatsApp without an answer waits for the status
// notification that names our message (biz_opaque_callback_data) before it sends again (docs/decisions/051).

const templateSchema = z.object({ name: z.string(), language: z.string(), params: z.array(z.string()) });
export const whatsappPayloadSchema = z.object({ messageId: z.number().int(), purpose: z.enum(["reply", "automated", "compliance"]), template: templateSchema.optional() });
export type WhatsappPayload = z.infer<typeof whatsappPayloadSchema>;

/** How long an interrupted send waits for WhatsApp's status notification before it is sent again. */
export const CONFIRM_WAIT_MS = 5 * 60_000;
const NOT_CONNECTED = "Not sent: WhatsApp is not connected (Settings → WhatsApp: phone number id and access token)";
/** What we send as biz_opaque_callback_data: WhatsApp returns it in every status notification of the message. */
export const callbackData = (messageId: number) => `m:${messageId}`;

export interface WhatsappOutboundDeps {
  db: Db;
  channel: ChannelMessages;
  consent: ConsentLedger;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  settings: { get(category: string, key: string): Promise<string> };
  guard: Pick<OutboundGuard, "fetch">;
  live: Pick<LiveHub, "publish">;
  now?: () => Date;
}

export function createWhatsappOutbound(deps: WhatsappOutboundDeps) {
  const { channel, consent } = deps;
  const now = deps.now ?? (() => new Date());
  const changed = (conversationId: string) => deps.live.publish({ kind: "message", conversationId, actor: "system" }).catch(() => undefined);

  /**
   * Inside the caller's transaction: blocked at once when consent forbids or (free-form) the 24-hour window is closed,
   * else queued for the outbox.
   */
  async function queue(
    tx: Tx,
    message: { messageId: number; conversationId: string; purpose: SendPurpose; template?: WhatsappPayload["template"] },
  ): Promise<{ status: "queued" | "blocked"; reason: string | null }> {
    const conversation = await channel.conversation(tx, message.conversationId);
    const state = conversation?.contactId ? await consent.state(tx, conversation.contactId, "whatsapp") : "none";
    const window = conversation?.phone ? await serviceWindow(tx, conversation.phone, now()) : null;
    const reason = consentBlockReason(state, message.purpose) ?? (!message.template && !window?.open ? windowClosedReason(window ?? { open: false, lastInboundAt: null, closesAt: null }) : null);
    if (reason) {
      await channel.setDelivery(tx, message.messageId, { status: "blocked", error: reason }, { force: true });
      return { status: "blocked", reason };
    }
    await channel.setDelivery(tx, message.messageId, { status: "queued", error: null }, { force: true });
    const payload: WhatsappPayload = { messageId: message.messageId, purpose: message.purpose, ...(message.template ? { template: message.template } : {}) };
    await deps.outbox.enqueue(tx, [{ kind: "whatsapp", contactId: conversation?.contactId ?? null, payload }]);
    return { status: "queued", reason: null };
  }

  async function fail(messageId: number, conversationId: string, status: "failed" | "blocked", error: string) {
    await channel.setDelivery(deps.db, messageId, { status, error }, { force: true });
    await changed(conversationId);
  }

  return {
    queue,

    /**
     * chatAdmin.onChannelReply: a member's free-form reply in a WhatsApp conversation. Outside the 24-hour window it is
     * refused (409, the reply rolls back and comes back into the desk's box): only a template may be sent then.
     */
    async onStaffReply(tx: Tx, reply: ChannelReply): Promise<(() => void) | void> {
      if (reply.channel !== "whatsapp") return;
      const conversation = await channel.conversation(tx, reply.conversationId);
      const window = conversation?.phone ? await serviceWindow(tx, conversation.phone, now()) : null;
      if (!window?.open) throw conflict(windowClosedReason(window ?? { open: false, lastInboundAt: null, closesAt: null }));
      const queued = await queue(tx, { messageId: reply.messageId, conversationId: reply.conversationId, purpose: "reply" });
      if (queued.status === "queued") return () => deps.outbox.kick();
    },

    /** The outbox's "whatsapp" deliverer. Throws WhatsappError (retryable or not) when WhatsApp did not take the message. */
    async deliver(raw: Record<string, unknown>, attempt: DeliveryAttempt = { attempt: 1, last: false }): Promise<DeliveryResult> {
      const { messageId, purpose, template } = whatsappPayloadSchema.parse(raw);
      const message = await channel.outgoing(messageId);
      if (!message) return { status: "skipped", reason: "The message was deleted with its conversation" };
      if (message.externalId) return { status: "delivered", detail: `already sent as ${message.externalId}` };
      if (message.deliveryStatus === "blocked") return { status: "skipped", reason: "The message was blocked" };
      if (!message.phone) return { status: "skipped", reason: "The conversation has no phone number" };
      // Consent may have been revoked, or the window closed, while it waited.
      const state = message.contactId ? await consent.state(deps.db, message.contactId, "whatsapp") : "none";
      const window = await serviceWindow(deps.db, message.phone, now());
      const reason = consentBlockReason(state, purpose) ?? (!template && !window.open ? windowClosedReason(window) : null);
      if (reason) {
        await fail(messageId, message.conversationId, "blocked", reason);
        return { status: "skipped", reason };
      }
      const config = await whatsappConfigFrom(deps.settings);
      if (!config) {
        await fail(messageId, message.conversationId, "failed", NOT_CONNECTED);
        return { status: "skipped", reason: NOT_CONNECTED };
      }
      // An earlier attempt may have handed it to WhatsApp without recording the answer (a crash, a lost response, a 500
      // after WhatsApp took it). WhatsApp has no list of sent messages to ask; its status notification carries our
      // message id and records the wamid. Until it had time to come, sending again could send twice.
      if (message.deliveryStatus === "sending") {
        const waited = now().getTime() - (message.deliveryUpdatedAt ?? now()).getTime();
        if (waited < CONFIRM_WAIT_MS) {
          throw new WhatsappError("Waiting for WhatsApp's status of an interrupted send before sending again", { retryable: true, retryAfterSec: Math.ceil((CONFIRM_WAIT_MS - waited) / 1000) });
        }
      }
      await channel.setDelivery(deps.db, messageId, { status: "sending", error: null }, { force: true });
      const to = message.phone.replace(/^\+/, "");
      try {
        const wamid = await createGraphClient(config, deps.guard).send(
          template ? { to, kind: "template", template, callbackData: callbackData(messageId) } : { to, kind: "text", body: message.content, callbackData: callbackData(messageId) },
        );
        await channel.setExternalId(messageId, wamid);
        await changed(message.conversationId);
        return { status: "delivered", detail: `WhatsApp ${wamid}` };
      } catch (error) {
        const uncertain = error instanceof WhatsappError && error.uncertain;
        const final = !(error instanceof WhatsappError && error.retryable) || attempt.last;
        if (final) await fail(messageId, message.conversationId, "failed", error instanceof Error ? error.message : String(error));
        // Certainly not taken (refused, never reached): the next attempt sends at once. Uncertain: it stays "sending".
        else if (!uncertain) await channel.setDelivery(deps.db, messageId, { status: "queued", error: null }, { force: true });
        throw error;
      }
    },
  };
}
export type WhatsappOutbound = ReturnType<typeof createWhatsappOutbound>;
