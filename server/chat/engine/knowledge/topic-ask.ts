import type { SiteFacts } from "../types.ts";
import { foldForRules } from "../text.ts";
import { knowledgeOf, questionGroups, retrievePassages } from "./passages.ts";
import { namedPost } from "./named-post.ts";
import { words } from "./sentence-pick.ts";
import { BLOG } from "../question-patterns.ts";

// "Got anything on hurricane prep for rentals?", "Anything on your site about storms?" (the verb dropped), "¿tienen algo
// sobre huracanes?", "có gì về mùa bão không?", "有没有关于飓风的？": a subject asked for, with no word for an article.
// When the subject has a word only the blog's posts hold (no offering, page, FAQ or the privacy page says "hurricane"),
// the posts on it answer: an add-on that merely shares another word of it ("rentals", "tenants") is not what was asked for.

const TOPIC_ASK = /(?:\b(?:got|have|any|is there|there|y'?all)\b.{0,12}|(?:^|[.!?;:]\s*))\b(?:anything|something|stuff|info|information)\s+(?:on|about|regarding|covering|re)\b|\b(?:tienen|tiene|tendran|hay|tienes)\s+(?:ustedes\s+)?algo\s+(?:de|del|sobre|acerca de|respecto a|con respecto a)\b|\bco\s+(?:gi|thong tin|tai lieu)\s+(?:ve|lien quan)\b|有没有(?:什么|讲|写)?关于|有(?:什么|讲|写)?关于.{1,24}(?:的)?(?:吗|嘛|没有|不)|有没有.{1,16}相关的/u;

/** The message asks for a subject ("anything on …") rather than a service. */
export const asksForSubject = (text: string): boolean => TOPIC_ASK.test(foldForRules(text));

const rank = (ranked: readonly string[], slug: string): number => (ranked.includes(slug) ? ranked.indexOf(slug) : ranked.length);

type Vocabulary = { posts: Set<string>; rest: Set<string> };
const cache = new WeakMap<SiteFacts, Vocabulary>();

/** The English words the posts hold, and those the site's other passages hold (their own words and titles). */
function vocabulary(facts: SiteFacts): Vocabulary {
  let found = cache.get(facts);
  if (!found) {
    const posts = new Set<string>();
    const rest = new Set<string>();
    for (const p of knowledgeOf(facts).passages) {
      // In English, which every passage has: a post's version in Spanish holds "casa", which no English page does.
      const text = [p.title, ...(p.questions ?? []), p.text.en ?? ""];
      for (const w of words(text.join("\n"))) (p.kind === "post" ? posts : rest).add(w);
    }
    found = { posts, rest };
    cache.set(facts, found);
  }
  return found;
}

/** The posts on the subject asked for, when one of its words is the blog's alone; null otherwise. */
export function postsOnSubject(part: string, facts: SiteFacts): string[] | null {
  // A word for an article ("anything written on…") is read by the rules for the blog.
  if (!asksForSubject(part) || BLOG.test(foldForRules(part))) return null;
  return postsOnlyCover(foldForRules(part).replace(TOPIC_ASK, " "), facts);
}

/**
 * The posts on `subject` (folded) when one of its words is the blog's alone ("hurricane", "mùa bão"), or null: asked
 * how to go about it ("hurricane season is coming, how do I warn my tenants?"), the tenants only set its scene.
 */
// `byKey`: a post is on it only by that word itself in its title, tags or summary, not by a synonym the glossary gave
// it ("báo người thuê" is "tell", and also "answer" of "Answer Every Houston Inquiry").
export function postsOnlyCover(subject: string, facts: SiteFacts, byKey = false): string[] | null {
  const { posts, rest } = vocabulary(facts);
  // A word by the visitor's own word, or, one the site does not use ("huracanes", "mùa bão", "飓风"), by the glossary's
  // first English word for it: "storm season" shares "start" with the site's pages, "hurricane" with none.
  const key = (g: string[]): string | undefined => (g[0] !== undefined && (posts.has(g[0]) || rest.has(g[0])) ? g[0] : g[1]);
  const own = questionGroups(subject).filter((g) => {
    const k = key(g);
    return k !== undefined && posts.has(k) && !rest.has(k);
  });
  if (own.length === 0) return null;
  // The posts whose paragraphs hold those words, best covering the whole subject first.
  // A post is on the subject when its title, tags or summary hold those words: "1031 exchanges for investors" is not
  // asked of a post naming investors in one paragraph.
  const on = (p: SiteFacts["posts"][number]): boolean => {
    const held = new Set(words([p.title, ...p.tags, p.excerpt].join("\n")));
    return own.some((g) => (byKey ? [key(g) ?? ""] : g).some((t) => held.has(t)));
  };
  const ranked = retrievePassages(subject, facts, "en", 12, ["post"]).map((h) => h.passage.url.replace(/^\/blog\//, ""));
  const about = facts.posts.filter(on).map((p) => p.slug).sort((a, b) => rank(ranked, a) - rank(ranked, b));
  if (about.length === 0) return null;
  const named = namedPost(subject, facts);
  return named ? [named.slug, ...about.filter((slug) => slug !== named.slug)].slice(0, 3) : about;
}
