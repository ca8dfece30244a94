// How staff should reach a contact: chosen by staff on the card, or stated by the visitor in the chat.

export const PREFERRED_CHANNELS = ["email", "phone", "sms", "whatsapp", "chat", "meeting"] as const;
export type PreferredChannel = (typeof PREFERRED_CHANNELS)[number];
export const PREFERRED_CHANNEL_LABELS: Record<PreferredChannel, string> = {
  email: "Email",
  phone: "Phone call",
  sms: "SMS / Text",
  whatsapp: "WhatsApp",
  chat: "Website chat",
  meeting: "In person / video meeting",
};
