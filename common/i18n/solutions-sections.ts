import { addOnServices, setupAddOns, type AddOnKey, type SetupAddOnKey } from "../content/offerings.ts";
import { bundles, type BundleKey } from "../content/contact-options.ts";
import { coreOffering, SETUP_CHOICES } from "../content/solutions-facts.ts";
import { SOLUTIONS_FAQ } from "../content/faq.ts";
import { testimonialsEn } from "./testimonials.ts";
import { closingEn } from "./closing.ts";

// Solutions below the packages in English (part of the Solutions dictionary: solutions.ts), loaded with those
// sections. The offerings, setup choices and FAQ are the ones the chat assistant quotes (common/content/*), so English
// reads them from there; another language translates them key for key (solutions.translations.ts). Figures (prices,
// fee ranges) are written in each language's labels but must stay the same figures (dictionaries.test.ts).

type SetupChoiceKey = (typeof SETUP_CHOICES)[number]["key"];
type ChoiceWords = { title: string; tagline: string; points: readonly string[] };
type AddOnWords = { name: string; description: string; price: string; setup?: string };

export const solutionsSectionsEn = {
  core: {
    eyebrow: "Core offering",
    title: "Included in every package",
    lead: "The foundation each client gets, whichever package you choose.",
    /** The last one quotes {hours} (the office hours setting). */
    items: coreOffering("{hours}"),
  },
  addOns: {
    eyebrow: "Add-on services",
    title: "Extend your AI team",
    lead: "Add capabilities to any package as your business grows.",
    /** {name}. */
    ask: "What does {name} do, and what does it cost?",
    askAbout: "Ask our AI about {name}",
    items: Object.fromEntries(
      addOnServices.map(({ key, name, description, price, setup }) => [key, { name, description, price, ...(setup ? { setup } : {}) }]),
    ) as Record<AddOnKey, AddOnWords>,
  },
  setup: {
    eyebrow: "Platform setup add-ons",
    title: "Connect the platforms you already use",
    lead: "One-time setup fees per platform, by type. Each connection is tested end to end before it goes live.",
    caption: "Platform setup fees by platform type",
    platformType: "Platform type",
    examples: "Examples",
    included: "What's included",
    fee: "Setup fee",
    rows: Object.fromEntries(setupAddOns.map(({ key, type, included }) => [key, { type, included }])) as Record<
      SetupAddOnKey,
      { type: string; included: string }
    >,
  },
  bundles: {
    eyebrow: "Setup bundles",
    title: "Connect several platforms for less",
    lead: "Bundle your platform setups and save on the per-platform fees.",
    oneTime: "one-time setup",
    /** {name}. */
    choose: "Choose {name}",
    ask: "What does the {name} cover?",
    askAbout: "Ask our AI about the {name}",
    items: Object.fromEntries(bundles.map(({ key, name, platforms }) => [key, { name, platforms }])) as Record<
      BundleKey,
      { name: string; platforms: string }
    >,
  },
  choose: {
    eyebrow: "Setup options",
    title: "How Clients Choose",
    lead: "Every platform connection can be done for you or by you. Most clients mix both.",
    choices: Object.fromEntries(
      SETUP_CHOICES.map(({ key, title, tagline, points }): [SetupChoiceKey, ChoiceWords] => [key, { title, tagline, points }]),
    ) as Record<SetupChoiceKey, ChoiceWords>,
  },
  tech: { title: "Built on technology you can trust" },
  testimonials: testimonialsEn,
  faq: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    lead: "Straight answers about packages, setup and working with us.",
    entries: SOLUTIONS_FAQ.map(({ question, answer }) => ({ question, answer })),
  },
  closing: closingEn,
};

export type SolutionsSectionsText = typeof solutionsSectionsEn;
