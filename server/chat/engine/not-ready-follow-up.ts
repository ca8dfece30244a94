import { retrievePassages } from "./knowledge/passages.ts";
import { withSentences } from "./knowledge/passage-answer.ts";
import { SPEED } from "./post-situation-core.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// How often the system writes to a lead not ready to tour: "¿cada cuánto le escribe el sistema a un prospecto que todavía
// no está listo para ver casas?", "tengo prospectos que aún no quieren ver casas, ¿con qué frecuencia les escribe el
// asistente?", "how often does it text leads who aren't ready yet?". Speed to Lead says it (a check-in after two days,
// new matching listings, a market note once a month), in the visitor's language where the post has it. Folded text.

const HOW_OFTEN = /\b(?:cada cuanto|con que frecuencia|que tan seguido|cada cuantos dias|how often|how frequently|how many times)\b/;
const NOT_READY =
  /\b(?:no (?:esta|estan) (?:list[oa]s?|preparad[oa]s?)|todavia no|aun no|no (?:quiere|quieren) (?:ver|comprar|mudarse) (?:casas|todavia|aun)|(?:isnt|arent|not|is not|are not) ready|not ready yet|cold leads?|se enfria\w*|frios?)\b/;
const LEAD = /\b(?:prospectos?|clientes?|interesados?|comprador(?:es)?|leads?|buyers?|clients?)\b/;
// …or how the speed-to-lead post says to follow up with people who will wait ("the ones who wanna wait till protest
// season's over, how's your speed to lead post say to follow up with em?", "Khách chưa sẵn sàng cả năm thì bài speed to
// lead khuyên theo dõi thế nào?"): the same schedule.
const FOLLOW_HOW = /\b(?:follow(?:ing)? up|send (?:them|em|those)|keep (?:in touch|sending|texting|writing)|seguimiento|dar(?:les)? seguimiento|theo doi|cham soc)\b|跟进|跟踪/;
const WAITING = /\b(?:wait\w*|(?:\w+ )?ready (?:to \w+ )?yet|won ?t be ready|aren ?t ready|ain ?t ready|not ready|esperar|esperan|no estan listos|(?:muon |phai )?doi|chua san sang)\b|等|还没准备好|没准备好/;
const SPEED_NAMED = /\bspeed to lead\b|\bresponder rapido\b|\btra loi nhanh\b|快速回复|回复速度/;

/** The post's follow-up schedule for leads not ready to tour, when the part asks how often they are written to; else null. */
export function notReadyFollowUp(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  const howOften = HOW_OFTEN.test(text) && NOT_READY.test(text) && LEAD.test(text);
  if (!howOften && !(FOLLOW_HOW.test(text) && WAITING.test(text) && SPEED_NAMED.test(text))) return null;
  if (!facts.posts.some((p) => p.slug === SPEED)) return null;
  const hit = retrievePassages("most leads are not ready to tour this week follow up on a schedule check-in after two days", facts, language, 1, ["post"], [`/blog/${SPEED}`])[0];
  const all = hit?.sentences ?? [];
  const at = all.findIndex((s) => /\btwo days\b|\bdos d[ií]as\b/iu.test(s));
  if (!hit || at < 0) return null;
  // The schedule, after the sentence saying whom it is for ("Most leads are not ready to tour this week.").
  const said = at > 0 ? [all[at - 1] ?? "", all[at] ?? ""] : [all[at] ?? ""];
  return { answers: [withSentences(hit, said)], topic: null, intent: "blog" };
}
