import { homeEn } from "#common/i18n/home.ts";
import { ENTRY_IDS } from "./knowledge/entries.ts";
import { retrievePassages } from "./knowledge/passages.ts";
import { postsOnSubject } from "./knowledge/topic-ask.ts";
import { findMentions } from "./mentions.ts";
import { asksForAddon } from "./addon-fit.ts";
import { readNeed } from "./needs.ts";
import { ownChatData } from "./own-data.ts";
import { privacyDetailAsked } from "./privacy-details.ts";
import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import { FIGURE_SOURCE } from "./question-patterns.ts";
import type { Language, SiteFacts } from "./types.ts";
import { homeIn, whoWeAre } from "./who-we-are.ts";
import { blogCategoriesAsked } from "./blog-categories-ask.ts";
import { privacyUpdatedAsked } from "./site-dates.ts";
import { namedCard, namedService } from "./named-card.ts";

// The site's own words asked for in so many words (docs/decisions/015), before any offering or price a word of the
// question would point at: what happens to what the visitor types here (own-data.ts), who is behind the agency
// (who-we-are.ts), and a figure or line of the home page ("how much does your home page say lead capture goes up?",
// "¿cuánto dice la página principal que…?", "trang chủ ghi tăng bao nhiêu phần trăm?", "首页上说提升了多少？"). Asked of
// the home page, "how much" is one of its figures, not a price. A figure quoted back ("首页写着40%，那是啥的提升？", "that
// 300% on your homepage, of what?") is one of them too. Rules run on folded text.

const HOME_PAGE = /\b(?:home ?page|front page|landing page|main page|pagina principal|pagina de inicio|portada|trang chu)\b|首页|主页/;
const FIGURE = /\b(?:how (?:much|many|fast|quick)|what (?:number|figure|percent\w*|percentage|stat\w*)|which (?:number|figure)|what\b.{0,40}\b(?:does it|do you|do they) (?:show|say|claim|list)|cuant[oa]s?|que (?:numero|cifra|porcentaje)|bao nhieu|may phan tram|con so|so lieu)\b|\b(?:figures|numbers|stats|statistics|percentages|cifras|numeros|estadisticas|porcentajes|cac so|nhung so)\b|多少|几|百分之|数字|数据|\d\s*%/;
const PRICE_WORDS = /\b(?:cost\w*|price\w*|pricing|fees?|charge\w*|precios?|cuesta\w*|cobran|tarifas?|gia|phi)\b|价格|费用|多少钱|收费/;
/** Of the home page's passages, one that holds this much of the question besides the page's name answers. */
const MIN_MATCHED = 2;

function homeFigure(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (!HOME_PAGE.test(text) || !FIGURE.test(text) || PRICE_WORDS.test(text)) return null;
  const [best] = retrievePassages(part, facts, language, 1, ["page"], ["/"]);
  if (!best || best.matched < MIN_MATCHED) return null;
  const p = best.passage;
  // One of the three result figures: all three, as the results answer gives them ("…and the hours saved?"); an answer
  // of the settings found among the home page's passages is given as that answer.
  if (p.id.startsWith("page:stat:")) return entry("results");
  const own = ENTRY_IDS.find((id) => p.id === `entry:${id}`);
  if (own) return entry(own);
  const sentences = best.sentences.slice(0, 4).map((s) => s.slice(0, 1200));
  return { answers: [{ t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url, sentences, lang: best.language }], topic: null, intent: "results" };
}

// "That line on your home page about generic chatbots", "la frase de su página principal sobre…", "câu trên trang chủ
// nói về…", "首页上那句关于…的话": the home page's own sentence that shares most of the words asked about.
const LINE = /\b(?:line|sentence|quote|slogan|tagline|bit|phrase|wording|headline|frase|linea|lema|eslogan|cau|dong chu|khau hieu)\b|那句|那行|标语|口号|一句/;
const PAGE_WORDS = /\b(?:home|homepage|page|front|landing|main|line|sentence|about|your|that|there|what|whats|this|with|from|says?|pagina|principal|inicio|sobre|frase|trang|chu|cau|ve)\b/g;
function homeLines(language: Language): string[] {
  const home = homeIn(language) ?? homeEn;
  const blocks = [home.who.title, ...home.who.paragraphs, home.who.areasLead, home.what.title, home.what.lead, home.why.title, home.why.lead, home.blog.title, home.blog.lead];
  return blocks.flatMap((b) => b.split(/(?<=[.!?。！？])\s*/u)).map((l) => l.trim()).filter(Boolean);
}
/** Words of the question (Latin words of four letters or more, by their stem; Chinese character pairs) found in the line. */
function shared(question: string, line: string): number {
  const folded = foldForRules(line);
  const words = question.replace(PAGE_WORDS, " ").match(/\p{L}{4,}/gu) ?? [];
  const han = question.replace(/首页|主页|那句|一句|关于|上面|写的|说的/gu, " ").match(/\p{Script=Han}/gu) ?? [];
  const pairs = han.slice(1).map((c, i) => `${han[i]}${c}`);
  return words.filter((w) => folded.includes(w.slice(0, Math.max(4, w.length - 3)))).length + pairs.filter((p) => line.includes(p)).length;
}
const MIN_SHARED = 2;

function homeLine(part: string, asked: Language): Resolved | null {
  const text = foldForRules(part);
  if (!HOME_PAGE.test(text) || !LINE.test(text)) return null;
  const language: Language = homeIn(asked) ? asked : "en";
  const [best] = homeLines(language).map((line) => ({ line, score: shared(text, line) })).sort((a, b) => b.score - a.score);
  if (!best || best.score < MIN_SHARED) return null;
  return { answers: [{ t: "passage", id: "page:home", kind: "page", title: "Our home page", url: "/", sentences: [best.line.slice(0, 1200)], lang: language }], topic: null, intent: "about" };
}

// "Does your AI actually know Houston, or is it like any chatbot?", "¿su IA conoce los barrios de Houston?", "AI có hiểu
// Houston không hay cũng như chatbot thường?", "你们的AI了解休斯顿吗？": the home page's "Generic chatbots don't know Katy
// from Kingwood. Ours do." with its local-market card (neighbourhoods, price trends, how local buyers search).
const AI_NAMED = /\b(?:ai|a\.i\.|ia|bots?|chat ?bots?|assistants?|asistentes?|tro ly)\b|机器人|助手|助理/;
const KNOWS = /\b(?:know\w*|understand\w*|familiar|conoce\w*|entiende\w*|sabe|hieu|biet|ranh|am hieu)\b|了解|懂|熟悉|认识|分得清/;
const LOCAL = /\b(?:houston|neighbou?rhoods?|local (?:market|area)s?|barrios?|colonias|zonas|khu (?:dan cu|vuc)|dia phuong)\b|休斯顿|社区|本地/;
// Houston's traffic, its MLS or its prices asked have their own answers.
const OTHER_LOCAL = /\b(?:traffic|trafico|giao thong|mls|har|prices?|precios?|gia)\b|交通|路况|房价/;
function knowsHouston(part: string, asked: Language): Resolved | null {
  const text = foldForRules(part);
  if (!AI_NAMED.test(text) || !KNOWS.test(text) || !LOCAL.test(text) || OTHER_LOCAL.test(text)) return null;
  const language: Language = homeIn(asked) ? asked : "en";
  const why = (homeIn(language) ?? homeEn).why;
  const local = why.differentiators["local-expertise"];
  const sentences = [why.lead, `${local.title}: ${local.description}`];
  return { answers: [{ t: "passage", id: "page:home", kind: "page", title: "Our home page", url: "/", sentences, lang: language }], topic: null, intent: "about" };
}

// "Got anything on hurricane prep?": the posts on a subject only they cover, before an offering sharing another word.
// An offering named ("anything on Voice AI?") is asked about itself.
function subjectPosts(part: string, facts: SiteFacts): Resolved | null {
  const mentions = findMentions(part);
  if (mentions.addon || mentions.bundle || mentions.package) return null;
  // "¿tienen algo de IA que me ordene el correo?": something asked for to do a task an add-on does is that add-on.
  // Rentals or tenants alone only set the scene ("¿tienen algo sobre huracanes para casas de renta?").
  const need = asksForAddon(part) ? readNeed(foldForRules(part)) : null;
  if (need?.kind === "addon" && need.key !== "customer-service-agent") return null;
  const slugs = postsOnSubject(part, facts);
  return slugs ? { answers: [{ t: "posts", slugs, subject: null }], topic: null, intent: "blog" } : null;
}

// A platform named ("does HubSpot get my number if I leave it here?") is answered by the privacy passage that names it;
// one named in a detail of the page asked in so many words ("do the share buttons load Facebook?") only sets its scene.
/** The site's own words that answer the part, in the conversation's `language` where the site has them, or null when it asks none of these. */
// "where does that 300% come from?", "300%这个数字是从哪里来的": a figure's source (site-asks.ts), not how the visitor found us
// nor the figure itself.
const SOURCE_OF_A_FIGURE = (text: string): boolean => FIGURE_SOURCE.test(text) && /\d/.test(text);
export const siteWords = (part: string, facts: SiteFacts, language: Language, platforms = 0): Resolved | null =>
  SOURCE_OF_A_FIGURE(foldForRules(part)) ? null : (platforms > 0 && !privacyDetailAsked(foldForRules(part)) ? null : ownChatData(part, facts, language)) ?? knowsHouston(part, language) ?? namedCard(part, language) ?? namedService(part) ?? whoWeAre(part, language) ?? blogCategoriesAsked(part, facts, language) ?? privacyUpdatedAsked(part, facts) ?? homeFigure(part, facts, language) ?? homeLine(part, language) ?? subjectPosts(part, facts);
