import { differentiators, services, stats, type DifferentiatorKey, type ServiceKey } from "../content/offerings.ts";

// The home page's words in English: the source every translation must match key for key (home.translations.ts).
// The services, differentiators and figures are the offerings the chat assistant quotes too, so English reads them
// from there.

type Titled = { title: string; description: string };
const byKey = <K extends string>(items: readonly { key: K; title: string; description: string }[]) =>
  Object.fromEntries(items.map(({ key, title, description }) => [key, { title, description }])) as Record<K, Titled>;

export type StatKey = "lead-capture" | "hours-saved" | "client-retention";

export const homeEn = {
  meta: {
    /** {siteName}. */
    title: "{siteName} — AI Automation for Houston Real Estate",
    description:
      "Custom AI agents, automated client management and analytics dashboards for Houston real estate agents, brokers, team leaders and property managers.",
    offerCatalog: "AI automation services",
  },
  cta: {
    consultation: "Book a Free Consultation",
    chat: "Chat with Our AI",
    newTab: " (opens the scheduling page in a new tab)",
  },
  hero: {
    badge: "AI automation for Houston real estate",
    titleStart: "Close more deals with AI that works ",
    titleHighlight: "around the clock",
    lead: "Custom AI agents that capture every lead, manage your clients and report on your market — day and night, in your clients' language. Built for Houston agents, brokers, team leaders and property managers.",
    checks: ["Live in weeks, not months", "English & Spanish", "Works with your CRM"],
  },
  activity: {
    agent: "AI Agent · Live",
    desk: "Houston lead desk",
    online: "Online 24/7",
    feed: [
      { title: "New buyer lead qualified", detail: "3 bd / 2 ba in The Heights · pre-approved · replied in 38 s" },
      { title: "Showing booked for Thu 4:30 PM", detail: "Route planned around I-10 traffic · agent notified" },
      { title: "Follow-up sent in Spanish", detail: "Sugar Land seller · market report attached" },
    ],
    figures: [
      { value: "142", label: "Leads this week" },
      { value: "38 s", label: "Avg. reply" },
      { value: "27", label: "Showings set" },
    ],
  },
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
  testimonials: {
    eyebrow: "Client stories",
    title: "Trusted by Houston real estate professionals",
    lead: "Agents, brokers and property managers across Greater Houston on what changed after they put AI to work.",
    /** {rating}. */
    rated: "Rated {rating} out of 5",
  },
  blog: {
    title: "Insights for Houston real estate pros",
    lead: "Practical playbooks on AI, automation and the Houston market.",
    viewAll: "View all articles",
    empty: "New articles are on their way. Check back soon.",
    readArticle: "Read article",
  },
  closing: {
    title: "Ready to put AI to work in your business?",
    lead: "Book a free consultation and we'll map the automations that will save you the most time — or ask our AI assistant anything right now.",
  },
};

export type HomeText = typeof homeEn;
