import type { Answer } from "./knowledge/answer-types.ts";
import type { Mentions } from "./mentions.ts";
import { ownToolNamed } from "./mentions.ts";
import { ASKS_IF_ASSISTANT } from "./assistant-asked.ts";
import { readExtra, servedArea, unlistedArea } from "./needs.ts";
import { ownUnnamedTool, toolDoesIt } from "./unlisted.ts";
import { asksTrainingFormat } from "./training-format.ts";
import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";
import { AFTER_CARE, ARTICLE_NOUN, BLOG, CALLS, DATA_ASK, FORM_INSTEAD, GUARANTEE, PRICE, TRAINING_ASK, UNSTATED } from "./question-patterns.ts";
import { ELSEWHERE, NOT_OURS, OFFICE, OFFICE_PLACE, WHERE_WE_ARE } from "./place-ask-patterns.ts";
import { HOURS_ASK } from "./contact-ask-patterns.ts";
import { UNLISTED_TOOL } from "./unlisted-tool-patterns.ts";
import type { SiteFacts } from "./types.ts";

// What resolve.ts reads after the offerings picked and the platforms' thread, before the entries are searched: a
// guarantee, an office and where we are, what the site never states, the training and care every package has, a tool
// off the list, the form asked for instead of the chat.

// The visitor's clients' data named: "client info", "datos de mis clientes", "dữ liệu khách hàng", "客户资料".
export const CLIENTS_DATA = /\b(?:client|customer|buyer|tenant|lead)s?(?: s)? (?:info|information|data|records|details|list)\b|\b(?:datos|informacion|registros) de (?:mis |nuestros |los |sus )?(?:clientes|inquilinos|prospectos)\b|\b(?:du lieu|thong tin) (?:cua )?(?:khach|khach hang|khach thue|nguoi thue|nguoi mua)\b|(?:客户|租客|买家)(?:的)?(?:资料|数据|信息|名单)/;
const LEFT_ALONE = /\b(?:disappear\w*|vanish\w*|ghost\w*|left alone|leave (?:us|me) (?:alone|hanging|on (?:our|my) own)|on (?:my|our) own|abandon\w*|desaparec\w*|desentiend\w*|olvidan|nos dejan solos|bo mac|bo do|cai xong (?:la )?(?:thoi|het|bo))\b|不管|消失|甩手/;

/** The answer to a guarantee, office, place, gap, training, unlisted tool or form asked in the part (`text` folded), or null. */
export function gapOrCareAsked(part: string, text: string, facts: SiteFacts, platforms: number, said: Mentions): Resolved | null {
  // "money-back guarantee or trial?" is about trials and refunds, which have their own answer.
  if (GUARANTEE.test(text) && !/\b(?:money back|refund\w*|trial|reembolso|prueba|devolucion|hoan tien|dung thu)\b|退款|试用/.test(text)) return { answers: [{ t: "unknown", about: "guarantee" }], topic: null, intent: "unanswered" };
  if (OFFICE.test(text) && OFFICE_PLACE.test(text) && !NOT_OURS.test(text) && !HOURS_ASK.test(text) && !ASKS_IF_ASSISTANT.test(text)) {
    // ("is your office in Houston too?": Houston itself named, the answer says so.)
    const place = text.match(ELSEWHERE)?.[0] ?? servedArea(text, facts.offerings.serviceAreas) ?? unlistedArea(text) ?? (/\bhouston\b|休斯顿/.test(text) ? "houston" : undefined);
    const name = place ? place.replace(/\b\w/g, (c) => c.toUpperCase()) : undefined;
    // "is your office in The Woodlands, or where are you actually located?": where we work answers the second ask.
    const where: Answer[] = WHERE_WE_ARE.test(text) && !unlistedArea(text) ? [{ t: "entry", id: "areas" }] : [];
    return { answers: [{ t: "unknown", about: "office", ...(name && /^[\p{L} .-]+$/u.test(name) ? { name } : {}) }, ...where], topic: null, intent: "unanswered" };
  }
  // "Thông tin khách của chị để ở chỗ nào, … có lấy đi bán không?": where their data is kept is the data-safety answer.
  if (WHERE_WE_ARE.test(text) && !unlistedArea(text) && !DATA_ASK.test(text)) return entry("areas");
  // "money back or a trial period?" gets the trial answer, which says where to ask about the rest.
  // An article asked for on the matter ("a post about collecting late rent?") is looked for among the posts below.
  // "Dữ liệu khách hàng của chú sẽ nằm ở đâu, trên máy chủ bên cháu à?": where their clients' data will live, servers
  // named as a guess, is what the data-safety answer says (in their own accounts); which country hosts us is not.
  const dataWhere = (about: string): boolean => about === "hosting" && DATA_ASK.test(text) && CLIENTS_DATA.test(text);
  const unstated = toolDoesIt(part, facts, platforms) || ownToolNamed(text) || ARTICLE_NOUN.test(text) ? undefined : UNSTATED.find(([about, pattern]) => pattern.test(text) && (about !== "capacity" || CALLS.test(text)) && (about !== "refund" || readExtra(text) !== "trial") && !dataWhere(about))?.[0];
  // "要是硬要接微信，定制集成怎么收费？": the gap, then the add-on named and priced in the same breath.
  if (unstated && said.addon && PRICE.test(text)) return { answers: [{ t: "unknown", about: unstated }, { t: "addon", key: said.addon }], topic: { kind: "addon", key: said.addon }, intent: "addons" };
  if (unstated) return { answers: [{ t: "unknown", about: unstated }], topic: null, intent: "unanswered" };
  // "will someone show me how to use it?": the onboarding and training every package includes.
  // "in person or over Zoom?": the training is included, its format is not stated (training-format.ts).
  // "after go-live do you just disappear?", "¿os desentendéis?": asked whether we leave them alone, the care says no.
  const afterCare = AFTER_CARE.test(text);
  if ((TRAINING_ASK.test(text) || afterCare) && !BLOG.test(text)) return { answers: [{ t: "extra", id: asksTrainingFormat(text) ? "training-format" : afterCare && LEFT_ALONE.test(text) ? "after-care" : "training" }], topic: null, intent: "services" };
  // "a program that isn't on your list": tools outside the list are Custom Integrations.
  // Their own accounting program, unnamed, to connect: none of the site's platforms either.
  if ((UNLISTED_TOOL.test(text) || ownUnnamedTool(text, facts)) && said.addon === undefined) return { answers: [{ t: "addon", key: "custom-integrations" }], topic: { kind: "addon", key: "custom-integrations" }, intent: "addons" };
  if (FORM_INSTEAD.test(text)) return { answers: [{ t: "extra", id: "form" }], topic: null, intent: "contact" };
  return null;
}
