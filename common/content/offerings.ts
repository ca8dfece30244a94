// The agency's public facts, rendered by the public site and quoted by the chat assistant.
// Browser-safe: no Node APIs. The package figures are not here: the site shows 'Contact for pricing' and the
// assistant never states them; the real figures live server-only in server/content/internal-pricing.ts.

import { BLOG_NAME, BUSINESS_HOURS, CONTACT_FOR_PRICING, REPLY_WITHIN_HOURS } from "./site-facts.ts";

import { BUNDLE_KEYS, bundles, contactRoles, type Bundle, type BundleKey, type ContactRole } from "./contact-options.ts";

export { BLOG_NAME, BUSINESS_HOURS, CONTACT_FOR_PRICING, REPLY_WITHIN_HOURS };
export { BUNDLE_KEYS, bundles, contactRoles, type Bundle, type BundleKey, type ContactRole };
import { PACKAGE_KEYS, packages, type Package, type PackageKey } from "./packages.ts";
export { PACKAGE_KEYS, packages, type Package, type PackageKey };

export type ServiceKey = "ai-agents-lead-capture" | "client-management" | "analytics-dashboards";
export type Service = { key: ServiceKey; title: string; description: string };

export const services: readonly Service[] = [
  {
    key: "ai-agents-lead-capture",
    title: "Custom AI Agents & Lead Capture",
    description:
      "AI agents that answer every inquiry in seconds, qualify buyers and sellers, and book appointments around the clock.",
  },
  {
    key: "client-management",
    title: "Automated Client Management",
    description:
      "Follow-ups, reminders and transaction updates that run on their own, so no client falls through the cracks.",
  },
  {
    key: "analytics-dashboards",
    title: "Custom Analytics Dashboards",
    description: "Live dashboards of your leads, pipeline and Houston market data, so decisions rest on numbers.",
  },
];

export type DifferentiatorKey = "local-expertise" | "multilingual-support" | "mls-integration" | "traffic-scheduling";
export type Differentiator = { key: DifferentiatorKey; title: string; description: string };

export const differentiators: readonly Differentiator[] = [
  {
    key: "local-expertise",
    title: "Local Market Expertise",
    description: "Built for Houston: its neighborhoods, price trends and the way local buyers search.",
  },
  {
    key: "multilingual-support",
    title: "24/7 Multilingual Support",
    description: "Your AI answers clients in English, Spanish and more, day and night.",
  },
  {
    key: "mls-integration",
    title: "Local Listing-Service Integration",
    description: "Connects to MLS/HAR listing data so answers and alerts use real inventory.",
  },
  {
    key: "traffic-scheduling",
    title: "Traffic-Aware Scheduling",
    description: "Showings and appointments planned around Houston traffic, not just the calendar.",
  },
];

export type Stat = { key: string; value: number; prefix: string; suffix: string; label: string };

export const stats: readonly Stat[] = [
  { key: "lead-capture", value: 300, prefix: "", suffix: "%", label: "Lead capture increase" },
  { key: "hours-saved", value: 20, prefix: "", suffix: "+", label: "Hours saved per week" },
  { key: "client-retention", value: 40, prefix: "", suffix: "%", label: "Client retention boost" },
];

export type AddOnKey =
  | "market-dashboard"
  | "enhanced-messaging"
  | "voice-ai"
  | "email-commander"
  | "social-scheduler"
  | "customer-service-agent"
  | "custom-integrations";
export type AddOnService = { key: AddOnKey; name: string; setup?: string; price: string; description: string };

export const addOnServices: readonly AddOnService[] = [
  {
    key: "market-dashboard",
    name: "Market Dashboard",
    price: "$149/month",
    description: "Live Houston market data and trends for your farm areas.",
  },
  {
    key: "enhanced-messaging",
    name: "Enhanced Messaging",
    price: "$129/month",
    description: "SMS and WhatsApp conversations handled by your AI agent.",
  },
  {
    key: "voice-ai",
    name: "Voice AI",
    price: "$197/month",
    description: "An AI voice agent that answers and qualifies phone calls.",
  },
  {
    key: "email-commander",
    name: "Email Commander",
    setup: "$1,500 setup",
    price: "$197/month",
    description: "AI that sorts, drafts and follows up on your e-mail.",
  },
  {
    key: "social-scheduler",
    name: "Social Scheduler",
    setup: "$2,000 setup",
    price: "$247/month",
    description: "Listing and market posts created and scheduled across your social channels.",
  },
  {
    key: "customer-service-agent",
    name: "24/7 Customer Service Agent",
    setup: "$3,000 setup",
    price: "$497/month",
    description: "Round-the-clock answers for clients and tenants in their language.",
  },
  {
    key: "custom-integrations",
    name: "Custom Integrations",
    price: "$250/hr or packaged",
    description: "Connections to the tools your business already uses.",
  },
];

export type SetupAddOnKey = "data-tools" | "communication" | "business-marketing" | "crm";
export type SetupAddOn = { key: SetupAddOnKey; type: string; examples: string; included: string; feeRange: string };

export const setupAddOns: readonly SetupAddOn[] = [
  {
    key: "data-tools",
    type: "Data Tools",
    examples: "Google Sheets, Airtable, Google Drive",
    included: "Account connection, data mapping and a test run",
    feeRange: "$150-$250",
  },
  {
    key: "communication",
    type: "Communication",
    examples: "Gmail, Outlook, Twilio SMS, WhatsApp, Slack",
    included: "Connection, message templates and routing rules",
    feeRange: "$200-$350",
  },
  {
    key: "business-marketing",
    type: "Business and Marketing",
    examples: "Mailchimp, Facebook, Instagram, Calendly, QuickBooks",
    included: "Connection, audience or calendar sync and automation triggers",
    feeRange: "$400-$750",
  },
  {
    key: "crm",
    type: "CRM",
    examples: "HubSpot, Follow Up Boss, kvCORE, Salesforce",
    included: "Field mapping, pipeline setup, data import and team training",
    feeRange: "$750-$1,200+",
  },
];

export const serviceAreas = [
  "Memorial Villages",
  "River Oaks",
  "The Woodlands",
  "Sugar Land",
  "Katy",
  "Bellaire",
  "West University",
  "Heights",
  "Montrose",
  "Clear Lake",
] as const;
export type ServiceArea = (typeof serviceAreas)[number];

export const automationInterests = [
  "Lead Generation",
  "Email Marketing",
  "Social Media",
  "CRM Integration",
  "Workflow Automation",
  "Client Communication",
] as const;
export type AutomationInterest = (typeof automationInterests)[number];

/** Everything public in one value: what the chat assistant receives as `SiteFacts.offerings`. */
export const offerings = {
  blogName: BLOG_NAME,
  replyWithinHours: REPLY_WITHIN_HOURS,
  services,
  differentiators,
  stats,
  packages,
  addOnServices,
  setupAddOns,
  bundles,
  serviceAreas,
  contactRoles,
  automationInterests,
} as const;
export type Offerings = typeof offerings;
