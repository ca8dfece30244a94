import { ctaEn } from "./cta.ts";

// The Solutions page's first screen in English (part of the Solutions dictionary: solutions.ts), in the route's own
// script. Its title and description (solutionsMetaEn) are read by the page's loader only, which builds the tags.

export const solutionsMetaEn = {
  title: "Solutions & Packages",
  description:
    "AI automation packages for Houston real estate: Enterprise, Growth and Foundation, add-on services, platform setup and bundles. Contact us for pricing.",
};

export const solutionsTopEn = {
  hero: {
    eyebrow: "Solutions",
    titleStart: "AI systems built for ",
    titleHighlight: "Houston real estate",
    lead: "From a single agent's website assistant to a brokerage-wide AI operation: pick a package, add what you need, and we set it up for you.",
  },
  cta: ctaEn,
};
