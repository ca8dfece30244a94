import { addedLater } from "./addon-onto.ts";
import { findMentions } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";

// A client already started asks whether something can be added now: "we went live on Enterprise last month, can we still
// tack on an add-on now?", "Ya soy clienta, ¿puedo agregar Voice AI al toque o tengo que esperar a renovar?", "Anh mới go
// live tuần rồi, giờ có thêm Voice AI vô liền được hông em?", "我们上个月已经上线了，现在还能加Social Scheduler吗？". Added
// after the start is added later, which the FAQ answers: "Any time", on any package.

const PACKAGE = "(?:foundation|growth|enterprise)";
export const SINCE_STARTED = new RegExp(
  [
    String.raw`\b(?:already (?:a |your )?(?:clients?|customers?)|current (?:clients?|customers?)|(?:we|i) (?:re|are|am|m) (?:already )?(?:clients?|customers?) (?:of|with) (?:you|y ?all|yalls|ya)\b)`,
    String.raw`\b(?:we|i|she|he|they) (?:just |already )?(?:went|gone|have gone|ve gone) live\b|\balready (?:live|up and running|signed (?:up )?|on ${PACKAGE})\b`,
    String.raw`\b(?:we|i|she|he|they) (?:just |already )?signed (?:up )?(?:on|for|with) (?:${PACKAGE}|you|y ?all|yalls)\b|\b(?:can|could) (?:we|i|she|he|they) still (?:add|tack|bolt|put|get)\b|\btoo late\b`,
    String.raw`\b(?:we|i|she|he|they) (?:started|began) (?:on|with) (?:the )?${PACKAGE}\b|\b(?:empece|empezamos|empezo|arranque|arrancamos|arranco|comence|comenzamos) con (?:el |la )?(?:paquete |plan )?${PACKAGE}\b`,
    String.raw`\bya (?:soy|somos) client[ae]s?\b|\bya (?:firm|contrat|arranc|empez)\w*|\bya (?:tengo|tenemos|estoy con|estamos con) (?:el |la )?(?:paquete |plan )?${PACKAGE}\b|\besperar a renovar\b|\btodavia (?:puedo|podemos|se puede)\b`,
    String.raw`\b(?:moi|da|vua) (?:go live|chay|len song|ky|dang ky|bat dau)\b|\b(?:them|gan) (?:\w+ ){0,5}(?:lien|ngay bay gio|bay gio)\b|\bgio (?:co )?(?:them|gan)\b`,
    String.raw`已经(?:上线|签|开始|在用)|(?:签|订)了${PACKAGE}|上个月(?:刚)?(?:签|上线|开始)|现在还能|还能(?:再)?加|现在(?:可以|能)(?:再)?加`,
  ].join("|"),
);

// Adding said in any of the four languages ("them" only where a Vietnamese "thêm" goes on to what is added).
const ADDING = /\b(?:add|adding|added|tack|bolt|stick|attach|agreg\w*|sumar\w*|sumo|sumamos|anadir\w*|poner\w*|gan|lap)\b|\bthem (?:\w+ )?(?:duoc|lien|vo|vao|dich vu|add-?ons?|voice|social|email|market|enhanced|24)\b|(?:再)?加(?!州|拿大|班|油)/;

/** Adding asked by a client already started, the whole message read as one: added later, with the add-on named. */
export function addedSinceStarted(message: string): Resolved | null {
  const text = foldForRules(message);
  if (!SINCE_STARTED.test(text) || !ADDING.test(text)) return null;
  const key = findMentions(message).addon;
  const later = addedLater(text);
  return key ? { answers: [later, { t: "addon", key }], topic: { kind: "addon", key }, intent: "addons" } : { answers: [later], topic: null, intent: "addons" };
}
