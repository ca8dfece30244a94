import type { Answer } from "./knowledge/answer-types.ts";
import { foldForRules } from "./text.ts";
import { ABOUT_US_ASK } from "./question-patterns.ts";

// Answers that say nothing specific to the question: a passage of the site that holds nearly all of it is better.
export const GENERIC_ENTRIES = new Set<string>(["about", "packages", "blog", "recommend"]);
// What we build and how we work, said whatever the question: a question on a particular behaviour is not answered by them.
export const OVERVIEWS = new Set<string>(["services", "how-it-works"]);
// "the hurricane post says the season starts when?": a fact asked of an article, not a request for the list.
// "which of your posts covers…", "¿cuál de sus artículos habla de…?": the post asked for is the list's own answer, not a fact.
export const FACT_ASK = /\b(?:when|how long|how many|how much (?:extra |more )?time|which(?! (?:of (?:your|ur|the|y'?all'?s|those) )?(?:blog )?(?:posts?|articles?|guides?|pieces?|write-?ups?|blogs?)\b)|what (?:does|did|do)|says?|cuando|cuanto|cual(?! (?:de (?:sus|tus|los|vuestros) )?(?:articulos?|posts?|notas?|publicaciones?|guias?)\b)|que dice|dice|khi nao|bao lau|ngay nao|noi gi)\b|什么时候|哪天|多久|哪种|说了什么|建议|怎么说/;

/** "empty": an answer that says nothing to the question; "list": a generic overview; null: a specific answer. */
export function genericKind(answer: Answer, part: string): "empty" | "list" | null {
  // "why not just use ChatGPT myself?", "why choose you?": who we are is the answer itself, not an overview a
  // passage could better.
  if (answer.t === "entry" && answer.id === "about" && ABOUT_US_ASK.test(foldForRules(part))) return null;
  if (answer.t === "entry") return GENERIC_ENTRIES.has(answer.id) ? "list" : null;
  if (answer.t === "posts") return answer.slugs.length === 0 || FACT_ASK.test(foldForRules(part)) ? "empty" : null;
  return answer.t === "recommend-ask" || (answer.t === "unknown" && answer.about === undefined) ? "empty" : null;
}
