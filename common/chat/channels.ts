// The channels a conversation can come from, and what becomes of a message sent on one (docs/decisions/049). No zod:
// the widget and the desk import this.

export const CHAT_CHANNELS = ["web", "sms", "whatsapp"] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];
export const CHAT_CHANNEL_LABELS: Record<ChatChannel, string> = { web: "Web chat", sms: "SMS", whatsapp: "WhatsApp" };

/**
 * A message sent on sms or whatsapp: queued (stored, waiting for its send, maybe until quiet hours end), sending (handed
 * to the provider, no answer recorded yet), sent / delivered / undelivered / failed (the provider's word), read
 * (WhatsApp's read receipt), blocked (never sent: the contact revoked consent, or none is on record for an automated
 * text, or WhatsApp's 24-hour window had closed).
 */
export const MESSAGE_DELIVERY_STATUSES = ["queued", "sending", "sent", "delivered", "undelivered", "failed", "blocked", "read"] as const;
export type MessageDeliveryStatus = (typeof MESSAGE_DELIVERY_STATUSES)[number];
export const MESSAGE_DELIVERY_LABELS: Record<MessageDeliveryStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Not delivered",
  failed: "Failed",
  blocked: "Blocked",
  read: "Read",
};

export const asChannel = (value: string): ChatChannel => ((CHAT_CHANNELS as readonly string[]).includes(value) ? (value as ChatChannel) : "web");
export const asDeliveryStatus = (value: string | null): MessageDeliveryStatus | null =>
  value !== null && (MESSAGE_DELIVERY_STATUSES as readonly string[]).includes(value) ? (value as MessageDeliveryStatus) : null;
