import type { ConversationContext } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { bundleSize } from "./knowledge/bundle-size.ts";
import { bundleFor } from "./list-picks.ts";
import { timesSaid } from "./multiples.ts";
import { COUNT_WORD as N, NUMBER_WORDS } from "./count-patterns.ts";
import type { Resolved } from "./resolved.ts";
import { findPlatforms } from "./topics.ts";
import type { SiteFacts } from "./types.ts";

// Follow-ups that do arithmetic on the count the last answer covered, or name a package by whom it is for:
// "and if we doubled that?", "el doble", "gấp đôi", "翻倍" double it; "two more on top of that", "3 más", "thêm 2 cái",
// "再加两个" add to it; "those two together, is a bundle cheaper?" asks the bundle for the rows just listed; "and the one
// for individual agents?", "¿y el de brokerages?", "còn gói cho nhóm?", "那个适合个人经纪人的呢？" the package of that role.

const MORE = new RegExp(String.raw`\b(?:another|other|otr[oa]s?|them|add|plus|mas)?\s*${N}\s+(?:more|extra|additional|mas|nua)\b|\b(?:another|add(?:ing)?|plus|otr[oa]s|sumale|sumar|agrega\w*|them|cong them)\s+${N}\b(?!\s*(?:agents?|agentes|people|nguoi))`);
const ZH_MORE = /(?:再加|再多|多加|加上|另加|再来)\s*(\d{1,2}|[二两三四五六七八九十])\s*(?:个|款|套)?/u;
// "on top of that", "además de eso", "nữa", "在这个基础上": what is added is added to the count just answered.
const SHORT = (text: string): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= 24 : text.split(/\s+/).length <= 14);

const asNumber = (said: string | undefined): number => (said ? Number(said) || NUMBER_WORDS[said] || 0 : 0);

/** The platforms the last answer covered: a bundle's count, a bundle named by itself, or one setup row. */
function lastCount(base: ConversationContext, facts: SiteFacts): number {
  for (const answer of base.lastAnswers) {
    if (answer.t === "bundle-for") return answer.count;
    if (answer.t === "bundle") {
      const bundle = facts.offerings.bundles.find((b) => b.key === answer.key);
      if (bundle) return bundleSize(bundle);
    }
  }
  return base.lastAnswers.length === 1 && base.lastAnswers[0]?.t === "setup" ? 1 : 0;
}

const bundleReply = (count: number, facts: SiteFacts, before: Answer[] = []): Resolved | null => {
  const answer = bundleFor(count, facts);
  return answer?.t === "bundle-for" ? { answers: [...before, answer], topic: { kind: "bundle", key: answer.key }, intent: "bundles" } : null;
};

/** "and if we doubled that?", "ok, two more on top of that": the count just answered, doubled or grown. */
export function countArithmetic(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const counted = lastCount(base, facts);
  if (counted === 0 || !SHORT(text)) return null;
  const times = timesSaid(text);
  if (times >= 2) return bundleReply(counted * times, facts);
  const more = asNumber(text.match(MORE)?.slice(1).find(Boolean) ?? text.match(ZH_MORE)?.[1]);
  // "two more: Facebook and Calendly" names them; a different number of platforms named is read by the platform rules.
  const named = findPlatforms(text, facts).length;
  if (more > 0 && (named === 0 || named === more)) return bundleReply(counted + more, facts);
  return null;
}

// "these two together", "both of them at once", "los dos juntos", "cả hai cùng lúc", "这两个一起": the rows just listed, at once.
const TOGETHER = /\b(?:(?:these|those|the|both) (?:two|2)|both(?: of them)?|(?:los|las|esos|esas|estos|estas) (?:dos|2)|ambos|ambas|ca hai|hai cai (?:nay|do))\b.{0,30}\b(?:together|at once|juntos|juntas|a la vez|cung luc|mot luc|chung)\b|(?:这|那)(?:两|2)个.{0,4}一起|两个都/;
const BUNDLE_ASK = /\b(?:bundles?|combos?|paquetes?|packs?|goi|cheaper|cheapest|save|ahorr\w*|mas barato|re hon|tiet kiem)\b|套装|组合|打包|更便宜|省钱|划算/;

/** "这两个一起装，用套装是不是更便宜？": the setup rows just listed, and the bundle that covers as many platforms. */
export function rowsTogether(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const from = base.topic?.kind === "list" ? base.topic.key : base.list;
  if (!from?.startsWith("setup:") || !TOGETHER.test(text) || !BUNDLE_ASK.test(text) || !SHORT(text)) return null;
  const rows = (from.split(":")[1] ?? "").split(",").map((i) => facts.offerings.setupAddOns[Number(i)]).filter((r) => r !== undefined);
  if (rows.length < 2) return null;
  return bundleReply(rows.length, facts, rows.map((r) => ({ t: "setup", key: r.key }) as Answer));
}

// Who a package is for, as a follow-up names it: "the one for individual agents", "el de los equipos", "gói cho công ty".
const ROLE_ONE = /\b(?:the one|the package|the plan|the tier|one|el|la|el paquete|el plan|goi|cai)\b\s+(?:(?:that s|thats|that is|meant|made|built|designed|para|de|cho|danh cho)\s+)*(?:for\s+)?(?:los |las |an? )?(\w+(?: \w+){0,2})/;
const ROLES: ["foundation" | "growth" | "enterprise", RegExp][] = [
  ["foundation", /\b(?:individual|solo|independent|single) agents?\b|\bsolo(?:s|ists?)?\b|\bagentes? (?:individual(?:es)?|independientes?|solos?)\b|\bindependientes\b|\bmoi gioi (?:ca nhan|doc lap|lam mot minh)\b|\bca nhan\b/],
  ["growth", /\b(?:growing )?teams?\b|\bequipos?\b|\bnhom\b|\bdoi\b/],
  ["enterprise", /\b(?:brokerages?|brokers?|large teams|big teams|firms?|corredurias?|inmobiliarias?|empresas?|cong ty|san (?:giao dich|bat dong san)|cong ty moi gioi)\b/],
];
const ZH_ROLES: ["foundation" | "growth" | "enterprise", RegExp][] = [
  ["foundation", /(?:适合|给|针对)?(?:个人|独立|单干|一个人)(?:经纪人?|做)?的(?:那个|套餐)/],
  ["growth", /(?:适合|给|针对)?(?:团队|小团队)的(?:那个|套餐)/],
  ["enterprise", /(?:适合|给|针对)?(?:经纪公司|公司|大团队)的(?:那个|套餐)/],
];
// What is asked of the package picked: the last answer's subject when it was one of these (the go-live time, …).
const OF_THE_PICK = new Set<string>(["timeline", "self-setup", "add-later", "success-manager", "technical-skills", "training"]);

/** "and the one for individual agents?" after packages were discussed: that package, asked what the last answer was about. */
export function packageByRole(text: string, base: ConversationContext): Resolved | null {
  const aboutPackages = base.topic?.kind === "package" || base.list?.startsWith("package") === true || base.lastIntent === "packages";
  if (!aboutPackages || !SHORT(text) || text.split(/\s+/).length > 9) return null;
  const phrase = ROLE_ONE.exec(text)?.[0];
  const key = (phrase ? ROLES.find(([, p]) => p.test(phrase))?.[0] : undefined) ?? ZH_ROLES.find(([, p]) => p.test(text))?.[0];
  if (!key) return null;
  const last = base.lastAnswers[0];
  const asked: Answer[] = last?.t === "entry" && OF_THE_PICK.has(last.id) ? [last] : last?.t === "extra" && OF_THE_PICK.has(last.id) ? [last] : [];
  return { answers: asked.length > 0 ? asked : [{ t: "package", key, price: false }], topic: { kind: "package", key }, intent: "packages" };
}
