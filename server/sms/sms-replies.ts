import type { KeywordAction, KeywordLanguage } from "./sms-keywords.ts";

// The automatic texts: one confirmation of a STOP (the only text a revocation may get), of a START, and the help text;
// in the language the contact wrote in.

const REPLIES: Record<KeywordAction, Record<KeywordLanguage, (site: string) => string>> = {
  stop: {
    en: (site) => `${site}: you're unsubscribed and won't get more texts from us. Reply START to resubscribe.`,
    es: (site) => `${site}: se canceló su suscripción y no recibirá más mensajes nuestros. Responda START para volver a suscribirse.`,
    vi: (site) => `${site}: bạn đã hủy đăng ký và sẽ không nhận thêm tin nhắn từ chúng tôi. Trả lời START để đăng ký lại.`,
    zh: (site) => `${site}：您已退订，将不会再收到我们的短信。回复 START 可重新订阅。`,
  },
  start: {
    en: (site) => `${site}: you're subscribed to texts again. Reply STOP to unsubscribe, HELP for help.`,
    es: (site) => `${site}: volverá a recibir nuestros mensajes. Responda STOP para cancelar o HELP para obtener ayuda.`,
    vi: (site) => `${site}: bạn sẽ nhận lại tin nhắn từ chúng tôi. Trả lời STOP để hủy, HELP để được trợ giúp.`,
    zh: (site) => `${site}：您已重新订阅短信。回复 STOP 退订，回复 HELP 获取帮助。`,
  },
  help: {
    en: (site) => `${site}: reply here and our team will answer. Reply STOP to unsubscribe. Msg & data rates may apply.`,
    es: (site) => `${site}: responda aquí y nuestro equipo le contestará. Responda STOP para cancelar. Pueden aplicarse tarifas de mensajes y datos.`,
    vi: (site) => `${site}: hãy trả lời tại đây, đội ngũ của chúng tôi sẽ phản hồi. Trả lời STOP để hủy. Có thể tính phí tin nhắn.`,
    zh: (site) => `${site}：直接回复即可，我们的团队会答复您。回复 STOP 退订。可能产生短信费用。`,
  },
};

export function keywordReply(action: KeywordAction, language: KeywordLanguage, siteName: string): string {
  return REPLIES[action][language](siteName);
}
