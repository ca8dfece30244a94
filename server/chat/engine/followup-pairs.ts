import type { ConversationContext, Topic } from "./context.ts";
import { TWO_OR_BOTH_WORDS } from "./count-patterns.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { bundleFor } from "./list-picks.ts";
import type { Resolved } from "./resolved.ts";
import { findPlatforms } from "./topics.ts";
import type { SiteFacts } from "./types.ts";

// Two things asked about one after the other, then taken as a pair: "how much more is the 24/7 one?" after Voice AI
// compares the two, so "which of the two is cheaper?" picks between them; "and both of them together, is there a
// cheaper bundle?" after the setup fees of two platforms asks for the bundle that covers both.

// "how much more", "is it cheaper than", "vs", "¿cuánto más caro?", "đắt hơn bao nhiêu", "比…贵多少": priced against the other.
const AGAINST = /\b(?:more expensive|pricier|cheaper|less expensive|how much more|vs|versus|compared (?:to|with)|than (?:that|the other|voice|the first)|mas car[oa]|mas barat[oa]|cuanto mas|comparad[oa] con|frente a|dat hon|re hon|so voi|hon bao nhieu)\b|比.{0,12}(?:贵|便宜)|贵多少|便宜多少|相比/;

const addonOf = (a: Answer): string | null => (a.t === "addon" ? a.key : a.t === "need" && a.kind === "addon" ? a.key : null);

/** The two add-ons compared as a list ("addon:i,j", first asked first) when this turn prices one against the one before. */
export function comparedPair(text: string, answers: readonly Answer[], before: Topic | null, facts: SiteFacts): Topic | null {
  if (before?.kind !== "addon" || !AGAINST.test(text)) return null;
  const keys = answers.map(addonOf).filter((k): k is string => k !== null);
  const now = keys[0];
  if (keys.length !== 1 || !now || now === before.key) return null;
  const all = facts.offerings.addOnServices.map((a) => a.key as string);
  const [i, j] = [all.indexOf(before.key), all.indexOf(now)];
  return i >= 0 && j >= 0 ? { kind: "list", key: `addon:${i},${j}` } : null;
}

// "both of them together", "ca hai cai do gop lai", "los dos juntos", "这两个合起来": the platforms of the last turns at once.
// "if we connect both", "si conectamos los dos", "nếu kết nối cả hai", "两个都接": both set up, said by the verb.
const BOTH_SET_UP = /\b(?:connect(?:ing|ed)?|set(?:ting)? up|hook(?:ing)? up|install(?:ing)?|integrat\w*|conect\w*|instal\w*|integr\w*|ket noi|cai dat|noi|gan)\b.{0,12}\b(?:both(?: of them)?|the two(?: of them)?|(?:los|las) dos|ambos|ambas|ca hai(?: cai)?|hai cai)\b|\b(?:both|ca hai|los dos|ambos)\b.{0,12}\b(?:connected|set up|hooked up|installed|conectad[oa]s|instalad[oa]s|ket noi|cai dat)\b|(?:两|2)个都(?:接|连|装|对接|要)/;
const BOTH_TOGETHER = new RegExp(
  `${TWO_OR_BOTH_WORDS}.{0,30}\\b(?:together|at once|combined|juntos|juntas|a la vez|en conjunto|cung luc|mot luc|chung|gop lai|gop chung)\\b|(?:这|那)?(?:两|2)个.{0,4}(?:一起|合起来|加起来|一块)`,
);
const CHEAPER_PACK = /\b(?:bundles?|combos?|packs?|goi|cheaper|cheapest|save|discount|ahorr\w*|mas barato|descuento|re hon|tiet kiem)\b|套装|组合|打包|更便宜|省钱|划算|优惠/;

/** "ca hai cai do gop lai co goi nao re hon khong?": the bundle for the two platforms named in the last messages. */
export function platformsTogether(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  if (!(BOTH_TOGETHER.test(text) || BOTH_SET_UP.test(text)) || !CHEAPER_PACK.test(text) || findPlatforms(text, facts).length > 0) return null;
  const named = base.platforms.slice(-2).flat().filter((p, i, all) => all.indexOf(p) === i);
  if (named.length !== 2) return null;
  const answer = bundleFor(2, facts);
  return answer?.t === "bundle-for" ? { answers: [answer], topic: { kind: "bundle", key: answer.key }, intent: "bundles" } : null;
}
