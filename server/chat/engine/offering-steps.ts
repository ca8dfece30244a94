import type { ConversationContext, Topic } from "./context.ts";
import { listed } from "./list-picks.ts";
import { findMentions } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// Picks among offerings of one kind by what sets them apart rather than by name:
// - by a figure of their price: "the one with the $1,500 setup", "el de $497 al mes", "cái 129 đô", "月费129的那个" pick
//   the one offering of the list shown (or of the kind last discussed) whose listed price holds that figure;
// - by a step along the kind's own order, smallest first: "the next one up", "el que sigue", "cái tiếp theo", "下一个"
//   after one offering is the one after it; "the biggest", "el más grande", "cái lớn nhất", "最大的" is the last.

type Row = { key: string; figures: number[] };
const KIND_WORDS: Record<string, RegExp> = {
  package: /\b(?:packages?|plans?|tiers?|paquetes?|planes|goi)\b|套餐|配套|方案/,
  bundle: /\b(?:bundles?|combos?)\b|包(?![括含装月])/,
  addon: /\b(?:add-?ons?|extras?|complementos?|dich vu them)\b|附加/,
  setup: /\b(?:setups?|rows?|instalacion(?:es)?|cai dat)\b|安装/,
};

const figuresOf = (price: string): number[] => (price.replace(/(\d),(\d{3})/g, "$1$2").match(/\d+/g) ?? []).map(Number);

/** The offerings of a kind with the figures of their prices: packages smallest first, bundles by platforms, setup rows by fee, add-ons as listed. */
function rowsOf(kind: string, facts: SiteFacts): Row[] {
  const o = facts.offerings;
  // The site lists its packages largest first (Enterprise, Growth, Foundation): smallest first is that order reversed.
  if (kind === "package") return [...o.packages].reverse().map((p) => ({ key: p.key, figures: [] }));
  if (kind === "bundle") return [...o.bundles].sort((a, b) => (figuresOf(a.platforms)[0] ?? 0) - (figuresOf(b.platforms)[0] ?? 0)).map((b) => ({ key: b.key, figures: figuresOf(b.price) }));
  if (kind === "setup") return o.setupAddOns.map((s) => ({ key: s.key, figures: figuresOf(s.feeRange) })).sort((a, b) => (a.figures[0] ?? 0) - (b.figures[0] ?? 0));
  if (kind === "addon") return o.addOnServices.map((a) => ({ key: a.key, figures: [...figuresOf(a.setup ?? ""), ...figuresOf(a.price)] }));
  return [];
}

/** The rows a list key names ("addon:2,3,5" → those three, by their place in the site's own list; "bundle" → every bundle). */
function listRows(key: string, facts: SiteFacts): { kind: string; rows: Row[] } {
  const o = facts.offerings;
  const { kind, items } = listed<{ key: string }>(key, { package: [...o.packages], bundle: [...o.bundles], addon: [...o.addOnServices], setup: [...o.setupAddOns] });
  const keys = new Set(items.map((i) => i.key));
  return { kind, rows: rowsOf(kind, facts).filter((r) => keys.has(r.key)) };
}

const answerFor = (kind: string, key: string): Resolved => {
  const topic = { kind, key } as Topic;
  if (kind === "package") return { answers: [{ t: "package", key, price: false }], topic, intent: "packages" };
  return { answers: [{ t: kind as "addon" | "bundle" | "setup", key }], topic, intent: kind === "bundle" ? "bundles" : kind === "setup" ? "setup_fees" : "addons" };
};

const SHORT = (text: string, words: number): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= words * 2 : text.split(/\s+/).length <= words);
const named = (text: string): boolean => {
  const m = findMentions(text);
  return Boolean(m.package || m.bundle || m.addon || m.setup);
};

// A price figure: "$1,500", "1500 dollars", "497 al mes", "129 đô", "129美元", "月费129".
const FIGURE = /(?:\$\s?|us\$\s?|月费\s*|安装费\s*)(\d{1,3}(?:,\d{3})+|\d{2,5})\b|\b(\d{1,3}(?:,\d{3})+|\d{2,5})\s?(?:k\b|dollars?|bucks|dolares|usd|do\b|đô|dola|美元|美金|块|元|\/\s?(?:mo|month|mes)|a month|per month|al mes|por mes|mensuales|setup|de instalacion|mot thang|moi thang|\/thang|一个月|每月)/iu;
// Words that point at one of several: "the one", "which", "el de", "cuál", "cái", "gói", "那个", "哪个".
const POINTER = /\b(?:the one|that one|which|the \$|one with|one at|one for|el de|la de|el que|la que|el del|la del|cual|cai|goi|loai)\b|那个|那款|那项|哪个|的那/;

/** "Which of those is the one with a $1,500 setup?": the one offering listed whose price holds the figure said. */
export function figurePick(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const topic = base.topic;
  const from = topic?.kind === "list" ? topic.key : (base.list ?? topic?.kind ?? null);
  if (!from || !POINTER.test(text) || !SHORT(text, 16) || named(text)) return null;
  const said = [...text.matchAll(new RegExp(FIGURE.source, "giu"))].map((m) => Number((m[1] ?? m[2] ?? "").replace(/,/g, "")) * (/\d\s?k\b/i.test(m[0]) ? 1000 : 1)).filter((n) => n >= 50);
  if (said.length === 0) return null;
  const { kind, rows } = listRows(from, facts);
  const holding = rows.filter((r) => said.every((n) => r.figures.includes(n)));
  return holding.length === 1 && holding[0] ? answerFor(kind, holding[0].key) : null;
}

const NEXT = /\b(?:(?:the |and )?next(?: one)?(?: up)?|one (?:size |step |tier |level )?up|(?:size|step|tier|level) up|(?:el|la) (?:que sigue|siguiente|de arriba|proxim[oa])|cai (?:tiep theo|ke tiep|ke|tiep)|goi (?:tiep theo|ke tiep|ke)|lon hon mot (?:chut|bac))\b|下一个|再大一(?:点|级|档)的?|大一(?:级|档|号)的?|上一档/;
const LAST = /\b(?:the (?:biggest|largest|top)(?: one)?|(?:el|la) mas grande|(?:el|la) mayor|(?:el|la) (?:mas )?complet[oa]|cai (?:lon|to) nhat|goi (?:lon|to) nhat|lon nhat)\b|最大的?/;
const FIRST = /\b(?:the (?:smallest|smaller)(?: one)?|(?:el|la) mas (?:chic[oa]|pequen[oa])|(?:el|la) menor|cai nho nhat|goi nho nhat|nho nhat)\b|最小的?/;

/** "y el que sigue" after a bundle, "cái lớn nhất", "最大的": a step along the kind of the offering last discussed. */
export function stepPick(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const topic = base.topic;
  if (!topic || topic.kind === "list" || !SHORT(text, 8) || named(text)) return null;
  // A list just shown is the cheaper-or-dearer pick's (list-picks.ts); a noun of another kind asks about that kind.
  if (base.list && !base.list.startsWith(topic.kind)) return null;
  if (Object.entries(KIND_WORDS).some(([kind, pattern]) => kind !== topic.kind && pattern.test(text))) return null;
  const rows = rowsOf(topic.kind, facts);
  const at = rows.findIndex((r) => r.key === topic.key);
  if (at < 0 || topic.kind === "addon") return null;
  // "the biggest" of a list just shown is the dearest of that list (list-picks.ts): the whole kind only without one.
  const end = base.list ? undefined : LAST.test(text) ? rows.at(-1) : FIRST.test(text) ? rows[0] : undefined;
  const next = NEXT.test(text) ? rows[at + 1] : end;
  return next ? answerFor(topic.kind, next.key) : null;
}
