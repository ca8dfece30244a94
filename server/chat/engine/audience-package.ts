import type { Resolved } from "./resolved.ts";

// A package named by whom it is for, and something asked of it: "gói dành cho người làm một mình có gửi báo cáo không",
// "does the package for solo agents include reports?", "¿el paquete para agentes independientes trae reportes?",
// "给个人经纪人的套餐有报告吗": that package, with its features. Read on folded text (foldForRules). "Which package for a
// solo agent?" asks for a recommendation instead, and is left to the rules of fit.
const FOR = String.raw`(?:goi|package|plan|tier|paquete)(?: (?:danh|meant|made|built|designed|pensado|disenado))? (?:rieng )?(?:cho|for|para)(?: (?:an?|los|las|un|una|nhung|cac))?`;
const AUDIENCES: ["foundation" | "growth" | "enterprise", string][] = [
  ["foundation", String.raw`(?:nguoi (?:lam|hanh nghe) (?:mot minh|doc lap|rieng)|moi gioi (?:ca nhan|doc lap|lam mot minh)|ca nhan|solo(?: agents?)?|individual agents?|independent agents?|single agents?|agentes? (?:individual(?:es)?|independientes?|solos?))`],
  ["growth", String.raw`(?:nhom|doi nhom|growing teams?|teams?|equipos?(?: en crecimiento)?)`],
  ["enterprise", String.raw`(?:cong ty(?: moi gioi)?|san (?:giao dich|bat dong san)|brokerages?|large teams?|corredurias?|inmobiliarias?)`],
];
const ZH: ["foundation" | "growth" | "enterprise", RegExp][] = [
  ["foundation", /(?:给|适合|针对)(?:个人|独立|单干|一个人做)的?(?:经纪人?)?的?(?:那个)?套餐/],
  ["growth", /(?:给|适合|针对)(?:团队|成长中的团队)的?(?:那个)?套餐/],
  ["enterprise", /(?:给|适合|针对)(?:经纪公司|大团队)的?(?:那个)?套餐/],
];
// The audience said before the noun, in English: "the brokerage package", "the big brokerage plan", "your solo agent
// tier", "the team one".
const BEFORE = String.raw`\b(?:the|your|ur|that)(?: (?:big|large|biggest|small|little|smaller|whole))?`;
const NOUN = String.raw`(?:package|plan|tier|one)`;
// Read so only where what it holds is asked ("does the brokerage package include…", "…give the owners…"): "how long does
// the big brokerage one take?" asks its go-live time, which the timeline rules answer.
// Whether it tells or sends something is what it holds too ("does the solo plan tell the agent straight away?").
const HOLDS_ASKED = /\b(?:include\w*|come with|comes with|give|gives|have|has|got|offer|offers|cover|covers|get|tell|tells|notify|notifies|alert|alerts|ping|pings|send|sends|report|reports)\b/;
// Something asked of it: whether it has, sends or includes a thing.
const HAS_ASKED = /\b(?:co\b.{0,50}\b(?:khong|ko|k|hong|hok|chua)|does|do|will|is there|include\w*|come with|comes with|send\w*|incluye|trae|tiene|manda|envia|avisa|avisan|notifica|notifican|mandan|envian)\b|有没有|包括|包含|会不会|有.{0,10}吗/;
const WHICH = /\b(?:which|what|cual|que|nao)\b.{0,12}\b(?:package|plan|tier|paquete|goi)\b|\bgoi nao\b|哪个套餐|什么套餐/;

// Named by its rank, what it holds asked right after: "does the cheapest plan send follow-ups?", "¿el paquete más básico trae
// reportes?", "gói rẻ nhất có báo cáo không?", "最便宜的那个套餐，会不会后续自动联系客户？".
const RANKS: ["foundation" | "enterprise", RegExp][] = [
  ["foundation", /\b(?:the|your|ur|that) (?:cheapest|smallest|lowest|entry[- ]level|most basic|bottom) (?:package|plan|tier|one)(?: (?:include|includes|come with|comes with|have|has|give|gives|send|sends|tell|tells|offer|offers)\b|,? does it\b)|\b(?:el|su) (?:paquete|plan) (?:mas (?:barato|basico|chico|pequeno|sencillo))\b|\bgoi (?:re nhat|nho nhat|co ban nhat|thap nhat)\b|(?:最便宜|最小|最基础|最低|入门)(?:的)?(?:那个|那档|那款)?(?:套餐|方案)/],
  ["enterprise", /\b(?:the|your|ur|that) (?:biggest|largest|top|highest|priciest|fanciest) (?:package|plan|tier|one)(?: (?:include|includes|come with|comes with|have|has|give|gives|send|sends|tell|tells|offer|offers)\b|,? does it\b)|\b(?:el|su) (?:paquete|plan) (?:mas (?:caro|grande|completo))\b|\bgoi (?:lon nhat|dat nhat|cao nhat)\b|(?:最贵|最大|最高级|最高)(?:的)?(?:那个|那档|那款)?(?:套餐|方案)/],
];

const COMPARED = /\b(?:giua|middle|mid|medio|foundation|growth|enterprise|than|que el|hon|so voi|compared|versus|vs)\b|中间|比/;

/** The package a message names by its audience or rank, asked whether it has something; null otherwise. */
export function audiencePackageAsked(text: string): Resolved | null {
  if (WHICH.test(text) || !HAS_ASKED.test(text)) return null;
  const holds = HOLDS_ASKED.test(text);
  const named = (who: string): boolean => new RegExp(String.raw`\b${FOR} ${who}\b`).test(text) || (holds && new RegExp(String.raw`${BEFORE} ${who} ${NOUN}\b`).test(text));
  // Set against another ("gói cao nhất có gì mà gói ở giữa không có?") it is a comparison, which the rules of ranks answer.
  const ranked = (pattern: RegExp): boolean => pattern.test(text) && !COMPARED.test(text) && (holds || /\p{Script=Han}/u.test(text) || /\b(?:trae|tiene|incluye|manda|co)\b/.test(text));
  const key = AUDIENCES.find(([, who]) => named(who))?.[0] ?? ZH.find(([, p]) => p.test(text))?.[0] ?? RANKS.find(([, p]) => ranked(p))?.[0];
  return key ? { answers: [{ t: "package", key, price: false }], topic: { kind: "package", key }, intent: "packages" } : null;
}
