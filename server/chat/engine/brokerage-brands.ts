import type { Resolved } from "./resolved.ts";

// "do you work with Keller Williams agents?", "¿trabajan con agentes de RE/MAX?", "bên em có làm với môi giới Compass
// không", "你们和Coldwell Banker的经纪人合作吗": a brokerage brand is who the visitor works for, not a place. The answer
// is whom we work with (agents, teams, brokerages), never the list of areas. Rules run on folded text (accents off).

const BRAND =
  /\b(?:keller ?williams|kw (?:agents?|office|market center|realty)|re ?\/? ?max|exp (?:realty|agents?)|coldwell banker|compass|berkshire hathaway(?: homeservices)?|century ?21|sotheby ?s|douglas elliman|realty one(?: group)?|better homes (?:and|&) gardens|weichert|howard hanna|fathom realty|united real estate|nan (?:and|&) company|martha turner|greenwood king|heritage texas|era real estate)\b/;
const WORK_WITH =
  /\b(?:work(?:s|ing)? (?:with|for)|serve|help|partner\w* with|take on|trabaj\w* (?:con|para)|atiend\w*|sirv\w*|ayud\w*|lam (?:viec )?(?:voi|cho)|hop tac|nhan)\b|合作|服务|帮/;

/** The brokerage brand the visitor works under, asked whether we work with its agents: the audience answer. */
export function brandAsked(text: string): Resolved | null {
  if (!BRAND.test(text) || !WORK_WITH.test(text)) return null;
  return { answers: [{ t: "extra", id: "audience-yes" }], topic: null, intent: "about" };
}
