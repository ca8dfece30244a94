import type { ConversationContext } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { otherPostNamed } from "./knowledge/named-post.ts";
import { postsShown } from "./knowledge/passage-choice.ts";
import { polarity } from "./knowledge/polarity.ts";
import { newsletterPost } from "./knowledge/newsletter-post.ts";
import { retrievePassages } from "./knowledge/passages.ts";
import type { PassageHit } from "./knowledge/passages.ts";
import { detectLanguage } from "./language.ts";
import type { Resolved } from "./resolved.ts";
import { inDomain, looksOffTopic } from "./off-topic.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// A question that refers back to the post the last reply was about ("what does it suggest?", "¿y qué dice ahí de…?",
// "bài đó nói…", "它建议…", "佢話…") is asked of that post, however loosely its words match the post's paragraphs: the
// conversation names the post, so the off-topic refusal, a generic timeline or a package pitch never answers it. Reached
// only when the stricter reading of the posts shown found nothing (knowledge/passage-choice.ts).

/** Pointers at the post: "that one/article", "it says/suggests", "ese artículo", "ahí dice", "bài đó", "那篇", "它说"…
 * The Chinese verb may be asked as a yes/no ("它有没有讲…", 有无 and 有冇 made 有没有 before): still the post pointed at. */
const POINTS_BACK = new RegExp(
  [
    // English: the article named again, or "it" as the subject of a verb of saying.
    /\b(?:th(?:at|is|e same) (?:one|article|post|piece|guide|blog|write-?up|playbook)|the (?:article|post|piece|guide|playbook|write-?up)|(?:in|from|per|according to) (?:it|that|there)|(?:does|did|do) (?:it|they) (?:say|said|suggest|recommend|mention|list|name|cover|advise|give|talk|explain|tell)|\bit (?:says?|said|suggests?|recommends?|mentions?|lists?|advises?|tells?|talks?|explains?|names?|calls? for)|what (?:does|did) (?:it|that) (?:say|suggest|recommend|mention)|(?:there|it) (?:it )?says)\b/
      .source,
    // Spanish: "ese/este artículo", "ahí dice", "según eso", a verb of saying with the article as its subject; a
    // question opening on "(y) ahí" ("¿y ahí cuánto tiempo…?": there, in the post just shown).
    // "¿qué herramienta recomiendan ahí?", "¿qué dice de los contactos repetidos?": the verb of saying before "ahí", or
    // opening the question with its subject left out (the post).
    // "¿Y habla de lo que le costaría al comprador…?": the post as the subject left out of a verb of saying.
    /^\W*(?:y |pero |entonces )?(?:habla|menciona|trata|explica|cuenta|dice algo) (?:de|del|sobre|acerca de|algo)\b|^\W*(?:y |pero |entonces )?(?:ahi|alli)\b|\b(?:recomienda\w*|dice\w*|menciona\w*|sugiere\w*|habla\w*|explica\w*|pone\w*) (?:ahi|alli)\b|^\W*(?:y |pero |entonces )?(?:que|y que) (?:dice|dicen|menciona|recomienda|sugiere|explica) (?:de|del|sobre|acerca de)\b|\b(?:(?:es[eta]|aquel|el mismo|la misma|el|la) (?:articulo|post|nota|guia|publicacion|blog)|(?:ahi|alli|aca|ahy) (?:que )?(?:dice|menciona|pone|explica|recomienda|sugiere|habla)|segun (?:eso|ese|esa|el articulo|la nota|la guia)|(?:que|cuanto|cuantos|cuantas|cuando|cual|como|donde|a quien|de que) (?:\w+ ){0,2}(?:dice|menciona|recomienda|sugiere|aconseja|explica|propone)|(?:dice|menciona|recomienda|sugiere|aconseja) (?:algo|que|de|sobre|el articulo|la nota))\b/
      .source,
    // Vietnamese: "bài đó/này/kia", "trong bài", "theo bài", "nó nói/khuyên/bảo".
    /\b(?:bai (?:viet )?(?:do|nay|kia|vua roi|luc nay|ban gui)|trong bai|theo bai|trong do (?:co )?(?:noi|nhac|de cap|viet|ghi|ke)|bai (?:co )?(?:noi|viet|de cap|nhac|khuyen|goi y)|no (?:noi|bao|khuyen|goi y|de xuat|de cap|nhac|viet|ghi|huong dan))\b/.source,
    // Chinese (already made Mandarin, simplified): the article named again, or 它 saying or suggesting.
    // "那些专业词怎么处理…？": those things (of the post just shown) opening the question.
    /^\W*(?:那些|这些)|那篇|这篇|(?:那|这)(?:一)?块儿?|该文|文中|文章里|文章中|文章说|刚才(?:那|这)?篇|里面(?:说|讲|提|写|推荐|建议|用)|(?:它|里面)(?:还)?(?:有没有|有没|是否|有|没)?(?:说|讲|建议|提到|提|写|推荐|讲到|认为|要求)|篇文/.source,
  ].join("|"),
);

/** Words that point at the post (or ask what it says) and name nothing asked. */
const POINTER_WORDS = /\b(?:in|from|per|according to|that|this|it|the same|one|article|post|piece|guide|blog|does|did|say|says|said|suggests?|recommends?|mentions?|en|ese|esa|este|esta|articulo|nota|segun|eso|ahi|alli|dice|menciona|bai|do|nay|kia|trong|theo|noi|no)\b|那篇|这篇|文章|刚才|它|有没有|说|里/g;

/** A question of the site's own matters that other answers own (our prices, our contact, a privacy page…). */
const OURS = /\b(?:privacy|privacidad|rieng tu|cookies?|your (?:price|prices|phone|email|e-mail|number|hours|office)|su (?:precio|telefono|correo|oficina)|(?:precio|price|gia) (?:de|of|cua) (?:foundation|growth|enterprise))\b|隐私|你们的(?:价格|电话|邮箱)/;

export function pointsBackAtPost(text: string): boolean {
  return POINTS_BACK.test(foldForRules(text));
}

// "那迟到通知是自动发的吗？", "còn nếu trời mưa thì sao?", "y si llueve?", "and the lockbox?": going on from the post
// without naming it. Only asked of it when nothing of ours would answer it (the refusal would). A case put to what was
// just said ("what if…", "nếu trời mưa thì sao ạ", "如果下雨呢") goes on from it the same way.
const GOES_ON = /^\W*(?:and|also|so|then|what if|y|e|entonces|pero|con|va|vay|the con|roi|ma|neu)\b|^\W*(?:那|那么|还有|另外|然后|如果|要是|万一)/;
const terse = (text: string): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/[\s\p{P}]/gu, "").length <= 8 : text.split(/\s+/).length <= 5);
const refusedAlone = (part: string, text: string): boolean => (GOES_ON.test(text) || (terse(text) && !looksOffTopic(part))) && !inDomain(part) && text.split(/\s+/).length <= 16;

const postOf = (h: PassageHit): string => h.passage.of ?? h.passage.url;
const samePost = (a: PassageHit, b: PassageHit): boolean => postOf(a) === postOf(b);

const asPassage = (hit: PassageHit, question: string, language: Language): Extract<Answer, { t: "passage" }> => {
  const p = hit.passage;
  // A yes or no only from a paragraph that holds most of the question: a loose match says what the post says, no more.
  const lead = hit.matched >= 2 && hit.coverage >= 0.5 ? polarity(question, language, hit.sentences[0] && foldForRules(hit.sentences[0])) : null;
  return {
    t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url,
    // The conversation keeps at most four sentences of a quoted passage (context.ts).
    sentences: hit.sentences.slice(0, 4).map((s) => s.slice(0, 1200)),
    lang: hit.language,
    ...(lead ? { lead } : {}),
  };
};

/**
 * The paragraph of the post the last reply was about that a question pointing back at it asks, or the post itself when
 * no paragraph holds a word of it; null when the question does not point back, or the last reply was about no post.
 */
// "¿Cómo hago para que me llegue a mí?", "how do I get it?", "làm sao để nhận?", "怎么才能收到？" right after the
// newsletter's own post: subscribing to the newsletter is asked.
const GETS_IT = /\b(?:como (?:hago|le hago|puedo hacer|se hace|hacer) para (?:que )?(?:me )?(?:llegue|lleguen|recibir\w*|reciba|suscribirme|apuntarme)|como (?:lo |la )?recibo|how (?:do|can|would) (?:i|we) (?:get|receive|sign up for) (?:it|them|one|that|this|mine)|how do i get on (?:it|the list)|lam (?:sao|the nao|cach nao) (?:de )?(?:nhan|duoc nhan|dang ky)|muon nhan thi lam sao)\b|(?:怎么|如何|怎样|咋)(?:才能|才可以|能)?(?:收到|订阅|订)/;

export function askedOfPostShown(part: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const shown = postsShown(base.lastAnswers);
  const text = foldForRules(part);
  if (shown[0] !== undefined && shown[0] === newsletterPost(facts) && GETS_IT.test(text)) return { answers: [{ t: "extra", id: "newsletter" }], topic: base.topic, intent: "blog" };
  const pointed = POINTS_BACK.test(text);
  if (shown.length === 0 || OURS.test(text) || !(pointed || refusedAlone(part, text)) || otherPostNamed(part, facts, shown)) return null;
  const language = detectLanguage(part, base.language);
  const query = text.replace(POINTER_WORDS, " ");
  // "In that one," split from its question: the pointer alone asks nothing (the other part asks).
  if (!/\p{L}{2,}|\p{Script=Han}/u.test(query.replace(/\b(?:and|y|va|con|so|ok|okay|what|que|gi|the|a)\b/g, " "))) return null;
  const urls = shown.map((slug) => `/blog/${slug}`);
  const hits = retrievePassages(query, facts, language, 3, ["post"], urls);
  // Several posts listed: "that one" is the first, unless another holds clearly more of the question.
  const first = hits.find((h) => h.passage.url === urls[0] || h.passage.of === urls[0]);
  const top = first && hits[0] && hits[0].coverage <= first.coverage + 0.2 ? first : hits[0];
  // A paragraph of the body before the post's summary holding as much: the summary only touches what it asks.
  const body = hits.find((h) => h !== top && /:\d+$/.test(h.passage.id) && top && h.coverage >= top.coverage - 0.01 && samePost(h, top));
  const best = top && !/:\d+$/.test(top.passage.id) && body ? body : top;
  // Without a pointer, the post must hold a fair share of the question.
  if (!pointed && !(best && best.matched >= 1 && best.coverage >= 0.25)) return null;
  const answer: Answer = best && best.matched >= 1 ? asPassage(best, part, language) : { t: "posts", slugs: [shown[0] ?? ""], subject: null };
  return { answers: [answer], topic: base.topic, intent: "blog" };
}

/** How closely a paragraph of the post just shown must hold a question the rules left as a gap. */
const GAP_MATCHED = 2;
const GAP_COVERAGE = 0.2;
/** How much more of the question the paragraph must hold than the post's next best one. */
const GAP_MARGIN = 0.1;

/**
 * "Lúc đang có bão thì con AI không được làm chi?" right after the hurricane post: a question the rules could only
 * answer with "our site doesn't say", which a paragraph of the post just shown holds clearly better than any other of
 * its paragraphs, is asked of that post (its paragraph, in the visitor's language where it has one); null otherwise.
 */
export function postShownForGap(part: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const shown = postsShown(base.lastAnswers);
  const text = foldForRules(part);
  if (shown.length === 0 || OURS.test(text) || text.split(/\s+/).length > 20) return null;
  const language = detectLanguage(part, base.language);
  const urls = shown.map((slug) => `/blog/${slug}`);
  const [best, next] = retrievePassages(text.replace(POINTER_WORDS, " "), facts, language, 3, ["post"], urls);
  // The next paragraph of the same section ("Route by area…: …" twice) is no rival.
  const section = (h: PassageHit | undefined): string => h?.sentences[0]?.split(":")[0] ?? "";
  const rival = next && section(next) !== section(best) ? next.coverage : 0;
  if (!best || best.matched < GAP_MATCHED || best.coverage < GAP_COVERAGE || best.coverage < rival + GAP_MARGIN) return null;
  return { answers: [asPassage(best, part, language)], topic: base.topic, intent: "blog" };
}
