// The three packages, apart from the offerings catalogue: the Solutions page shows them on
// its first screen, before the rest of the catalogue is needed (docs/decisions/010). Re-exported by offerings.ts.
// No prices here: the site shows 'Contact for pricing'; the figures live server-only (server/content/internal-pricing.ts).

export const PACKAGE_KEYS = ["enterprise", "growth", "foundation"] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];
export type Package = {
  key: PackageKey;
  name: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  outcome: string;
  ctaLabel: string;
  popular: boolean;
};

export const packages: readonly Package[] = [
  {
    key: "enterprise",
    name: "Enterprise",
    subtitle: "For brokerages and large teams",
    description: "A complete AI operating system for your brokerage, built around your agents and your data.",
    features: [
      "Custom AI agents for every lead source",
      "Full CRM and MLS/HAR integration",
      "Automated client management for the whole team",
      "Executive analytics dashboards",
      "24/7 multilingual customer service agent",
      "Dedicated success manager",
    ],
    outcome: "Scale your brokerage without scaling your headcount.",
    ctaLabel: "Book an Enterprise Consultation",
    popular: false,
  },
  {
    key: "growth",
    name: "Growth",
    subtitle: "For growing agents and teams",
    description: "Lead capture, follow-up and reporting working together so your team closes more deals.",
    features: [
      "AI lead capture and qualification agent",
      "Automated follow-up sequences",
      "CRM integration",
      "Traffic-aware showing scheduler",
      "Performance dashboard",
    ],
    outcome: "More qualified appointments and 20+ hours saved every week.",
    ctaLabel: "Start Growing",
    popular: true,
  },
  {
    key: "foundation",
    name: "Foundation",
    subtitle: "For individual agents",
    description: "The essentials to stop missing leads and answer every inquiry in minutes.",
    features: [
      "AI chat assistant for your website",
      "Instant lead capture and notifications",
      "Basic follow-up automation",
      "Monthly performance report",
    ],
    outcome: "Never miss a lead again.",
    ctaLabel: "Get Started",
    popular: false,
  },
];
