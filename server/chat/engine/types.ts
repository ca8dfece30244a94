import type { ContactRole, Offerings } from "#common/content/offerings.ts";
import type { ConversationContext } from "./context.ts";
import type { Act } from "./acts.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { AskedField } from "../../contacts/qualification/answer.ts";
import type { ExtractedQualification } from "../../contacts/qualification/extract.ts";

export type { ConversationContext } from "./context.ts";

export const INTENTS = [
  "greeting",
  "services",
  "about",
  "pricing",
  "packages",
  "addons",
  "bundles",
  "setup_fees",
  "booking",
  "hours",
  "contact",
  "location",
  "integrations",
  "how_it_works",
  "results",
  "blog",
  "handoff",
  "lead_details",
  "thanks",
  "goodbye",
  "off_topic",
  "injection",
  "complaint",
  "opt_out",
  "deletion",
  "unanswered",
] as const;
export type Intent = (typeof INTENTS)[number];

export const LANGUAGES = ["en", "es", "vi", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

export type Sentiment = "positive" | "neutral" | "negative";

export type SitePost = {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  /** The post's Markdown: its paragraphs are passages of the assistant's knowledge. */
  body?: string;
  /** Its live versions in other languages (staff write them in the admin): quoted to a visitor of that language. */
  translations?: readonly SitePostTranslation[];
};

/** A post's version in another language: its own title, address (/{language}/blog/{slug}) and text. */
export type SitePostTranslation = { language: Exclude<Language, "en">; title: string; slug: string; excerpt: string; body: string };

/** An answer staff wrote for questions the assistant could not answer (the Unanswered view), by language. */
export type TaughtAnswer = { id: number; questions: readonly string[]; answers: Partial<Record<Language, string>> };

/** What replies may quote. Settings come from the database, so nothing here is hard-coded in the engine. */
export type SiteFacts = {
  siteName: string;
  phone: string;
  email: string;
  bookingUrl: string;
  hours: string;
  offerings: Offerings;
  posts: readonly SitePost[];
  /** Staff-taught answers, found before the site's passages. */
  taught?: readonly TaughtAnswer[];
  /** The footer's social pages (settings social_x, social_linkedin, social_facebook); empty ones are not shown. */
  social?: { x: string; linkedin: string; facebook: string };
};

export type ChatEntities = {
  email?: string;
  phone?: string;
  name?: string;
  company?: string;
  budget?: string;
  role?: ContactRole;
  /** One of the spec's automation interests, when the conversation shows one. */
  interest?: string;
};

export type ChatInput = {
  message: string;
  facts: SiteFacts;
  /** The `context` of the previous reply as stored (JSON); validated here, anything else starts a new conversation. */
  context: ConversationContext | Record<string, unknown> | null;
  /** Qualification fields the visitor's contact already holds: the assistant never asks about them. */
  knownOnContact?: readonly AskedField[];
};

export type ChatReply = {
  response: string;
  intent: Intent;
  /** What the visitor did (docs/decisions/015): a policy act, small talk, or a question. */
  act: Act;
  sentiment: Sentiment;
  language: Language;
  /** Entities found in this message only; `context.lead` holds everything gathered so far. */
  entities: ChatEntities;
  context: ConversationContext;
  /** The visitor asked for a person: flag the conversation for staff. */
  handoff: boolean;
  /** This turn brought new lead details and the conversation now has an e-mail or phone: create or update the contact. */
  leadDetails: boolean;
  /** What the answer was taken from, when a taught answer or a passage of the site answered (shown in the log). */
  source?: ChatReplySource;
  /** What this message stated of the visitor's business, or answered to the assistant's question (for the contact). */
  qualification?: ExtractedQualification;
  /** The one qualification question added at the end of `response` (a model's wording gets it too). */
  followUp?: string;
};

export type ChatEngine = { reply(input: ChatInput): ChatReply };
