import { withoutServedPlaces } from "./areas-asked.ts";
import { namedPost, SEARCH_ASK } from "./knowledge/named-post.ts";
import { postsAbout } from "./knowledge/passage-choice.ts";
import type { Resolved } from "./resolved.ts";
import { matchPosts } from "./topics.ts";
import type { SiteFacts } from "./types.ts";
import { FACT_ASK } from "./generic-answers.ts";
import { foldForRules } from "./text.ts";

/**
 * The posts a question asks for ("any article about tenant automation?"), best first, at most three; none with the
 * subject named back when no post is about it. `areaNamed`: a place the site serves, named in the part.
 */
// "¿Tienen algún artículo en español?", "any posts in Spanish?": the posts written in that language, whatever their subject
// (an article "about Spanish-speaking clients" is the bilingual post's, asked with a subject).
const IN_SPANISH = /\b(?:(?:articulos?|articles?|posts?|blog|algo)(?: (?!sobre|about|acerca|de|on|para|for)\w+){0,2} (?:en|in) (?:espanol|castellano|spanish)|(?:en|in) (?:espanol|castellano|spanish) (?:articles?|posts?)|(?:escrito|escritos|written) en (?:espanol|castellano))\b/;

export function postsAsked(part: string, facts: SiteFacts, areaNamed: string | undefined): Resolved {
  const inSpanish = IN_SPANISH.test(foldForRules(part)) ? facts.posts.filter((p) => p.translations?.some((t) => t.language === "es")) : [];
  if (inSpanish.length > 0) {
    return { answers: [{ t: "posts", slugs: inSpanish.map((p) => p.slug).slice(0, 3), subject: null }], topic: null, intent: "blog", named: true };
  }
  const { posts, subject } = matchPosts(part, facts.posts);
  // The posts' own paragraphs, in any language, decide which are about the subject; the titles alone decided before.
  // "huracanes… mis casas de renta en Katy": a place we serve only sets the scene of the subject.
  const asked = postsAbout(part, facts, "en");
  const subjectOf = areaNamed && asked?.length === 0 && !namedPost(part, facts) ? withoutServedPlaces(part, facts.offerings.serviceAreas) : part;
  const about = subjectOf === part ? asked : postsAbout(subjectOf, facts, "en");
  // A post's title may name the subject when no paragraph holds enough of it ("storm warnings to renters" → the
  // hurricane post; "property taxes" is named by no title: "property" is what the whole site is about).
  // A post its title names goes first among those whose paragraphs hold the subject ("tra loi nhanh": Speed to Lead).
  const named = about ? namedPost(subjectOf, facts) : null;
  const slugs = named ? [named.slug, ...(about ?? []).filter((slug) => slug !== named.slug)].slice(0, 3) : about === null || (about.length === 0 && posts.length > 0 && !facts.posts.some((p) => p.body)) ? posts.map((p) => p.slug) : about;
  // "Có bài viết nào nói về … tiếng Việt hay tiếng Hoa không?": the posts found answer a search for one ("is there an
  // article…"); a paragraph
  // holding the same words (the welcome post names the languages too) does not replace the list. A fact asked of a post
  // ("the hurricane post says the season starts when?") is still the paragraph's to answer.
  const searched = slugs.length > 0 && SEARCH_ASK.test(foldForRules(part)) && !FACT_ASK.test(foldForRules(part));
  return { answers: [{ t: "posts", slugs, subject: slugs.length === 0 ? subject : null }], topic: null, intent: "blog", ...(searched ? { named: true as const } : {}) };
}
