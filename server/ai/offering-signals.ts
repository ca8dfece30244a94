import {
  differentiators,
  services,
  type AutomationInterest,
  type Differentiator,
  type DifferentiatorKey,
  type Service,
  type ServiceKey,
} from "#common/content/offerings.ts";
import { countPhrases, type MatchText } from "./text.ts";

// Words and phrases that tie free text (a blog topic, a workflow's name and tags) to what the agency
// offers. Matching is whole-word after stemming, so "listings" meets "listing" and "leader" never meets "lead".

export const SERVICE_SIGNALS: Record<ServiceKey, readonly string[]> = {
  "ai-agents-lead-capture": ["lead", "lead capture", "inquiry", "inquiries", "chat", "chatbot", "ai agent", "assistant", "qualify", "speed to lead", "response time", "after hours", "website", "appointment", "open house", "portal"],
  "client-management": ["follow up", "follow-up", "followup", "client", "past client", "nurture", "reminder", "transaction", "closing", "referral", "retention", "tenant", "homeowner", "communication", "email", "newsletter", "sphere"],
  "analytics-dashboards": ["analytics", "dashboard", "data", "report", "metric", "number", "kpi", "pipeline", "trend", "market update", "inventory", "days on market", "rate", "price", "forecast", "roi", "measure", "audit"],
};

export const DIFFERENTIATOR_SIGNALS: Record<DifferentiatorKey, readonly string[]> = {
  "local-expertise": ["houston", "neighborhood", "local", "area", "zoning", "school", "flood", "hurricane", "tax", "appraisal", "hcad", "freeze"],
  "multilingual-support": ["spanish", "bilingual", "multilingual", "language", "vietnamese", "chinese", "international", "relocation"],
  "mls-integration": ["mls", "har", "listing", "idx", "listing alert", "inventory", "comparable", "comp", "new construction"],
  "traffic-scheduling": ["showing", "traffic", "schedule", "scheduling", "commute", "calendar", "tour", "open house", "i-10", "610", "beltway"],
};

/** Lead interests as they show up in workflow names, tags and topics. */
export const INTEREST_SIGNALS: Record<AutomationInterest, readonly string[]> = {
  "Lead Generation": ["lead", "lead capture", "lead generation", "intake", "form", "inquiry", "web form", "portal", "zillow", "open house"],
  "Email Marketing": ["email", "e-mail", "newsletter", "mailchimp", "drip", "campaign", "nurture"],
  "Social Media": ["social", "instagram", "facebook", "linkedin", "tiktok", "youtube", "social media"],
  "CRM Integration": ["crm", "hubspot", "salesforce", "follow up boss", "kvcore", "pipedrive", "contact sync", "lofty"],
  "Workflow Automation": ["transaction", "task", "document", "checklist", "onboarding", "closing", "workflow automation", "docusign"],
  "Client Communication": ["sms", "whatsapp", "text message", "reminder", "follow up", "followup", "client update", "twilio", "message", "tenant"],
};

export type OfferingMatch = {
  services: Service[];
  differentiators: Differentiator[];
  interests: AutomationInterest[];
};

function ranked<K extends string, T extends { key: K }>(items: readonly T[], signals: Record<K, readonly string[]>, text: MatchText): T[] {
  return items
    .map((item, index) => ({ item, index, hits: countPhrases(text, signals[item.key]) }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .map((entry) => entry.item);
}

/** Services, differentiators and interests a text talks about, strongest first. */
export function matchOfferings(text: MatchText): OfferingMatch {
  const interestEntries = Object.entries(INTEREST_SIGNALS) as [AutomationInterest, readonly string[]][];
  return {
    services: ranked(services, SERVICE_SIGNALS, text),
    differentiators: ranked(differentiators, DIFFERENTIATOR_SIGNALS, text),
    interests: interestEntries
      .map(([interest, signals], index) => ({ interest, index, hits: countPhrases(text, signals) }))
      .filter((entry) => entry.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.index - b.index)
      .map((entry) => entry.interest),
  };
}

/** Whether a workflow (name and tags) covers an interest. */
export function coversInterest(text: MatchText, interest: AutomationInterest): boolean {
  return countPhrases(text, INTEREST_SIGNALS[interest]) > 0;
}
