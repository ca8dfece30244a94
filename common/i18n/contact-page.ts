// The contact page's words in English, the source every translation matches key for key (contact.translations.ts).
// Imported by the page's components; another language's words come with the page's loader data.

export const contactPageEn = {
  meta: {
    title: "Contact Us",
    description:
      "Tell us about your real estate business and the work you want AI to take over. We reply within 24 hours, or chat with our AI assistant now.",
  },
  hero: {
    eyebrow: "Contact",
    title: "Get Started",
    lead: "Transform your real estate business with AI. Tell us where you want to grow and we'll design the automations that get you there.",
  },
  form: {
    title: "Tell us about your business",
    intro: "Fields marked * are required. We reply within 24 hours.",
    honeypot: "Website (leave empty)",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    role: "Your role (optional)",
    rolePlaceholder: "Select your role",
    roles: { "Real Estate Agent": "Real Estate Agent", Broker: "Broker", "Team Leader": "Team Leader", "Property Manager": "Property Manager" },
    contactMethod: "Preferred contact method",
    contactMethodPlaceholder: "Select a contact method",
    methods: { email: "Email", sms: "SMS / Text", whatsapp: "WhatsApp" },
    budget: "Budget (optional)",
    budgetPlaceholder: "e.g. $1,000 - $5,000",
    bundle: "Setup bundle (optional)",
    bundleHelp: "Came from a bundle on the Solutions page? It is selected for you.",
    bundleNone: "No bundle yet",
    bundles: { starter: "Starter Bundle — Any 2 platforms", pro: "Pro Bundle — Any 4 platforms", enterprise: "Enterprise Bundle — Up to 6 platforms" },
    automation: "What would you like to automate?",
    automationPlaceholder:
      "Tell us about your business and the tasks you'd like AI to handle: lead follow-up, listings on social media, CRM updates...",
    submit: "Submit",
    submitting: "Submitting...",
    connectionError: "Your message could not be sent. Check your connection and try again.",
  },
  /** The texting consent shown when the preferred channel is SMS or WhatsApp (docs/decisions/053). */
  consent: {
    /** {siteName}, {channel}: the words recorded with a grant, exactly as shown. */
    label:
      "Yes, {siteName} may send me automated text messages by {channel} at the phone number above about my inquiry and its services. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.",
    /** Under the box while it is unchecked. */
    unchecked: "Leave it unchecked and we will not text you: we will reply by e-mail or call you instead.",
    channels: { sms: "SMS", whatsapp: "WhatsApp" },
  },
  toast: {
    success: "Thank you for your interest!",
    failed: "Something went wrong",
    failedDetail: "Please try again or contact us directly.",
  },
  thanks: { title: "Thank you for your interest!", again: "Send another message" },
  aside: {
    chatTitle: "Or chat with our AI assistant",
    chatLead: "Get instant answers about our solutions, day or night, in English or Spanish. It can pass your details to the team too.",
    startChat: "Start Chat",
    connectTitle: "Let's Connect",
    connectLead: "Prefer to talk it through? Book a free consultation and we'll map the automations that will save you the most time.",
    consultation: "Book a Free Consultation",
    newTab: " (opens the scheduling page in a new tab)",
  },
};

export type ContactPageText = typeof contactPageEn;
