import type { Channel } from "./context.ts";

// How the visitor asks us to send them something: "send me the details by text", "mándeme la info por mensaje", "gửi
// thông tin qua tin nhắn giúp mình", "资料用短信发给我" name the channel after the verb; "send it all to ana@…", "mándelo a
// ana@…", "gửi vào ana@…", "资料发到ana@…" name an address as the destination, and the address is the channel.
// The readers here take a folded message (lower case, no accents) with others' habits and refused channels taken out.

// A request, not a statement about the product: the verb opens its clause (after "ok", "please", "can you" …) or has
// the visitor as its object ("send me", "mándeme", "gửi cho mình").
const OPENER = String.raw`(?:^|[,.;:!]\s*)(?:(?:ok(?:ay)?|good|great|fine|perfect|alright|yes|sure|so|and|then|just|please|pls|kindly|can you|could you|would you|will you|can i|could i|may i|pues|bueno|va|ok pues|porfa|por favor|vale|dale|si|entonces|oke|vang|da|u|thi|vay|roi)\s+){0,3}`;
const EN_VERB = String.raw`(?:send|forward|shoot|drop|mail|pass|get|email|e-mail|text)(?:\s+(?:me|us|it|them|that|this|those|everything|all|over|along|across))*`;
// Writing back is a request to be sent something too: "escríbanme a ana@…", "contéstenos por correo", "write me at ana@…".
const ES_VERB = String.raw`(?:(?:escrib|contest|respond)[a-z]*(?:me|nos)|(?:mand|envi|pas)[a-z]*(?:me|nos|lo|la|los|las|melo|mela|noslo|nosla)|(?:me|nos) (?:mand|envi|pas)[a-z]*|(?:puede|pueden|podria|podrian) (?:mandar|enviar|pasar)[a-z]*)`;
const VI_VERB = String.raw`(?:gui|chuyen|send)(?:\s+(?:cho|giup|gium|dum)\s+(?:toi|minh|em|anh|chi|tui))?`;
const REQUEST = new RegExp(String.raw`(?:${OPENER}(?:${EN_VERB}|${VI_VERB})|\b(?:send|forward|get|mail|email|text|write|reply to|answer|get back to) (?:me|us)|\b${ES_VERB})\b`, "u");
// A Chinese verb of sending with its destination ("发到", "寄给", "传去").
const ZH_SEND = /(?:发|寄|传|送)(?:到|去|给|至|往)/u;

// Others the message may be about ("remind tenants by text"): then the channel is the product's, not the visitor's.
const OTHERS = /\b(?:tenants?|clients?|leads?|customers?|buyers?|sellers?|owners?|renters?|inquilinos|clientes|prospectos|compradores|khach(?: hang| thue| mua)?|nguoi thue)\b|租客|房客|客户|买家|卖家/u;
// "can your bot send it by text?": a question is a request only when it asks us to do it ("can you", "¿me puede…").
const ASKED_TO_DO = /\b(?:can|could|would|will) you\b|\b(?:can|could|may) i get\b|\b(?:me|nos) (?:puede|pueden|podria|podrian)\b|\b(?:puede|pueden|podria|podrian) (?:mandar|enviar|pasar)|\bco the\b|可以|能不能|能否|麻烦/;

// The channel named by the words that follow the verb ("by text", "por correo", "qua tin nhắn", "用短信").
const BY_CHANNEL: [Channel, RegExp][] = [
  ["whatsapp", /\b(?:by|via|over|through|on|in|por|x|al|en|qua|bang) (?:an? |un |una |el )?(?:whatsapp|whats|wasap|guasap|wsp)\b|(?:用|通过|以|经)\s*whatsapp/u],
  ["sms", /\b(?:(?:by|via|over|through|as|in) (?:an? )?(?:text(?: message)?s?|txt|sms|message)|(?:por|x|via|en|con) (?:un |una )?(?:mensajes?(?: de texto)?|mensajito|textos?|sms)|(?:qua|bang) (?:tin nhan|sms|tin)|nhan tin)\b|(?:用|通过|以|经)\s*(?:短信|短讯|简讯)/u],
  ["email", /\b(?:(?:by|via|over|through|as|in|to) (?:an? |my )?(?:e-?mail|mail|inbox)|(?:por|x|via|en|al|a mi) (?:un |el )?(?:correo(?: electronico)?|e-?mail|mail)|(?:qua|bang|vao|ve) (?:email|e-mail|mail|hop thu))\b|(?:用|通过|以|经)\s*(?:邮件|电邮|电子邮件|邮箱|e-?mail)/u],
];
// An address as the destination: "to ana@…", "a ana@…", "vào ana@…", "发到ana@…" (right after the verb's own "到" too).
const ADDRESS = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const ZH_INBOX = String.raw`(?:我的?)?\s*(?:邮箱|电邮|e-?mail)?\s*[:：]?\s*`;
const TO_ADDRESS = new RegExp(String.raw`^\s*${ZH_INBOX}${ADDRESS}|\b(?:to|at|a|al|vao|ve|den|toi|qua)\s+${ADDRESS}|(?:到|去|给|至|往)\s*${ZH_INBOX}${ADDRESS}`, "u");

/** The channel a request to be sent something names, by its words or by the address it is sent to. */
export function channelOfSending(folded: string): Channel | undefined {
  if (OTHERS.test(folded)) return undefined;
  if (/[?？]/.test(folded) && !ASKED_TO_DO.test(folded)) return undefined;
  const verb = REQUEST.exec(folded) ?? ZH_SEND.exec(folded);
  if (!verb) return undefined;
  // What follows the verb, to the end of its sentence.
  const rest = folded.slice(verb.index + verb[0].length).split(/[.;!?](?=\s|$)|[。；！？]/u)[0] ?? "";
  const named = BY_CHANNEL.map(([channel, pattern]) => ({ channel, at: rest.search(pattern) })).filter((c) => c.at >= 0);
  const first = named.sort((a, b) => a.at - b.at)[0]?.channel;
  if (first) return first;
  // "email it to me", "text the link over": the verb itself is the channel.
  const said = /^(?:[,.;:!]\s*)?(?:\S+\s+){0,3}?(e-?mail|text)\b/u.exec(verb[0].trim())?.[1];
  if (said && /\b(?:it|them|that|this|those|everything|all|over|me|us)\b/.test(verb[0])) return said === "text" ? "sms" : "email";
  return TO_ADDRESS.test(rest) ? "email" : undefined;
}
