import type { SiteFacts } from "../types.ts";
import { foldForRules } from "../text.ts";
import { heldGroups } from "./passages.ts";
import { words } from "./sentence-pick.ts";

// The words a visitor names a post by sit next to the word for one: "the traffic article", "your speed to lead post",
// "su artículo de prospectos", "el artículo bilingüe", "bài mùa bão nói…", "bài về giao thông", "飓风那篇", "那篇交通文章",
// "快速回复的文章". Those words say which post, the rest of the question which fact: a post whose title, tags or summary
// hold the naming words is the one meant, even when the fact asked shares a word with another post's title
// ("门禁社区要多留几分钟": "minutes" is in Speed to Lead's title, "交通" names the traffic post).

// English: up to four words before the noun ("the speed-to-lead article"), or after it with "about"/"on".
const EN_BEFORE = /((?:[a-z0-9-]+ ){0,3}[a-z0-9-]+) (?:article|post|blog post|blog|piece|write-?up|playbook|guide|newsletter issue)\b/g;
// "an article about AI answering clients in Spanish or Vietnamese": the subject runs up to eleven words, to the end of its
// clause (a comma, or a word asking what the post says: "…about traffic, what does it say", "…about storms says");
// "a post on AI answering folks in their own language" names its subject by its last word.
// "your blog bit on calendars", "the blog piece about storms": a piece of the blog names its subject the same way.
const EN_AFTER = /\b(?:article|post|piece|write-?up|guide|blog(?: (?:bit|piece|entry|thing))?) (?:about|on|regarding|covering) ((?:[a-z0-9-]+ ){0,10}[a-z0-9-]+)/g;
const EN_CLAUSE_END = /\s(?:says?|said|does|did|do|is|are|was|what|when|how|which|who|where|why|that|send|can|could|would|will|mentions?|and (?:what|when|how|which|does|is))\b.*$/;
// Words before the noun that name nothing: what comes up to a determiner ("what does the…"), then prepositions,
// question words and "q" (question); "speed to lead" keeps its "to".
const EN_DETERMINED = /^.*\b(?:the|your|ur|y'?alls?|yalls|that|this|those|these|a|an|our|its|their|my)\s+/;
const EN_FILLER = /^(?:(?:in|from|per|on|of|according to|about|for|at|says?|said|q|ok|so|and|hey|hi|what|does|did|do|is|how|why|when|which)\s+)+/;
// Spanish: the noun and what follows it ("de/sobre X", or an adjective: "bilingüe"), up to a verb, a question word or a comma.
const ES_AFTER = /\b(?:(?:articulo|nota|publicacion|guia|entrada)s? (?:(?:de|del|sobre|acerca de|con)(?: (?:la|las|los|el|lo))? )?|(?:post|blog)s? (?:de|del|sobre|acerca de)(?: (?:la|las|los|el|lo))? )((?:[a-z0-9-]+ ){0,3}[a-z0-9-]+)/g;
const ES_STOP = /\b(?:sobre|acerca|dice|dicen|decia|menciona|explica|pone|habla|recomienda|sugiere|que|q|cuando|como|cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|quien|quienes|si|a|en|para|por|porque|y|o|se|le|les|me|hay|es|son|ahi|alli)\b.*$/;
// Vietnamese: "bài (viết) (về) X" up to the verb saying what it says ("nói", "có", "khuyên"…), or a comma.
const VI_AFTER = /\bbai(?: viet)?(?: (?:ve|noi ve|ban ve))? (?!(?:nao|mo|gi|khac)\b)((?:[a-z0-9-]+ ){0,5}?[a-z0-9-]+?)(?= (?:noi|co|thi|khuyen|ghi|viet|de cap|nhac|ke|huong dan|cho biet|chi|bao la|neu|dua|goi y|day)\b|\s*[,.:;?!]|$)/g;
const VI_POINTER = /^(?:do|nay|kia|no|ni|day|con lai|tren|truoc|vua roi|ay|ban gui|nay noi)$/;
// Chinese: the characters before 那篇/这篇/文章 or between 那篇 and 文章.
const ZH_BETWEEN = /(?:那篇|这篇|那个|这个)(\p{Script=Han}{1,8}?)的?(?:文章|博客|指南)/gu;
const ZH_BEFORE = /(\p{Script=Han}{1,8}?)的?(?:那篇|这篇|文章)/gu;
const ZH_FILLER = /^(?:.*?(?:在|你们|贵公司|您们|你|您|关于|讲|说|的|有关|那篇|这篇|那个|这个))+/u;

function cleanEnglish(phrase: string): string {
  return phrase.replace(EN_DETERMINED, "").replace(EN_FILLER, "").trim();
}

/** The words of the message that name a post by its subject, next to a word for an article; "" when none do. */
export function postNamingWords(part: string): string {
  // ("bài viết về cách nối MLS, CRM và lịch": "nối", to connect, folds to the "nói" that says what a post says.)
  const text = foldForRules(part.replace(/(?:kết )?nối/giu, "connect"));
  const found: string[] = [];
  for (const m of text.matchAll(EN_BEFORE)) found.push(cleanEnglish(m[1] ?? ""));
  for (const m of text.matchAll(EN_AFTER)) found.push(` ${m[1] ?? ""}`.replace(EN_CLAUSE_END, "").trim());
  for (const m of text.matchAll(ES_AFTER)) found.push((m[1] ?? "").replace(ES_STOP, "").trim());
  for (const m of text.matchAll(VI_AFTER)) if (!VI_POINTER.test(m[1] ?? "")) found.push(m[1] ?? "");
  const between = [...text.matchAll(ZH_BETWEEN)].map((m) => m[1] ?? "");
  const before = [...text.matchAll(ZH_BEFORE)].map((m) => (m[1] ?? "").replace(ZH_FILLER, ""));
  found.push(...(between.length > 0 ? between : before));
  return found.filter((w) => /\p{L}{2,}|\p{Script=Han}/u.test(w)).join(" ");
}

const SITE_WIDE = new Set(["houston", "real", "estate", "realtor", "ai", "agent", "assistant", "client", "property", "propertie", "home", "house", "buyer", "seller", "article", "post", "blog"]);

/**
 * The post the naming words name: the one whose title, tags and summary hold most of them (words the whole site is
 * about name none); null when no post holds one, or two hold as many.
 */
export function postNamedByWords(part: string, facts: SiteFacts): { slug: string; naming: number; phrase: string } | null {
  const phrase = postNamingWords(part);
  if (!phrase) return null;
  // Of titles holding as many, the one saying the visitor's very word ("calendars": "…MLS, CRM and Calendar"), not only a
  // synonym the glossary gave it ("Scheduling Around I-10…"); a name with no synonym ("Katy") tells nothing this way.
  const held = facts.posts.map((p) => heldGroups(phrase, [p.title, p.slug.replace(/-/g, " "), ...p.tags, p.excerpt, p.category ?? ""].join("\n")).filter((g) => !g.some((t) => SITE_WIDE.has(t))));
  // A title's naming word that many posts hold ("answer": Speed to Lead's title, and two posts' excerpts) tells less
  // than one fewer posts hold ("language", the bilingual post's title): on a tie, the rarer title words decide.
  const postsHolding = new Map<string, number>();
  for (const groups of held) for (const key of new Set(groups.map((g) => g.join(" ")))) postsHolding.set(key, (postsHolding.get(key) ?? 0) + 1);
  const scored = facts.posts.map((p, i) => {
    const title = heldGroups(phrase, p.title).filter((g) => !g.some((t) => SITE_WIDE.has(t)));
    const said = new Set(words(p.title));
    const groups = held[i] ?? [];
    return {
      slug: p.slug,
      title: title.length,
      own: title.filter((g) => g.length > 1 && said.has(g[0] ?? "")).length,
      naming: groups.length,
      rare: title.reduce((sum, g) => sum + 1 / (postsHolding.get(g.join(" ")) ?? 1), 0),
    };
  });
  const ranked = scored.filter((s) => s.naming > 0).sort((a, b) => b.naming - a.naming || b.title - a.title || b.own - a.own || b.rare - a.rare);
  const [first, second] = ranked;
  if (!first || (second && second.naming === first.naming && second.title === first.title && second.own === first.own && second.rare === first.rare)) return null;
  return { slug: first.slug, naming: first.naming, phrase };
}
