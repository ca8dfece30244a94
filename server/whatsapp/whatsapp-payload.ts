import { z } from "zod";
import type { MessageDeliveryStatus } from "#common/chat/channels.ts";

// The parts of a WhatsApp Cloud API webhook notification the channel reads: entry[].changes[].value with its
// messages[] (what customers wrote) and statuses[] (what became of what we sent). Unknown fields and other change
// fields (account updates, template reviews) are ignored.

const messageSchema = z
  .object({
    from: z.string(),
    id: z.string(),
    timestamp: z.string().optional(),
    type: z.string(),
    text: z.object({ body: z.string() }).loose().optional(),
  })
  .loose();

const statusSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    recipient_id: z.string().optional(),
    biz_opaque_callback_data: z.string().optional(),
    errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional(), error_data: z.object({ details: z.string().optional() }).loose().optional() }).loose()).optional(),
  })
  .loose();

const valueSchema = z
  .object({
    metadata: z.object({ phone_number_id: z.string().optional() }).loose().optional(),
    contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string().optional() }).loose().optional() }).loose()).optional(),
    messages: z.array(z.unknown()).optional(),
    statuses: z.array(z.unknown()).optional(),
  })
  .loose();

export const notificationSchema = z
  .object({
    object: z.string(),
    entry: z.array(z.object({ changes: z.array(z.object({ field: z.string().optional(), value: z.unknown() }).loose()).default([]) }).loose()).default([]),
  })
  .loose();

export interface WhatsappInboundMessage {
  wamid: string;
  /** E.164: "+" and the wa_id's digits. */
  phone: string;
  name: string | null;
  content: string;
  sentAt: Date | null;
}

export interface WhatsappStatusUpdate {
  wamid: string;
  status: MessageDeliveryStatus;
  /** Our message id, from the biz_opaque_callback_data we sent with it. */
  messageId: number | null;
  error: string | null;
}

// Non-text messages are stored as what they are, honestly: the desk does not show media yet.
const PLACEHOLDERS: Record<string, string> = {
  image: "[image]", video: "[video]", audio: "[voice message or audio]", document: "[document]", sticker: "[sticker]", location: "[location]",
  contacts: "[contact card]", reaction: "[reaction]", interactive: "[button or list reply]", button: "[button reply]", order: "[order]",
};

function contentOf(m: z.infer<typeof messageSchema>): string {
  if (m.type === "text") return (m.text?.body ?? "").slice(0, 4096);
  const placeholder = PLACEHOLDERS[m.type] ?? `[${m.type} message not shown]`;
  const inner = (m as Record<string, unknown>)[m.type] as { caption?: unknown; body?: unknown; text?: unknown; emoji?: unknown } | undefined;
  const caption = typeof inner?.caption === "string" ? inner.caption : typeof inner?.text === "string" ? inner.text : typeof inner?.emoji === "string" ? inner.emoji : "";
  return caption ? `${placeholder} ${caption.slice(0, 1024)}` : placeholder;
}

const STATUSES: Record<string, MessageDeliveryStatus> = { sent: "sent", delivered: "delivered", read: "read", failed: "failed" };

/**
 * Messages and statuses of a notification; entries that do not parse are skipped, never fatal to the others, and so
 * are those for another number of the same Meta app than `phoneNumberId` (the one in Settings → WhatsApp).
 */
export function readNotification(raw: unknown, phoneNumberId: string): { messages: WhatsappInboundMessage[]; statuses: WhatsappStatusUpdate[] } {
  const out = { messages: [] as WhatsappInboundMessage[], statuses: [] as WhatsappStatusUpdate[] };
  const parsed = notificationSchema.safeParse(raw);
  if (!parsed.success || parsed.data.object !== "whatsapp_business_account") return out;
  for (const change of parsed.data.entry.flatMap((e) => e.changes)) {
    const value = valueSchema.safeParse(change.value);
    if (!value.success || (value.data.metadata?.phone_number_id && value.data.metadata.phone_number_id !== phoneNumberId)) continue;
    const names = new Map((value.data.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? null]));
    for (const item of value.data.messages ?? []) {
      const m = messageSchema.safeParse(item);
      if (!m.success || !/^\d{7,15}$/.test(m.data.from)) continue;
      const seconds = Number(m.data.timestamp);
      out.messages.push({
        wamid: m.data.id,
        phone: `+${m.data.from}`,
        name: names.get(m.data.from) ?? null,
        content: contentOf(m.data),
        sentAt: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null,
      });
    }
    for (const item of value.data.statuses ?? []) {
      const s = statusSchema.safeParse(item);
      const status = s.success ? STATUSES[s.data.status] : undefined;
      if (!s.success || !status) continue;
      const data = /^m:(\d+)$/.exec(s.data.biz_opaque_callback_data ?? "");
      const e = s.data.errors?.[0];
      out.statuses.push({
        wamid: s.data.id,
        status,
        messageId: data ? Number(data[1]) : null,
        error: status === "failed" ? `WhatsApp error ${e?.code ?? "unknown"}${e ? `: ${e.error_data?.details ?? e.message ?? e.title ?? ""}` : ""}`.trim() : null,
      });
    }
  }
  return out;
}
