import type { KeywordAction, KeywordLanguage } from "../sms/sms-keywords.ts";

// The automatic WhatsApp messages for the keywords (server/sms/sms-keywords.ts): the one confirmation of a STOP, of a
// START, and the help answer, in the language the contact wrote in. WhatsApp's wording: "messages", no carrier rates.

const REPLIES: Record<KeywordAction, Record<KeywordLanguage, (site: string) => string>> = {
  stop: {
    en: (site) => `${site}: you're unsubscribed and won't get more WhatsApp messages from us. Reply START to resubscribe.`,
    es: (site) => `${site}: se canceló su suscripción y no recibirá más mensajes de WhatsApp nuestros. Responda START para volver a suscribirse.`,
    vi: (site) => `${site}: bạn đã hủy đăng ký và sẽ không nhận thêm tin nhắn WhatsApp từ chúng tôi. Trả lời START để đăng ký lại.`,
    zh: (site) => `${site}：您已退订，将不会再收到我们的 WhatsApp 消息。回复 START 可重新订阅。`,
  },
  start: {
    en: (site) => `${site}: you'll get our WhatsApp messages again. Reply STOP to unsubscribe, HELP for help.`,
    es: (site) => `${site}: volverá a recibir nuestros mensajes de WhatsApp. Responda STOP para cancelar o HELP para obtener ayuda.`,
    vi: (site) => `${site}: bạn sẽ nhận lại tin nhắn WhatsApp từ chúng tôi. Trả lời STOP để hủy, HELP để được trợ giúp.`,
    zh: (site) => `${site}：您将重新收到我们的 WhatsApp 消息。回复 STOP 退订，回复 HELP 获取帮助。`,
  },
  help: {
    en: (site) => `${site}: reply here and our team will answer. Reply STOP to stop our WhatsApp messages.`,
    es: (site) => `${site}: responda aquí y nuestro equipo le contestará. Responda STOP para dejar de recibir nuestros mensajes.`,
    vi: (site) => `${site}: hãy trả lời tại đây, đội ngũ của chúng tôi sẽ phản hồi. Trả lời STOP để ngừng nhận tin nhắn.`,
    zh: (site) => `${site}：直接回复即可，我们的团队会答复您。回复 STOP 停止接收我们的消息。`,
  },
};

export function whatsappKeywordReply(action: KeywordAction, language: KeywordLanguage, siteName: string): string {
  return REPLIES[action][language](siteName);
}
