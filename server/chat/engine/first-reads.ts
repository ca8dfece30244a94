import type { Answer } from "./knowledge/answer-types.ts";
import type { Topic } from "./context.ts";
import type { Mentions } from "./mentions.ts";
import type { Profile } from "./topics.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";
import { wantsSomething } from "./addon-fit.ts";
import { addonNeedOf, answersMessages, makesPosts, PRICE_ASKED } from "./needs.ts";
import { listedAddonNeeds } from "./listed-needs.ts";
import { PACKAGE_ASKED, recommendation, statesHire } from "./fit.ts";
import { BUNDLE_WORD, DATA_ASK, MONTHLY_ONLY, RECOMMEND, TIMELINE } from "./question-patterns.ts";

// Two readings resolve.ts makes before the site's own readers, because a word of a page, a place or a platform in the
// same part would otherwise answer instead: a headcount told with the package asked, and an add-on asked for by its
// work with its price. Both read the folded part (`text`).

const SETUP_WORD = /\b(?:setup|set up|install\w*|instalacion|configuracion|cai dat)\b|安装/;

/**
 * "Tengo 6 agentes… busco un bot que filtre prospectos… ¿Cuál paquete me toca?", "55 agents in 3 offices… what do you guys
 * sell for a shop that size": the size told with the package asked is the fit's, whatever feature or page word the
 * wishes in between name. The size is a number told in this part ("a team" or "her own brokerage, just herself" are left
 * to the fit later), agreeing with the message's; not a go-live, a hire, a setup option ("…¿qué opción de instalación me
 * conviene?") or a pick among a list just shown.
 */
export function sizeToldWithAsk(part: string, text: string, told: Profile, profile: Profile, last: Topic | null, said: Mentions): Resolved | null {
  const listShownBefore = last?.kind === "list" || last?.kind === "bundle" || last?.kind === "setup";
  if (told.agents === undefined || (profile.size !== undefined && profile.size !== told.size) || listShownBefore || said.package || said.addon || said.bundle) return null;
  if (TIMELINE.test(text) || statesHire(part) || SETUP_WORD.test(text) || !(RECOMMEND.test(text) || PACKAGE_ASKED.test(text))) return null;
  const fit = recommendation({ ...profile, ...told }, text);
  return fit.t === "recommend" ? { answers: [fit], topic: { kind: "package", key: fit.key }, intent: "packages" } : null;
}

/**
 * "¿tienen algún servicio que arme los posts… y los vaya soltando por horario? ¿precio?", "quiero algo que…": an add-on
 * asked for by the need it serves, with its price or as a wish, is what is asked; a word of the site's pages ("horario")
 * does not answer it, nor a platform named when the price asked is monthly (setup rows have none) or the posts or
 * messages go there ("something that posts our new listings on facebook and instagram for us, what does that cost?").
 * A list of needs gets each ("一个能整理邮箱的AI，另外一个…的客服，各自多少钱？", listed-needs.ts).
 */
export function pricedNeedAsked(text: string, mentions: Mentions, facts: SiteFacts): Resolved | null {
  // ("which setup bundle covers those 4 and what's it cost?": a bundle asked by its word, the platforms to connect.)
  if (!(PRICE_ASKED.test(text) || wantsSomething(text)) || mentions.addon || mentions.bundle || mentions.package || DATA_ASK.test(text) || BUNDLE_WORD.test(text)) return null;
  if (mentions.setup && !MONTHLY_ONLY.test(text) && !/月费/.test(text) && !makesPosts(text) && !answersMessages(text)) return null;
  const need: Extract<Answer, { t: "need" }> | null = addonNeedOf(text);
  if (!need) return null;
  return listedAddonNeeds(text, need, facts) ?? { answers: [need], topic: { kind: "addon", key: need.key }, intent: "addons" };
}

// "hasta cuántas aguanta el bundle más grande?", "how many does the biggest bundle take?", "bundle lớn nhất được mấy nền
// tảng", "最大的那个套装能接几个": the largest bundle named by its size, whatever else the message says ("más adelante"
// is no add-on added later here).
const LARGEST_BUNDLE = /\b(?:the )?(?:biggest|largest) (?:setup )?bundle\b|\b(?:el|del|al) bundle mas (?:grande|completo)\b|\bbundle (?:lon|to) nhat\b|最大的(?:那个)?(?:套装|捆绑包|bundle)/;

/** The largest bundle when the part names it by its size; null otherwise. */
export function largestBundleNamed(text: string, facts: SiteFacts): Resolved | null {
  if (!LARGEST_BUNDLE.test(text)) return null;
  const size = (platforms: string): number => Number(platforms.match(/\d+/)?.[0] ?? 0);
  const key = [...facts.offerings.bundles].sort((a, b) => size(b.platforms) - size(a.platforms))[0]?.key;
  return key ? { answers: [{ t: "bundle", key }], topic: { kind: "bundle", key }, intent: "bundles" } : null;
}
