import { z } from "zod";
import { CHAT_SOURCE_KINDS } from "#common/chat/chat-source.ts";
import type { AddOnService, Bundle, Package, SetupAddOn } from "#common/content/offerings.ts";
import type { ChatEntities, SiteFacts, SitePost } from "../types.ts";
import { ENTRY_IDS } from "./entries.ts";
import { PACKAGE_KEYS } from "#common/content/packages.ts";
import { EXTRA_IDS, NOT_OFFERED } from "./answers-extra.ts";
import type { EntryId } from "./entries.ts";

// What a reply answers, as data: kept in the conversation so "say that in Spanish" renders the same answers again
// in another language, and so every language states the same facts.
export const answerSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("entry"), id: z.enum(ENTRY_IDS) }),
  z.object({ t: z.literal("package"), key: z.string().max(40), price: z.boolean() }),
  z.object({ t: z.literal("addon"), key: z.string().max(40) }),
  z.object({ t: z.literal("bundle"), key: z.string().max(40) }),
  z.object({ t: z.literal("setup"), key: z.string().max(40) }),
  z.object({ t: z.literal("area"), name: z.string().max(60).nullable(), known: z.boolean(), also: z.array(z.string().max(60)).max(6).optional() }),
  z.object({ t: z.literal("platforms"), names: z.array(z.string().max(60)).max(8) }),
  // `features`: the package's features the visitor named (named-features.ts), listed first.
  z.object({ t: z.literal("recommend"), key: z.string().max(40), reason: z.enum(["solo", "team", "brokerage", "popular"]), features: z.array(z.number().int().min(0).max(20)).max(8).optional() }),
  // `staff`: a property manager who counted units, not people, is asked only whether anyone works with them.
  z.object({ t: z.literal("recommend-ask"), staff: z.boolean().optional() }),
  z.object({ t: z.literal("addon-sum"), keys: z.array(z.string().max(40)).min(2).max(6) }),
  // A list shown with rows the visitor set aside taken out (except-listed.ts): `keys`, the rows kept, as places in the
  // site's catalogue.
  z.object({ t: z.literal("listed"), kind: z.enum(["addon", "bundle", "setup", "package"]), keys: z.array(z.number().int().min(0).max(20)).min(1).max(12) }),
  // One package's go-live time (package-timeline.ts); the FAQ's timeline entry says all three.
  z.object({ t: z.literal("timeline"), key: z.string().max(40) }),
  // The add-ons within a monthly budget the visitor gave follow it (addon-budget.ts): `fits`, how many do.
  z.object({ t: z.literal("within-budget"), fits: z.number().int().min(0).max(20) }),
  // Our hours on the visitor's clock (visitor-clock.ts): `offset` in minutes ahead of Houston, `asked` a time they gave
  // (minutes after midnight on their clock).
  z.object({ t: z.literal("clock"), offset: z.number().int().min(-1440).max(1440), asked: z.number().int().min(0).max(1439).optional() }),
  // A package change asked by someone who has `from` (package-change.ts): the step to `to`, or what changes moving there.
  z.object({ t: z.literal("package-change"), from: z.enum(PACKAGE_KEYS), to: z.enum(PACKAGE_KEYS), step: z.boolean() }),
  z.object({ t: z.literal("bundle-for"), key: z.string().max(40), count: z.number().int().min(0).max(20) }),
  z.object({ t: z.literal("posts"), slugs: z.array(z.string().max(200)).max(5), subject: z.string().max(120).nullable() }),
  // `about` names what the site does not say ("whether results are guaranteed", "an office in Dallas").
  z.object({ t: z.literal("unknown"), about: z.enum(["guarantee", "office", "elsewhere", "presence", "clients", "founding", "capacity", "contract", "certification", "payment", "headcount", "staff-languages", "voice-languages", "voice-own", "referral", "refund", "messaging-apps", "other-languages", "nda", "holidays", "commercial", "hosting", "rent", "screening", "insurance", "mobile-app", "money-terms", "testimonials", "uptime", "discount", "cancellation", "resale", "speaking", "franchise", "podcast", "jobs", "awards", "voice-number", "sharing", "rush", "remote"]).optional(), name: z.string().max(60).optional() }),
  z.object({ t: z.literal("need"), kind: z.enum(["addon", "service"]), key: z.string().max(40), yes: z.boolean() }),
  z.object({ t: z.literal("not-offered"), what: z.enum(NOT_OFFERED) }),
  z.object({ t: z.literal("unlisted-platform"), name: z.string().max(60) }),
  z.object({ t: z.literal("unlisted-area"), name: z.string().max(60) }),
  z.object({ t: z.literal("extra"), id: z.enum(EXTRA_IDS) }),
  // Add-ons (and bundles) over a span of months, the arithmetic of their published prices written out (cost-over-time.ts).
  z.object({ t: z.literal("cost"), keys: z.array(z.string().max(40)).min(1).max(4), bundles: z.array(z.string().max(40)).max(2), months: z.number().int().min(1).max(36), setup: z.boolean(), diff: z.boolean() }),
  // A yes-or-no question's answer said first (yes-no.ts): `verb`, the Chinese question's own verb said back (有 / 能 / 是
  // / 会 / 需要); `feature`, a package's feature asked of `asked` and found in `owner`'s list.
  z.object({
    t: z.literal("verdict"),
    yes: z.boolean(),
    verb: z.enum(["have", "can", "is", "will", "need"]).optional(),
    feature: z.object({ asked: z.enum(PACKAGE_KEYS), owner: z.enum(PACKAGE_KEYS), index: z.number().int().min(0).max(20) }).optional(),
  }),
  // A passage of the site (or a staff-taught answer) quoted as found, so "say that in Spanish" can quote it again.
  z.object({
    t: z.literal("passage"),
    id: z.string().max(200),
    kind: z.enum(CHAT_SOURCE_KINDS),
    title: z.string().max(300),
    url: z.string().max(500),
    sentences: z.array(z.string().max(1200)).max(4),
    /** The language the sentences are in (English where the site has nothing else). */
    lang: z.enum(["en", "es", "vi", "zh"]),
    /** A yes-or-no question the passage answers plainly: its yes or no, said first. */
    lead: z.enum(["yes", "no"]).optional(),
    /** The noun a count was asked in ("bước", "pasos", "步"), said back with a list's count. */
    unit: z.string().max(20).optional(),
  }),
]);
export type Answer = z.infer<typeof answerSchema>;

export type UnknownAbout = Pick<Extract<Answer, { t: "unknown" }>, "about" | "name">;
export type RecommendReason = Extract<Answer, { t: "recommend" }>["reason"];

/** One language's wording of every answer and policy reply. Only facts given as arguments are ever stated. */
export type Renderer = {
  entry: Record<EntryId, (f: SiteFacts) => string>;
  package(f: SiteFacts, pkg: Package, price: boolean): string;
  addon(f: SiteFacts, addon: AddOnService): string;
  bundle(f: SiteFacts, bundle: Bundle): string;
  setup(f: SiteFacts, row: SetupAddOn): string;
  /** `also`: more listed places asked in the same breath ("Clear Lake and The Woodlands?"), each answered. */
  area(f: SiteFacts, name: string | null, known: boolean, also?: readonly string[]): string;
  platforms(f: SiteFacts, found: readonly { name: string; row: SetupAddOn | null }[]): string;
  recommend(f: SiteFacts, pkg: Package, reason: RecommendReason, named?: readonly number[]): string;
  recommendAsk(f: SiteFacts, staff?: boolean): string;
  bundleFor(f: SiteFacts, bundle: Bundle, count: number): string;
  /** The monthly total of add-ons named before (`total`, e.g. "$326", summed from their listed prices). */
  addonSum(f: SiteFacts, names: readonly string[], total: string): string;
  posts(f: SiteFacts, posts: readonly SitePost[], subject: string | null): string;
  unknown(f: SiteFacts, about?: UnknownAbout): string;
  /** The one next step after an answer. */
  nextStep(f: SiteFacts): string;
  greeting(f: SiteFacts): string;
  /** `declined`: a consultation just declined, so no booking is offered again. */
  thanks(f: SiteFacts, optedOut: boolean, declined?: boolean): string;
  goodbye(f: SiteFacts, optedOut: boolean): string;
  offTopic(f: SiteFacts): string;
  injection(f: SiteFacts): string;
  complaint(f: SiteFacts, lead: ChatEntities): string;
  /** `newsletter`: the newsletter was named ("how do I unsubscribe from the newsletter?"): its own one-click way out is said too. */
  optOut(f: SiteFacts, newsletter?: boolean): string;
  deletion(f: SiteFacts, optOut: boolean): string;
  handoff(f: SiteFacts, lead: ChatEntities): string;
  askContact(f: SiteFacts, lead: ChatEntities): string;
  /** The visitor typed something like an e-mail address that is not one ("bob@@gmail"): nothing was saved. */
  checkEmail(f: SiteFacts, typed: string): string;
  /** The visitor prefers a call or a text but only gave an e-mail. */
  askPhone(f: SiteFacts, lead: ChatEntities): string;
  confirmed(f: SiteFacts, lead: ChatEntities, channel: string | undefined): string;
  /** After the contact details, the visitor said when to reach them: noted in the conversation staff read. */
  timeNoted(f: SiteFacts, lead: ChatEntities, channel: string | undefined): string;
  /** Put before an answer to a visitor who sounds unhappy. */
  empathy: string;
};
