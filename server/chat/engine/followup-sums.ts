import type { ConversationContext } from "./context.ts";
import { addonList } from "./addon-list.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { ORDINALS, TWO_LOOSELY } from "./count-patterns.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";
import { describedAddon } from "./addon-fit.ts";
import { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";

// A sum asked over add-ons named earlier: "the first one I named plus that one, per month together?", "el primero y ese,
// ¿cuánto suman al mes?", "cái đầu với cái đó cộng lại bao nhiêu?", "第一个加上那个，一个月一共多少？"; "all three
// together?" sums every add-on of the list. Each add-on is answered with its own price, then their monthly total.

const SUM_ASK = /\b(?:together|combined|in total|total|altogether|sum|add(?:ed)? up|juntos|juntas|en total|suman?|sumados|cong lai|tong cong|tong|ca hai|tat ca)\b|加起来|一共|总共|合计|加在一起|加埋/u;
const THAT_ONE = /\b(?:that one|this one|that|the one (?:you|u) (?:just )?(?:picked|said|mentioned)|ese|esa|este|esta|cai do|cai nay|cai vua roi)\b|那个|这个/u;
const ALL = /\b(?:all (?:three|3|of them|of those)|the three|los tres|las tres|todos|todas|ca ba|tat ca)\b|三个|全部/u;
// (加埋: Cantonese "added together".)
const PER_MONTH = /\b(?:per month|a month|monthly|al mes|por mes|mensual\w*|moi thang|hang thang|how much|cuanto|bao nhieu|nhieu)\b|每个?月|一个月|多少/;
// "cái đầu" (the first) beside the shared ordinals.
const FIRST_VI = /\bcai dau\b/;
const BUNDLE_ASK = /\b(?:bundles?|paquetes?|combo|goi|cheaper|mas barato|re hon)\b|套装|更便宜/u;

const monthly = (price: string): number => Number(price.replace(/,/g, "").match(/\d+/)?.[0] ?? Number.NaN);

/** The add-ons of the list last shown that the sum names, in the order listed; empty when it names none. */
function picked(text: string, keys: string[], current: string | null): string[] {
  if (ALL.test(text) || (TWO_LOOSELY.test(text) && keys.length === 2)) return keys;
  const ordinals: [RegExp, number][] = [...ORDINALS, [FIRST_VI, 0]];
  const byOrder = ordinals.filter(([p]) => p.test(text)).map(([, at]) => keys.at(at)).filter((k): k is string => k !== undefined);
  const chosen = [...byOrder, ...(current && THAT_ONE.test(text.replace(/\bthat s\b|\bthats\b|\bwhat s that\b/g, " ")) ? [current] : [])];
  return keys.filter((k) => chosen.includes(k));
}

/** "ok so the first one I named plus that one, per month together?": those add-ons and their monthly total. */
export function addonSum(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const from = base.topic?.kind === "list" ? base.topic.key : base.list;
  if (!from?.startsWith("addon:") || !SUM_ASK.test(text) || BUNDLE_ASK.test(text) || text.split(/\s+/).length > 20) return null;
  const all = facts.offerings.addOnServices;
  const keys = (from.split(":")[1] ?? "").split(",").flatMap((i) => { const key = all[Number(i)]?.key; return key ? [key as string] : []; });
  const current = base.topic?.kind === "addon" ? base.topic.key : null;
  const keysSummed = picked(text, keys, current);
  const rows = keysSummed.map((k) => all.find((a) => a.key === k)).filter((a) => a !== undefined);
  if (rows.length < 2 || rows.some((a) => !Number.isFinite(monthly(a.price)))) return null;
  const answers: Answer[] = [...rows.map((a) => ({ t: "addon", key: a.key }) as Answer), { t: "addon-sum", keys: rows.map((a) => a.key) }];
  return { answers, topic: { kind: "list", key: from }, intent: "addons" };
}

/** The monthly total of add-ons, as a figure ("$326"); null when one price has no figure. */
export function monthlyTotal(keys: readonly string[], facts: SiteFacts): string | null {
  const prices = keys.map((k) => facts.offerings.addOnServices.find((a) => a.key === k)?.price ?? "").map(monthly);
  return prices.every(Number.isFinite) ? `$${prices.reduce((a, b) => a + b, 0).toLocaleString("en-US")}` : null;
}

/**
 * "Market Dashboard and the SMS/WhatsApp one, per month together?", "市场仪表板和短信那个加值服务，两个加起来多少钱？": two
 * add-ons in one message, the second named or told by what it does, and their sum asked.
 */
// "and if i stuck voice ai on with it, the two together per month?", "再加Voice AI，两个每个月加埋多少？": one named beside the
// add-on being talked about (`base`), "the two" summed.
export function addonsSummedHere(message: string, facts: SiteFacts, base?: ConversationContext): Resolved | null {
  const text = foldForRules(message);
  // ("…any deal on doing both of em" after two platforms asks for a bundle: "both" sums only with a price asked.)
  if (!(SUM_ASK.test(text) || (TWO_LOOSELY.test(text) && PER_MONTH.test(text))) || BUNDLE_ASK.test(text)) return null;
  const m = findMentions(message);
  // "el de redes y el de WhatsApp, los dos juntos": two told by what they do.
  const first = m.addons || m.addon || !TWO_LOOSELY.test(text) ? null : describedAddon(text, facts);
  const named = m.addons ?? (m.addon ? [m.addon] : first ? [first] : []);
  if (named.length === 0 || m.package || m.bundle) return null;
  const also = named.length === 1 ? describedAddon(text, facts, named[0]) : null;
  const spoken = !also && named.length === 1 && TWO_LOOSELY.test(text) && base?.topic?.kind === "addon" && base.topic.key !== named[0] ? base.topic.key : null;
  const keys = also ? [...named, also] : spoken ? [spoken, ...named] : named;
  const all = facts.offerings.addOnServices;
  const rows = keys.map((k) => all.find((a) => a.key === k)).filter((a) => a !== undefined);
  if (rows.length < 2 || rows.some((a) => !Number.isFinite(monthly(a.price)))) return null;
  const answers: Answer[] = [...rows.map((a) => ({ t: "addon", key: a.key }) as Answer), { t: "addon-sum", keys: rows.map((a) => a.key) }];
  return { answers, topic: addonList(rows.map((a) => a.key), facts), intent: "addons" };
}
