import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// "my buyers speak Twi, Ga and French, how do I even answer all of them?", "our tenants speak Tagalog, Vietnamese,
// Spanish… how can our agents keep up?": the visitor's own people in several languages, and how the visitor (not our
// assistant) is to answer them. Whether our AI speaks each language is not what is asked; our post on serving clients in
// their language is the site's advice. Rules run on folded text.

const THEIR_PEOPLE = String.raw`(?:buyers?|sellers?|clients?|customers?|tenants?|renters?|leads?|residents?|owners?|families|folks|people)`;
const SPEAK_SEVERAL = new RegExp(
  String.raw`\b${THEIR_PEOPLE}\b.{0,20}\b(?:speak|speaks|talk|write|text|only speak|mostly speak)\b.{0,40}(?:,|\band\b|\bor\b|\.\.\.|\ball sorts\b|\blots of\b|\bmany\b|\bdifferent\b)|\b(?:different|many|several|multiple|lots of|all sorts of|a bunch of|mixed) languages\b`,
);
const HOW_WE_ANSWER = /\bhow (?:do|can|should|would|could|are|am) (?:i|we|my \w+|our \w+|they)(?: even| ever| possibly| best| supposed to| meant to| gonna| going to)*(?: to)? (?:answer|handle|serve|reply|respond|talk|speak|communicate|deal|keep up|help|cope|manage|look after|get back to)\b/;
const LANGUAGE_POST = /\b(?:languages?|bilingual|multilingual)\b/i;

/** The site's post on serving clients in their language, for a visitor asking how to answer people in several; null otherwise. */
export function languagesAdvice(text: string, facts: SiteFacts): Resolved | null {
  if (!SPEAK_SEVERAL.test(text) || !HOW_WE_ANSWER.test(text)) return null;
  const slugs = facts.posts.filter((p) => LANGUAGE_POST.test(`${p.title} ${p.tags.join(" ")}`)).map((p) => p.slug).slice(0, 3);
  return slugs.length > 0 ? { answers: [{ t: "posts", slugs, subject: null }], topic: null, intent: "blog" } : null;
}
