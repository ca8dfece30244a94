import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// The post that introduces the newsletter, asked by what it does rather than by its title: "is there a post introducing
// your newsletter?", "¿hay un artículo que presente su boletín?", "có bài mô giới thiệu bản tin hằng tuần không?",
// "有介绍你们周刊的文章吗？". Its title ("Welcome to …") shares no word with "introduce", so the search of the posts finds
// it not; the blog tags it as the newsletter's post. Rules run on folded text.

const ARTICLE = /\b(?:articles?|posts?|blog ?posts?|pieces?|articulos?|notas?|publicacion\w*|entradas?|bai(?: viet)?)\b|文章|那篇|一篇/;
const INTRODUCES = /\b(?:introduc\w*|present\w*|announc\w*|welcom\w*|launch\w*|kick\w* off|anuncia\w*|bienvenida|gioi thieu|chao mung|ra mat|mo dau)\b|介绍|欢迎|发刊|创刊|开篇/;
const NEWSLETTER = /\b(?:newsletters?|weekly|boletin\w*|ban tin)\b|周刊|电子报|通讯|简报/;

/** The newsletter's own post, when the part asks for the post that introduces the newsletter; else null. */
export function newsletterIntroPost(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!ARTICLE.test(text) || !INTRODUCES.test(text) || !NEWSLETTER.test(text)) return null;
  const tagged = facts.posts.filter((p) => p.tags.some((t) => /^newsletters?$/i.test(t)));
  const [post] = tagged;
  return post && tagged.length === 1 ? { answers: [{ t: "posts", slugs: [post.slug], subject: null }], topic: null, intent: "blog" } : null;
}
