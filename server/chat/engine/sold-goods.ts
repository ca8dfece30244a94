import type { Resolved } from "./resolved.ts";

// Whether we sell a thing the site never lists ("do you sell gift cards?", "do y'all sell merch, like hats?", "does your
// company sell vouchers for a colleague?"): the site names what we offer and nothing else for sale, so it does not say;
// our team can answer. Selling the visitor's data or leads is another question (data-safety answers it: "we never sell
// or share your data"), and an offering of ours named ("do you sell Voice AI on its own?") is answered by its own entry.
// English, folded text.

const SELLS = /\b(?:do|does|can|could|would) (?:you|ya|y ?all|yall|u|your (?:company|team|agency|firm))(?: guys)? (?:also |ever |even |happen to )?sell\b/;
const SOLD_DATA = /\bsell\w* (?:it|them|that|this|those|these)\b|\bsell\w*\b.{0,30}\b(?:data|info\w*|details|contacts?|lists?|leads?|records?|numbers?|e-?mails?|names?)\b/;
// Our own offerings asked for by kind ("which extras do you sell besides the packages?") are answered as offerings.
const OUR_KINDS = /\b(?:extras?|add-?ons?|services?|packages?|plans?|bundles?|products?|features?|automations?|ai|bots?|chatbots?|agents?|tools?|integrations?|setups?|dashboards?|software|subscriptions?)\b/;

/** The gap in the site for a thing asked to be bought from us, or null. `named`: an offering of ours named in the part. */
export function soldGoodsAsked(text: string, named: boolean): Resolved | null {
  if (named || !SELLS.test(text) || SOLD_DATA.test(text) || OUR_KINDS.test(text)) return null;
  return { answers: [{ t: "unknown" }], topic: null, intent: "unanswered" };
}
