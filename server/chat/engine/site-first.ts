import { WEEKEND_MEETING } from "./contact-ask-patterns.ts";
import { UNSTATED } from "./unstated-patterns.ts";
import { spanishSpeakersAsked } from "./spanish-speakers.ts";
import { featureOwnerAnswer } from "./feature-owner.ts";
import { guaranteeOfResults } from "./guarantee-asked.ts";
import { assistantLimitsAsked } from "./assistant-limits.ts";
import { posesAsThem } from "./poses-as-them.ts";
import { textingConsent } from "./texting-consent.ts";
import { templateReview } from "./template-review.ts";
import { notReadyFollowUp } from "./not-ready-follow-up.ts";
import { brandAsked } from "./brokerage-brands.ts";
import { statAsked } from "./stat-asked.ts";
import { chatModelAsked } from "./chat-model-ask.ts";
import { newsletterLaunch } from "./newsletter-launch.ts";
import { formTexting } from "./form-texting.ts";
import { declinesCall } from "./declines-call.ts";
import { solutionsPageAsked } from "./solutions-page.ts";
import { asksAddLater, asksAfterConsultation, asksBundleList, asksConsultation, asksOwnAccounts, asksServices, asksSetupTable, asksAddonList, asksToBook } from "./first-asks.ts";
import { packagesTogether } from "./package-compare.ts";
import { packagesLineup } from "./package-lineup.ts";
import { languagesAdvice } from "./languages-advice.ts";
import { doneForThem, mustSetUpThemselves, selfSetupInstead, setupBilling, setupFeeRecurs, setupOptionAdvantage, setupOptionFits, setupOptionFor } from "./setup-choice-ask.ts";
import { ownToolNamed } from "./mentions.ts";
import { setupMixAsked } from "./setup-mix.ts";
import { addonWithUnlistedTools, toolDoesIt, unlistedToolAsked } from "./unlisted.ts";
import { resaleAsked, unstatedAsked } from "./unstated-asks.ts";
import { sharedUseAsked } from "./shared-use.ts";
import { nightOrHandOver } from "./night-answers.ts";
import { sharedCopies } from "./own-data.ts";
import { techAsked } from "./tech-asks.ts";
import { quoteTime } from "./quote-time.ts";
import { launchReviewAsked } from "./launch-review.ts";
import { formContactChoices } from "./form-choices.ts";
import { siteWords } from "./site-words.ts";
import { postSituationZh } from "./post-situations-zh.ts";
import { postSituation } from "./post-situations.ts";
import { postSituationEs } from "./post-situations-es.ts";
import { soldGoodsAsked } from "./sold-goods.ts";
import { resolveSiteAsk, type SiteAskInput } from "./site-asks.ts";
import { ADD_TO, ARTICLE_NOUN, NO_PRICES_ASK, PRICE, RECOMMEND, TRAINING_ASK } from "./question-patterns.ts";
import { readNeed } from "./needs.ts";
import { countPlatforms } from "./list-picks.ts";
import { entry, type Resolved } from "./resolved.ts";
import type { Language } from "./types.ts";

const REMOTE_CONSULT = UNSTATED.find(([about]) => about === "remote")?.[1];
const MADE_FOR_HOUSTON = /\b(?:made|built|designed|hecho|hecha|disenad[oa]|pensad[oa]|lam rieng|thiet ke rieng|danh rieng)\b.{0,12}\b(?:for|para|cho) houston\b|\bhouston\b.{0,40}\b(?:o es (?:algo )?generic[oa]|or (?:is it )?generic|hay (?:la )?chung chung)\b|专门(?:为|给|针对)休斯顿/;

/**
 * What the site itself answers, asked before any offering is looked for: its limits and claims, its posts' and pages'
 * own words, the privacy page, the setup choices, contacts, and tools it does not list. The first that reads the part
 * answers it; null when none does (resolve.ts goes on with offerings, fit and retrieval). `text` is the folded part.
 */
export function siteFirst(input: SiteAskInput & { language: Language }): Resolved | null {
  const { part, text, facts, topic, mentions, platforms, language } = input;
  const others = platforms.length;
  const firstAsk = () => (asksAfterConsultation(text) ? { answers: [...entry("how-it-works").answers, ...entry("why-no-prices").answers], topic: null, intent: "how_it_works" as const } : asksConsultation(text) ? entry("how-it-works") : declinesCall(text) ? { answers: [{ t: "extra" as const, id: "no-call" as const }], topic: null, intent: "booking" as const } : asksToBook(text) ? entry("booking") : asksServices(text) ? entry("services") : asksOwnAccounts(text) ? (TRAINING_ASK.test(text) ? { answers: [{ t: "extra" as const, id: "training" as const }, ...entry("data-safety").answers], topic: null, intent: "about" as const } : entry("data-safety")) : null);
  // Whether the setup fee recurs is not read into a question that names an add-on, bundle or package, or follows an add-on.
  const feeRecurs = () => (mentions.addon || mentions.bundle || mentions.package || topic?.kind === "addon" ? null : setupFeeRecurs(part));
  // The package whose own list holds what was asked is a named answer: no passage found by the question's other words
  // ("across all 70 agents") replaces it, and no post speaking to one of the features described ("…visitas esquivando el
  // tráfico… ¿eso cuál es?") answers before it (feature-owner.ts).
  const owner = featureOwnerAnswer(text, facts);
  // "how come there's no prices on your packages page?": why the packages are not priced (the FAQ), before any price.
  return (
    (NO_PRICES_ASK.test(text) ? entry("why-no-prices") : null) ??
    solutionsPageAsked(text) ??
    (owner ? { answers: [owner], topic: { kind: "package" as const, key: owner.key }, intent: "packages" as const, named: true } : null) ??
    guaranteeOfResults(text) ??
    languagesAdvice(text, facts) ??
    spanishSpeakersAsked(text) ??
    // "…que las citas se programen según el tráfico en la 45. ¿cuál nos queda?": which one fits is asked, the post's
    // situation only describes what they want.
    (RECOMMEND.test(text) ? null : postSituation(part, text, facts, language) ?? postSituationEs(part, text, facts, language)) ??
    soldGoodsAsked(text, Boolean(mentions.addon || mentions.bundle || mentions.package)) ??
    assistantLimitsAsked(part, facts) ??
    posesAsThem(part, facts, language) ??
    textingConsent(part, facts, language) ??
    templateReview(part, facts, language) ??
    notReadyFollowUp(part, facts, language) ??
    brandAsked(text) ??
    statAsked(part, facts, language) ??
    chatModelAsked(text) ??
    newsletterLaunch(part, facts, language) ??
    formTexting(part, facts, language) ??
    // "¿su sistema está hecho para Houston o es algo genérico?", "hệ thống bên em làm riêng cho Houston hả?": where we work.
    (MADE_FOR_HOUSTON.test(text) && !mentions.addon && !mentions.package ? entry("areas") : null) ??
    // "¿la consulta la podemos hacer por videollamada?": how it is held, before the booking link answers it.
    (REMOTE_CONSULT?.test(text) ? { answers: [{ t: "unknown" as const, about: "remote" as const }], topic: null, intent: "unanswered" as const } : null) ??
    // "can I book the consultation on a Saturday?": our days and hours, and the booking link.
    (WEEKEND_MEETING.test(text) ? { answers: [...entry("hours").answers, ...entry("booking").answers], topic: null, intent: "contact" as const } : null) ??
    firstAsk() ??
    // ("…已经在用Foundation套餐了，想加短信和WhatsApp，多少钱？": an add-on asked by its use and priced is its price.)
    (mentions.addon || (PRICE.test(text) && readNeed(text)?.kind === "addon") ? null : asksAddLater(text) ? entry("add-later") : null) ??
    (others === 0 && asksSetupTable(text) ? entry("setup-fees") : null) ??
    (!mentions.addon && asksAddonList(text) ? { ...entry("addons"), topic: { kind: "list" as const, key: "addon" } } : null) ??
    (!mentions.bundle && countPlatforms(text, []) === 0 && asksBundleList(text) ? entry("bundles") : null) ??
    packagesTogether(text, facts) ??
    packagesLineup(text, facts) ??
    setupMixAsked(part, facts) ??
    // "too busy to connect stuff ourselves, do you connect everything?": done for them, though "ourselves" is said.
    // "我要接四个平台，你们全包…多少钱？": a count of platforms priced is the bundle (platform-thread.ts), not the setup choice.
    (others === 0 && !(countPlatforms(text, []) >= 2 && PRICE.test(text)) ? doneForThem(part, facts) : null) ??
    selfSetupInstead(text) ??
    mustSetUpThemselves(part, facts) ??
    resaleAsked(text) ??
    // (A brokerage counted before, "we're 30 agents in three offices. can they all share one plan?", is the business sharing.)
    sharedUseAsked(text, input.profile.size === "brokerage" && (input.profile.agents ?? 0) >= 8) ??
    // "¿tienen algún artículo sobre cobrar la renta atrasada?" asks for a post, not whether we collect rent.
    (ADD_TO.test(text) || ownToolNamed(text) || toolDoesIt(part, facts, others) || ARTICLE_NOUN.test(text) ? null : unstatedAsked(text)) ??
    sharedCopies(part, facts, language) ??
    techAsked(part, others) ??
    setupOptionFor(part, facts) ??
    setupOptionAdvantage(part, facts) ??
    (others === 0 ? setupOptionFits(part, facts) : null) ??
    (others === 0 ? (setupBilling(part, facts) ?? feeRecurs()) : null) ??
    quoteTime(part) ??
    launchReviewAsked(text) ??
    formContactChoices(part, language) ??
    postSituationZh(part, facts, language) ??
    siteWords(part, facts, language, others) ??
    resolveSiteAsk(input) ??
    addonWithUnlistedTools(part, facts, mentions.addon, others) ??
    unlistedToolAsked(part, facts, others) ??
    // "suppose a lead writes in at 2 a.m., does something answer?", when nothing above answered: the FAQ's "around the clock".
    nightOrHandOver(part, facts)
  );
}
