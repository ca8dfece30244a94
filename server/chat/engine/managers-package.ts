import type { Answer } from "./knowledge/answer-types.ts";
import { PACKAGE_ASKED } from "./fit.ts";
import { RECOMMEND } from "./question-patterns.ts";
import { foldForRules } from "./text.ts";

// "I manage 12 apartments in Alief, which package would fit?": the package asked is answered first, and the 24/7
// Customer Service Agent the tenants point at follows as a complement. Units are not staff, so a manager who counted
// only units is asked whether anyone works with them, not their role again (they just said it).

const UNITS =
  /\b\d+ (?:rental |cho thue )?(?:apartments|units|doors|rentals|rental homes|homes|houses|properties|departamentos|unidades|apartamentos|propiedades|casas|can ho|can nha|can|nha cho thue)\b|\d+\s*(?:套|间|个|栋)(?:公寓|房子|房|单位|物业|出租房)/u;

const forTenants = (a: Answer): boolean => (a.t === "need" || a.t === "addon") && a.key === "customer-service-agent";
const packageAnswer = (a: Answer): boolean => a.t === "recommend" || a.t === "recommend-ask";

/** The answers with the package (or the question for it) first when a property manager asks which package fits. */
export function packageFirst(answers: Answer[], message: string): Answer[] {
  if (!answers.some(packageAnswer)) return answers;
  const text = foldForRules(message);
  // "is this only for agents?" asks whom we serve, not which package: the answers stay as they are.
  if (!PACKAGE_ASKED.test(text) && !RECOMMEND.test(text)) return answers;
  const units = UNITS.test(text);
  if (!units && !answers.some(forTenants)) return answers;
  const packages = answers.filter(packageAnswer).map((a): Answer => (a.t === "recommend-ask" && units ? { t: "recommend-ask", staff: true } : a));
  return [...packages, ...answers.filter((a) => !packageAnswer(a))];
}
