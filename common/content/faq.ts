import { CONTACT_FOR_PRICING, REPLY_WITHIN_HOURS } from "./site-facts.ts";

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Shown on Solutions and published as FAQPage structured data: one source for both. */
export const SOLUTIONS_FAQ: readonly FaqEntry[] = [
  {
    question: "Why don't you publish package prices?",
    answer: `Every business is different: a solo agent and a 40-agent brokerage need very different systems. We scope each package in a short consultation and send a fixed quote within ${REPLY_WITHIN_HOURS} hours, which is why the packages say '${CONTACT_FOR_PRICING}'.`,
  },
  {
    question: "How long does it take to go live?",
    answer:
      "Most Foundation setups go live within two weeks and Growth within three to four. Enterprise rollouts are planned with your leadership team, usually in phases over six to eight weeks.",
  },
  {
    question: "Will it work with my CRM and the MLS?",
    answer:
      "Yes. We connect to HubSpot, Follow Up Boss, kvCORE, Salesforce and other CRMs, and to MLS/HAR listing data, so your AI answers with real inventory and every lead lands in your pipeline.",
  },
  {
    question: "Can the AI talk to my clients in Spanish?",
    answer:
      "Yes. Your AI agent holds natural conversations in English and Spanish, around the clock, and hands the conversation to you whenever a client asks for a person.",
  },
  {
    question: "Do I need technical skills?",
    answer:
      "No. With done-for-you setup we connect and test everything. If you prefer free self-setup, our step-by-step guides walk you through each platform and we review your connections before go-live.",
  },
  {
    question: "Is my clients' data safe?",
    answer:
      "Your data stays in your own accounts and is only used to serve your clients. Connections use each platform's official, encrypted access, and we never sell or share client information.",
  },
  {
    question: "Can I add services later?",
    answer:
      "Any time. Add-on services such as Voice AI, the Social Scheduler or the 24/7 Customer Service Agent can be added to any package as your business grows.",
  },
];
