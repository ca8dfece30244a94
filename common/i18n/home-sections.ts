import { testimonialsEn } from "./testimonials.ts";
import { closingEn } from "./closing.ts";
import { differentiators, services, stats, type DifferentiatorKey, type ServiceKey } from "../content/offerings.ts";

// The home page below the hero in English (part of the home dictionary: home.ts), loaded with those sections. The
// services, differentiators and figures are the offerings the chat assistant quotes too, so English reads them from
// there.

type Titled = { title: string; description: string };
const byKey = <K extends string>(items: readonly { key: K; title: string; description: string }[]) =>
  Object.fromEntries(items.map(({ key, title, description }) => [key, { title, description }])) as Record<K, Titled>;

export type StatKey = "lead-capture" | "hours-saved" | "client-retention";

export const homeSectionsEn = {
  who: {
    eyebrow: "Who we are",
    title: "Houston's AI partner for real estate professionals",
    paragraphs: [
      "We are a Houston team of automation engineers and real-estate operators. We build AI that answers your leads, follows up with your clients and keeps your pipeline moving — so you can spend your time at showings and closings, not in your inbox.",
      "Every system we deliver is designed around how your business already works, connected to the tools you use, and tuned to the neighborhoods you serve.",
    ],
    areasTitle: "Serving Greater Houston",
    areasLead: "Local knowledge built into every agent, from the Inner Loop to the suburbs.",
  },
  what: {
    eyebrow: "What we do",
    title: "Three systems that run your business while you sell",
    lead: "Each one works on its own and even better together.",
    services: byKey<ServiceKey>(services),
  },
  why: {
    /** {siteName}. */
    eyebrow: "Why {siteName}",
    title: "Built for Houston, not for everywhere",
    lead: "Generic chatbots don't know Katy from Kingwood. Ours do.",
    differentiators: byKey<DifferentiatorKey>(differentiators),
  },
  stats: {
    eyebrow: "Proven results",
    title: "What AI automation delivers",
    labels: Object.fromEntries(stats.map((s) => [s.key, s.label])) as Record<StatKey, string>,
  },
  testimonials: testimonialsEn,
  blog: {
    title: "Insights for Houston real estate pros",
    lead: "Practical playbooks on AI, automation and the Houston market.",
    viewAll: "View all articles",
    empty: "New articles are on their way. Check back soon.",
    readArticle: "Read article",
  },
  closing: closingEn,
};
