import type { Resolved } from "./resolved.ts";

// What of this conversation an AI model receives, asked by its amount: "when the AI model is on, how many of my earlier
// msgs get shipped off to OpenAI?", "¿cuántos mensajes anteriores se le mandan al modelo de IA?", "gửi mấy tin cũ cho
// OpenAI?", "之前的消息会发几条给模型？". The privacy page says it (the new message and up to 10 earlier ones, only while
// a model is switched on): the chat-model answer, not "we work with OpenAI" or "our site doesn't say". Folded text.

const MODEL = /\b(?:ai|a\.i\.|ia|models?|modelos?|llms?|openai|open ai|chatgpt|gpt|anthropic|claude|mo hinh|tri tue nhan tao)\b|人工智能|模型|大模型/;
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
    /\b(?:whole|entire|full) (?:conversation|chat|thread)\b|\bhow much of (?:the|my|this|our) (?:conversation|chat)\b/.source,
    /\btoda la (?:conversacion|charla|platica)\b|\bla (?:conversacion|charla) (?:completa|entera)\b|\bca cuoc tro chuyen\b|整[个個](?:对话|對話|聊天)/.source,
  ].join("|"),
);
const SENT = /\b(?:sent|send|sends|shipped|ship|ships|go|goes|get|gets|passed|forwarded|shared|included|receives?|received|sees?|handed|hand|given|fed|feeds?|reads?|doc|mandan|manda|envian|envia|pasan|comparten|recibe|reciben|gui|chuyen|nhan)\b|发送|发给|发|传给|传送|给|收到/;

// Asked with what the browser keeps: the privacy page's chat section answers both (own-data.ts).
const BROWSER = /\b(?:browser|navegador|trinh duyet)\b|浏览器/;

/** The chat-model answer, when the folded part asks how much of the conversation an AI model receives; else null. */
export function chatModelAsked(text: string): Resolved | null {
  return !BROWSER.test(text) && MODEL.test(text) && EARLIER_MESSAGES.test(text) && SENT.test(text) ? { answers: [{ t: "extra", id: "chat-model" }], topic: null, intent: "about" } : null;
}
