// What staff teach the assistant (docs/decisions/037): the questions it could not answer, grouped, and the answers
// staff write for them. One schema for the admin form, the API body and the insert.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { optionalText, requiredText } from "../lib/form-fields.ts";
import { listPageSchema, pagingFields } from "../lib/list-query.ts";

export const TAUGHT_LANGUAGES = ["en", "es", "vi", "zh"] as const;
export type TaughtLanguage = (typeof TAUGHT_LANGUAGES)[number];
export const TAUGHT_LANGUAGE_LABELS: Record<TaughtLanguage, string> = { en: "English", es: "Spanish", vi: "Vietnamese", zh: "Chinese" };

export const TAUGHT_ANSWER_MAX = 2000;
export const TAUGHT_QUESTION_MAX = 500;
export const TAUGHT_QUESTIONS_MAX = 50;
export const ANSWER_REQUIRED = "Answer is required: write it in at least one language (English, Spanish, Vietnamese or Chinese)";
export const QUESTIONS_REQUIRED = "Questions are required: add at least one question this answers";

const answersShape = Object.fromEntries(
  TAUGHT_LANGUAGES.map((l) => [l, optionalText(TAUGHT_ANSWER_MAX, `${TAUGHT_LANGUAGE_LABELS[l]} answer`).optional()]),
) as Record<TaughtLanguage, z.ZodOptional<ReturnType<typeof optionalText>>>;

const hasAnAnswer = (answers: Partial<Record<TaughtLanguage, string>>) => TAUGHT_LANGUAGES.some((l) => (answers[l] ?? "").trim() !== "");

const fields = {
  questions: z
    .array(requiredText(TAUGHT_QUESTION_MAX, "Question"), { message: QUESTIONS_REQUIRED })
    .min(1, { message: QUESTIONS_REQUIRED })
    .max(TAUGHT_QUESTIONS_MAX, { message: `Questions: at most ${TAUGHT_QUESTIONS_MAX}` }),
  answers: z.object(answersShape, { message: ANSWER_REQUIRED }).refine(hasAnAnswer, { message: ANSWER_REQUIRED }),
};

export const taughtAnswerInputSchema = z.object(fields);
export type TaughtAnswerInput = z.infer<typeof taughtAnswerInputSchema>;

/** PATCH: the questions, the answers, or both (each checked as on create). */
export const taughtAnswerPatchSchema = z.object(fields).partial();
export type TaughtAnswerPatch = z.infer<typeof taughtAnswerPatchSchema>;

/** A taught answer as the admin lists it. */
export const adminTaughtAnswerSchema = z.object({
  id: z.number().int(),
  questions: z.array(z.string()),
  answers: z.object(Object.fromEntries(TAUGHT_LANGUAGES.map((l) => [l, z.string().optional()])) as Record<TaughtLanguage, z.ZodOptional<z.ZodString>>),
  createdBy: z.string().nullable().meta({ description: "The member who wrote it (null once their account is gone)" }),
  updatedBy: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminTaughtAnswer = z.infer<typeof adminTaughtAnswerSchema>;

export const UNANSWERED_REASONS = ["unanswered", "handoff", "takeover"] as const;
export type UnansweredReason = (typeof UNANSWERED_REASONS)[number];
export const UNANSWERED_REASON_LABELS: Record<UnansweredReason, string> = {
  unanswered: "No answer",
  handoff: "Asked for a person",
  takeover: "Staff took over",
};

export const UNANSWERED_SORTS = ["count", "recent"] as const;
export type UnansweredSort = (typeof UNANSWERED_SORTS)[number];

/** One group of similar questions visitors asked. */
export const unansweredGroupSchema = z.object({
  id: z.string().meta({ description: "Stable while its newest question stays: that question's message id" }),
  question: z.string().meta({ description: "The newest way it was asked" }),
  questions: z.array(z.string()).meta({ description: "Distinct ways it was asked, newest first (at most 20)" }),
  count: z.number().int(),
  languages: z.array(z.string()),
  lastAskedAt: isoTime,
  reasons: z.object({ unanswered: z.number().int(), handoff: z.number().int(), takeover: z.number().int() }),
  example: z.object({ conversationId: z.string(), messageId: z.number().int() }).meta({ description: "The conversation of the newest question" }),
  answeredBy: z.object({ id: z.number().int(), question: z.string() }).nullable().meta({ description: "A taught answer that already covers it" }),
});
export type UnansweredGroup = z.infer<typeof unansweredGroupSchema>;

export const unansweredQuerySchema = z.object({
  page: pagingFields.page,
  pageSize: pagingFields.pageSize,
  sort: z.enum(UNANSWERED_SORTS, { message: "Sort by count or recent" }).default("count"),
  answered: z.enum(["0", "1"], { message: "answered is 0 or 1" }).optional().meta({ description: "1: also the groups a taught answer covers" }),
});

export const unansweredPageSchema = listPageSchema(unansweredGroupSchema).extend({
  scanned: z.number().int().meta({ description: "How many questions were read (the newest, within `since`)" }),
  since: isoTime,
  answeredGroups: z.number().int().meta({ description: "Groups a taught answer covers (left out unless answered=1)" }),
});
export type UnansweredPage = z.infer<typeof unansweredPageSchema>;
