import type { Channel } from "./context.ts";

// A channel used as a verb right before the visitor's own detail: "请电邮至 li@…" (please e-mail to …, 電郵 read as
// 电子邮件), "短信至 713…", "email to jo@…", "escríbame al correo ana@…", "gửi email vô lan@…". The verb and its
// destination say how to reach them even with no "me" in the sentence. Rules read folded text (cues.ts).

const ADDRESS = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const NUMBER = String.raw`\+?(?:1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}`;
const TO_DETAIL: [Channel, RegExp][] = [
  ["email", new RegExp(String.raw`(?:电子邮件|电邮|邮件|e-?mail)(?:至|到|给)\s*[:：]?\s*${ADDRESS}|(?:^|[,.;:!]\s*|\b(?:please|pls|just|kindly|porfa|mejor)\s+)e-?mail (?:to|at)\s+${ADDRESS}|\b(?:gui|gui thu|gui mail|gui e-?mail) (?:vo|vao|ve|toi|den|qua)\s+${ADDRESS}`, "u")],
  // "send my email so y'all can send the info: kerron@…": something to be sent, to the address that follows.
  ["email", new RegExp(String.raw`\b(?:so|and|then|that way|para que) (?:you|u|yall|ya|you guys|you all|ustedes|me) (?:can|could|will|puedan|manden|envien) (?:send|forward|e-?mail|shoot|mandar|enviar)(?: (?:me|us|over|across|along))?(?: (?:the|that|some|all the|la|el|los|las))? (?:info|information|details|it|stuff|brochure|pricing|proposal|quote|link|informacion|detalles|folleto)\b[^@\d]{0,12}${ADDRESS}`, "u")],
  // "le dejo mi correo y me escriben ahí: yaneth@…", "here's my email, write me there: …": the address they leave is
  // where to write, "there" pointing back at it.
  ["email", new RegExp(String.raw`\b(?:mi|my) (?:correo|e-?mail|mail)\b[^.?!]{0,40}\b(?:escrib\w*|contact\w*|write|reach|hit)\b[^.?!]{0,20}\b(?:ahi|alli|alla|there|on it|to it)\s*[:：]?\s*${ADDRESS}`, "u")],
  // "email's kirri@…, that's the best way to get me", "mi correo es … , es la mejor forma de ubicarme": the address, then
  // said to be the best way to reach them.
  ["email", new RegExp(String.raw`${ADDRESS}\s*[,;.-]*\s*(?:that s|thats|that is|its|it s|es|esa es|ese es)\s+(?:the |la )?(?:best|easiest|quickest|fastest|mejor|unica) (?:way|forma|manera) (?:to|de|para) (?:get|reach|contact|catch|ubicar|contactar|localizar)`, "u")],
  ["sms", new RegExp(String.raw`(?:短信|简讯)(?:至|到|给)\s*[:：]?\s*${NUMBER}`, "u")],
  ["whatsapp", new RegExp(String.raw`whatsapp(?:至|到|给)\s*[:：]?\s*${NUMBER}`, "u")],
];

/** The channel a request names by sending to the visitor's own address or number, if any. */
export function channelToDetail(folded: string): Channel | null {
  // "可以把报告电邮到客户的邮箱吗？": asked about the product, not a request to reach the visitor.
  if (/[?？]|吗/.test(folded)) return null;
  return TO_DETAIL.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
}
