import type { Answer } from "./knowledge/answer-types.ts";
import type { Topic } from "./context.ts";
import type { Resolved } from "./resolved.ts";
import { findMentions } from "./mentions.ts";
import { findPlatforms } from "./topics.ts";
import type { SiteFacts } from "./types.ts";

// "voice ai is 197 a month?? can yall do any better", "¿no hay rebajita si lo contrato ahorita?", "bớt chút được không em",
// "能不能便宜点？打个折吧", "will yall match what the other guys charge?", "一次付一年的话，打个折吧？": a bargain. The site
// lists its prices and no deals: the add-on or bundle named is given at its price, and the discount is a named gap
// (unstated-asks.ts words it), never promised. (Asking which is cheaper, for a cheaper way in such as the self-setup, or
// for a deal on several platforms, which the bundles are, is no bargain.) Folded text.

const BARGAIN = new RegExp(
  [
    String.raw`\b(?:discounts?|discounted|coupons?|promo codes?|coupon codes?|price ?match\w*|negotiable|wiggle room|best (?:you can do|price you can)|(?:do|go) (?:any |a (?:little |bit )?)?better (?:than that|on (?:that|the|it)|on price)|knock (?:it|that|some|something|anything|a (?:bit|little|few (?:bucks|dollars))|\$?\d+) (?:down|off)|come down (?:on|in|any)|cut (?:me|us) a deal|(?:any|a) (?:deal|break) (?:if|for|on)|match (?:what|their|the other|his|her|that)\b.{0,30}\b(?:charges?|prices?|quotes?|rates?)|cheaper if (?:i|we) (?:pay|sign|take|buy))\b`,
    String.raw`\b(?:descuentos?|rebaj\w*|precio especial|oferta especial|(?:me|nos) (?:hace|haces|hacen|puede hacer|pueden hacer) (?:un |algun |mejor )?(?:precio|descuento)|(?:me|nos) (?:da|dan|das|deja|dejas|dejan) (?:un |algun )?(?:mejor precio|descuento|precio especial)|(?:me|nos) lo (?:deja|dejas|dejan|pueden dejar) (?:en|mas) (?:menos|barato)|(?:igualan|iguala|igualar|mejoran|mejora|mejorar) (?:el|ese|su|la) (?:precio|oferta|cotizacion)|mas barato si (?:pago|contrato|tomo|firmo)|(?:pago|pagar|pagarle|le pago) de contado)\b`,
    String.raw`\b(?:giam gia|bot (?:chut|xiu|gia|cho (?:anh|chi|em|minh|toi|tui))|khuyen mai|chiu bang gia|bang gia (?:ben|nguoi ta) (?:kia|khac)|lay re hon|tinh re hon)\b`,
    String.raw`便宜(?:点|一点|些|一些)(?!的)|能不能便宜|打(?:个)?折|折扣|让利|减价|降价|照(?:他们|别家|别人)的?(?:价|价钱)|少收(?:点|一点)`,
  ].join("|"),
);

// Platforms or bundles asked with a deal ("有没有打包优惠", "any deal on 2", "bundle 便宜一點"): the bundles are that deal.
const BUNDLE_DEAL = /\bbundles?\b|\bplatforms?\b|\bplataformas?\b|\bnen tang\b|打包|平台|套装|\b(?:on|for) (?:2|3|4|5|6|two|three|four|five|six)\b/;

/** The add-ons or bundles named at their prices and the missing deal named; null when nothing is bargained. */
// "shoot thats steep. can y'all knock it down to 150" right after Voice AI: the add-on or bundle being talked about is
// the one bargained for.
export function bargainAsked(text: string, facts: SiteFacts, topic: Topic | null = null): Resolved | null {
  if (!BARGAIN.test(text) || BUNDLE_DEAL.test(text) || findPlatforms(text, facts).length > 0) return null;
  const mentions = findMentions(text);
  const addons = Object.keys(mentions.addonAt ?? {});
  const spoken: Answer[] = topic?.kind === "addon" || topic?.kind === "bundle" ? [{ t: topic.kind, key: topic.key }] : [];
  const named: Answer[] = addons.length > 0 ? addons.map((key) => ({ t: "addon" as const, key })) : mentions.bundle ? [{ t: "bundle", key: mentions.bundle }] : mentions.package ? [] : spoken;
  return { answers: [...named, { t: "unknown", about: "discount" }], topic: null, intent: "unanswered" };
}
