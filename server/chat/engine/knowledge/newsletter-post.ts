import type { SiteFacts } from "../types.ts";
import { foldForRules } from "../text.ts";

// "your newsletter's first issue, what's it about?", "有没有介绍你们那个新闻简报的文章？", "newsletter第一篇讲什么": the post
// that launched the newsletter, not how to subscribe to it. Which post that is comes from the site's own tags (the post
// tagged "Newsletter"), so a renamed or rewritten launch post is still the one found.

const NEWS = String.raw`(?:\bnewsletters?\b|\bboletin(?:es)?\b|\bban tin\b|周报|简报|通讯|周刊|电子报|周讯)`;
const FIRST = String.raw`(?:\b(?:first|opening|inaugural|launch|debut) (?:issue|post|edition|article|one)\b|\bprimer(?:a)? (?:numero|articulo|edicion|entrega|post|nota)\b|\b(?:so|bai|ky) dau tien\b|第一篇|第一期|首期|创刊号|创刊|发刊词|头一篇|头一期)`;
// A post introducing it: "an article about/introducing your newsletter", "介绍/关于…简报的文章".
const INTRODUCING = String.raw`(?:\b(?:article|post|piece|blog post)s? (?:about|on|introducing|announcing|that (?:introduces|announces)) (?:the |your |ur |y'?alls? )?(?:\w+ )?newsletter\b|\b(?:articulo|nota|publicacion|post) (?:sobre|que presenta) (?:el |su )?boletin\b|\bbai (?:viet )?(?:gioi thieu|ve) ban tin\b|(?:介绍|关于|讲|宣布|推出)[^，。？?！!]{0,10}${NEWS}[^，。？?！!]{0,3}的?(?:文章|博客|那篇))`;
// The blog's first post: "the first thing you ever put on your blog", "your very first blog post". The blog is the
// newsletter (its name is the newsletter's), so its first post is the launch post.
const BLOG_FIRST = String.raw`\b(?:very )?first (?:thing|post|piece|article|entry|blog post|one)\b[^.?!。？！]{0,30}\bblog\b|\b(?:very )?first blog (?:post|entry|article)\b`;
export const LAUNCH_ASKED = new RegExp(String.raw`${NEWS}[^.?!。？！]{0,12}${FIRST}|${FIRST}[^.?!。？！]{0,12}${NEWS}|${INTRODUCING}|${BLOG_FIRST}`, "u");

/** The post tagged as the newsletter's, or null when the site has none. */
export function newsletterPost(facts: SiteFacts): string | null {
  return facts.posts.find((p) => p.tags.some((t) => foldForRules(t) === "newsletter"))?.slug ?? null;
}

// The post asked by what it does, the three words anywhere in the part: "is there a post introducing your newsletter?",
// "¿hay un artículo que presente su boletín?", "có bài mô giới thiệu bản tin hằng tuần không?", "有介绍你们周刊的文章吗？".
// Its title ("Welcome to …") shares no word with "introduce", so the search of the posts finds it not.
const ARTICLE = /\b(?:articles?|posts?|blog ?posts?|pieces?|articulos?|notas?|publicacion\w*|entradas?|bai(?: viet)?)\b|文章|那篇|一篇/;
// "a post that explains what your newsletter's about": explaining it introduces it too.
// "a post about why yous started the newsletter": the launch post's own "Why we started this newsletter".
const INTRODUCES = /\bwhy (?:you|yous|youse|yall|y all|ye|u|they|we)(?: guys| all)? (?:started|start|began|launched|set up|created|do|write)\b|\bpor ?que (?:empezaron|comenzaron|iniciaron|crearon|lanzaron|hacen|escriben)\b|为什么(?:办|做|开|推出|创办|写)|\b(?:introduc\w*|present\w*|announc\w*|welcom\w*|launch\w*|kick\w* off|explain\w*|describ\w*|anuncia\w*|bienvenida|explica\w*|expliq\w*|describe\w*|gioi thieu|chao mung|ra mat|mo dau|giai thich)\b|介绍|欢迎|发刊|创刊|开篇|解释|说明/;
const NEWSLETTER = /\b(?:newsletters?|weekly|boletin\w*|ban tin)\b|周刊|电子报|通讯|简报/;

/** Whether the part names the launch post in words that can be cut away to leave the fact asked of it. */
export const namesLaunchPost = (part: string): boolean => LAUNCH_ASKED.test(foldForRules(part));

/** Whether the part asks for the post that launched the newsletter (its first issue, or a post introducing it). */
// "you guys have a weekly newsletter or something? what's it actually about", "¿de qué trata el boletín?": what the
// newsletter is about is what its launch post says.
const NEWSLETTER_ABOUT = /\b(?:newsletter|boletin)\b.{0,60}\b(?:what(?:s| s| is)? it (?:actually |really )?about|what does it (?:cover|talk about)|what(?:s| s| is) (?:in it|it for)|de que (?:trata|se trata|habla|va))\b/;
// "what's coming up in the next few issues", "¿qué viene en los próximos números?": its preview of the next issues.
export const NEXT_ISSUES = /\b(?:next|upcoming|coming|future) (?:few |couple of )?issues\b|\bcoming up in the next\b|\bproxim[oa]s (?:numeros|ediciones|boletines|entregas)\b|\b(?:cac|may|nhung) so (?:toi|sap toi|ke tiep|tiep theo)\b|下一期|接下来几期|后面几期/;

export function asksLaunchPost(part: string): boolean {
  const text = foldForRules(part);
  return LAUNCH_ASKED.test(text) || NEWSLETTER_ABOUT.test(text) || NEXT_ISSUES.test(text) || (ARTICLE.test(text) && INTRODUCES.test(text) && NEWSLETTER.test(text));
}
