import { ctaEn } from "./cta.ts";

// The home page's first screen in English (hero, calls to action): the part of the home dictionary the page's first
// script carries. Its title and description (homeMetaEn) are read by the page's loader only, which builds the tags;
// the rest is in home-activity.ts and home-sections.ts, loaded with the sections that show it; home.ts puts them
// together as the type every translation must match.

export const homeMetaEn = {
  /** {siteName}. */
  title: "{siteName} — AI Automation for Houston Real Estate",
  description:
    "Custom AI agents, automated client management and analytics dashboards for Houston real estate agents, brokers, team leaders and property managers.",
  offerCatalog: "AI automation services",
};

export const homeTopEn = {
  cta: ctaEn,
  hero: {
    badge: "AI automation for Houston real estate",
    titleStart: "Close more deals with AI that works ",
    titleHighlight: "around the clock",
    lead: "Custom AI agents that capture every lead, manage your clients and report on your market — day and night, in your clients' language. Built for Houston agents, brokers, team leaders and property managers.",
    checks: ["Live in weeks, not months", "English & Spanish", "Works with your CRM"],
  },
};
