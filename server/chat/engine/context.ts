import { z } from "zod";
import { contactRoles } from "#common/content/offerings.ts";
import { PACKAGE_KEYS } from "#common/content/packages.ts";
import type { PackageKey } from "#common/content/packages.ts";
import { answerSchema } from "./knowledge/answer-types.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { INTENTS, LANGUAGES } from "./types.ts";
import { newQualifyState, qualifyStateSchema, type QualifyState } from "./qualify.ts";
import type { ChatEntities, Intent, Language } from "./types.ts";

// The conversation model kept between turns (stored as JSON on the conversation). It may come back from an old row
// or a tampered client, so it is parsed, never trusted: anything that does not fit starts a fresh context, and
// fields added later default, so a conversation of the previous version carries on.
export const TOPIC_KINDS = ["package", "addon", "bundle", "setup", "list"] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];
/** A specific offering (`key` as in common/content/offerings.ts), or a list of them (`list`, key = the kind listed). */
export type Topic = { kind: TopicKind; key: string };

export const CHANNELS = ["email", "sms", "whatsapp", "call"] as const;
export type Channel = (typeof CHANNELS)[number];

const topicSchema = z.object({ kind: z.enum(TOPIC_KINDS), key: z.string().max(40) });

const leadSchema = z.object({
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  name: z.string().max(120).optional(),
  company: z.string().max(160).optional(),
  budget: z.string().max(80).optional(),
  role: z.enum(contactRoles).optional(),
  interest: z.string().max(60).optional(),
});

// A passage quoted whole in the reply (a list of up to ten lines) is kept by its first four sentences: one sentence
// too many must not make the conversation forget everything and answer a follow-up as if it came first.
const fourSentences = (answers: unknown): unknown =>
  Array.isArray(answers) ? answers.map((a: unknown) => (a && typeof a === "object" && "sentences" in a && Array.isArray(a.sentences) ? { ...a, sentences: a.sentences.slice(0, 4) } : a)) : answers;

export const conversationContextSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]).transform((): 2 => 2),
  language: z.enum(LANGUAGES),
  turns: z.number().int().nonnegative(),
  lastIntent: z.enum(INTENTS).nullable(),
  topic: topicSchema.nullable(),
  lead: leadSchema,
  handoff: z.boolean(),
  /** How the visitor wants to be reached, when they said so. */
  channel: z.enum(CHANNELS).nullable().default(null),
  /** The visitor asked not to be contacted: nothing is sold to them after that. */
  optOut: z.boolean().default(false),
  deletionRequested: z.boolean().default(false),
  /** A person was offered after a complaint or a request and contact details are still missing. */
  awaitingContact: z.boolean().default(false),
  profile: z.object({ size: z.enum(["solo", "team", "brokerage"]).optional(), agents: z.number().int().nonnegative().max(100000).optional(), area: z.string().max(60).optional() }).default({}),
  /** What the last reply answered, so "say that in Spanish" can say it again. */
  lastAnswers: z.preprocess(fourSentences, z.array(answerSchema).max(6)).default([]),
  /** The last list of offerings shown or compared ("Enterprise vs Growth"), kept so "and the first one?" still picks from it. */
  list: z.string().max(40).nullable().default(null),
  /** The last reply offered a free consultation: a short "yes" now accepts it (accept.ts). */
  offered: z.boolean().default(false),
  /** The assistant's own qualification questions: what is known, asked, pending, passed over (qualify.ts). */
  qualify: qualifyStateSchema.default(newQualifyState),
  /** The places the visitor named, listed or not, in the order named: "the second area I mentioned" picks from them. */
  places: z.array(z.string().max(60)).max(8).default([]),
  /** The platforms named, message by message (the last four messages that named any): "the first new one" picks from them. */
  platforms: z.array(z.array(z.string().max(60)).max(8)).max(4).default([]),
  /** How far the visitor's clock is ahead of Houston's, in minutes, once they said so (visitor-clock.ts). */
  clockOffset: z.number().int().min(-1440).max(1440).nullable().default(null),
  /** The answers of the last four questions, for "put that all together in one message" (recap.ts). */
  recent: z.array(z.preprocess(fourSentences, z.array(answerSchema).max(6))).max(4).default([]),
  /** The monthly budget for add-ons the visitor gave (addon-budget.ts). */
  addonBudget: z.number().int().min(0).max(100000).nullable().default(null),
  /** The package the visitor said they have now (package-change.ts). */
  heldPackage: z.enum(PACKAGE_KEYS).nullable().default(null),
  /** The add-ons the visitor said they already have (held-addons.ts). */
  heldAddons: z.array(z.string().max(40)).max(8).default([]),
});

export type ConversationContext = {
  version: 2;
  language: Language;
  turns: number;
  lastIntent: Intent | null;
  /** The last offering (or list) discussed, so "how much is that one?" has a referent. */
  topic: Topic | null;
  /** Everything the visitor has told us about themselves so far. */
  lead: ChatEntities;
  handoff: boolean;
  channel: Channel | null;
  optOut: boolean;
  deletionRequested: boolean;
  awaitingContact: boolean;
  profile: { size?: "solo" | "team" | "brokerage"; agents?: number; area?: string };
  lastAnswers: Answer[];
  list: string | null;
  offered: boolean;
  qualify: QualifyState;
  places: string[];
  platforms: string[][];
  clockOffset: number | null;
  recent: Answer[][];
  addonBudget: number | null;
  heldPackage: PackageKey | null;
  heldAddons: string[];
};

export function newContext(language: Language): ConversationContext {
  return {
    version: 2, language, turns: 0, lastIntent: null, topic: null, lead: {}, handoff: false, channel: null, optOut: false,
    deletionRequested: false, awaitingContact: false, profile: {}, lastAnswers: [], list: null, offered: false, qualify: newQualifyState(), places: [], platforms: [], clockOffset: null, recent: [], addonBudget: null, heldPackage: null, heldAddons: [],
  };
}

export function parseContext(value: unknown): ConversationContext | null {
  const parsed = conversationContextSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Fields of `found` that are new or changed compared with `known`. */
export function newLeadFields(known: ChatEntities, found: ChatEntities): ChatEntities {
  const changed: ChatEntities = {};
  for (const key of Object.keys(found) as (keyof ChatEntities)[]) {
    const value = found[key];
    if (value !== undefined && value !== known[key]) Object.assign(changed, { [key]: value });
  }
  return changed;
}
