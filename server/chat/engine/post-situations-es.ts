import { HANDOFF_TRIGGERS, situationAnswer, SPEED, STACK, STORMS, TRAFFIC, type Situation } from "./post-situation-core.ts";
import { handoffRead } from "./knowledge/takes-over.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// Situations only one post speaks to, asked in Spanish without naming the post (post-situations.ts has the English
// ones): the AI making up a price or an address ("¿la IA no se inventará el monto de la renta?"), how showings are
// planned around Houston's roads ("lo de planear las visitas según las carreteras, ¿cómo funciona?"), and what the
// assistant must not do with tenants in a storm ("¿qué NO tiene que hacer el asistente durante la tormenta?"). Each is
// answered from its post's paragraph, found with the post's own words. Rules on folded text.

const THE_AI = /\b(?:ia|ai|bot|chatbot|asistente|robot|sistema|maquina)\b/;
// Making a fact up or getting it wrong: "se inventará", "invente", "alucine", "se equivoque con".
const MADE_UP = /\b(?:(?:se )?invent\w*|alucin\w*|se (?:equivoqu|equivoc)\w* (?:con|en))\b/;
// …a fact kept in the visitor's systems: a price, rent, amount, address, time of a showing.
const A_FACT = /\b(?:precios?|rentas?|montos?|importes?|cantidad\w*|cifras?|direccion\w*|domicilios?|horarios?|horas?|citas?|fechas?|datos)\b/;
const madeUp: Situation = {
  slug: STACK,
  asked: (text) => THE_AI.test(text) && MADE_UP.test(text) && A_FACT.test(text),
  siteWords: () => "Keep facts such as prices, addresses and appointment times coming from your systems, not from the model's memory",
};

// Planning showings by the roads: "planear/agendar/organizar las visitas según el tráfico, las carreteras, los atascos".
const PLANNED = /\b(?:plane\w*|planific\w*|agend\w*|program\w*|organiz\w*|cuadr\w*|orden\w*|calcul\w*|arm\w*)\b/;
const SHOWINGS = /\b(?:visitas|citas|recorridos|showings?|ensenanzas|mostrar casas|rutas?)\b/;
const ROADS = /\b(?:trafico|transito|carreteras?|autopistas?|freeways?|atascos?|trancones?|embotellamientos?|presas|hora pico|hora punta|calles)\b/;
const HOW = /\b(?:como|que tal|de que se trata|en que consiste|explica\w*|cuenteme|cuentame)\b/;
const byRoads: Situation = {
  slug: TRAFFIC,
  asked: (text) => PLANNED.test(text) && SHOWINGS.test(text) && ROADS.test(text) && HOW.test(text),
  siteWords: () => "Most scheduling tools treat the time between appointments as a fixed number. A traffic-aware system treats it as what it is",
};

// What the assistant must not do in a storm: "¿qué NO tiene que hacer…durante la tormenta?", "¿qué no debe hacer en un huracán?".
const MUST_NOT = /\bno (?:tiene que|tiene por que|debe|deberia|puede|podria|va a|le toca) (?:\w+ ){0,2}hacer\b|\b(?:prohibid\w*|no (?:le )?(?:esta )?permitid\w*)\b/;
const STORM = /\b(?:tormentas?|huracan\w*|temporal|ciclon\w*|inundacion\w*)\b/;
const mustNot: Situation = {
  slug: STORMS,
  asked: (text) => MUST_NOT.test(text) && STORM.test(text),
  siteWords: () => "What it must not do: promise repair dates, approve rent concessions or give safety advice",
};

// When a person takes over, asked of the article ("En el artículo de responder en minutos, ¿cuándo dice que una persona
// tiene que tomar la conversación?"): its hand-off triggers, read as takes-over.ts reads the moment.
const ARTICLE = /\b(?:articulo|post|blog|nota|speed to lead|responder en minutos)\b/;
const takesOver: Situation = {
  slug: SPEED,
  asked: (text) => ARTICLE.test(text) && /\bpersona takes over\b/.test(handoffRead(text)),
  siteWords: () => HANDOFF_TRIGGERS,
};

const SITUATIONS_ES: Situation[] = [takesOver, madeUp, byRoads, mustNot];

/** The hand-off triggers, for a Spanish question of when a person takes over that names the article (read-questions.ts). */
export const takesOverAnswerEs = (part: string, facts: SiteFacts, language: Language): Answer | null => (language === "es" ? situationAnswer([takesOver], part, foldForRules(part), facts, language) : null);

/** The post's paragraph for a situation asked in Spanish (`text`, folded), or null. */
export function postSituationEs(part: string, text: string, facts: SiteFacts, language: Language): Resolved | null {
  if (language !== "es") return null;
  const answer = situationAnswer(SITUATIONS_ES, part, text, facts, language);
  return answer ? { answers: [answer], topic: null, intent: "blog" } : null;
}
