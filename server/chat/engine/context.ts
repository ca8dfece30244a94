import { z } from "zod";
import { contactRoles } from "../../../common/content/offerings.ts";
import { INTENTS, LANGUAGES } from "./types.ts";
import type { ChatEntities, Intent, Language } from "./types.ts";

// The context is stored as JSON between turns (and may come back from an old row or a tampered client),
// so it is parsed, never trusted: anything that does not fit starts a fresh context.
export const TOPIC_KINDS = ["package", "addon", "bundle", "setup"] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];
/** A specific offering; `key` is the offering's key in common/content/offerings.ts. */
export type Topic = { kind: TopicKind; key: string };

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

export const conversationContextSchema = z.object({
  version: z.literal(1),
  language: z.enum(LANGUAGES),
  turns: z.number().int().nonnegative(),
  lastIntent: z.enum(INTENTS).nullable(),
  topic: topicSchema.nullable(),
  lead: leadSchema,
  handoff: z.boolean(),
});

export type ConversationContext = {
  version: 1;
  language: Language;
  turns: number;
  lastIntent: Intent | null;
  /** The last specific offering discussed, so "how much is that one?" has a referent. */
  topic: Topic | null;
  /** Everything the visitor has told us about themselves so far. */
  lead: ChatEntities;
  handoff: boolean;
};

export function newContext(language: Language): ConversationContext {
  return { version: 1, language, turns: 0, lastIntent: null, topic: null, lead: {}, handoff: false };
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
