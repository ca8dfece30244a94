import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { ENTRY_INTENT } from "./knowledge/entries.ts";
import type { EntryId } from "./knowledge/entries.ts";
import { searchEntries } from "./knowledge/search.ts";
import { findMentions, topicOf } from "./mentions.ts";
import { OTHERS_REACH_ME } from "./cues.ts";
import { findPlatforms, matchPosts } from "./topics.ts";
import type { Profile } from "./topics.ts";
import { foldForRules } from "./text.ts";
import { asksSomething, DELETION_SOMEDAY, looksOffTopic, REPLY_TIME } from "./acts.ts";
import { readExtra, readNeed, readNotOffered, unlistedArea, unlistedPlatform } from "./needs.ts";
import { asksOtherLanguage, unlistedPlace, unlistedTools } from "./unlisted.ts";
import { readProfile } from "./topics.ts";
import { namedPost, postsAbout } from "./knowledge/passage-choice.ts";
import type { Intent, SiteFacts } from "./types.ts";
import {
  PRICE, WHATS_IN, RECOMMEND, BUNDLE_ASK, ADD_TO, TENANTS, BLOG, AMOUNT_OF, KEPT, WRITE_BACK, TIMELINE,
  PHONE_AND_EMAIL, BUNDLE_WORD, WHICH_TOOLS, ON_THAT_PLATFORM, NEWSLETTER_LINK, LINK_LIFE, NEWSLETTER_NAME,
  BLOG_NAME_ASK, STATS_ASK, CONNECT, LANGUAGES_ASK, SELF_SETUP, FEE, BOOKING_LINK, ELSEWHERE, BUNDLES_ASK, EMAIL_ASK,
  PHONE_ASK, NUMBER_ASK, NOT_PHONE, HOW_IT_WORKS, POINTS_BACK, OFF_HOURS, HOURS_ASK, EMAIL_CONTACT_ASK,
  PHONE_CONTACT_ASK, ADDON_PRICE_FOLLOW, DEFERS, SETS_ASIDE, BUT_FIRST, BUT_TURN, CLAUSE, ADVICE, ARTICLE, TRUST, DATA_ASK, FILLER, OFFERING_WORD,
  FIGURE_SOURCE, SITE_MATTER, MY_DATA, SHARED, AI_VENDOR, THIS_CHAT_VENDOR, PRICE_BLUNT, GUARANTEE, WHERE_WE_ARE, OFFICE_PLACE, OFFICE,
  NOT_OURS, UNSTATED, TRAINING_ASK, UNLISTED_TOOL, CALLS, FORM_INSTEAD, SAVES, ORDINALS, NUMBER_WORDS, COUNTED,
  COUNTED_ZH, BARE_COUNT, SERVE_ASK, MY_AREA, NOT_A_COUNT
} from "./question-patterns.ts";

// What one question is about, read against the conversation: named offerings, follow-ups on the last topic,
// recommendations from the visitor's profile, then retrieval over the knowledge entries.

// Entries that answer a specific question better than the description of an offering the question also names.
const SPECIFIC = new Set<EntryId>(["timeline", "self-setup", "data-safety", "technical-skills", "add-later", "success-manager", "languages", "why-no-prices", "technologies", "mls"]);
const MIN_COVERAGE = 0.5;

/** The part without its clauses that put a named offering aside and ask nothing; "" when that is all it says. */
// "but are my clients' details ever sold?": after the turn, a question may start with its verb (its "?" already cut off).
const asksAfterTurn = (clause: string): boolean =>
  asksSomething(clause) || /^\s*(?:but|pero|nhung|though|however)?\s*(?:are|is|do|does|did|can|could|will|would|should|have|has)\b/.test(foldForRules(clause));

const UNRELATED = /^[\s\p{P}\p{S}]*(?:(?:但|不过)?(?:这)?(?:跟|和|与)你们(?:无关|没关系|没有关系)|(?:but |that'?s |its |it'?s )*(?:nothing to do with (?:you|this|that)|unrelated)|(?:pero )?no tiene (?:nada )?que ver(?: con ustedes)?|khong lien quan(?: (?:den|toi) (?:ban|cac ban|ben ban))?)[\s\p{P}\p{S}]*$/u;

export function withoutDeferred(part: string): string {
  const clauses = part.split(CLAUSE);
  const kept = clauses.filter((c, i) => {
    const text = foldForRules(c);
    const named = findMentions(c);
    const offering = !!(named.addon || named.package || named.bundle);
    // "Katy and Sugar Land can wait, …": a short clause that puts something aside and asks nothing, named or not.
    // Unnamed, only before another clause (which carries the question) and in so many words.
    const unnamed = i < clauses.length - 1 && SETS_ASIDE.test(text) && !/[?？]/.test(c) && text.split(/\s+/).length <= 8;
    const putAside = DEFERS.test(text) && (offering || unnamed) && !asksSomething(text.replace(DEFERS, " "));
    const next = foldForRules(clauses[i + 1] ?? "").trim();
    const beforeButFirst = offering && !asksSomething(c) && BUT_FIRST.test(next);
    // "Enhanced Messaging sounds great, but my tenants' data, where is it kept?": an offering praised in passing before a
    // "but" that turns to the question.
    const beforeBut = offering && !asksSomething(c) && BUT_TURN.test(next) && clauses.slice(i + 1).some(asksAfterTurn);
    // "my loan is with Enterprise Bank, nothing to do with you": the name said to be unrelated is set aside with the remark.
    const unrelated = UNRELATED.test(text) || (offering && !asksSomething(c) && UNRELATED.test(next));
    return !(putAside || beforeButFirst || beforeBut || unrelated || BUT_FIRST.test(text));
  });
  // "Love the Market Dashboard idea but our lists are gold. Do you ever sell data?": the same turn inside one clause.
  const turned = kept.map((c, i) => {
    const at = c.search(/\s(?:but|pero|nhưng|nhung)\s/i);
    if (at < 0 || ![c.slice(at), ...kept.slice(i + 1)].some(asksAfterTurn)) return c;
    const before = c.slice(0, at);
    const named = findMentions(before);
    return (named.addon || named.package || named.bundle) && !asksSomething(before) ? c.slice(at).replace(/^\s*\S+\s/, "") : c;
  });
  const changed = turned.some((c, i) => c !== kept[i]);
  return kept.length === clauses.length && !changed ? part : turned.join(" ").trim();
}

// "cho tôi xin email liên hệ của bên bạn", "xin số điện thoại công ty": our e-mail or phone, asked for politely.
const VI_EMAIL_ASK = /\bxin (?:cai |dia chi )?email\b|\bemail (?:lien he|lien lac) (?:cua )?(?:ban|cac ban|ben ban|cong ty|ben anh|ben chi)\b/;
const VI_PHONE_ASK = /\bxin (?:cai )?(?:so dien thoai|sdt|so lien he|hotline)\b|\b(?:so dien thoai|sdt) (?:lien he|lien lac) (?:cua )?(?:ban|cac ban|ben ban|cong ty)\b/;

/** The visitor asks for our phone, e-mail or hours ("…, then give me your office number"). */
export function asksForContact(part: string): boolean {
  const text = foldForRules(part);
  return contactAsk(text) !== null || EMAIL_CONTACT_ASK.test(text) || VI_EMAIL_ASK.test(text) || ((PHONE_ASK.test(text) || NUMBER_ASK.test(text)) && !NOT_PHONE.test(text));
}

function contactAsk(text: string): EntryId | null {
  if (PHONE_AND_EMAIL.test(text)) return "contact";
  const asked: EntryId[] = [];
  if (HOURS_ASK.test(text) && !OFF_HOURS.test(text)) asked.push("hours");
  if (EMAIL_CONTACT_ASK.test(text) || VI_EMAIL_ASK.test(text)) asked.push("email");
  if (PHONE_CONTACT_ASK.test(text) || VI_PHONE_ASK.test(text)) asked.push("phone");
  return asked.length > 1 ? "contact" : (asked[0] ?? null);
}

/** How many platforms the visitor says they connect: a number (in digits or words) or the platforms listed. */
export function countPlatforms(text: string, platforms: readonly string[]): number {
  const said = text.match(COUNTED)?.[1] ?? text.match(COUNTED_ZH)?.[1];
  if (said) return Number(said) || NUMBER_WORDS[said] || 0;
  // "Twilio" and "Twilio SMS" are one platform.
  return new Set(platforms.map((p) => foldForRules(p).split(" ")[0])).size;
}

/** The one count in a short message of a conversation about bundles (NOT_A_COUNT): 0 when there is none or several. */
function threadCount(text: string): number {
  const short = /\p{Script=Han}/u.test(text) ? text.length <= 24 : text.split(/\s+/).length <= 10;
  const figures = text.match(/\d+/g) ?? [];
  if (!short || figures.length !== 1 || NOT_A_COUNT.test(text)) return 0;
  const n = Number(figures[0]);
  return n >= 2 && n <= 20 ? n : 0;
}

const bareCount = (text: string): number => {
  const m = text.match(BARE_COUNT);
  const said = m?.[1] ?? m?.[2];
  return said ? Number(said) || NUMBER_WORDS[said] || 0 : 0;
};

/** "the second one" against the list last shown (packages, bundles, add-ons, setup fees). */
// "and the first one?", "gói thứ hai", "最后那个": an ordinal that points at one item of a list shown before.
// What may be asked of one offering picked from a list: its timeline, its success manager, adding to it later…
const ROUND_THE_CLOCK = /\b(?:24\s?\/\s?7|24 7|around the clock|round the clock|all night|overnight|at night|late at night|midnight|\d{1,2} ?(?:am|a m)|weekends?|sundays?|saturdays?|holidays?|de madrugada|de noche|medianoche|a toda hora|por la noche|fines? de semana|domingos?|24 horas|ban dem|nua dem|cuoi tuan|chu nhat|ngay le|24 gio)\b|半夜|午夜|凌晨|深夜|周末|节假日|24小时|全天候/;
const ANSWERS_LEADS = /\b(?:answer\w*|repl\w+|respond\w*|pick\w* up|handle\w*|work\w*|respond\w*|contest\w*|atiend\w*|tra loi|phan hoi|tu van)\b|回复|回答|接待|应答/;
const THE_ASSISTANT = /\b(?:bot|chatbot|ai|ia|it|assistant|asistente|tro ly)\b|机器人|助手/;
const MONTHLY_REPORTS = /\b(?:monthly|every month|each month|mensual\w*|cada mes|hang thang|moi thang)\b.{0,25}\b(?:reports?|reporting|informes?|reportes?|bao cao)\b|\b(?:reports?|informes?|reportes?|bao cao)\b.{0,25}\b(?:monthly|every month|each month|mensual\w*|cada mes|hang thang|moi thang)\b|(?:每月|月度).{0,6}(?:报告|报表)/;
const OF_THE_PICK = new Set<string>(["timeline", "self-setup", "add-later", "success-manager", "technical-skills", "training"]);
const ORDINAL_ONE = /\b(?:first|second|third|last|primer\w*|segund\w*|tercer\w*|ultim\w*)\b.{0,6}\b(?:one|uno|una|package|paquete|plan)\b|\b(?:goi|cai) (?:thu (?:nhat|hai|ba)|dau tien|cuoi)\b|第[一二三]个|最后(?:那|一)个/;

function ordinalPick(text: string, topic: Topic | null, facts: SiteFacts, shown: string | null = null): Topic | null {
  const from = topic?.kind === "list" ? topic.key : shown && ORDINAL_ONE.test(text) ? shown : null;
  if (!from || text.split(" ").length > 9) return null;
  const at = ORDINALS.find(([pattern]) => pattern.test(text))?.[1];
  if (at === undefined) return null;
  const o = facts.offerings;
  const keys: Record<string, string[]> = { package: o.packages.map((p) => p.key), bundle: o.bundles.map((b) => b.key), addon: o.addOnServices.map((a) => a.key), setup: o.setupAddOns.map((s) => s.key) };
  // "addon:2,1": the offerings the visitor named together, in their order ("voice ai vs enhanced messaging" → the second).
  const [kind = "", picked] = from.split(":");
  const all = keys[kind] ?? [];
  const list = picked ? picked.split(",").map((i) => all[Number(i)] ?? "").filter(Boolean) : all;
  const key = at < 0 ? list[list.length - 1] : list[at];
  return key ? { kind: kind as Topic["kind"], key } : null;
}

// "the cheaper one", "el más barato de los dos", "cái rẻ hơn", "便宜的那个": of the offerings just compared, the lowest listed figure.
const CHEAPER = /\b(?:cheaper|cheapest|less expensive|least expensive|mas barat[oa]|mas economic[oa]|menos car[oa]|re hon|re nhat)\b|便宜/;
const firstFigure = (price: string): number => Number(price.replace(/,/g, "").match(/\d+/)?.[0] ?? Infinity);

function cheaperPick(text: string, topic: Topic | null, facts: SiteFacts): Topic | null {
  if (topic?.kind !== "list" || !CHEAPER.test(text) || text.split(" ").length > 12) return null;
  const [kind = "", picked] = topic.key.split(":");
  const o = facts.offerings;
  const rows: Record<string, { key: string; figure: number }[]> = {
    bundle: o.bundles.map((b) => ({ key: b.key, figure: firstFigure(b.price) })),
    addon: o.addOnServices.map((a) => ({ key: a.key, figure: firstFigure(a.setup ?? a.price) + firstFigure(a.price) })),
  };
  const all = rows[kind] ?? [];
  const list = picked ? picked.split(",").map((i) => all[Number(i)]).filter((r) => r !== undefined) : all;
  const cheapest = [...list].sort((a, b) => a.figure - b.figure)[0];
  return cheapest ? { kind: kind as Topic["kind"], key: cheapest.key } : null;
}

export type ResolveInput = {
  part: string;
  facts: SiteFacts;
  topic: Topic | null;
  profile: Profile;
  classify?: (text: string) => { label: Intent; p: number };
  list?: string | null;
  /** The turn before answered where we work: a bare "y en Galveston?" asks to be served there. */
  afterAreas?: boolean;
};
/**
 * `weak`: the answer came from loose retrieval over entry phrasings, with this share of the question's words; a
 * passage of the site that covers clearly more of the question wins.
 */
export type Resolved = { answers: Answer[]; topic: Topic | null; intent: Intent | null; weak?: number };

const entry = (id: EntryId): Resolved => ({ answers: [{ t: "entry", id }], topic: null, intent: ENTRY_INTENT[id] });

function recommendation(profile: Profile, text: string): Answer {
  if (profile.size === "solo") return { t: "recommend", key: "foundation", reason: "solo" };
  if (profile.size === "team") return { t: "recommend", key: "growth", reason: "team" };
  if (profile.size === "brokerage") return { t: "recommend", key: "enterprise", reason: "brokerage" };
  if (/popular|pho bien|受欢迎|nhieu nhat|nhieu nguoi chon|mas elegid|most chosen|la mayoria|most (?:teams|people|clients)/.test(text)) return { t: "recommend", key: "growth", reason: "popular" };
  return { t: "recommend-ask" };
}

/** The smallest bundle covering `count` platforms; beyond the largest, the largest (its renderer adds the per-platform fees). */
function bundleFor(count: number, facts: SiteFacts): Answer | null {
  const sized = facts.offerings.bundles.map((b) => ({ key: b.key, n: Number(b.platforms.match(/\d+/)?.[0] ?? 0) })).filter((b) => b.n > 0).sort((a, b) => a.n - b.n);
  const key = (sized.find((b) => count <= b.n) ?? sized[sized.length - 1])?.key;
  return key ? { t: "bundle-for", key, count: Math.min(count, 20) } : null;
}

// "and in Galveston?", "y en Fulshear?", "còn ở Alief?", "what about Pearland": a place asked after the areas, bare.
const AREA_FOLLOW_UP = /^(?:(?:and|y|e|what about|how about|and what about|con|va|con o|còn|còn ở)\s+)?(?:in|en|o|ở|tai|tại|for|para)?\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s*[?？]?$/u;
const AREA_FOLLOW_UP_LEAD = /^(?:(?:and what about|what about|how about|and|y|e|con|va|còn)\s+)?(?:(?:in|en|o|ở|tai|tại|for|para)\s+)?/u;

export function resolvePart({ part, facts, topic, profile, classify, list = null, afterAreas = false }: ResolveInput): Resolved {
  const text = foldForRules(part);
  // "hold on, is this automated?": a filler before the question answers nothing by itself.
  if (looksOffTopic(part) || FILLER.test(text)) return { answers: [], topic: null, intent: null };
  const mentions = findMentions(part);
  const platforms = findPlatforms(part, facts);
  // "can the bot answer at 2am on a Sunday?", "do you send monthly reports?": what every package includes says so.
  const roundTheClock = ROUND_THE_CLOCK.test(text) && ANSWERS_LEADS.test(text) && THE_ASSISTANT.test(text) && !readNeed(text) && !PRICE.test(text);
  if (!HOURS_ASK.test(text) && (roundTheClock || MONTHLY_REPORTS.test(text))) return { answers: [{ t: "extra", id: "included" }], topic: null, intent: "services" };
  // Questions about the site itself, or about what happens to the visitor's words: nothing here grabs them by one word.
  // "Does HubSpot get my phone number if I leave it here?": who receives the visitor's details is the privacy page's.
  // The newsletter's name and its confirmation link, asked in so many words: the site's own facts.
  if ((NEWSLETTER_LINK.test(text) && LINK_LIFE.test(text)) || /\b(?:click|use|open|tap) (?:it|the link|that link|on it) (?:twice|more than once|again|a second time)\b/.test(text)) return { answers: [{ t: "extra", id: "newsletter-link" }], topic: null, intent: "blog" };
  if (DELETION_SOMEDAY.test(text)) return { answers: [{ t: "extra", id: "deletion-how" }], topic: null, intent: "about" };
  // "where does the 300% come from?": the figures, and that the site does not say how they were measured.
  if (FIGURE_SOURCE.test(text)) return { answers: [{ t: "extra", id: "figure-source" }], topic: null, intent: "results" };
  // "does this site drop cookies on me?": the privacy page's plain no, with what the browser does keep.
  if (/\bcookies?\b|\bcookie\b|饼干/.test(text) && !/\b(?:recipe|receta|bake|hornear)\b/.test(text)) return { answers: [{ t: "extra", id: "cookies" }], topic: null, intent: "about" };
  if (NEWSLETTER_NAME.test(text)) return { answers: [{ t: "extra", id: "newsletter" }], topic: null, intent: "blog" };
  if (BLOG_NAME_ASK.test(text)) return entry("blog");
  // "Is this chat ChatGPT?", "does what I type go to OpenAI?": how this chat's replies are made (the privacy page's words).
  if (THIS_CHAT_VENDOR.test(text) || (MY_DATA.test(text) && AI_VENDOR.test(text))) return { answers: [{ t: "extra", id: "chat-model" }], topic: null, intent: "about" };
  if (SITE_MATTER.test(text) || (MY_DATA.test(text) && (platforms.length > 0 || SHARED.test(text)))) return { answers: [], topic: null, intent: null };
  // "And monthly?", "the setup for that one?" right after an add-on: that add-on's own prices.
  if (topic?.kind === "addon" && ADDON_PRICE_FOLLOW.test(text) && text.split(" ").length <= 10 && !mentions.package && !mentions.addon && !mentions.bundle && !mentions.setup) {
    return { answers: [{ t: "addon", key: topic.key }], topic, intent: "addons" };
  }
  // Named by what is asked of it, none of them on the site: a place to serve, a tool to connect, a fifth language.
  const place = unlistedPlace(part, facts) ?? (afterAreas && AREA_FOLLOW_UP.test(part.trim()) ? unlistedPlace(`do you serve ${part.trim().replace(AREA_FOLLOW_UP_LEAD, "")}`, facts) : null);
  if (place) return { answers: [{ t: "unlisted-area", name: place }], topic: null, intent: "location" };
  // A tool the site's own list of unlisted names knows is written the way that list writes it ("AppFolio").
  const tools = unlistedTools(part, facts).map((t) => unlistedPlatform(foldForRules(t)) ?? t);
  if (tools.length > 0 && platforms.length === 0 && !mentions.addon) return { answers: tools.slice(0, 2).map((name) => ({ t: "unlisted-platform" as const, name })), topic: null, intent: "integrations" };
  if (asksOtherLanguage(part)) return { answers: [{ t: "unknown", about: "other-languages" }], topic: null, intent: "unanswered" };
  if (STATS_ASK.test(text)) return entry("results");
  if (PRICE_BLUNT.test(text) || (/^\W*(?:\$+|💰+)\W*$/u.test(part.trim()))) return entry("pricing");
  if (REPLY_TIME.test(text)) return { answers: [{ t: "extra", id: "reply-time" }], topic: null, intent: "contact" };
  const contact = contactAsk(text);
  if (contact) {
    // "what time do you open for agents in Katy?": the place is answered after the hours.
    const known = facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a)));
    const other = known ? null : unlistedArea(text);
    const place: Answer[] = known ? [{ t: "area", name: known, known: true }] : other ? [{ t: "unlisted-area", name: other }] : [];
    return { answers: [...entry(contact).answers, ...place], topic: null, intent: ENTRY_INTENT[contact] };
  }
  const picked = cheaperPick(text, topic, facts) ?? ordinalPick(text, topic, facts, list);
  if (picked) {
    // "the first one, how long does it take?": what is asked of the one picked, when the rest asks something specific.
    const rest = text.replace(ORDINAL_ONE, " ").replace(ORDINALS.find(([p]) => p.test(text))?.[0] ?? /$^/, " ").trim();
    const asked = rest.split(/\s+/).length >= 2 ? resolvePart({ part: rest, facts, topic: picked, profile, ...(classify ? { classify } : {}) }) : null;
    const first = asked?.answers[0];
    if (asked && first && (first.t === "entry" || first.t === "extra") && OF_THE_PICK.has(first.id)) return { ...asked, topic: picked };
    if (picked.kind === "package") return { answers: [{ t: "package", key: picked.key, price: false }], topic: picked, intent: "packages" };
    return { answers: [{ t: picked.kind as "addon" | "bundle" | "setup", key: picked.key }], topic: picked, intent: picked.kind === "bundle" ? "bundles" : picked.kind === "setup" ? "setup_fees" : "addons" };
  }
  const inBundleThread = topic?.kind === "bundle" || (topic?.kind === "list" && topic.key === "bundle") || topic?.kind === "setup" || (topic?.kind === "list" && topic.key === "setup");
  const again = inBundleThread ? bareCount(text) || threadCount(text) : 0;
  // "còn Google Sheets thì sao?", "and outlook" after a setup fee: that platform's setup row.
  const setupThread = topic?.kind === "setup" || (topic?.kind === "list" && topic.key === "setup");
  if (setupThread && mentions.setup && platforms.length === 1 && text.split(/\s+/).length <= 8 && !CONNECT.test(text.replace(/\b(?:thi sao|what about|and|y|con)\b/g, " "))) {
    return { answers: [{ t: "setup", key: mentions.setup }], topic: { kind: "setup", key: mentions.setup }, intent: "setup_fees" };
  }
  // "and if my assistant hooks one of them up himself": the free self-setup, asked of the platforms just discussed.
  if (inBundleThread && SELF_SETUP.test(text) && !FEE.test(text)) return entry("self-setup");
  if (again >= 2) {
    const answer = bundleFor(again, facts);
    if (answer) return { answers: [answer], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  const counted0 = countPlatforms(text, platforms);
  if (counted0 >= 2 && (BUNDLE_ASK.test(text) || RECOMMEND.test(text)) && !mentions.package) {
    const answer = bundleFor(counted0, facts);
    // "Google Sheets and Airtable, what would connecting those cost?": their own setup fee, then the bundle that covers them.
    const own: Answer[] = mentions.setup && platforms.length >= 2 && !BUNDLE_WORD.test(text) ? [{ t: "setup", key: mentions.setup }] : [];
    if (answer) return { answers: [...own, answer], topic: { kind: "bundle", key: answer.t === "bundle-for" ? answer.key : "" }, intent: "bundles" };
  }
  // "money-back guarantee or trial?" is about trials and refunds, which have their own answer.
  if (GUARANTEE.test(text) && !/\b(?:money back|refund\w*|trial|reembolso|prueba|devolucion|hoan tien|dung thu)\b|退款|试用/.test(text)) return { answers: [{ t: "unknown", about: "guarantee" }], topic: null, intent: "unanswered" };
  if (OFFICE.test(text) && OFFICE_PLACE.test(text) && !NOT_OURS.test(text) && !HOURS_ASK.test(text)) {
    const place = text.match(ELSEWHERE)?.[0] ?? facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a))) ?? unlistedArea(text) ?? undefined;
    const name = place ? place.replace(/\b\w/g, (c) => c.toUpperCase()) : undefined;
    return { answers: [{ t: "unknown", about: "office", ...(name && /^[\p{L} .-]+$/u.test(name) ? { name } : {}) }], topic: null, intent: "unanswered" };
  }
  if (WHERE_WE_ARE.test(text) && !unlistedArea(text)) return entry("areas");
  // "money back or a trial period?" gets the trial answer, which says where to ask about the rest.
  const unstated = UNSTATED.find(([about, pattern]) => pattern.test(text) && (about !== "capacity" || CALLS.test(text)) && (about !== "refund" || readExtra(text) !== "trial"))?.[0];
  if (unstated) return { answers: [{ t: "unknown", about: unstated }], topic: null, intent: "unanswered" };
  // "will someone show me how to use it?": the onboarding and training every package includes.
  if (TRAINING_ASK.test(text) && !BLOG.test(text)) return { answers: [{ t: "extra", id: "training" }], topic: null, intent: "services" };
  // "a program that isn't on your list": tools outside the list are Custom Integrations.
  if (UNLISTED_TOOL.test(text) && findMentions(part).addon === undefined) return { answers: [{ t: "addon", key: "custom-integrations" }], topic: { kind: "addon", key: "custom-integrations" }, intent: "addons" };
  if (FORM_INSTEAD.test(text)) return { answers: [{ t: "extra", id: "form" }], topic: null, intent: "contact" };
  const hits = searchEntries(part);
  const top = hits[0];
  // A clear winner counts too: Chinese questions share few whole words with any phrasing, but one entry dominates.
  const second = hits[1]?.score ?? 0;
  const strong = top && (top.coverage >= MIN_COVERAGE || (top.coverage >= 0.3 && top.score >= 2.5 * second)) ? top : undefined;
  // "how much of our conversation does my browser keep": an amount of something else is not a price.
  const asksPrice = PRICE.test(text) && !AMOUNT_OF.test(text);
  const named0 = Boolean(mentions.addon || mentions.bundle || mentions.package);

  // Blind probe 2: what the visitor wants done, what we do not offer, and what the site does not list.
  const extra = readExtra(text);
  if (extra === "assistant") return { answers: [{ t: "extra", id: "assistant" }], topic: null, intent: "about" };
  // The trial answer's next step is the free consultation: "how can I get a demo" is a booking.
  if ((extra === "trial" || extra === "start") && !named0 && !OFFERING_WORD.test(text)) return { answers: [{ t: "extra", id: extra }], topic: null, intent: extra === "trial" ? "booking" : "pricing" };
  // "broker-owner here, 7 agents, our weekend leads go cold": a team's size and what hurts, asking nothing else, asks
  // which package fits; the pain alone would point at one offering.
  const sized = readProfile(part);
  if (sized.agents !== undefined && !asksSomething(part) && !named0 && platforms.length === 0) {
    const answer = recommendation({ ...profile, ...sized }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  // "my tenants' data: is it safe, who owns it?", "tenants in Sugar Land: do you work there?": who the visitor serves
  // (tenants) only sets the scene; the data or the area asked is answered.
  if (DATA_ASK.test(text) && !named0) return entry("data-safety");
  const areaNamed = facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a)) || (a === "Sugar Land" && text.includes("sugarland")));
  if (areaNamed && SERVE_ASK.test(text) && !named0 && !asksPrice) return { answers: [{ t: "area", name: areaNamed, known: true }], topic: null, intent: "location" };
  // "tenants write to me on WhatsApp: can it answer them there?": the platform is asked, not the tenants' add-on.
  const onPlatform = platforms.length > 0 && (ON_THAT_PLATFORM.test(text) || new RegExp(OTHERS_REACH_ME.source).test(text));
  // "which spreadsheet tools can you connect?": the kind of platform asked, listed with its setup.
  const whichSetup = Boolean(mentions.setup) && WHICH_TOOLS.test(text);
  const need = named0 || onPlatform || whichSetup ? null : readNeed(text);
  // "any article about tenant automation" asks for an article; "post my listings to instagram" does not.
  if (BLOG.test(text) && (!need || ARTICLE.test(text)) && !/\bpost(?:ed)? (?:on|about)? ?(?:instagram|facebook)/.test(text)) {
    const { posts, subject } = matchPosts(part, facts.posts);
    // The posts' own paragraphs, in any language, decide which are about the subject; the titles alone decided before.
    const about = postsAbout(part, facts, "en");
    // A post's title may name the subject when no paragraph holds enough of it ("storm warnings to renters" → the
    // hurricane post; "property taxes" is named by no title: "property" is what the whole site is about).
    // A post its title names goes first among those whose paragraphs hold the subject ("tra loi nhanh": Speed to Lead).
    const named = about ? namedPost(part, facts) : null;
    const slugs = named ? [named.slug, ...(about ?? []).filter((slug) => slug !== named.slug)].slice(0, 3) : about === null || (about.length === 0 && posts.length > 0 && !facts.posts.some((p) => p.body)) ? posts.map((p) => p.slug) : about;
    return { answers: [{ t: "posts", slugs, subject: slugs.length === 0 ? subject : null }], topic: null, intent: "blog" };
  }
  const notOffered = readNotOffered(text);
  if (notOffered) return { answers: [{ t: "not-offered", what: notOffered }], topic: null, intent: "services" };
  const otherArea = unlistedArea(text);
  if (need) {
    const also: Answer[] = otherArea ? [{ t: "unlisted-area", name: otherArea }] : [];
    return { answers: [need, ...also], topic: need.kind === "addon" ? { kind: "addon", key: need.key } : null, intent: need.kind === "addon" ? "addons" : "services" };
  }
  const stated = readProfile(part);
  if ((stated.size ?? profile.size) && ADVICE.test(text)) {
    const answer = recommendation({ ...profile, ...stated }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  // "we're a 40-agent brokerage in Katy": the size asks for a package; the place is only where they work.
  const namesPlace = Boolean(stated.area ?? otherArea ?? text.match(ELSEWHERE) ?? facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a))));
  if ((stated.agents !== undefined || stated.size === "solo") && namesPlace && !SERVE_ASK.test(text) && !asksPrice && !named0 && platforms.length === 0) {
    const answer = recommendation({ ...profile, ...stated }, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  // "do you cover my area?" after "I'm a property manager in Clear Lake".
  const where = stated.area ?? profile.area;
  if (where && MY_AREA.test(text)) {
    const known = facts.offerings.serviceAreas.some((a) => a === where);
    return { answers: [known ? { t: "area", name: where, known: true } : { t: "unlisted-area", name: where }], topic: null, intent: "location" };
  }
  if (extra === "audience") return { answers: [{ t: "extra", id: "audience" }], topic: null, intent: "about" };
  const otherPlatform = unlistedPlatform(text);
  if (otherPlatform && platforms.length === 0) return { answers: [{ t: "unlisted-platform", name: otherPlatform }], topic: null, intent: "integrations" };

  if ((RECOMMEND.test(text) || (strong?.entry === "recommend" && !asksPrice)) && !mentions.addon && !mentions.bundle && !mentions.package) {
    const answer = recommendation(profile, text);
    return { answers: [answer], topic: answer.t === "recommend" ? { kind: "package", key: answer.key } : null, intent: "packages" };
  }
  if (BOOKING_LINK.test(text)) return entry("booking");
  if (PHONE_AND_EMAIL.test(text)) return entry("contact");
  if (TIMELINE.test(text) && !KEPT.test(text) && !WRITE_BACK.test(text)) return entry("timeline");
  if (TRUST.test(text)) return entry("data-safety");
  if (HOW_IT_WORKS.test(text)) return entry("how-it-works");
  if (SELF_SETUP.test(text) && (FEE.test(text) || SAVES.test(text))) return SAVES.test(text) ? { answers: [{ t: "extra", id: "self-setup-saves" }], topic: null, intent: "setup_fees" } : entry("self-setup");
  if (ELSEWHERE.test(text)) return entry("areas");
  if (LANGUAGES_ASK.test(text)) return entry("languages");
  if (ADD_TO.test(text) || (strong && strong.entry === "add-later")) return entry("add-later");
  if (platforms.length > 0 && !asksPrice && !mentions.addon && !mentions.bundle && !mentions.package && (CONNECT.test(text) || onPlatform)) {
    // "zillow and follow up boss": the listed one gets its yes, the unlisted one is said to be unlisted.
    const unlisted: Answer[] = otherPlatform ? [{ t: "unlisted-platform", name: otherPlatform }] : [];
    return { answers: [{ t: "platforms", names: platforms }, ...unlisted], topic: null, intent: "integrations" };
  }
  const area = facts.offerings.serviceAreas.find((a) => text.includes(foldForRules(a)) || (a === "Sugar Land" && text.includes("sugarland")));
  if (area && !mentions.addon && !mentions.bundle && !mentions.package) return { answers: [{ t: "area", name: area, known: true }], topic: null, intent: "location" };
  if (otherArea && !named0) return { answers: [{ t: "unlisted-area", name: otherArea }], topic: null, intent: "location" };
  if (strong && SPECIFIC.has(strong.entry)) return entry(strong.entry);

  // "how much is the enterprise one?" right after the bundles means the Enterprise Bundle.
  const bundleThread = topic?.kind === "bundle" || (topic?.kind === "list" && topic.key === "bundle");
  if (bundleThread && mentions.package && !/\bpackage|paquete|goi|套餐/.test(text)) mentions.bundle = mentions.package;
  if (!mentions.addon && TENANTS.test(text)) mentions.addon = "customer-service-agent";
  const short = text.split(" ").length <= 6;
  if (topic && topic.kind !== "list" && !mentions.addon && !mentions.bundle && !mentions.package && !mentions.setup && short && (WHATS_IN.test(text) || (asksPrice && (!strong || strong.entry === "pricing")))) {
    if (topic.kind === "package") return { answers: [{ t: "package", key: topic.key, price: asksPrice }], topic, intent: asksPrice ? "pricing" : "packages" };
    const kind = topic.kind;
    return { answers: [{ t: kind, key: topic.key }], topic, intent: kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" };
  }
  const addons = mentions.addons ?? [];
  if (addons.length >= 2 && !mentions.package && !mentions.bundle) {
    const keys = facts.offerings.addOnServices.map((a) => a.key as string);
    return { answers: addons.map((key) => ({ t: "addon" as const, key })), topic: { kind: "list", key: `addon:${addons.map((k) => keys.indexOf(k)).join(",")}` }, intent: "addons" };
  }
  const named = topicOf(mentions);
  if (named && !(named.kind === "setup" && platforms.length > 0 && !asksPrice)) {
    if (named.kind === "package") return { answers: [{ t: "package", key: named.key, price: asksPrice }], topic: named, intent: asksPrice ? "pricing" : "packages" };
    // "how much for growth and the voice ai": each offering named gets its answer.
    const withPackage: Answer[] = mentions.package && named.kind !== "setup" ? [{ t: "package", key: mentions.package, price: asksPrice }] : [];
    // "does it integrate with my CRM?" asks yes or no, not the setup fee.
    if (named.kind === "setup" && !asksPrice && CONNECT.test(text) && !whichSetup) return entry("integrations");
    if (named.kind === "setup") return { answers: [{ t: "setup", key: named.key }], topic: named, intent: "setup_fees" };
    const kind = named.kind === "bundle" ? "bundle" : "addon";
    // "the pro bundle and the email commander": both named in one breath, both answered.
    const also: Answer[] = kind === "bundle" && mentions.addon ? [{ t: "addon", key: mentions.addon }] : [];
    return { answers: [...withPackage, { t: kind, key: named.key }, ...also], topic: named, intent: kind === "bundle" ? "bundles" : "addons" };
  }
  if (BUNDLES_ASK.test(text)) return { ...entry("bundles"), topic: { kind: "list", key: "bundle" } };
  if (EMAIL_ASK.test(text) && !/marketing|commander/.test(text)) return entry("email");
  if ((PHONE_ASK.test(text) || NUMBER_ASK.test(text)) && !asksPrice && !NOT_PHONE.test(text) && !SITE_MATTER.test(text)) return entry("phone");
  if (platforms.length > 0 && (!strong || strong.entry === "integrations" || strong.entry === "technologies" || strong.entry === "mls" || strong.entry === "setup-fees")) {
    return { answers: [{ t: "platforms", names: platforms }], topic: null, intent: "integrations" };
  }
  const followUp = !strong || strong.entry === "pricing" || strong.entry === "packages";
  if (topic && topic.kind !== "list" && topic.kind !== "package" && followUp && (asksPrice || WHATS_IN.test(text) || POINTS_BACK.test(text))) {
    const kind = topic.kind;
    return { answers: [{ t: kind, key: topic.key }], topic, intent: kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" };
  }
  if (topic?.kind === "package" && followUp && (asksPrice || WHATS_IN.test(text) || POINTS_BACK.test(text))) {
    return { answers: [{ t: "package", key: topic.key, price: asksPrice }], topic, intent: asksPrice ? "pricing" : "packages" };
  }
  if (asksPrice && (!strong || strong.entry === "packages" || strong.entry === "recommend")) return entry("pricing");
  // The classifier, trained on the corpus, settles what retrieval leaves close ("servics" is near both services and service areas).
  const guess = classify?.(part);
  const guessed = guess && guess.p >= 0.6 ? (Object.entries(ENTRY_INTENT) as [EntryId, Intent][]).find(([, intent]) => intent === guess.label)?.[0] : undefined;
  if (strong) {
    const close = strong.score < 1.5 * second;
    const chosen = guessed && close && guessed !== strong.entry ? guessed : strong.entry;
    const listKind = ({ packages: "package", bundles: "bundle", addons: "addon", "setup-fees": "setup" } as Partial<Record<EntryId, string>>)[chosen];
    return { ...entry(chosen), topic: listKind ? { kind: "list", key: listKind } : null, ...(strong.coverage < 0.75 || chosen !== strong.entry ? { weak: strong.coverage } : {}) };
  }
  if (guessed) return { ...entry(guessed), weak: top?.coverage ?? 0 };
  if (top && top.coverage >= 0.34) return { ...entry(top.entry), weak: top.coverage };
  return { answers: [], topic: null, intent: null };
}
