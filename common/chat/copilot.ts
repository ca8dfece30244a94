// The staff copilot (docs/decisions/050): a reply drafted for a member in a conversation they handle, grounded in the
// site's passages, and what became of it. Shapes shared by the desk and the API.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { chatReplySourceSchema } from "./chat-source.ts";

export const DRAFT_OUTCOMES = ["pending", "sent_unchanged", "sent_edited", "discarded"] as const;
export type DraftOutcome = (typeof DRAFT_OUTCOMES)[number];
export const DRAFT_ENGINES = ["engine", "model"] as const;

/**
 * Why no draft was offered: the site does not cover what the visitor asked, the visitor did something a person should
 * answer in their own words (a complaint, an opt-out, a deletion request, asking for a person, an attack on the
 * assistant), small talk with nothing to look up, or nothing from the visitor waits for an answer.
 */
export const NO_DRAFT_REASONS = ["not_covered", "policy", "small_talk", "no_message"] as const;
export type NoDraftReason = (typeof NO_DRAFT_REASONS)[number];
export const NO_DRAFT_TEXT: Record<NoDraftReason, string> = {
  not_covered: "No draft: the site doesn't cover this. Answer in your own words, or teach the assistant the answer.",
  policy: "No draft: the visitor's message needs a person's own words (a complaint, an opt-out or a request for a person).",
  small_talk: "No draft: nothing to look up in the visitor's last message.",
  no_message: "No draft: the visitor's messages are all answered.",
};

export const copilotDraftSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  messageId: z.number().int().nullable().meta({ description: "The visitor's message it answers (the latest of them)" }),
  text: z.string(),
  sources: z.array(chatReplySourceSchema).meta({ description: "The site's passages it was drafted from (title and link)" }),
  engine: z.enum(DRAFT_ENGINES).meta({ description: "engine: the offline assistant; model: the configured model, checked against the passages" }),
  language: z.string(),
  createdAt: isoTime,
});
export type CopilotDraft = z.infer<typeof copilotDraftSchema>;

export const copilotDraftAnswerSchema = z.union([
  z.object({ draft: copilotDraftSchema }),
  z.object({ draft: z.null(), reason: z.enum(NO_DRAFT_REASONS), message: z.string() }),
]);
export type CopilotDraftAnswer = z.infer<typeof copilotDraftAnswerSchema>;

export const draftRequestSchema = z.object({
  /** An offer the desk makes by itself on a new visitor message: the offline engine only (no model call). */
  auto: z.boolean().optional(),
});

/** What staff did with the drafts, over the last `days`. */
export const copilotStatsSchema = z.object({
  days: z.number().int(),
  sentUnchanged: z.number().int(),
  sentEdited: z.number().int(),
  discarded: z.number().int(),
  pending: z.number().int(),
});
export type CopilotStats = z.infer<typeof copilotStatsSchema>;
export const COPILOT_STATS_DAYS = 30;

/** Sent unchanged: the text that went out is the draft, bar surrounding and repeated white space. */
export const sameDraftText = (draft: string, sent: string): boolean => draft.replace(/\s+/g, " ").trim() === sent.replace(/\s+/g, " ").trim();
