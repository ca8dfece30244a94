import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";
import { foldForRules } from "./text.ts";
import { BLOG, HOW_TO, PRICE } from "./question-patterns.ts";
import { readNeed, wantsAgentInTheirLanguage } from "./needs.ts";
import { findMentions } from "./mentions.ts";
import { postsOnlyCover } from "./knowledge/topic-ask.ts";
import { retrievePassages } from "./knowledge/passages.ts";
import { rowNamedBy } from "./knowledge/row-named.ts";
import { asAnswer, withoutBlogWords } from "./knowledge/passage-answer.ts";
import type { Language } from "./types.ts";

// "Hurricane season is coming, how do I warn my tenants in time?", "mùa bão sắp tới rồi, mấy căn cho thuê của tui phải
// báo người thuê sao cho kịp?": how to go about a subject only the posts cover (no offering or page says "hurricane").
// The tenants, the 24/7 agent's word, only set its scene; the subject is often told in one part and the way asked in
// the next, so the whole message is read.

// An article asked for ("có bài nào…", "any article…"), not one cited for a fact ("the hurricane article says…",
// "bài mùa bão nói…", "你们文章说…"): that fact is answered from its paragraph.
const ARTICLE_WANTED = /\b(?:co bai|bai (?:nao|chi|gi|mo)|(?:any|an|some) (?:articles?|posts?|guides?)|(?:algun|algo|un) (?:articulo|post|guia))\b|有没有.{0,8}文章/;
// "nói", "khuyên" after the article are what it says; before it ("khách thuê nói nhiều thứ tiếng") it is speaking.
const CITES = /\b(?:says?|said|according|per your|dice|dicen|segun|theo bai|theo blog|trong bai|bai (?:do|nay|kia))\b|\bbai\b(?: \w+){0,8}? (?:noi|khuyen|bao nen)\b|说|讲|提到|那篇|这篇/;

// "người thuê báo có mùi gas lúc bão thì AI làm gì?", "con AI xử lý sao?" (what does the AI do then): what the assistant
// does in the scene is a fact of the post's paragraph (call 911, alert the on-call manager), not a list of posts.
const WHAT_IT_DOES = /\b(?:ai|tro ly|bot|chatbot|he thong|no)(?: (?:se|phai|nen))? (?:lam gi|lam sao|xu ly (?:sao|the nao|ra sao|nhu the nao)|tra loi (?:sao|the nao|ra sao)|noi gi|bao gi)\b/;
/** Of a paragraph answering what the assistant does, this many of the question's words at least. */
const MIN_DOES = 3;

/** The posts on the subject of a how-to whose only offering word is its audience (tenants), or null. */
export function postsForScene(message: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(message);
  const mentions = findMentions(message);
  if (mentions.addon || mentions.bundle || mentions.package || wantsAgentInTheirLanguage(text)) return null;
  // A price asked ("¿y cuánto cuesta?", "giá thế nào?") is the add-on's.
  const does = WHAT_IT_DOES.test(text) && !ARTICLE_WANTED.test(text);
  if (readNeed(text)?.key !== "customer-service-agent" || !(ARTICLE_WANTED.test(text) || HOW_TO.test(text) || does) || PRICE.test(text)) return null;
  if (CITES.test(text) || (BLOG.test(text) && !ARTICLE_WANTED.test(text))) return null;
  // Only by the subject's own word in a post's title, tags or summary ("hurricane"), not by a synonym the glossary gave
  // another word ("báo người thuê" is "tell", and also the "answer" of "Answer Every Houston Inquiry").
  const slugs = postsOnlyCover(text, facts, true);
  // "a tenant asks whether the house flooded before, how should the assistant answer?": a post's table row the question
  // names by its first cell ("Flood history") answers it, not the list of posts.
  const row = slugs ? retrievePassages(withoutBlogWords(message), facts, language, 12, ["post"], slugs.map((slug) => `/blog/${slug}`)).find((h) => h.sentences.some((x) => rowNamedBy(x, text))) : undefined;
  if (row) return { answers: [asAnswer(row, message, language, facts)], topic: null, intent: "blog" };
  const paragraph = does && slugs ? retrievePassages(withoutBlogWords(message), facts, language, 1, ["post"], slugs.map((slug) => `/blog/${slug}`))[0] : undefined;
  if (does) return paragraph && paragraph.matched >= MIN_DOES ? { answers: [asAnswer(paragraph, message, language, facts)], topic: null, intent: "blog" } : null;
  return slugs ? { answers: [{ t: "posts", slugs, subject: null }], topic: null, intent: "blog" } : null;
}
