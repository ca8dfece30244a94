import { sitePassage } from "./knowledge/site-passage.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// The kinds of article the blog and its newsletter publish: "what kinda articles does that newsletter put out?",
// "¿en qué categorías están los artículos del blog?", "blog có những chuyên mục nào?", "bản tin có mấy mục?", "你们博客的文章分成哪几个类别？".
// The blog page's categories answer, not a search of the posts for the word "articles". Rules run on folded text.

// The blog, its newsletter or its articles.
const BLOG = /\b(?:blog|newsletters?|articles?|posts?|boletin|articulos?|notas|ban tin|bai viet|bai)\b|博客|文章|周刊|电子报|通讯|贵刊/;
// Asked by kind: categories, sections, what sort of articles.
const KINDS =
  /\b(?:categor(?:y|ies|ias?)|sections?|(?:what|which) (?:kinda|kind of|kinds of|sort of|sorts of|type of|types of) (?:articles?|posts?|stuff|content|things)|(?:what|which) (?:topics|subjects) (?:does|do) (?:it|they|the \w+|you) (?:cover|write about|put out)|(?:que|cuales) (?:tipo|tipos|clase) de (?:articulos?|notas|contenido)|secciones|temas (?:que )?(?:cubre|tratan|publican)|chuyen muc|danh muc|the loai|loai bai|(?:may|bao nhieu) (?:muc|mang|chu de|nhom)|(?:nhung|cac) (?:muc|mang|chu de|nhom) (?:nao|gi|chi)|chia (?:\w+ ){0,3}theo (?:nhung |cac )?(?:chu de|muc|loai|nhom))\b|分类|类别|哪几类|几类|哪些类|什么类|栏目|分为|分成/;

/** The blog's categories, when the folded part asks what kinds of article the blog or newsletter publishes; else null. */
export function blogCategoriesAsked(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!BLOG.test(text) || !KINDS.test(text)) return null;
  const passage = sitePassage("page:blog-categories", facts);
  return passage ? { answers: [passage], topic: null, intent: "blog" } : null;
}
