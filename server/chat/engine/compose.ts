import type { ConversationContext, Topic } from "./context.ts";
import type { Mentions } from "./mentions.ts";
import { topicOf } from "./mentions.ts";
import { relatedPosts } from "./related-posts.ts";
import { en } from "./replies/en.ts";
import { es } from "./replies/es.ts";
import { vi } from "./replies/vi.ts";
import { zh } from "./replies/zh.ts";
import type { ReplyTemplates } from "./replies/templates.ts";
import type { ChatEntities, Intent, Language, Sentiment, SiteFacts } from "./types.ts";

const TEMPLATES: Record<Language, ReplyTemplates> = { en, es, vi, zh };

export function templatesFor(language: Language): ReplyTemplates {
  return TEMPLATES[language];
}

export type ComposeInput = {
  intent: Intent;
  /** The best informational intent when `intent` is lead_details, so "quote for Growth, I'm jo@x.com" answers both. */
  secondaryIntent: Intent | null;
  message: string;
  language: Language;
  sentiment: Sentiment;
  facts: SiteFacts;
  mentions: Mentions;
  previous: ConversationContext | null;
  lead: ChatEntities;
  leadDetails: boolean;
};

/** What a pricing or "what's included" question is about: a named offering, else the one discussed before. */
export function resolveTopic(intent: Intent, mentions: Mentions, previous: ConversationContext | null): Topic | null {
  const named = topicOf(mentions);
  if (named) return named;
  // "How much?" right after Growth means Growth; "what packages do you have?" does not mean the last one.
  const followUp = intent === "pricing" || mentions.pointsBack;
  return followUp ? (previous?.topic ?? null) : null;
}

function topicAnswer(t: ReplyTemplates, f: SiteFacts, topic: Topic, intent: Intent): string | null {
  const o = f.offerings;
  switch (topic.kind) {
    case "package": {
      const pkg = o.packages.find((p) => p.key === topic.key);
      if (!pkg) return null;
      return intent === "packages" ? t.packageDetails(f, pkg) : t.packagePrice(f, pkg);
    }
    case "addon": {
      const addon = o.addOnServices.find((a) => a.key === topic.key);
      return addon ? t.addonDetails(f, addon) : null;
    }
    case "bundle": {
      const bundle = o.bundles.find((b) => b.key === topic.key);
      return bundle ? t.bundleDetails(f, bundle) : null;
    }
    case "setup": {
      const row = o.setupAddOns.find((s) => s.key === topic.key);
      return row ? t.setupDetails(f, row) : null;
    }
  }
}

// Which kinds of named offering each intent answers specifically ("what add-ons go with Growth?" lists add-ons).
const TOPIC_KINDS: Partial<Record<Intent, readonly Topic["kind"][]>> = {
  pricing: ["package", "addon", "bundle", "setup"],
  packages: ["package", "addon", "bundle", "setup"],
  addons: ["addon"],
  bundles: ["bundle"],
  setup_fees: ["setup", "bundle"],
};

function answerFor(intent: Intent, input: ComposeInput, t: ReplyTemplates): string {
  const f = input.facts;
  const kinds = TOPIC_KINDS[intent];
  if (kinds) {
    const topic = resolveTopic(intent, input.mentions, input.previous);
    const specific = topic && kinds.includes(topic.kind) ? topicAnswer(t, f, topic, intent) : null;
    if (specific) return specific;
  }
  switch (intent) {
    case "greeting": return t.greeting(f);
    case "services": return t.services(f);
    case "about": return t.about(f);
    case "pricing": return t.pricingGeneral(f);
    case "packages": return t.packagesOverview(f);
    case "addons": return t.addonsOverview(f);
    case "bundles": return t.bundlesOverview(f);
    case "setup_fees": return t.setupOverview(f);
    case "booking": return t.booking(f);
    case "hours": return t.hours(f);
    case "contact": return t.contact(f);
    case "location": return t.location(f);
    case "integrations": return t.integrations(f);
    case "how_it_works": return t.howItWorks(f);
    case "results": return t.results(f);
    case "blog": return t.blog(f, relatedPosts(input.message, f.posts));
    case "handoff": return t.handoff(f);
    case "lead_details": return input.leadDetails ? t.leadConfirmed(f, input.lead) : t.leadAskContact(f, input.lead);
    case "thanks": return t.thanks(f);
    case "goodbye": return t.goodbye(f);
    case "off_topic": return t.offTopic(f);
    case "injection": return t.injection(f);
  }
}

export function composeReply(input: ComposeInput): string {
  const t = TEMPLATES[input.language];
  let reply = answerFor(input.intent, input, t);
  if (input.intent === "lead_details" && input.secondaryIntent) reply += `\n\n${answerFor(input.secondaryIntent, input, t)}`;
  const caring = input.sentiment === "negative" && input.intent !== "injection";
  return caring ? `${t.empathy} ${reply}` : reply;
}
