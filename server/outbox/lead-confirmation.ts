import { z } from "zod";
import { isLocale, type Locale } from "#common/i18n/locales.ts";
import { fill } from "#common/i18n/fill.ts";
import type { MailMessage } from "../integrations/smtp.ts";

// The contact form's confirmation to the lead (a `lead_mail` delivery), in the language they wrote in
// (docs/decisions/053). Plain text, like the staff notification.

export const leadConfirmationPayloadSchema = z.object({ to: z.string(), firstName: z.string(), language: z.string() });
export type LeadConfirmationPayload = z.infer<typeof leadConfirmationPayloadSchema>;

/** {firstName}, {siteName}. */
const TEMPLATES: Record<Locale, { subject: string; body: string }> = {
  en: {
    subject: "We received your message — {siteName}",
    body: [
      "Hi {firstName},",
      "",
      "Thank you for contacting {siteName}. We received your message and will contact you within 24 hours to discuss your automation needs.",
      "",
      "If anything changes, simply reply to this e-mail.",
      "",
      "— The {siteName} team",
    ].join("\n"),
  },
  es: {
    subject: "Recibimos su mensaje — {siteName}",
    body: [
      "Hola, {firstName}:",
      "",
      "Gracias por comunicarse con {siteName}. Recibimos su mensaje y nos pondremos en contacto con usted en menos de 24 horas para hablar de sus necesidades de automatización.",
      "",
      "Si algo cambia, solo tiene que responder a este correo.",
      "",
      "— El equipo de {siteName}",
    ].join("\n"),
  },
  vi: {
    subject: "Chúng tôi đã nhận được tin nhắn của bạn — {siteName}",
    body: [
      "Chào {firstName},",
      "",
      "Cảm ơn bạn đã liên hệ với {siteName}. Chúng tôi đã nhận được tin nhắn của bạn và sẽ liên hệ với bạn trong vòng 24 giờ để trao đổi về nhu cầu tự động hóa của bạn.",
      "",
      "Nếu có gì thay đổi, bạn chỉ cần trả lời email này.",
      "",
      "— Đội ngũ {siteName}",
    ].join("\n"),
  },
  zh: {
    subject: "我们已收到您的消息 — {siteName}",
    body: [
      "{firstName}，您好：",
      "",
      "感谢您联系 {siteName}。我们已收到您的消息，将在 24 小时内与您联系，讨论您的自动化需求。",
      "",
      "如有任何变化，直接回复此邮件即可。",
      "",
      "— {siteName} 团队",
    ].join("\n"),
  },
};

export function leadConfirmation(payload: LeadConfirmationPayload, opts: { siteName: string; replyTo?: string }): MailMessage {
  const template = TEMPLATES[isLocale(payload.language) ? payload.language : "en"];
  const values = { firstName: payload.firstName, siteName: opts.siteName };
  return { to: payload.to, subject: fill(template.subject, values), text: fill(template.body, values), replyTo: opts.replyTo || undefined };
}
