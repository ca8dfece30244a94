import type { ConversationContext, Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { cheaperPick, listed, ordinalPick, otherPick, picksFromShown } from "./list-picks.ts";
import { renderAnswers } from "./render.ts";
import { resolvePart } from "./resolve.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import { otherByChannel } from "./channel-addon.ts";
import { findMentions, topicOf } from "./mentions.ts";
import { findPlatforms } from "./topics.ts";
import type { SiteFacts } from "./types.ts";

// A short follow-up that points into the list the last reply SHOWED, in the order it showed it: "who's the first one
// for?" after the go-live times (Foundation, Growth, Enterprise) is Foundation, though the package list shows Enterprise
// first; "the top one vs the middle one", "el de abajo", "cái trên cùng", "最上面那个"; "which of the two goes live
// faster?", "¿cuál se instala más rápido?", "cái nào chạy nhanh nhất", "邊個最快上線" (the smaller package, as the
// go-live answer says); "which bundle covers the most platforms?", "最多可以接几个平台的是哪一个" (the largest bundle).

const short = (text: string): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= 26 : text.split(/\s+/).length <= 14);

const OFFERING_ANSWERS = new Set<string>(["package", "addon", "bundle", "setup", "bundle-for", "addon-sum", "recommend", "need"]);
const LIST_ENTRIES = new Set<string>(["packages", "addons", "bundles", "setup-fees"]);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The offerings of one kind the last reply names (two or more), as a list key in the order they appear in it. */
export function listInView(base: ConversationContext, facts: SiteFacts): string | null {
  // Offerings answered, or a list of them, are what the list stored already holds (its order is theirs): only a reply
  // that names them in its own prose (the go-live times, a passage of the site) shows an order of its own.
  const own = base.lastAnswers.some((a) => OFFERING_ANSWERS.has(a.t) || (a.t === "entry" && LIST_ENTRIES.has(a.id)));
  // "add-ons like Voice AI or Social Scheduler can be added to any package": examples, no list to pick from.
  const examples = base.lastAnswers.every((a) => a.t === "entry" && a.id === "add-later");
  if (base.lastAnswers.length === 0 || own || examples) return null;
  const text = renderAnswers(base.lastAnswers, base.language, facts, { optOut: false });
  const o = facts.offerings;
  const kinds: [string, RegExp[]][] = [
    // "Enterprise Bundle" is a bundle, not the Enterprise package.
    ["package", o.packages.map((p) => new RegExp(`\\b${escape(p.name)}\\b(?!\\s*Bundle)`))],
    ["addon", o.addOnServices.map((a) => new RegExp(escape(a.name)))],
    ["bundle", o.bundles.map((b) => new RegExp(`\\b${escape(b.name)}`))],
  ];
  for (const [kind, names] of kinds) {
    const at = names.map((pattern, i) => ({ i, at: text.search(pattern) })).filter((n) => n.at >= 0).sort((a, b) => a.at - b.at);
    if (at.length >= 2) return `${kind}:${at.map((n) => n.i).join(",")}`;
  }
  return null;
}

// "the top one", "the bottom one", "el de arriba", "la de abajo", "cái trên cùng", "gói dưới cùng", "最上面那个", "最下面的".
const TOP = /\b(?:the )?(?:top|topmost|upper)(?: one| package| plan| bundle| option)\b|\b(?:el|la) de (?:mas )?arriba\b|\b(?:cai|goi) (?:tren cung|o tren|dau)\b|最上面|最上边|上面(?:那|的)个|头一个|首个/;
const BOTTOM = /\b(?:the )?(?:bottom|lowest on the list)(?: one| package| plan| bundle| option)\b|\b(?:el|la) de (?:mas )?abajo\b|\b(?:cai|goi) (?:duoi cung|o duoi)\b|最下面|最下边|下面(?:那|的)个|尾一个/;
const AS_ORDINAL = (text: string): string => text.replace(TOP, " the first one ").replace(BOTTOM, " the last one ");

// Goes live sooner, asked of packages: the smaller package goes live sooner (Foundation within two weeks, Growth in three
// to four, Enterprise in phases over six to eight: the go-live answer, knowledge/entries timeline).
const FASTER = /\b(?:faster|fastest|quicker|quickest|sooner|soonest|shortest|less time|least time|mas rapid[oa]|mas pronto|antes|menos tiempo|nhanh hon|nhanh nhat|som hon|som nhat|it thoi gian)\b|最快|更快|快(?:一些|一点|啲)|比较快|较快|最短/;
const GO_LIVE = /\b(?:go(?:es)? live|live|launch\w*|set ?up|rollout|roll out|ready|running|up and running|done|install\w*|implement\w*|en vivo|funcionando|listo|arranca\w*|lanz\w*|instal\w*|implement\w*|configur\w*|trien khai|chay|xong|cai dat|hoat dong|ra mat)\b|上线|上線|安装|安装好|推行|部署|搞定|用得上|开通|启用/;
const ROLLOUT_ORDER = ["foundation", "growth", "enterprise"];

// "covers the most platforms", "el que conecta más plataformas", "gói nào kết nối nhiều nhất", "最多可以接几个平台".
const MOST_PLATFORMS = /\b(?:the most|most platforms|more platforms|mas plataformas|la mayor cantidad|nhieu nhat|nhieu nen tang nhat)\b|最多|最多个|最多的/;

const PICK_WORD = /\b(?:which|what|who|cual|cuales|que|nao|gi)\b|哪|边|边个|什么|几/;

const packagePick = (key: string, also: Answer[] = []): Resolved => ({ answers: [{ t: "package", key, price: false }, ...also], topic: { kind: "package", key }, intent: "packages" });

/** "which of them goes live faster?": of the packages in view (or all three), the one that goes live soonest. */
function fasterPackage(text: string, list: string, facts: SiteFacts): Resolved | null {
  if (!list.startsWith("package") || !FASTER.test(text) || !GO_LIVE.test(text) || !PICK_WORD.test(text)) return null;
  const { items } = listed(list, { package: facts.offerings.packages.map((p) => ({ key: p.key as string })) });
  const key = items.map((i) => i.key).sort((a, b) => ROLLOUT_ORDER.indexOf(a) - ROLLOUT_ORDER.indexOf(b))[0];
  return key ? packagePick(key, [{ t: "entry", id: "timeline" }]) : null;
}

/** "which one covers the most platforms?": of the bundles in view (or all), the one covering the most. */
function widestBundle(text: string, list: string | null, facts: SiteFacts): Resolved | null {
  const aboutBundles = list?.startsWith("bundle") || /\b(?:bundles?|combos?)\b|套装|组合|包(?![括含装月])/.test(text);
  if (!aboutBundles || !MOST_PLATFORMS.test(text) || !PICK_WORD.test(text)) return null;
  const sized = facts.offerings.bundles.map((b) => ({ key: b.key as string, n: Number(b.platforms.match(/\d+/)?.[0] ?? 0) }));
  const pool = list?.startsWith("bundle") ? listed(list, { bundle: sized }).items : sized;
  const key = [...pool].sort((a, b) => b.n - a.n)[0]?.key;
  return key ? { answers: [{ t: "bundle", key }], topic: { kind: "bundle", key }, intent: "bundles" } : null;
}

// Two ordinals in one short question ("the top one, what has it that the middle one hasn't?"): both, in the order said.
const ORDINAL_WORDS: [RegExp, number][] = [
  [/\b(?:first|1st|primer[oa]?|thu nhat|dau tien)\b|第一|最上面|头一个/g, 0],
  [/\b(?:second|2nd|middle|segund[oa]|del medio|de en medio|thu hai|o giua|chinh giua|(?:goi|cai) giua)\b|第二|中间/g, 1],
  [/\b(?:third|3rd|tercer[oa]?|thu ba)\b|第三/g, 2],
  [/\b(?:last|ultim[oa]|cuoi cung|cuoi)\b|最后/g, -1],
];

// "the first one, did it launch last year?": an ordinal of a time or a step is no second pick.
const OF_TIME = /\b(?:first|last|next|primer[oa]?|ultim[oa])\s+(?:time|step|day|night|week|month|year|vez|paso|dia|noche|semana|mes|ano)\b|\b(?:tuan|thang|nam|lan|buoc) (?:dau tien|cuoi)\b|第一次|第一步|最后一次/;

function twoPicked(text: string, list: string, facts: SiteFacts): Resolved | null {
  if (OF_TIME.test(text)) return null;
  const said = ORDINAL_WORDS.flatMap(([pattern, at]) => [...text.matchAll(pattern)].map((m) => ({ at, pos: m.index ?? 0 }))).sort((a, b) => a.pos - b.pos);
  const ats = said.map((s) => s.at).filter((a, i, all) => all.indexOf(a) === i);
  if (ats.length !== 2) return null;
  const o = facts.offerings;
  const keyed = (keys: readonly string[]) => keys.map((key) => ({ key }));
  const { kind, items } = listed(list, { package: keyed(o.packages.map((p) => p.key)), bundle: keyed(o.bundles.map((b) => b.key)), addon: keyed(o.addOnServices.map((a) => a.key)), setup: keyed(o.setupAddOns.map((x) => x.key)) });
  const keys = ats.map((a) => (a < 0 ? items.at(-1) : items[a])?.key).filter((k): k is string => k !== undefined);
  if (keys.length !== 2 || keys[0] === keys[1] || !kind) return null;
  const answers: Answer[] = keys.map((key) => (kind === "package" ? { t: "package", key, price: false } : { t: kind, key }) as Answer);
  const all = listed(list, { [kind]: items }).items.map((i) => i.key);
  const full = ({ package: o.packages, bundle: o.bundles, addon: o.addOnServices, setup: o.setupAddOns } as Record<string, readonly { key: string }[]>)[kind] ?? [];
  const topic: Topic = { kind: "list", key: `${kind}:${keys.map((k) => full.findIndex((f) => f.key === k)).join(",")}` };
  return all.length >= 2 ? { answers, topic, intent: kind === "package" ? "packages" : kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" } : null;
}

// Who the one picked is for: its description says so.
const FOR_WHOM = /\bwho\b.{0,25}\b(?:for|aimed at)\b|\b(?:para quien|a quien (?:va|le sirve|esta dirigid[oa])|danh cho ai|cho ai|hop voi ai|phu hop voi ai|ai nen dung)\b|适合(?:什么样的|哪些|哪种|什么|谁|边些)?(?:人|客户|用户|公司)?|合适.{0,4}人|给谁|对象是谁/;

function plainAnswer(picked: Topic): Resolved {
  if (picked.kind === "package") return packagePick(picked.key);
  const kind = picked.kind as "addon" | "bundle" | "setup";
  return { answers: [{ t: kind, key: picked.key }], topic: picked, intent: kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" };
}

/** A short follow-up that picks from the list in view: null when it picks nothing there (the other readers then try). */
export function pickInView(part: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const folded = foldForRules(part);
  if (!short(folded)) return null;
  const from = base.topic?.kind === "list" ? base.topic.key : base.list;
  const view = listInView(base, facts);
  const list = view ?? from;
  const widest = widestBundle(folded, list, facts);
  if (widest || !list) return widest;
  const faster = fasterPackage(folded, list, facts) ?? (FASTER.test(folded) && GO_LIVE.test(folded) && base.lastIntent === "packages" ? fasterPackage(folded, "package", facts) : null);
  if (faster) return faster;
  const text = AS_ORDINAL(folded);
  const both = twoPicked(text, list, facts);
  if (both) return both;
  const described = otherByChannel(text, list, facts);
  if (described) return plainAnswer(described);
  // "which of them is cheapest?", "cái nào mắc nhất?", "邊個最平？": the pick by price, however the rest would read it
  // ("哪个最便宜" alone reads like shopping elsewhere).
  // "these two together, cheaper as a bundle?" asks the bundle (followup-counts.ts), not which one costs less.
  const together = /\b(?:together|at once|combined|juntos|juntas|a la vez|cung luc|gop lai)\b|一起|合起来|加起来/.test(text);
  const asked = PICK_WORD.test(text) || (!/\p{Script=Han}/u.test(text) && text.split(/\s+/).length <= 6);
  // "what's the cheapest way to connect HubSpot?" names its own platform: the platform rules read it.
  const ownSubject = findPlatforms(part, facts).length > 0 || topicOf(findMentions(part)) !== null || /\b(?:way|ways|manera|forma|cach)\b|办法|方法/.test(text);
  const byPrice = asked && !together && !ownSubject ? cheaperPick(text, { kind: "list", key: list }, facts, list) : null;
  if (byPrice) return plainAnswer(byPrice);
  // "the last one, who's it for?", "cái cuối cùng dành cho ai?", "最后那个适合什么人?": the one picked, as it is described.
  const plain = FOR_WHOM.test(text) ? (otherPick(text, base.topic, facts, list) ?? ordinalPick(text, { kind: "list", key: list }, facts, list)) : null;
  if (plain) return plainAnswer(plain);
  // The list in view differs from the one stored, or "top"/"bottom" said the ordinal: the pick is read against it.
  if ((list === from && text === folded) || !picksFromShown(text, { kind: "list", key: list }, list, facts)) return null;
  const picked = resolvePart({ part: text, facts, topic: { kind: "list", key: list }, profile: base.profile, list, language: base.language });
  return picked.topic && picked.topic.kind !== "list" ? picked : null;
}
