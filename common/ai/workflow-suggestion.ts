import { z } from "../lib/zod.ts";

// Workflow suggestions (the AI page shows the first 6).

export const WORKFLOW_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type WorkflowPriority = (typeof WORKFLOW_PRIORITIES)[number];

export const WORKFLOW_DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type WorkflowDifficulty = (typeof WORKFLOW_DIFFICULTIES)[number];

export const WORKFLOW_SUGGESTION_STATUSES = ["suggested", "accepted", "dismissed"] as const;
export type WorkflowSuggestionStatus = (typeof WORKFLOW_SUGGESTION_STATUSES)[number];

export const WORKFLOW_SUGGESTIONS_SHOWN = 6;

/** A suggestion before it is stored (no id, no createdAt). `rationale` holds the figures behind it. */
export interface WorkflowSuggestionDraft {
  /** Stable identity of the rule and subject (e.g. "interest:crm-integration"), for de-duplication. */
  key: string;
  title: string;
  description: string;
  priority: WorkflowPriority;
  /** Whole percent, 0-100. */
  aiConfidence: number;
  estimatedImpact: string;
  difficulty: WorkflowDifficulty;
  category: string;
  status: "suggested";
  rationale: string;
}

/**
 * LLM path: the model receives the computed suggestions with their figures and may rephrase them or
 * add ones the figures support. Strict-mode friendly: everything required, no numeric bounds in the
 * JSON schema (the confidence range is checked by refinement, which does not reach the schema).
 */
export const workflowSuggestionOutputSchema = z.object({
  title: z.string().describe("Short imperative title of the automation"),
  description: z.string().describe("What the workflow does, step by step, in one or two sentences"),
  priority: z.enum(WORKFLOW_PRIORITIES),
  // Not .int(): zod emits safe-integer bounds for it, which strict mode rejects; drafts round instead.
  aiConfidence: z
    .number()
    .refine((value) => value >= 0 && value <= 100, { message: "must be between 0 and 100" })
    .describe("Confidence as a whole percent, 0 to 100, lower when the figures are thin"),
  estimatedImpact: z.string().describe("Expected effect, with the figure it rests on"),
  difficulty: z.enum(WORKFLOW_DIFFICULTIES),
  category: z.string().describe("Area such as Lead Management, CRM, Reliability, Client Communication, Marketing"),
  rationale: z.string().describe("The figures from the data that justify the suggestion"),
});
export const workflowSuggestionsOutputSchema = z.object({ suggestions: z.array(workflowSuggestionOutputSchema) });
export type WorkflowSuggestionOutput = z.infer<typeof workflowSuggestionOutputSchema>;
