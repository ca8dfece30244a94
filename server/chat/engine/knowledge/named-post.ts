import type { Language, SiteFacts } from "../types.ts";
import type { Answer } from "./answer-types.ts";
import { heldGroups, questionGroups, retrievePassages } from "./passages.ts";
import { foldForRules } from "../text.ts";
import type { PassageHit } from "./passages.ts";
import { asksList } from "./passage-asks.ts";
import { rowNamedBy } from "./row-named.ts";
import { postNamedByWords } from "./post-naming.ts";
import { asksLaunchPost, newsletterPost } from "./newsletter-post.ts";
import { titleWords, words } from "./sentence-pick.ts";
import { besidesName, listedBeside } from "./besides-named.ts";
import { asAnswer, withoutBlogWords } from "./passage-answer.ts";

// A post named in the question ("your storm playbook", "那篇交通文章", "bài về bão") and the fact asked of it, answered
// from that post's paragraphs (passage-choice.ts asks here before its own search).

// "Your traffic article: how much extra when it rains?", "飓风那篇文章…", "trong bài về bão…": a post named by the
// words of its title or tags, and a fact asked of it. "Is there an article about …?" searches the posts instead.
// "the traffic blog" is a post named by its subject; "your blog" is the blog, but what "你们博客讲…" says is a post's.
// "that blog bit", "the blog piece": a piece of the blog is an article, whatever word comes before "blog".
// "one of your blog posts about a buyer who…": one post, described by its subject.
// "post" as a verb ("can it post my listings", "time to post on social", "đăng bài lên Facebook") names no article.
// "bài đăng" (a social post, "lên lịch bài đăng mạng xã hội") is the visitor's own post, not an article of ours.
// "saw something on your blog about storm season…, when does it reckon…?": a post read before and named by its subject,
// not a search of the posts ("something" seen is no "anything on…?").
// "Leí algo de ustedes sobre huracanes…": something of ours read on a subject names its post too.
// ("Nội Bài", Hanoi's airport, folds to "noi bai": no post.) "the hurricane season playbook": the post by its title's word.
const ARTICLE_NAMED = /\b(?:(?:hurricane|storm) (?:season )?playbook|(?:per|according to|going by|by|in|from) (?:your|ur|the|y'?all'?s) (?:articles|blog posts|posts)|segun (?:sus|tus|vuestros|los|sus propios) (?:articulos|posts)|theo (?:cac |nhung )?bai viet(?: cua| ben)?|article|one of (?:your|ur|y'?all'?s?|the|those) (?:blog )?(?:posts|articles|bits|pieces|write-?ups|guides)(?= (?:about|on|where|that|with|said|says|mentioned|told|talked)\b)|blog (?=(?:bit|piece|entry|thing)\b)|(?<!\b(?:your|the|a|an|our|ur|this|that|my|any|new|y'?all'?s) )blog(?! posts?\b)|(?<=\b(?:on|in) (?:your|ur|the|y'?all'?s) )blog(?= (?:about|on)\b)|(?<!\b(?:to|can|it|i|we|you|and|never|will|would) )post(?! (?:my|our|your|on|to|it|them|listings?|photos|videos|daily|regularly|for me)\b)|(?<!\b(?:whatsapp|sms|text|texting|voice|e-?mail|phone|crm|calendar|messaging|ai) )piece|write-?up|playbook|(?<=\ben (?:ese|el|aquel) )de(?= \w+,? ¿?\w+)|(?<=\ben lo )del(?= \w+, ¿?\w+)|(?<!\b(?:step-by-step|setup|self-setup|your|our) )guide|articulo|nota|publicacion|guia|(?<=\b(?:lei|vi|leimos|lei por ahi) )algo(?= (?:de (?:ustedes|su blog|vosotros)|suyo|vuestro) (?:sobre|acerca de|de) )|(?<=\b(?:publicaron|escribieron|sacaron|subieron) )algo(?= (?:sobre|acerca de|de) )|(?<=\b(?:you|y ?all|yall|you guys) (?:wrote|published|posted|put out) )something(?= (?:on|about) )|bai viet|(?<!\b(?:dang|noi) )bai(?! dang\b(?! (?:tren |o |len )?blog))|(?<=\b(?:the|that) (?:hurricane|storm|traffic|showing|speed|bilingual|spanish|automation|stack|welcome|newsletter|mls|crm)(?: \w+){0,3} )one(?= (?:too|also|as well|for|about|on|y ?all|you)\b|\W*$)|(?<=\b(?:send|give|show) me the )one(?= (?:about|on)\b))\b|文章|那篇|这篇|指南|攻略|博客(?:里|中|上)?(?:说|讲|提到|写)/;
/** Whether the text names an article ("your storm guide", "那篇文章", "bài về bão"). */
export const namesArticle = (text: string): boolean => ARTICLE_NAMED.test(foldForRules(text));
// "y el de huracanes también", "¿y la del tráfico?": the one (article) about…, said without the word for it. Folded text.
const ONE_OF = /^\W*(?:(?:y|e|tambien|ahora|ok|va|and|also|now) )*(?:(?:el|la|ese|esa|aquel) (?:de|del|sobre)|the one (?:about|on)) \w+/;
export const namesOneOf = (text: string): boolean => ONE_OF.test(text);
/** Another post than those shown, named as "the one about…" ("y el de huracanes también" after the speed post). */
export function otherPostNamed(part: string, facts: SiteFacts, shown: readonly string[]): boolean {
  const text = foldForRules(part);
  const named = namesOneOf(text) || namesArticle(part) ? namedPost(part, facts) : null;
  return named !== null && !shown.includes(named.slug);
}

/**
 * "y el de huracanes también, para una compañera…" right after a post's link was given: that other post's link too
 * (`listed`, the posts the last reply listed); null when no other post is named that way or none was listed.
 */
export function oneMorePost(part: string, facts: SiteFacts, listed: readonly string[]): Answer | null {
  if (listed.length === 0 || !namesOneOf(foldForRules(part)) || !otherPostNamed(part, facts, listed)) return null;
  const named = namedPost(part, facts);
  return named ? { t: "posts", slugs: [named.slug], subject: null } : null;
}
// "before switching anything on", "before you touch anything": "anything" as what a step acts on searches nothing;
// "does your stack article say anything about…" asks what the post named says (not only after "the/that article");
// "el blog de huracanes dice algo de…": "algo" after what the post says asks what it says, not for a search;
// "that storm post y'all got, when…": "got" after the post searches nothing; nor "the news or something official?";
// "leí que publicaron algo sobre huracanes…", "I read you wrote something on hurricanes…": what they read, told;
// "那篇双语的文章有没有提到中文？" (does it mention): what the post named says, not a search; nor "si el cliente pregunta algo
// de derechos legales": what a client asks, the case the post is asked about.
export const SEARCH_ASK = /\b(?<!\b(?:before|antes de|truoc khi) (?:\w+ ){0,2})(?<!\b\w+ing )(?<!\b(?:article|post|piece|guide|blog|playbook|write-?up) (?:say|says|said|mention|mentions|mentioned) )(?<!\b(?:dice|dicen|menciona|mencionan|explica|habla|lei|vi|leimos|publicaron|escribieron|sacaron|subieron|wrote|published|posted|put out) )(?<!\b(?:or|o|than) )(?<!\b(?:pregunta|preguntan|pregunte|pregunten|pide|piden|pida|asks|asked|hoi) )(?!(?<=\b(?:saw|seen|read|noticed|spotted|across|remember|recall) )something (?:on|in) (?:your|ur|the|y'?all'?s) blog\b)(?:any|anything|something|algo)\b|\b(?:is there|are there|do you have|got(?= (?:any|a|an|some|anything|something|articles?|posts?|blogs?|guides?)\b)|have you (?:ever )?(?:written|published|posted)|did you (?:ever )?(?:write|publish)|algun\w*|hay (?:algun\w*|articulos?|posts?|notas?|algo)|han (?:escrito|publicado)|co bai|bai (?:viet )?nao|co viet)\b|有没有(?!提到|提及|说到|讲到|写到|谈到|说过|讲过)|写过|有.{0,12}(?:文章|博客)吗/;

/**
 * The post the question names by words of its title (one post clearly ahead of the others): `naming`, how many of the
 * question's word groups its title holds; `share`, how much of the question the whole post (tags and text too) holds.
 * Words the whole site is about ("Houston", "real estate", "AI") name none; a tie goes to the post holding more.
 */
export function namedPost(part: string, facts: SiteFacts): { slug: string; naming: number; share: number; phrase?: string } | null {
  // The words next to the word for an article name it first ("那篇交通文章…几分钟": not Speed to Lead's "Minutes").
  const byWords = postNamedByWords(part, facts);
  if (byWords) return { slug: byWords.slug, naming: byWords.naming, share: 1, phrase: byWords.phrase };
  // "newsletter第一篇说…": the newsletter's first issue is its launch post, whose title holds only site-wide words.
  const launch = asksLaunchPost(part) ? newsletterPost(facts) : null;
  if (launch) return { slug: launch, naming: 1, share: 1 };
  const subject = withoutBlogWords(part);
  const meaningful = questionGroups(subject).filter((g) => !g.some((t) => SITE_WIDE.has(t)));
  if (meaningful.length === 0) return null;
  const key = (g: string[]): string => g[0] ?? "";
  const inTitle = facts.posts.map((p) => new Set(heldGroups(subject, p.title).map(key)));
  const common = (k: string): boolean => inTitle.filter((held) => held.has(k)).length > 2;
  const scored = facts.posts.map((p, i) => {
    const whole = new Set(heldGroups(subject, [p.title, ...p.tags, p.excerpt, p.body ?? ""].join("\n")).map(key));
    return {
      slug: p.slug,
      naming: titleWordsNamed(meaningful.filter((g) => inTitle[i]?.has(key(g)) && !common(key(g))), p.title),
      share: meaningful.filter((g) => whole.has(key(g))).length / meaningful.length,
    };
  });
  const ranked = scored.filter((s) => s.naming > 0).sort((a, b) => b.naming - a.naming || b.share - a.share);
  const [first, second] = ranked;
  if (!first || (second && second.naming === first.naming && second.share === first.share)) return null;
  return first;
}

/**
 * How many of the question's word groups name a post's title, a title word reached only by a looser gloss counted once:
 * "mùa bão bắt đầu và kết thúc ngày nào" glosses both "bắt đầu" (start) and "kết thúc" (end) as "runs", which names
 * "Email Marketing That Runs Itself" once, not twice, so the hurricane post its season names is not outnumbered by one
 * verb. A word whose own translation is the title's word counts each time ("trả lời… nhanh": speed, twice).
 */
function titleWordsNamed(groups: readonly string[][], title: string): number {
  const inTitle = new Set(words(title));
  const used = new Set<string>();
  let naming = 0;
  for (const g of groups) {
    const held = g.filter((t) => inTitle.has(t));
    const own = g.slice(0, 2).some((t) => inTitle.has(t));
    if (!own && held.length > 0 && held.every((t) => used.has(t))) continue;
    naming += 1;
    for (const t of held) used.add(t);
  }
  return naming;
}
const SITE_WIDE = new Set(["houston", "real", "estate", "realtor", "ai", "agent", "assistant", "client", "weekly", "advantage", "property", "propertie", "home", "house", "buyer", "seller"]);

// A sentence saying what the post says, then a question of its own: "…says X. what … then?", "…dice X. ¿y qué…?".
const ASKED_AFTER_SAID = /\b(?:says?|said|dice|decia|noi)\b[^.?!]*[.!]\s+(¿?(?:what|which|how|when|who|why|where|so what|and what|que|cual|cuales|como|cuando|quien|y que|gi|nao)\b[^.?!]*)\??\s*$/;

// A post's link asked for as a thing (not "link to officials", the hurricane post's verb): "the link to…", "el link del
// artículo", "cho xin link bài…", "那篇的链接". Folded text.
// …or the post itself asked to be sent: "send me the speed to lead article", "mándame el artículo de huracanes",
// "gửi anh bài mùa bão", "把交通那篇文章发给我".
const POST_SENT = /\b(?:send|give|share|forward|e-?mail|text|shoot)(?: (?:me|us|over|it))? (?:the|that|your|y'?all'?s|ur) (?:\w+ ){0,5}(?:article|post|piece|playbook|guide|write-?up)\b(?! (?:says?|said|mentions?|tells?|talks?))|\b(?:mandame|mandeme|pasame|paseme|enviame|envieme|compartime|comparteme|mandenme|pasenme) (?:el|ese|la|esa) (?:articulo|post|nota|guia)\b|\bgui (?:cho )?(?:\w+ )?(?:cai )?bai(?! (?:do|nay) (?:noi|viet) )|(?:那篇|这篇)(?:文章)?(?:发|转|传)(?:给|到)我|(?:那篇|这篇)(?:文章)?(?:也|再)(?:发|转|传)(?:一下|给我|过来)|(?:发|转|传)(?:给|到)?我(?:一下)?(?:那篇|这篇)/;
const LINK_ASKED = /\b(?:(?:the|a|its|el|la|un|ese|su|cai|xin|cho|that|this|de) (?:link|enlace|url|liga)|(?:link|enlace|url|liga) (?:del|de la|de ese|de esa|de|of|for|bai)|(?:link|enlace|url) to (?:the|that|this|your|y'?all'?s) (?:article|post|blog|piece|one|playbook|guide)|lien ket|duong dan|gui (?:cho )?(?:chi|anh|em|toi|tui|minh|co|chu|bac) link(?! nao))\b|(?:文章|那篇|这篇|篇)的?(?:链接|网址|连结)(?!到)|(?:链接|网址|连结)(?:发|给|传)|(?:发|给|要|传)(?:我)?(?:个|一下)?(?:链接|网址|连结)(?!到)/;

/** Whether a post's link, or the post itself, is asked to be sent (folded text). */
export const asksPostLink = (text: string): boolean => LINK_ASKED.test(text) || POST_SENT.test(text);

/** A fact asked of a post the question names: answered from that post's paragraphs, or the post itself when none holds it. */
export function answerAboutNamedPost(part: string, facts: SiteFacts, language: Language): Answer | null {
  const text = foldForRules(part);
  // ("and the one about scheduling showings around I-10…, what's the link on that one?": a post named as "the one about".)
  if (!(ARTICLE_NAMED.test(text) || (namesOneOf(text) && asksPostLink(text))) || SEARCH_ASK.test(text)) return null;
  const named = namedPost(part, facts);
  // "pásame el link del artículo de huracanes", "send me the link to the hurricane article": the post's address is asked,
  // not its paragraph holding the word "link".
  if (named && asksPostLink(text)) return { t: "posts", slugs: [named.slug], subject: null };
  // "besides n8n, which tools does the article name?": the paragraph listing it beside others (besides-named.ts).
  const besides = besidesName(text);
  const beside = besides ? listedBeside(besides, retrievePassages(withoutBlogWords(text), facts, language, 8, ["post"], named ? [`/blog/${named.slug}`] : undefined)) : undefined;
  if (beside) return asAnswer(beside, part, language, facts);
  // "En el artículo, ¿a qué hora le escribe el comprador de Cypress?": unnamed, the post whose paragraph holds most of it.
  const [found, runnerUp] = named ? [] : retrievePassages(withoutBlogWords(text), facts, language, 2, ["post"]);
  if (found && found.matched >= 3 && found.coverage >= 0.6) return asAnswer(found, part, language, facts);
  // "one of your blog articles said to write down 3 numbers…, what were they again": a paragraph holding half the
  // question, far ahead of any other post's, is the one the visitor read.
  if (found && found.matched >= 4 && found.coverage >= 0.45 && found.coverage - (runnerUp?.coverage ?? 0) >= 0.15) return asAnswer(found, part, language, facts);
  // …or asked at every post's address, so a paragraph's version in the visitor's language holds its words too ("los que
  // no están listos para ver casas": the English paragraph says "tour").
  const inVersion = named ? undefined : retrievePassages(withoutBlogWords(text), facts, language, 1, ["post"], facts.posts.map((p) => `/blog/${p.slug}`))[0];
  if (inVersion && inVersion.matched >= 3 && inVersion.coverage >= 0.6) return asAnswer(inVersion, part, language, facts);
  if (!named) return null;
  const url = [`/blog/${named.slug}`];
  // The fact asked, without the words naming the post ("bài mùa bão nói…": "bão" is every paragraph's subject).
  const asked = named.phrase ? withoutBlogWords(text.replace(named.phrase, " ")) : "";
  const best = retrievePassages(withoutBlogWords(text), facts, language, 1, ["post"], url)[0];
  // A table row the question names by its first cell answers (row-named.ts), unless the paragraph found already holds one
  // or the terms themselves are asked ("哪些词？像earnest money那种").
  const namesRow = (h: PassageHit): boolean => h.sentences.some((x) => rowNamedBy(x, text));
  const row = best && !namesRow(best) && !asksList(text) ? retrievePassages(withoutBlogWords(text), facts, language, 12, ["post"], url).find(namesRow) : undefined;
  if (row) return asAnswer(row, part, language, facts);
  // A title word alone that is the fact's own word ("los números del CRM": CRM is in the stack post's title) names no post
  // when another post's paragraph holds the whole question and the titled post's best holds little of it.
  const elsewhere = named.phrase || (best && best.coverage >= 0.75) ? undefined : retrievePassages(withoutBlogWords(text), facts, language, 1, ["post"])[0];
  if (elsewhere && elsewhere.matched >= 4 && elsewhere.coverage >= 0.5 && elsewhere.coverage - (best?.coverage ?? 0) >= 0.2 && elsewhere.passage.url !== best?.passage.url) return asAnswer(elsewhere, part, language, facts);
  const fact = asked && /\p{L}{2,}|\p{Script=Han}/u.test(asked) ? retrievePassages(asked, facts, language, 1, ["post"], url)[0] : undefined;
  // The paragraph found by the whole question says it; its sentence is the one holding the fact asked, not the words
  // naming the post ("responder rápido" would pick "Contestar la pregunta…" over "una sola pregunta para calificar").
  // A line the fact alone finds among those the whole question found leaves the rest out: the whole question's answer.
  const other = fact && fact.passage.id === best?.passage.id && fact.matched >= 2 && fact.sentences.some((x) => !best.sentences.includes(x));
  // "The post says automate the arithmetic. What should I keep doing myself then?": what the visitor read back is known,
  // the sentence after it asks; its paragraph answers when it holds a word of that sentence and a third of its weight.
  // A question of the thing read back ("…tag properties by risk. which ones count as high risk?") stays with the whole.
  const after = ASKED_AFTER_SAID.exec(text)?.[1];
  const said = after ? new Set(questionGroups(text.slice(0, text.lastIndexOf(after))).flat()) : new Set<string>();
  const ofSaid = after !== undefined && questionGroups(after).some((g) => g.some((t) => said.has(t)));
  const afterHits = after && !ofSaid ? retrievePassages(withoutBlogWords(after), facts, language, 8, ["post"], url) : [];
  const then = afterHits[0];
  // …unless the paragraph the whole message found holds as much of that sentence.
  const bestHolds = afterHits.find((h) => h.passage.id === best?.passage.id)?.coverage ?? 0;
  if (then && then.matched >= 1 && then.coverage >= 0.3 && then.coverage > bestHolds) return asAnswer(then, part, language, facts);
  // "快速回复线索那篇里，AI什么时候该交给真人？": the words naming the post count in every paragraph found by the whole
  // question; the paragraph holding more of what is asked without them answers over one holding only more of the name.
  const bestOfAsked = fact && best && fact.passage.id !== best.passage.id ? retrievePassages(asked, facts, language, 40, ["post"], url).find((h) => h.passage.id === best.passage.id) : undefined;
  // (…of as many of its words, the one holding more of their first English words: "handoff" for 交给真人, not only "person".)
  const firstHeld = (h: PassageHit): number => {
    const held = new Set(words(h.sentences.join(" ")));
    return questionGroups(asked).filter((g) => held.has(/\p{Script=Han}/u.test(g[0] ?? "") ? (g[1] ?? "") : (g[0] ?? ""))).length;
  };
  // (What is asked must be more than the post's own title words: "那份 AI Advantage Weekly 周刊…" names the post only.)
  const titled = titleWords(facts.posts.find((p) => p.slug === named.slug)?.title ?? "");
  const beyondTitle = questionGroups(asked).some((g) => !g.some((t) => titled.has(t)));
  // (…and of as many of those, the one whose section heading says what is asked: "Getting started: Start small…" for
  // "刚开始怎么起步", not "…is enough to start" under "What a good first response looks like".)
  const headed = (h: PassageHit): number => {
    const heading = new Set(words(/^([^:\n]{3,60}):\s/.exec(h.passage.text[h.language] ?? h.passage.text.en ?? "")?.[1] ?? ""));
    return questionGroups(asked).filter((g) => g.some((t) => heading.has(t))).length;
  };
  const answersBetter = (a: PassageHit, b: PassageHit): boolean => firstHeld(a) > firstHeld(b) || (firstHeld(a) === firstHeld(b) && headed(a) > headed(b));
  const asksOther = beyondTitle && Boolean(fact && bestOfAsked && fact.matched >= 2 && fact.matched === bestOfAsked.matched && answersBetter(fact, bestOfAsked));
  if (best && best.matched >= 2) return asAnswer((other || asksOther) && fact ? fact : best, part, language, facts);
  if (fact && (fact.matched >= 2 || (fact.matched >= 1 && fact.coverage >= 0.5))) return asAnswer(fact, part, language, facts);
  return { t: "posts", slugs: [named.slug], subject: null };
}
