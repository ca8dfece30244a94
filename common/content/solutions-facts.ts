// Facts of the Solutions page that are not offerings: the core offering, the two setup options and
// the technology strip. Rendered by app/components/site/solutions-extras.tsx and quoted by the chat assistant.
/** What every package includes; the support line quotes the office hours setting (PublicSiteSettings.hours). */
export const coreOffering = (hours: string) => [
  "Discovery session and a written automation blueprint",
  "Custom AI agent trained on your business, listings and voice",
  "Connections to your CRM, calendar, e-mail and phone",
  "Houston neighborhood and market knowledge built in",
  "Conversations in English and Spanish, 24/7",
  "Team onboarding, training and documentation",
  "Monitoring, monthly tuning and performance reports",
  `Local support, ${hours}`,
];

export const SETUP_CHOICES = [
  {
    key: "done-for-you",
    title: "Done-for-you setup",
    tagline: "We connect and configure everything",
    points: [
      "We connect each platform, map your data and test every flow",
      "Priced per platform (see the table above) or as a bundle",
      "Live faster, with no time taken from your business",
      "Best for busy agents, teams and brokerages",
    ],
    featured: true,
  },
  {
    key: "self-setup",
    title: "Free self-setup",
    tagline: "You connect the platforms yourself",
    points: [
      "Step-by-step guides for every supported platform",
      "No setup fee: you only pay for your package",
      "Our team reviews your connections before go-live",
      "Best for tech-comfortable agents with time to spare",
    ],
    featured: false,
  },
] as const;

export const TECHNOLOGIES = [
  "OpenAI",
  "Anthropic Claude",
  "n8n",
  "HubSpot",
  "Follow Up Boss",
  "kvCORE",
  "HAR.com MLS",
  "Twilio",
  "WhatsApp",
  "Google Workspace",
  "Microsoft 365",
  "Calendly",
] as const;
