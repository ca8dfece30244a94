import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { Language, SiteFacts } from "../types.ts";
import type { Answer } from "./answer-types.ts";
import { groupsHeld, questionGroups, retrievePassages } from "./passages.ts";
import { ENTRY_IDS } from "./entries.ts";
import type { EntryId } from "./entries.ts";
import { foldForRules } from "../text.ts";
import type { PassageHit } from "./passages.ts";
import { asksReason, givesReason, quotedPhrases } from "./passage-asks.ts";
import { citedKinds } from "./site-cited.ts";
import { followUpOnShown, shortFollowUp } from "./post-followup.ts";
import { COUNT_ITEMS, words } from "./sentence-pick.ts";
import { askedShapes } from "./answer-shape.ts";
import { asAnswer, withoutBlogWords } from "./passage-answer.ts";
import { answerAboutNamedPost, namedPost, namesArticle, namesOneOf } from "./named-post.ts";
import { askedHit, askedMatch } from "./asked-as.ts";

// When the site's own words answer a question: a staff-taught answer that matches wins over everything but the policy
// acts; a passage answers what the rules and the entries left unanswered, or answered only loosely.

/** Share of the question's words a passage must contain, and how many at least (one for a one-word question). */
const MIN_COVERAGE = 0.6;
const TAUGHT_COVERAGE = 0.45;
const OVER_LOOSE = 0.9;
/** Share of a "why" question a passage giving the reason must hold (two of its words at least). */
const REASON_COVERAGE = 0.5;
/** An answer from entry phrasings covering less than this of the question is loose enough to be replaced. */
const LOOSE = 0.5;
/** "Any article about CRM integrations": half of the subject's words in one post's text is about it. */
const POST_COVERAGE = 0.5;

/**
 * Whether a hit answers: most of the question (by weight) and two of its words, or a terse question of one real word
 * ("cookies?", "newsletter?"); "hold on" shares a word with a paragraph and asks nothing.
 */
function enough(hit: PassageHit, coverage: number, part: string): boolean {
  if (hit.coverage < coverage) return false;
  // Two of its words, or one that weighs most of the question ("cookies" in "does this site drop cookies on my phone").
  if (hit.matched >= 2 || (hit.coverage >= 0.75 && hit.groups > 1)) return true;
  // One real word and nothing else asked ("how do I get your newsletter"); "hold on" asks nothing.
  return hit.coverage >= 0.99 && hit.groups === 1 && /\p{L}{5,}|\p{Script=Han}{2,}/u.test(part);
}


export type PassageChoice = { answer: Extract<Answer, { t: "passage" }> | Extract<Answer, { t: "entry" }>; taught: boolean; source: ChatReplySource } | null;

/** An entry passage ("entry:hours") is answered as that entry, in the visitor's language; any other is quoted. */
function chosen(hit: PassageHit, part: string, language: Language, taught: boolean, facts: SiteFacts): PassageChoice {
  const entryId = hit.passage.id.startsWith("entry:") ? (hit.passage.id.slice("entry:".length) as EntryId) : null;
  const source = { kind: hit.passage.kind, id: hit.passage.id, title: hit.passage.title.slice(0, 300), ...(hit.passage.url ? { url: hit.passage.url } : {}) };
  if (entryId && ENTRY_IDS.includes(entryId)) return { answer: { t: "entry", id: entryId }, taught, source };
  // One of the home page's result figures ("the 300% and the 40% on your home page?"): all three, as the results
  // answer gives them with their labels (as site-words.ts answers a figure of the home page).
  if (hit.passage.id.startsWith("page:stat:")) return { answer: { t: "entry", id: "results" }, taught, source };
  return { answer: asAnswer(hit, part, language, facts), taught, source };
}

/**
 * The passage that answers `part`, or null. `answered`: the rules found a specific answer; `loose`: the share of the
 * question an answer from loose retrieval over entry phrasings covered; `generic`: the rules' answer is a generic one
 * (the package list, "which are you?", the newest posts, "the site doesn't say") that a passage holding nearly the whole
 * question beats; `offTopic`: the classifier reads the part as off-topic (only a passage holding nearly all of it
 * answers then).
 */
export function choosePassage(part: string, facts: SiteFacts, language: Language, opts: ChoiceOptions): PassageChoice {
  // What nothing else answers (or a rule only with a generic answer that says nothing: "the site doesn't say", "which
  // are you?"), asked nearly as a line of the asked-as bank asks it: that line's sentence.
  return chooseOwn(part, facts, language, opts) ?? ((!opts.answered || opts.generic === "empty") && !opts.offTopic ? askedChoice(part, facts, language) : null);
}

type ChoiceOptions = { answered: boolean; loose?: number; generic?: "empty" | "list"; offTopic: boolean };

function chooseOwn(part: string, facts: SiteFacts, language: Language, opts: ChoiceOptions): PassageChoice {
  // "Your hurricane post says the season starts when?": the words naming the article are not what is asked.
  const hits = retrievePassages(withoutBlogWords(part), facts, language, 4);
  // A fact asked of a post named by its subject ("in your article on answering within minutes, after how long…"),
  // which the rules answered with the post's link: the paragraph of that post holding it.
  const ofNamed = opts.generic === "empty" && !hits.some((h) => h.passage.kind === "taught") ? answerAboutNamedPost(part, facts, language) : null;
  if (ofNamed?.t === "passage") return { answer: ofNamed, taught: false, source: { kind: "post", id: ofNamed.id, title: ofNamed.title, url: ofNamed.url } };
  // Staff wrote it for questions like this one: half of the question's weight in two of its words is enough.
  const taught = hits.find((h) => h.passage.kind === "taught" && (enough(h, MIN_COVERAGE, part) || (h.matched >= 2 && h.coverage >= TAUGHT_COVERAGE)));
  if (taught) return chosen(taught, part, language, true, facts);
  const best = hits[0];
  if (!best || best.passage.kind === "taught") return null;
  const sure = best.matched >= 2 && enough(best, OVER_LOOSE, part);
  if (opts.offTopic && !sure) return null;
  // A phrase of the site's quoted back ("that 'client retention boost'") names the passage over the other words' reading.
  if (quotedPhrases(part).length === 1 && quotedBy(part, best) && best.matched >= 2 && best.coverage >= 0.5) return chosen(best, part, language, false, facts);
  // "The privacy policy says the tags keep how many characters?", "your homepage: the hours-saved number?": a fact
  // asked of the site's own text is answered from it, over what the question's other words would read as.
  if (citedKinds(part)?.includes(best.passage.kind) && best.matched >= 3 && best.coverage >= 0.45) return chosen(best, part, language, false, facts);
  // "Why n8n, what's good about it?": a reason asked, and a passage that gives one, answers over "yes, we support it".
  // "Why n8n over Zapier?": a reason given by the sentence that holds both things weighed is the answer, though the verb
  // of preferring ("prefer", "喜欢用", "thích… hơn") is not the passage's word: half the question in two of its words, or
  // two names the visitor typed (tools, platforms), is enough then.
  if (asksReason(part) && best.sentences.some(givesReason) && (enough(best, MIN_COVERAGE, part) || (best.matched >= 2 && (best.coverage >= REASON_COVERAGE || namesHeld(part, best) >= 2)))) return chosen(best, part, language, false, facts);
  // Nothing else answers: a passage holding three of the question's words beats "the site doesn't say".
  if (!opts.answered && (enough(best, MIN_COVERAGE, part) || (best.matched >= 3 && best.coverage >= 0.4))) return chosen(best, part, language, false, facts);
  // A loose guess loses to a passage of the site's text (not an offering, which the rules answer themselves) holding
  // four of the question's words and most of its weight.
  const written = best.passage.kind !== "offering" && best.matched >= 4 && best.coverage >= 0.8;
  if (opts.loose !== undefined && opts.loose < LOOSE && (sure || written)) return chosen(best, part, language, false, facts);
  // A generic answer that says nothing ("which are you?", "the site doesn't say", the newest posts for a question about
  // what a post says) is replaced like no answer; the package list or the About text only by a passage holding it all.
  if (opts.generic === "empty" && enough(best, MIN_COVERAGE, part)) return chosen(best, part, language, false, facts);
  if (opts.generic && sure) return chosen(best, part, language, false, facts);
  return null;
}

/** The sentence of the site a line of the asked-as bank (asked-as.ts) asks nearly as `part` does; null when none. */
function askedChoice(part: string, facts: SiteFacts, language: Language): PassageChoice {
  const match = askedMatch(withoutBlogWords(part));
  const hit = match && askedHit(match.at, facts, language);
  const choice = hit ? chosen(hit, part, language, false, facts) : null;
  if (choice?.answer.t !== "passage") return choice;
  // The line knows which sentence answers, not whether it says yes ("is there a captcha?" → "a hidden field…").
  const { lead: _lead, ...answer } = choice.answer;
  return { ...choice, answer };
}

// A name typed as one: a word with a digit ("n8n") or a capital ("Zapier", "HubSpot"), not the word opening a sentence.
const NAME = /(?<![A-Za-z\d])(?:[A-Z][A-Za-z\d-]*|[A-Za-z]*\d[A-Za-z\d]*)(?![A-Za-z\d])/g;
const OPENING = /(^|[.?!¿¡]\s*)[A-Za-z]+/g;
/**
 * How many different names of the question the hit's answering sentences hold: a name typed as one, or a word typed in
 * lower case that the sentence writes as a name ("why n8n and not zapier": "Zapier" in "n8n, Zapier and Make").
 */
const namesHeld = (part: string, hit: PassageHit): number => {
  const sentences = hit.sentences.join(" ");
  const said = new Set(sentences.toLowerCase().split(/[^a-z\d-]+/));
  const namedThere = new Set((sentences.replace(OPENING, "$1").match(NAME) ?? []).map((n) => n.toLowerCase()));
  const typed = (part.replace(OPENING, "$1").match(NAME) ?? []).map((n) => n.toLowerCase()).filter((n) => /[a-z]/.test(n) && said.has(n));
  const lower = part.toLowerCase().split(/[^a-z\d-]+/).filter((w) => w.length >= 3 && namedThere.has(w));
  return new Set([...typed, ...lower]).size;
};

/** A quoted phrase of two words or more whose words the hit's answering sentences all hold. */
const quotedBy = (part: string, hit: PassageHit): boolean => quotedPhrases(part).some((q) => words(q).length >= 2 && words(q).every((t) => hit.sentences.some((x) => words(x).includes(t))));

const BANG_BEFORE_LANGUAGE = /\bbang(?= (?:tieng|ngon ngu)\b)/g;

/**
 * Posts about the subject of "any article about …", found by their paragraphs in any of the four languages; null when
 * the message names no subject (then the newest posts are the answer).
 */
export function postsAbout(part: string, facts: SiteFacts, language: Language): string[] | null {
  // "còn bài về X thì sao?": "thì sao" (what about) names no subject.
  // "có bài viết nào về chuyện này không?": "chuyện này" (this matter) points back at the scene told, it names no subject.
  // "bằng" before a language ("trả lời bằng tiếng Việt") is "in", not "bảng" (a table): it names no subject of a post.
  // "tiếng Việt", "người Việt": the language, not the "viết" of "bài viết" that withoutBlogWords takes out.
  const subject = withoutBlogWords(foldForRules(part).replace(/\b(tieng|nguoi) viet\b/g, "$1 vietnamese")).replace(/\bthi sao\b/g, " ").replace(/\bchuyen (?:nay|do|kia|ay)\b/g, " ").replace(BANG_BEFORE_LANGUAGE, " ");
  const hits = retrievePassages(subject, facts, language, 8, ["post"]);
  if (hits.length === 0 && !/\p{L}{3,}/u.test(subject.replace(/\b(?:about|on|sobre|ve|de|the|a|an)\b/g, ""))) return null;
  const slugs: string[] = [];
  for (const h of hits) {
    // A post's version in another language is that post.
    const slug = (h.passage.of ?? h.passage.url).replace(/^\/blog\//, "");
    if (enough(h, POST_COVERAGE, subject) && !slugs.includes(slug)) slugs.push(slug);
  }
  // A post whose title names the subject comes first ("Houston Market Update" for "the Houston market").
  const inTitle = (slug: string): number => groupsHeld(subject, facts.posts.find((p) => p.slug === slug)?.title ?? "");
  return slugs.sort((a, b) => inTitle(b) - inTitle(a)).slice(0, 3);
}


// "In that article, when…?", "¿y el otro, el de…?", "trong bài đó…", "那篇文章…": a question about the posts just shown.
const THEY_SAY = /\b(?:dicen|anuncian|mencionan|recomiendan|explican|cuentan|prometen|escriben|comentan|aconsejan|sugieren|ponen ahi)\b/;
const POST_BACK = /\b(?:(?:dice|dicen|menciona|recomienda|explica) (?:el|ese|este) (?:articulo|post)|(?:el|ese) articulo (?:dice|menciona|recomienda)|that (?:one|article|post|piece|guide)|(?:does|did) it (?:say|give|suggest|recommend|mention|list|name|cover|advise)|the same (?:article|post|piece|guide|blog)|(?:according to|in|per) (?:it|that|the piece)|(?:in|from) (?:that|the|this) (?:one|article|post|guide)|the other (?:one|article|post)|the (?:article|post)|ese articulo|en ese articulo|ese post|el otro|la otra|esa nota|(?:y )?(?:ahi|alli) (?:que )?(?:dice|menciona|pone|explica)|bai do|trong bai (?:do|nay|kia)|bai kia|bai con lai)\b|那篇|这篇|另一篇|文章里|文章中|该文|本文|此文|文中|(?:里面|它)(?:提到|说|讲)|^文章(?:里|中)?(?:说|讲|提到|写)|篇文|文入面/;
// "còn bài về X thì sao?", "and the article on X?", "¿y el artículo sobre X?": another post, named by its subject.
const OTHER_POST = /\b(?:con bai(?: viet)?(?: ve)?|and (?:the|your) (?:article|post|piece) (?:about|on)|y (?:el|la|su) (?:articulo|post|nota) (?:de|sobre))\b|还有.{0,8}(?:文章|那篇)/;
const OTHER = new RegExp(`${/\b(?:other|otro|otra|kia|con lai)\b|另一/.source}|${OTHER_POST.source}`);
/** "In that article, how long…?" splits into "In that article" and its question: the pointer alone asks nothing. */
export const onlyPointsBack = (part: string): boolean => POST_BACK.test(foldForRules(part)) && !/\p{L}{2,}/u.test(withoutBlogWords(foldForRules(part).replace(POST_BACK, " ")).replace(/\b(?:in|from|according to|per|en|segun|trong|theo|so|and|y|va|ok|okay)\b/g, " "));
// "what is X", "¿qué es X?", "X là gì", "X 是啥": a term asked to be explained.
const TERM_ASK = /\bwhat(?:s| is| does)\b|\bque (?:es|significa)\b|\bla gi\b|\bnghia la gi\b|是啥|是什么|什么意思|啥意思/;

/** The posts the last reply listed or quoted, when it was about posts only ("that one" after an add-on is the add-on). */
// Right after one post was shown, a short question of fact ("when does it end?", "¿y cuánto dura?", "到哪天结束？") is
// asked of it, even without "that article".
// So does a case that goes on from it ("and if the house is in a gated community…?", "¿y si es un fraccionamiento
// cerrado?", "còn nếu…", "那如果…").
const FACT_FOLLOW = /\b(?:when|how long|how many|how much|which|what (?:day|date|time|month)|cuando|cuanto|cuantos|cual|que dia|khi nao|bao lau|bao nhieu|ngay nao|thang nao)\b|^\W*(?:and|but|y|pero|con|va) (?:what )?(?:if|si|neu)\b|^\W*那(?:如果|要是)|什么时候|哪天|哪一天|几号|几月|多久|多少|几分钟|几天/;
// "còn flood disclosure thì sao?", "and the generator?", "¿y lo del seguro?", "那保险呢？": a bare "what about X" right after one
// post was shown asks the post about X.
const WHAT_ABOUT = /^\W*(?:(?:and|y|e|con|va) )?(?:what about|how about|and|y|con|que tal|y lo de|y el|y la|y los|y las)\b|\bthi sao\W*$|^[^，。？！,.?!]{1,16}呢\W*$/;
// Vietnamese words are syllables: "con qua 610 ngoai gio cao diem thi sao" is a short question in nine of them.
const whatAbout = (text: string): boolean => WHAT_ABOUT.test(text.trim()) && (text.split(/\s+/).length <= 10 || text.length <= 20);
/** "…, does it go out automatically?", "¿y eso se manda solo?", "nó có tự gửi không?", "它会自动发吗？": asked of what the part before named. */
export const asksOfSameThing = (part: string): boolean => /^\W*(?:(?:does|do|is|are|will|can|would) (?:it|they|that)|(?:y )?(?:eso|esto)|(?:no|cai do) co)\b|^\W*(?:它|那它|这个)/.test(foldForRules(part));
// "and the glossary, how often do they review it?": a bare "and X" named, then a question of "it" asked in the next part.
const OF_IT = /^\W*(?:how|when|what|why|where|who|which|does|do|did|is|are|can|should|will)\b.*\b(?:it|them)\b\W*$/;
export const asksOfNamedBefore = (before: string | undefined, part: string): boolean => before !== undefined && whatAbout(foldForRules(before)) && questionGroups(foldForRules(before)).length > 0 && OF_IT.test(foldForRules(part));
/** A part that is only a question word ("…and when?", "¿y cuándo?", "còn khi nào?", "什么时候？"): the shape of what is asked. */
export const onlyAsksShape = (part: string): boolean => foldForRules(part).split(/\s+/).filter(Boolean).length <= 3 && askedShapes(part).length > 0 && questionGroups(foldForRules(part)).length === 0;
// "y el primer mensaje … cuándo se manda": a question that goes on from the last ("and", "y", "và", "那") may be longer.
const GOES_ON = /^\W*(?:and|also|y|e|tambien|ademas|va|con|cung)\b|^\W*(?:那|还有|另外)/;
// Spanish says much with little words ("¿a los cuántos días se le vuelve a escribir a uno…?"): a word of one or two
// letters is not counted, except in Vietnamese, whose syllables are words.
const counted = (text: string, language: Language): number => text.split(/\s+/).filter((w) => language === "vi" || /\p{L}{3,}|\d/u.test(w)).length;
const factFollowUp = (text: string, language: Language): boolean => FACT_FOLLOW.test(text) && (counted(text, language) <= (GOES_ON.test(text) ? 20 : 12) || text.length <= 24);

// "…? in Spanish if there is one": the languages we speak, said beside posts, leave the conversation on the posts.
const besidePosts = (a: Answer): boolean => a.t === "entry" && a.id === "languages";

export function postsShown(answers: readonly Answer[]): string[] {
  if (!answers.every((a) => a.t === "posts" || (a.t === "passage" && a.kind === "post") || besidePosts(a)) || answers.every(besidePosts)) return [];
  const slugs: string[] = [];
  for (const a of answers) {
    if (a.t === "posts") slugs.push(...a.slugs);
    // By its id ("post:{slug}:…"), which names the post whichever language's version was quoted.
    if (a.t === "passage" && a.kind === "post") slugs.push(a.id.split(":")[1] ?? a.url.replace(/^\/blog\//, ""));
  }
  return [...new Set(slugs)];
}

// "…homes up in The Woodlands and Spring. That post …, which day does it pick for that end of town?": the places named
// earlier in the message are what "that end of town" points at, and are looked for in the post with the question.
const PLACE_BACK = /\b(?:that|this) (?:end|side|part) of (?:town|houston)\b|\b(?:that|this|those|these) (?:area|areas|neck of the woods|neighborhoods?)\b|\b(?:esa|esas|esta|estas) (?:zona|zonas|area|areas|parte)\b|\b(?:ese|este) (?:lado|rumbo|sector)\b|\bkhu (?:do|nay|ay|vuc do|vuc nay)\b|(?:这|那)(?:一)?(?:带|边|片|几个地方)/u;
function placesPointedBack(query: string, whole: string, facts: SiteFacts): string {
  const named = PLACE_BACK.test(query) ? facts.offerings.serviceAreas.filter((a) => whole.includes(foldForRules(a))) : [];
  return named.length > 0 ? query.replace(PLACE_BACK, named.join(" ")) : query;
}

/**
 * A follow-up about posts just shown: "the other one, about traffic" names another post by its subject; any other
 * question is answered from the paragraphs of the posts shown. Null when the part does not point back at them.
 */
const ONE_NAMED = /\b(?:the|that) (?:\w+ ){1,4}one\b/;
// "还有讲排带看避开塞车的那篇呢？": and the one about…, another post.
const ANOTHER_NAMED = /^\s*(?:还有|另外|那)[^？?]{0,24}(?:那篇|的文章)/u;

export function answerAboutShownPosts(part: string, facts: SiteFacts, language: Language, shown: readonly string[], message = part): Answer | null {
  const text = foldForRules(part);
  const urls = shown.map((slug) => `/blog/${slug}`);
  // An acronym asked to be explained ("里面提到的那个 MUD 是啥？", "¿qué es el HOA que menciona?"): the paragraph of the
  // posts shown that holds it, whatever else the question says.
  const acronyms = shown.length > 0 && TERM_ASK.test(text) ? (part.match(/\b[A-Z][A-Z0-9]{1,7}\b/g) ?? []).filter((w) => !/^(?:AI|OK|I)$/.test(w)) : [];
  const term = acronyms.length === 1 ? acronyms[0] : undefined;
  const holds = (h: { passage: { text: Partial<Record<Language, string>> } }): boolean => term !== undefined && new RegExp(`\\b${term}\\b`).test(h.passage.text.en ?? "");
  // A paragraph that spells it out ("MUD (municipal utility district) tax") before one that only names it.
  const found = term ? retrievePassages(term, facts, language, 6, ["post"], urls).filter(holds) : [];
  const explained = found.find((h) => new RegExp(`\\b${term}\\b\\s*\\(`).test(h.passage.text.en ?? "")) ?? found[0];
  if (explained) return asAnswer(explained, part, language, facts);
  // "In that one, how long…": the pointer may be in another part of the message than the question.
  // "¿Y qué dicen ahí…?", "¿Por qué dicen que…?", "¿qué temas anuncian…?": with one post shown, what "they" (its writers)
  // say is what it says.
  const pointed = POST_BACK.test(foldForRules(message)) || (shown.length === 1 && (factFollowUp(text, language) || whatAbout(text) || THEY_SAY.test(text)));
  if (shown.length === 0) return null;
  // "and the hurricane one too": a post named by its title that is not among those shown is that post, not a paragraph
  // of a shown one that mentions the subject (named-post.ts answers it).
  // ("…thì bài nói chừa bao nhiêu phút?" names no post: "the article says" asks of the one shown.)
  const titled = (namesArticle(part) || namesOneOf(text)) && (namesOneOf(text) || ONE_NAMED.test(text) || /\bone too\b/.test(text) || ANOTHER_NAMED.test(part)) ? namedPost(part, facts) : null;
  if (titled && !shown.includes(titled.slug) && (!POST_BACK.test(foldForRules(message)) || ANOTHER_NAMED.test(part))) return null;
  const other = OTHER.test(text) ? anotherPost(part, facts, language, shown) : null;
  if (other && (pointed || OTHER_POST.test(text))) return other;
  const whole = foldForRules(message);
  // "and the glossary, how often do they review it?": the thing named and the question asked of it, read together.
  const after = message !== part && whole.includes(text) ? whole.slice(whole.indexOf(text) + text.length).replace(/^\W+/, "") : "";
  const ofNamed = after !== "" && asksOfNamedBefore(text, after);
  if (!pointed) {
    const loose = shown.length <= 3 && (shortFollowUp(text, language) || ofNamed) ? followUpOnShown(withoutBlogWords(ofNamed ? whole : text), facts, language, urls) : null;
    return loose ? asAnswer(loose, part, language, facts) : null;
  }
  // "Does it have a May checklist? How many steps?": a count asked in a part of its own counts what the part names.
  // "what does it say buyers get and when?": a bare question word split off as a part of its own asks for its shape too.
  const bare = whole.replace(text, " ").split(/\s+/).filter(Boolean).length <= 3 && askedShapes(whole).length > askedShapes(text).length;
  const asked = message !== part && ((COUNT_ITEMS.test(whole) && !COUNT_ITEMS.test(text)) || bare || ofNamed) && whole.includes(text) ? whole : text;
  const query = placesPointedBack(withoutBlogWords(asked.replace(POST_BACK, " ")), whole, facts);
  // "which tools does it mention?" after a list of posts: "it" is the first one listed, the post the search named by
  // its title; another post shown answers only when the first holds nothing of the question.
  const first = shown.length > 1 && /\b(?:does|did|do) it\b/.test(whole) ? retrievePassages(query, facts, language, 1, ["post"], urls.slice(0, 1))[0] : undefined;
  const hits = retrievePassages(query, facts, language, 2, ["post"], urls);
  const best = first && (first.matched >= 2 || first.coverage >= 0.5) ? first : hits[0];
  // The conversation already names the post: two of the question's words in one of its paragraphs are enough.
  if (!best || (best.matched < 2 && best.coverage < 0.5)) return null;
  return asAnswer(best, part, language, facts);
}

/** The posts, not among those shown, that "the other one, about X" names; null when its words find none. */
function anotherPost(part: string, facts: SiteFacts, language: Language, shown: readonly string[]): Answer | null {
  // "…se lo pasan a otro": another post is meant only when the words find one not shown.
  const about = postsAbout(part.replace(/\b(?:other|otro|otra|one|el de|la de|about|sobre)\b/gi, " "), facts, language)?.filter((slug) => !shown.includes(slug));
  return about && about.length > 0 ? { t: "posts", slugs: about.slice(0, 3), subject: null } : null;
}
