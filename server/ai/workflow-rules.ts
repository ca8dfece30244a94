import type { WorkflowDifficulty } from "#common/ai/workflow-suggestion.ts";
import type { AutomationInterest } from "#common/content/offerings.ts";
import { INTEREST_SIGNALS } from "./offering-signals.ts";

// The automations the suggestion rules can propose, with the words that show an existing workflow
// already does the job. Wording is the agency's; the figures are added by the rules.

export type WorkflowTemplate = {
  title: string;
  description: string;
  difficulty: WorkflowDifficulty;
  category: string;
  /** Words in a workflow's name or tags that mean it already covers this. */
  covers: readonly string[];
};

export const INTEREST_TEMPLATES: Record<AutomationInterest, WorkflowTemplate> = {
  "Lead Generation": {
    title: "Capture and qualify every web inquiry automatically",
    description: "New form and chat inquiries get an instant reply, two qualifying questions and a booking link; qualified leads go straight to the right agent.",
    difficulty: "Easy",
    category: "Lead Management",
    covers: INTEREST_SIGNALS["Lead Generation"],
  },
  "Email Marketing": {
    title: "Start an e-mail nurture sequence for new leads",
    description: "Three useful local e-mails in the first ten days, then a monthly neighborhood update; the sequence stops as soon as the lead replies or books.",
    difficulty: "Easy",
    category: "Marketing",
    covers: INTEREST_SIGNALS["Email Marketing"],
  },
  "Social Media": {
    title: "Auto-post new listings and market updates to social media",
    description: "When a listing goes live or changes status, a post is drafted from the listing data and scheduled on Instagram and Facebook for a quick review.",
    difficulty: "Medium",
    category: "Marketing",
    covers: INTEREST_SIGNALS["Social Media"],
  },
  "CRM Integration": {
    title: "Sync every new lead into your CRM",
    description: "Form and chat leads land in the CRM with their source, role and interest; an agent is assigned and a follow-up task is created automatically.",
    difficulty: "Medium",
    category: "CRM",
    covers: INTEREST_SIGNALS["CRM Integration"],
  },
  "Workflow Automation": {
    title: "Automate transaction milestones from contract to closing",
    description: "The contract's option period, financing, appraisal and closing dates become reminders for the agent and plain-language updates for the client.",
    difficulty: "Hard",
    category: "Operations",
    covers: INTEREST_SIGNALS["Workflow Automation"],
  },
  "Client Communication": {
    title: "Send clients automatic text and WhatsApp updates",
    description: "Showing confirmations, feedback requests and offer status go out by SMS or WhatsApp in the client's language, and replies come back to the agent.",
    difficulty: "Easy",
    category: "Client Communication",
    covers: INTEREST_SIGNALS["Client Communication"],
  },
};

export type IntentGroup = { key: string; intents: readonly string[]; label: string; template: WorkflowTemplate };

/** What chat visitors ask, grouped by the automation that answers it best. */
export const INTENT_GROUPS: readonly IntentGroup[] = [
  {
    key: "pricing",
    intents: ["pricing", "packages", "addons", "bundles", "setup_fees"],
    label: "pricing, packages and fees",
    template: {
      title: "Follow up automatically after pricing questions",
      description: "When a chat visitor asks about pricing, packages or fees, send the Solutions overview and a consultation link within minutes, with a reminder two days later if they have not booked.",
      difficulty: "Easy",
      category: "Sales",
      covers: ["pricing", "price", "quote", "proposal", "pricing follow up"],
    },
  },
  {
    key: "booking",
    intents: ["booking", "contact", "hours"],
    label: "booking, contact details and hours",
    template: {
      title: "Confirm bookings and send reminders automatically",
      description: "Every consultation booked from the site or the chat gets an instant confirmation, a calendar invite, and reminders the day before and an hour before.",
      difficulty: "Easy",
      category: "Scheduling",
      covers: ["booking", "calendar", "calendly", "appointment", "reminder", "schedule"],
    },
  },
  {
    key: "integrations",
    intents: ["integrations", "how_it_works"],
    label: "integrations and how it works",
    template: {
      title: "Send an integration questionnaire after technical chats",
      description: "Visitors who ask about integrations receive a short form about their CRM, MLS/HAR access and calendar, and the answers are attached to their lead before the consultation.",
      difficulty: "Easy",
      category: "Sales",
      covers: ["questionnaire", "discovery", "onboarding", "intake"],
    },
  },
  {
    key: "handoff",
    intents: ["handoff"],
    label: "requests to speak with a person",
    template: {
      title: "Alert staff instantly when a chat asks for a person",
      description: "A hand-off request from the chat sends the transcript and the visitor's details to the team by SMS or Slack, and tells the visitor when to expect a call.",
      difficulty: "Easy",
      category: "Client Communication",
      covers: ["handoff", "hand off", "escalation", "alert", "slack", "notify", "notification"],
    },
  },
  {
    key: "results",
    intents: ["results", "services", "blog"],
    label: "services, results and articles",
    template: {
      title: "Send case studies to visitors researching results",
      description: "Visitors who ask about services or results get a short sequence of relevant articles and client results, ending with a consultation invitation.",
      difficulty: "Medium",
      category: "Marketing",
      covers: ["case study", "nurture", "drip", "sequence"],
    },
  },
];

export const LEAD_ESCALATION: WorkflowTemplate = {
  title: "Escalate leads before the 24-hour reply promise runs out",
  description: "Acknowledge every lead instantly, alert its owner by SMS or Slack after 2 hours without a reply, and escalate to the broker at 12 hours.",
  difficulty: "Easy",
  category: "Lead Management",
  covers: ["escalation", "escalate", "sla", "unanswered", "speed to lead", "first response"],
};

export const TEAM_ROUTING: WorkflowTemplate = {
  title: "Route team leads round-robin with follow-up tracking",
  description: "New leads are assigned in turn (or by area) to the team's agents, each assignment starts a follow-up timer, and unclaimed leads move to the next agent.",
  difficulty: "Medium",
  category: "Lead Management",
  covers: ["routing", "round robin", "assign", "assignment", "distribution"],
};

export const TENANT_REQUESTS: WorkflowTemplate = {
  title: "Automate tenant requests and property alerts",
  description: "Maintenance requests arrive through one form with photos, are routed to the right vendor and confirmed to the tenant; weather alerts go to every tenant of the affected properties.",
  difficulty: "Medium",
  category: "Property Management",
  covers: ["tenant", "maintenance", "repair", "work order", "property management", "rent"],
};

export const NEWSLETTER_WELCOME: WorkflowTemplate = {
  title: "Turn newsletter sign-ups into conversations",
  description: "New subscribers get a welcome e-mail with the three most-read articles and one question about their business; a reply creates a lead for the team.",
  difficulty: "Easy",
  category: "Marketing",
  covers: ["newsletter", "welcome", "subscriber", "mailchimp"],
};

/** Starting points when there is not yet enough data to say more. */
export const BASELINE_TEMPLATES: readonly (WorkflowTemplate & { key: string })[] = [
  { key: "baseline:instant-reply", ...INTEREST_TEMPLATES["Lead Generation"], covers: ["lead", "intake", "inquiry", "form"] },
  { key: "baseline:follow-up", ...INTEREST_TEMPLATES["Email Marketing"], covers: ["follow up", "nurture", "drip", "email"] },
  {
    key: "baseline:weekly-report",
    title: "Send a weekly lead and response-time report",
    description: "Every Monday: leads by source, time to first reply, appointments set and workflow errors, by e-mail to the team lead.",
    difficulty: "Easy",
    category: "Analytics",
    covers: ["report", "weekly", "dashboard", "analytics"],
  },
];
