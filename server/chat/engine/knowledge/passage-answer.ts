import type { Language, SiteFacts } from "../types.ts";
import type { Answer } from "./answer-types.ts";
import { foldForRules } from "../text.ts";
import type { PassageHit } from "./passages.ts";
import { countedNoun } from "./sentence-pick.ts";
import { CONTRASTED, polarity } from "./polarity.ts";
import { privacyParagraphsIn } from "./privacy-passages.ts";

// A passage found for a question, as the answer the reply renders; and the question without the words that only say
// "your blog" or "an article", so what is left is what the visitor asks about. Shared by passage-choice.ts and
// named-post.ts.

/** The hit as a passage answer: its answering sentences, a yes or no where they give one, in the page's own language. */
export function asAnswer(hit: PassageHit, question: string, language: Language, facts: SiteFacts): Extract<Answer, { t: "passage" }> {
  const p = hit.passage;
  const first = p.kind === "taught" ? null : polarity(question, language, hit.sentences[0] && foldForRules(hit.sentences[0]));
  // A yes said by the first sentence while a later one says no ("…from the HAR MLS. Do not scrape listing sites.") is
  // no answer to "can I scrape?": the sentences say it, without a yes or no before them; nor is one saying what is done
  // "rather than" what was asked.
  const mixed = first === "yes" && hit.sentences.slice(1).some((s) => polarity(question, language, foldForRules(s)) === "no" || CONTRASTED.test(foldForRules(s)));
  const yesNo = mixed ? null : first;
  // A privacy section found in English is said in the page's own paragraphs where the page is translated.
  const own = p.kind === "privacy" && hit.language !== language ? privacyParagraphsIn(p.url.slice(p.url.indexOf("#") + 1), hit.sentences, language, facts) : null;
  const sentences = (own ?? hit.sentences).slice(0, 10).map((s) => s.slice(0, 1200));
  return { t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url, sentences, lang: own ? language : hit.language, ...(yesNo ? { lead: yesNo } : {}), ...countedNoun(question) };
}

/** The hit as a passage answer that says only `sentences` of it (a rule picked the line that answers), in the hit's language. */
export function withSentences(hit: PassageHit, sentences: readonly string[]): Extract<Answer, { t: "passage" }> {
  const p = hit.passage;
  return { t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url, sentences: [...sentences], lang: hit.language };
}

const BLOG_WORDS = /\b(?:do you have|got|any|anything|something|articles?|blogs?|posts?|guides?|read|reading|write|written|wrote|says?|said|segun|dice|theo|tienen|tiene|hay(?! (?:dung|xai)\b)|algun|alguno|alguna|algo|sobre|del|articulos?|guias?|leer|bai viet|chi cach (?:lo|xu ly|lam|doi pho)(?= (?:khong|hong|ko)\b|\W*$)|bai|(?<!\b(?:nen|phai|can|se) )viet(?! (?:tin nhan|tin|mau|mo ta|email|thu)\b)|doc|(?<!\b(?:ngay|khi|luc|gio|hoi|tieng|ngon ngu|the) )nao|ve|mentions?|mentioned|menciona\w*|nhac (?:toi|den)|de cap(?: den| toi)?)\b|文章|博客|有没有|关于|(?<!别)的|那篇|这篇|提到|提及|说|讲|谈|写(?:过|了)?(?=[^，。？！?!]{1,16}(?:文章|博客))/gu; // "does it mention…", "¿menciona…?", "có nhắc tới…", "有没有提到…": the words for mentioning point at the post too. "chỉ cách lo không" (shows how to deal with it: the subject is elsewhere); "viết" of the article, not "viết tin nhắn mẫu", "nên viết" (writing the templates); "nào" of "bài nào", not "ngày nào", "khi nào", "lúc nào" (a time asked), "tiếng nào" (which languages: names asked), "thế nào" (how: a manner asked); "hay" (there is), not "hay dùng" (often use); the 的 of "别的" (other) is part of that word; 写 of "有没有写X的文章" (written about) asks for an article, as 讲 does.

/** The question without its blog words ("is there an article about…", "文章", "bài viết"): what it is about. */
export function withoutBlogWords(part: string): string {
  // "bài song ngữ có nhắc tới tiếng Việt không?": the language a post is asked to mention is kept, as its English name
  // (the "viết" of an article is a blog word).
  const text = foldForRules(part);
  return (MENTIONED.test(text) ? text.replace(/\btieng viet\b/g, "vietnamese") : text).replace(BLOG_WORDS, " ");
}
const MENTIONED = /\b(?:nhac (?:toi|den)|de cap)\b/;
