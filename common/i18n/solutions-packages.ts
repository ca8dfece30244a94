import { CONTACT_FOR_PRICING } from "../content/site-facts.ts";
import { packages, type PackageKey } from "../content/packages.ts";

// The packages section of Solutions in English (part of the Solutions dictionary: solutions.ts), loaded with that
// section. The packages' words are the ones the chat assistant quotes (common/content/packages.ts); their names are
// product names and stay as they are in every language.

type PackageWords = { subtitle: string; description: string; features: readonly string[]; outcome: string; ctaLabel: string };

export const solutionsPackagesEn = {
  eyebrow: "Packages",
  title: "Choose the level of automation that fits your business",
  lead: "Every package is scoped to your business after a short consultation, so you only pay for what moves the needle.",
  mostPopular: "Most Popular",
  contactForPricing: CONTACT_FOR_PRICING,
  /** The blurred placeholder's words (never a real figure). */
  placeholderSetup: "setup",
  placeholderMonthly: "+ $000 / month",
  /** {name}: the package's. The question the chat asks for the visitor. */
  ask: "What's included in the {name} package?",
  /** {name}. */
  askAbout: "Ask our AI about {name}",
  packages: Object.fromEntries(
    packages.map(({ key, subtitle, description, features, outcome, ctaLabel }) => [key, { subtitle, description, features, outcome, ctaLabel }]),
  ) as Record<PackageKey, PackageWords>,
};
