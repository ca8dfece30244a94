import type { Resolved } from "./resolved.ts";

// How fast the AI answers the visitor's own leads: "how fast does your AI answer leads?", "¿qué tan rápido contesta la
// IA a los clientes?", "AI trả lời khách nhanh không?", "AI回复客户要多久？". The services list says it: the lead-capture
// agents "answer every inquiry in seconds". Before, "how fast" read as the go-live timeline and "clientes" as data
// safety. How fast our team replies ("how fast does your team reply?") is another answer (reply-time). Rules run on
// folded text.

const THE_AI = String.raw`(?:ai|a i|bot|chatbot|chat ?bot|assistant|agent|ia|asistente|robot|tro ly(?: ao)?|chat|sistema|system|he thong)`;
const SPEED_ASKED = new RegExp(
  [
    String.raw`\bhow (?:fast|quick(?:ly)?|soon)\b.{0,30}\b${THE_AI}\b.{0,20}\b(?:answer|repl|respond|respons|get back|pick up|text back)\w*`,
    String.raw`\bhow long\b.{0,10}\b(?:does|will|would)\b.{0,15}\b${THE_AI}\b.{0,15}\b(?:take to )?(?:answer|reply|respond|get back)\w*`,
    String.raw`\b${THE_AI}\b.{0,10}\b(?:response|reply|answer) (?:time|speed)\b`,
    String.raw`\b(?:que tan|cuan|que) (?:rapido|pronto|rapida)\b.{0,30}\b(?:contest|respond)\w*|\b(?:en cuanto tiempo|cuanto (?:se )?tarda)\b(?=.{0,50}\b${THE_AI}\b).{0,30}\b(?:contest|respond)\w*`,
    String.raw`\b${THE_AI}\b.{0,20}\b(?:tra loi|phan hoi|rep)\b.{0,25}\b(?:nhanh (?:khong|ko|hong|hem|the nao|co|den dau|muc nao)|bao lau|mat bao lau|bao nhieu (?:giay|phut))`,
    `(?:ai|机器人|助手|助理|客服)[^，。？！?!]{0,10}(?:回|回复|回答|答复|接待)[^，。？！?!]{0,8}(?:多快|快不快|有多快|多久|几秒|多长时间)`,
    // "how fast does it actually answer a new lead?", "AI多快能回？", "那它多快能回？": the AI said as "it", the leads named.
    String.raw`\bhow (?:fast|quick(?:ly)?|soon)\b.{0,15}\b(?:does|will|would|can|do) (?:it|they)\b.{0,20}\b(?:answer|repl|respond|get back|text back)\w*\b.{0,25}\b(?:leads?|inquir\w*|clients?|buyers?|prospects?|messages?|questions?|tenants?)\b`,
    `(?:ai|机器人|助手|它)[^，。？！?!]{0,6}(?:多快|多久|几秒)(?:就)?(?:能|可以|会)?(?:回|回复|回答|答复)`,
    // "Si un cliente me escribe a las 10 de la noche, ¿en cuánto rato le contesta la IA?", "新客户打进来，多快能得到回复？":
    // their client answered ("le", not "me"), or a new client's wait for the reply.
    String.raw`\ben cuanto (?:rato |tiempo )?(?:le|les) (?:contesta|contestan|responde|responden)\b`,
    `(?:新客户|客户|买家|线索|潜在客户)[^。？?]{0,10}(?:多快|多久)(?:能|可以|会)?(?:得到|收到)?(?:回复|回应|答复)`,
  ].join("|"),
  "u",
);
// "how fast does the AI answer after I sign up?": the wait for setup, not the reply.
const SETUP_WAIT = /\b(?:set ?up|go live|launch|sign(?:ed)? up|install\w*|instalaci\w*|cai dat)\b|上线|安装/;

/** Whether the folded text asks how fast the AI answers (not how soon it is set up, nor our own reply to a form). */
export const asksReplySpeed = (text: string): boolean => SPEED_ASKED.test(text) && !SETUP_WAIT.test(text) && !/\b(?:formulario|form|bieu mau)\b|\b(?:me|nos) (?:contest|respond)\w*/.test(text);

/** The lead-capture agents' "in seconds", when a part asks how fast the AI answers leads or clients (folded text). */
export function replySpeedAsked(text: string): Resolved | null {
  // "Si les mando el formulario, ¿qué tan rápido me contestan?": our own reply to the visitor (acts.ts REPLY_TIME).
  if (!asksReplySpeed(text)) return null;
  return { answers: [{ t: "need", kind: "service", key: "ai-agents-lead-capture", yes: false }], topic: null, intent: "services" };
}
