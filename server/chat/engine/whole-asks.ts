import { correctingAsked } from "./correct-own-details.ts";
import { addedSinceStarted } from "./since-started.ts";
import { formContactChoices } from "./form-choices.ts";
import { sharedCopies } from "./own-data.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import { setupOptionFor } from "./setup-choice-ask.ts";
import { setupMixAsked } from "./setup-mix.ts";
import { privacyMatter } from "./privacy-matter.ts";
import { chatModelAsked } from "./chat-model-ask.ts";
import { formTexting } from "./form-texting.ts";
import { foldForRules } from "./text.ts";
import { BLOG, LINK_LIFE, NEWSLETTER_LINK, STATS_ASK } from "./question-patterns.ts";
import { resolvePart } from "./resolve.ts";
import { withoutServedPlaces } from "./areas-asked.ts";
import { placeAcrossParts } from "./area-across-parts.ts";
import { postSituation } from "./post-situations.ts";
import { featureOwnerAnswer } from "./feature-owner.ts";
import { packagesTogether } from "./package-compare.ts";
import { languagesAdvice } from "./languages-advice.ts";
import type { Language, SiteFacts } from "./types.ts";

// A thing of the site named in one part and what is asked of it in the next ("the done-for-you setup, who's that meant
// for", "on your contact form, which ways can I pick?", "when I send the form, who else gets a copy?"): the whole message asks, neither part alone does.

// "when the AI model is on, how many earlier messages does it get?", "on the form I pick WhatsApp, how do I stop the texts?" too.
// "all I want is a live performance dashboard, not the whole kit, which package carries that": the feature told in one
// part, the package that has it asked in the next (feature-owner.ts).
const featureOwner = (text: string, facts: SiteFacts): Resolved | null => {
  const owner = featureOwnerAnswer(foldForRules(text), facts);
  return owner ? { answers: [owner], topic: { kind: "package", key: owner.key }, intent: "packages" } : null;
};
// "y'all brag about keeping clients around longer, what's the actual percent on that": a figure of ours named in one
// part, asked for in the next.
const resultsAsked = (text: string): Resolved | null => (STATS_ASK.test(foldForRules(text)) ? { answers: [{ t: "entry", id: "results" }], topic: null, intent: "results" } : null);
const ask = (text: string, facts: SiteFacts, language: Language): Resolved | null =>
  // "¿puedo conectar algunas yo, y que ustedes hagan el resto?": the options mixed across the two parts.
  setupOptionFor(text, facts) ?? setupMixAsked(text, facts) ?? formTexting(text, facts, language) ?? formContactChoices(text, language) ?? sharedCopies(text, facts, language) ?? chatModelAsked(foldForRules(text)) ?? placeAcrossParts(text, facts) ?? featureOwner(text, facts) ?? resultsAsked(text) ??
  // "she starts on the entry package; what does she gain going from that one to the middle one?": one package named in
  // each part, compared as a whole.
  packagesTogether(foldForRules(text), facts);

/** The answer to a message of two parts read as one, when only the whole of it asks one of these; otherwise null. */
export function askedAcrossParts(message: string, parts: readonly string[], facts: SiteFacts, language: Language): Resolved | null {
  // "we went live on Enterprise last month, can we still tack on an add-on now?": the start told in one part, adding asked
  // in the next, is adding later (since-started.ts).
  const since = parts.length > 1 ? addedSinceStarted(message) : null;
  if (since) return since;
  // "…the confirm email got buried, how long before that link stops working": the link named in one part, its life asked
  // in the next.
  const bothSaid = (text: string): boolean => NEWSLETTER_LINK.test(text) && LINK_LIFE.test(text);
  if (parts.length > 1 && bothSaid(foldForRules(message)) && !parts.some((p) => bothSaid(foldForRules(p)))) return { answers: [{ t: "extra", id: "newsletter-link" }], topic: null, intent: "blog" };
  // "to subscribe to the newsletter, how many steps? do I get something to confirm?": the thing in one part, the rest asked of it.
  const matter = parts.length > 1 ? privacyMatter(message, facts, language) : null;
  if (matter && !parts.some((p) => privacyMatter(p, facts, language))) return matter;
  // "I typed the wrong number in your form, how do I fix it?": the detail sent wrong in one part, its correcting in the next.
  const correcting = parts.length > 1 ? correctingAsked(foldForRules(message)) : null;
  if (correcting) return correcting;
  // "when the bot passes a lead to my agent, what does the agent get told?": a post's situation told across parts.
  const situation = parts.length > 1 && !parts.some((p) => postSituation(p, foldForRules(p), facts, language)) ? postSituation(message, foldForRules(message), facts, language) : null;
  if (situation) return situation;
  // "my buyers speak Twi, Ga and French, how do I answer them all?": the languages told in one part, the how in the next.
  const advice = parts.length > 1 ? languagesAdvice(foldForRules(message), facts) : null;
  if (advice) return advice;
  if (parts.length !== 2) return null;
  const whole = ask(message, facts, language);
  return whole && !parts.some((p) => ask(p, facts, language)) ? whole : null;
}

/** A privacy section a rule chose ("who else gets what I fill in?") is where the reply came from, as a passage found would be. */
export function privacySource(answers: readonly Answer[]): ChatReplySource | undefined {
  const [only] = answers;
  // …and so is a post's paragraph a rule chose for a situation it speaks to (post-situations.ts).
  const post = answers.length === 1 && only?.t === "passage" && only.kind === "post" && only.id.startsWith("post:") ? { kind: "post" as const, id: only.id, title: only.title, url: only.url } : undefined;
  return answers.length === 1 && only?.t === "passage" && only.kind === "privacy" ? { kind: "privacy", id: only.id, title: only.title, url: only.url } : post;
}

// "worried about the hurricanes with my rentals, got anything written on that?", "mùa bão sắp tới…, có bài nào hướng dẫn
// hông?": an article asked in one part, its subject told in the other. The whole message names the posts; a place we
// serve in it only sets the scene ("my rentals in Katy"), so it is no subject of an article.
export function articleAcrossParts(message: string, parts: readonly string[], facts: SiteFacts): Resolved | null {
  const asking = parts.filter((p) => BLOG.test(foldForRules(p)));
  // Beside the article asked, the other part only tells the subject: one the visitor ended with "?" asks a question of
  // its own ("y en ese post, ¿qué aviso dice…?" is asked of the post shown).
  const asked = (p: string): boolean => /^\s*[?？]/u.test(message.slice(message.indexOf(p) + p.length));
  if (parts.length < 2 || asking.length !== 1 || parts.some((p) => p !== asking[0] && asked(p))) return null;
  const read = (text: string): Resolved => resolvePart({ part: text, facts, topic: null, profile: {}, list: null });
  const own = read(asking[0] ?? "").answers;
  if (!(own.length === 1 && own[0]?.t === "posts" && own[0].slugs.length === 0)) return null;
  const whole = read(withoutServedPlaces(message, facts.offerings.serviceAreas));
  const [posts] = whole.answers;
  return whole.answers.length === 1 && posts?.t === "posts" && posts.slugs.length > 0 ? whole : null;
}
