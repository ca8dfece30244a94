import type { BlogCategory } from "#common/blog/blog-rules.ts";
import { sitePassage } from "./knowledge/site-passage.ts";
import { newsletterPost } from "./knowledge/newsletter-post.ts";
import { retrievePassages } from "./knowledge/passages.ts";
import { asAnswer } from "./knowledge/passage-answer.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// The kinds of article the blog and its newsletter publish: "what kinda articles does that newsletter put out?",
// "¿en qué categorías están los artículos del blog?", "blog có những chuyên mục nào?", "bản tin có mấy mục?", "你们博客的文章分成哪几个类别？".
// The blog page's categories answer, not a search of the posts for the word "articles". Rules run on folded text.

// The blog, its newsletter or its articles.
const BLOG = /\b(?:blog|newsletters?|articles?|posts?|boletin|articulos?|notas|ban tin|bai viet|bai)\b|博客|文章|周刊|电子报|通讯|贵刊/;
// Asked by kind: categories, sections, what sort of articles.
const KINDS =
  /\b(?:categor(?:y|ies|ias?)|sections?|(?:what|which) (?:kinda|kind of|kinds of|sort of|sorts of|type of|types of) (?:articles?|posts?|stuff|content|things)|(?:what|which) (?:topics|subjects) (?:does|do) (?:it|they|the \w+|you) (?:cover|write about|put out)|(?:que|cuales) (?:tipo|tipos|clase) de (?:articulos?|notas|contenido)|secciones|temas (?:que )?(?:cubre|tratan|publican)|chuyen muc|danh muc|the loai|loai bai|(?:may|bao nhieu) (?:muc|mang|chu de|nhom)|(?:nhung|cac) (?:muc|mang|chu de|nhom) (?:nao|gi|chi)|chia (?:\w+ ){0,3}theo (?:nhung |cac )?(?:chu de|muc|loai|nhom)|chia (?:\w+ ){0,3}(?:ra |thanh )?(?:may|bao nhieu|nhung) (?:loai|muc|nhom))\b|分类|类别|哪几类|几类|哪些类|什么类|栏目|分为|分成/;

// One category asked about as a part of the blog: "your newsletter's got a Real Estate bit, what goes in that?", "mục
// Tools nói về những gì?", "newsletter里\"工具\"那一类讲些什么？". The launch post describes each category in a line of its
// list ("Tools: the building blocks (CRMs, calendars, …)"); that line answers, in the category's English name.
const SECTION = /\b(?:categor(?:y|ies|ia|ias)|sections?|bits?|parts?|columns?|secciones|seccion|muc|chuyen muc)\b|一类|那类|这类|类别|栏目|板块|分类|专栏/;
const CATEGORY_WORDS: Record<BlogCategory, RegExp> = {
  "Real Estate": /\b(?:real estate|bienes raices|inmobiliari\w*|bat dong san)\b|房地产|地产/,
  News: /\b(?:news|noticias|tin tuc)\b|新闻|资讯|动态/,
  Strategy: /\b(?:strategy|estrategias?|chien luoc)\b|策略|战略/,
  Tools: /\b(?:tools?|herramientas?|cong cu)\b|工具/,
};

function categoryAsked(text: string, facts: SiteFacts, language: Language): Resolved | null {
  if (!SECTION.test(text)) return null;
  const named = (Object.keys(CATEGORY_WORDS) as BlogCategory[]).filter((c) => CATEGORY_WORDS[c].test(text));
  const slug = named.length === 1 ? newsletterPost(facts) : null;
  if (!slug || !named[0]) return null;
  const hit = retrievePassages(`${named[0]} categories`, facts, language, 1, ["post"], [`/blog/${slug}`])[0];
  return hit && hit.sentences.some((s) => s.includes(`${named[0]}:`)) ? { answers: [asAnswer(hit, named[0], language, facts)], topic: null, intent: "blog" } : null;
}

/** The blog's categories, when the folded part asks what kinds of article the blog or newsletter publishes; else null. */
// "¿Y de qué temas escriben ahí?", "what topics do y'all write about?", "bên bạn viết về những chủ đề gì?", "你们都写哪些主题？":
// what we write about is the blog's kinds, the blog unnamed.
const WRITE_ABOUT = /\b(?:what (?:topics|subjects|kind of (?:stuff|things|topics)) (?:do|does) (?:you|y ?all|yall|you guys|they) (?:write|post|blog) (?:about|on)|(?:de )?(?:que|cuales) temas (?:escriben|publican|tratan|cubren|tocan)|sobre que (?:temas )?(?:escriben|publican)|viet ve (?:nhung |cac )?(?:chu de|mang) (?:gi|nao|chi))\b|写(?:些|的)?(?:什么|哪些|啥)(?:主题|话题|题材|方面)/;

export function blogCategoriesAsked(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (WRITE_ABOUT.test(text)) {
    const passage = sitePassage("page:blog-categories", facts);
    return passage ? { answers: [passage], topic: null, intent: "blog" } : null;
  }
  if (!BLOG.test(text)) return null;
  const one = categoryAsked(text, facts, language);
  if (one) return one;
  if (!KINDS.test(text)) return null;
  const passage = sitePassage("page:blog-categories", facts);
  return passage ? { answers: [passage], topic: null, intent: "blog" } : null;
}
