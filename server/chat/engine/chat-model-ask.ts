import type { Resolved } from "./resolved.ts";

// What of this conversation an AI model receives, asked by its amount: "when the AI model is on, how many of my earlier
// msgs get shipped off to OpenAI?", "¿cuántos mensajes anteriores se le mandan al modelo de IA?", "gửi mấy tin cũ cho
// OpenAI?", "之前的消息会发几条给模型？". The privacy page says it (the new message and up to 10 earlier ones, only while
// a model is switched on): the chat-model answer, not "we work with OpenAI" or "our site doesn't say". Folded text.

const MODEL = /\b(?:ai|a\.i\.|ia|models?|modelos?|llms?|openai|open ai|chatgpt|gpt|anthropic|claude|mo hinh|tri tue nhan tao)\b|人工智能|模型|大模型/;
// "…an AI model, how much of my conversation gets shipped off to that company?": the model named in the part before,
// its maker pointed back at in this one.
const THAT_COMPANY = /\bto (?:that|this|the same) (?:company|provider|vendor|outfit)\b/;
// Earlier turns of the conversation: "my earlier msgs", "the previous messages", "mensajes anteriores", "tin cũ", "tin
// nhắn trước đó", "之前的消息" (not "past clients" or "old leads").
const EARLIER_MESSAGES = new RegExp(
  [
    /\b(?:earlier|previous|prior|past|older|old|last \d+|last few)(?: \w+){0,2} (?:messages?|msgs?|texts?|turns?|chats?)\b|\b(?:messages?|msgs?) (?:before|earlier|back)\b|\bback[- ]and[- ]forth\b|\b(?:chat|conversation) history\b/.source,
    /\bmensajes?(?: \w+){0,2} (?:anteriores|previos|viejos|pasados|de antes)\b|\b(?:anteriores|previos) mensajes\b|\bhistorial (?:del|de la) (?:chat|conversacion)\b/.source,
    /\btin(?: nhan)? (?:cu|truoc(?: do)?|da gui)\b|\btin nhan\b.{0,20}\btruoc do\b|\blich su (?:chat|tro chuyen)\b/.source,
    /(?:之前|以前|先前|历史|旧)的?(?:消息|信息|对话|聊天)|(?:聊天|对话)(?:记录|历史)/.source,
    // Or the whole of it: "the whole conversation or just part?", "toda la conversación o solo una parte", "cả cuộc trò
    // chuyện", "整个对话".
    /\b(?:whole|entire|full) (?:conversation|convo|chat|thread)\b|\bhow much of (?:the|my|me|this|our) (?:conversation|convo|chat)\b/.source,
    /\btoda la (?:conversacion|charla|platica)\b|\bla (?:conversacion|charla) (?:completa|entera)\b|\bca cuoc tro chuyen\b|整[个個](?:对话|對話|聊天)/.source,
    // Or a share of it: "¿qué parte de esta conversación le mandan?", "¿cuánto de la plática ve el modelo?".
    /\b(?:que parte|cuanto|cuanta parte|que tanto)(?: \w+){0,2} (?:de )?(?:esta|la|mi|nuestra) (?:conversacion|charla|platica)\b/.source,
  ].join("|"),
);
const SENT = /\b(?:llega|llegan|sent|send|sends|shipped|ship|ships|go|goes|get|gets|passed|forwarded|shared|included|receives?|received|sees?|handed|hand|given|fed|feeds?|reads?|doc|mandan|manda|envian|envia|pasan|comparten|recibe|reciben|gui|chuyen|nhan|ve|ven|lee|leen)\b|发送|发给|发|传给|传送|给|收到/;

// Asked with what the browser keeps: the privacy page's chat section answers both (own-data.ts).
const BROWSER = /\b(?:browser|navegador|trinh duyet)\b|浏览器/;

// Which company gets or sees what the visitor writes: "who's the AI company that sees my messages?", "¿a qué proveedores
// mandan mis mensajes?", "tin nhắn của tôi gửi cho nhà cung cấp nào?", "我的消息发给哪家公司？". The same answer names them
// (OpenAI, Anthropic), not the privacy page's "an AI model provider" nor "our site doesn't say".
const PROVIDER = /\b(?:compan(?:y|ies)|providers?|vendors?|proveedor(?:es)?|(?:empresas?|companias?) de (?:ia|inteligencia artificial)|nha cung cap|cong ty ai)\b|提供商|供应商|服务商|(?:ai|人工智能)?公司|厂商/;
const MINE = /\b(?:my|our) (?:messages?|msgs?|chats?|texts?|conversations?|questions?)\b|\b(?:what|whatever|everything) (?:i|we) (?:type|write|send|say)\b|\bmis (?:mensajes|conversaciones|chats|textos|preguntas)\b|\blo que (?:escribo|mando|envio|pongo)\b|\btin nhan (?:cua )?(?:toi|em|minh|tui|chu|co|bac|di|o)\b|\b(?:esto|eso) que (?:te |les |le )?(?:escribo|mando|pongo)\b|我的(?:消息|信息|聊天|对话|问题)|我(?:发|打|输入|写)的/;
// "¿le llega a alguna compañía de IA?", "does it go to any AI company?": whether any does, asked as which.
const WHICH = /\b(?:who|whos|which|what|que|cual(?:es)?|quien(?:es)?|nao|alguna?|any|some)\b|哪|谁|什么/;

/** The chat-model answer, when the folded part asks how much of the conversation an AI model receives, or which company gets it; else null. */
export function chatModelAsked(text: string): Resolved | null {
  const toProvider = PROVIDER.test(text) && MINE.test(text) && WHICH.test(text);
  return !BROWSER.test(text) && (((MODEL.test(text) || THAT_COMPANY.test(text)) && EARLIER_MESSAGES.test(text)) || toProvider) && SENT.test(text) ? { answers: [{ t: "extra", id: "chat-model" }], topic: null, intent: "about" } : null;
}
