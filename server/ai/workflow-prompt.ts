import { slugify } from "#common/blog/blog-rules.ts";
import type { WorkflowSuggestionDraft, WorkflowSuggestionOutput } from "#common/ai/workflow-suggestion.ts";

// LLM path of the workflow suggestions: the model gets the suggestions computed from the data, with
// their figures, and may sharpen the wording or add ones the same figures support. It sees aggregates
// only, never a lead's details. The answer is validated by workflowSuggestionsOutputSchema.

export function buildWorkflowPrompt(input: { siteName: string; suggestions: readonly WorkflowSuggestionDraft[]; location?: string }): { system: string; prompt: string } {
  const location = input.location ?? "Houston";
  const system = [
    `You design n8n automations for ${input.siteName}, an AI-automation agency serving real estate agents, brokers, team leaders and property managers in ${location}, Texas.`,
    "Rules:",
    "- Base every suggestion on the figures given; never invent numbers. Keep each figure in the rationale.",
    "- Keep the priorities given unless the figures clearly justify another; 'critical' is for broken workflows and leads left unanswered.",
    "- aiConfidence is a whole percent from 0 to 100; lower it when the figures are thin.",
    "- difficulty is Easy, Medium or Hard. Titles are short and imperative. At most 8 suggestions, best first.",
  ].join("\n");
  const prompt = [
    "Suggestions computed from the agency's data (JSON):",
    JSON.stringify(
      input.suggestions.map(({ title, description, priority, aiConfidence, estimatedImpact, difficulty, category, rationale }) => ({ title, description, priority, aiConfidence, estimatedImpact, difficulty, category, rationale })),
      null,
      1,
    ),
    "Return the improved list.",
  ].join("\n\n");
  return { system, prompt };
}

/** Model output as drafts ready to store; identical titles are kept once. */
export function draftsFromLlm(output: readonly WorkflowSuggestionOutput[]): WorkflowSuggestionDraft[] {
  const seen = new Set<string>();
  const drafts: WorkflowSuggestionDraft[] = [];
  for (const s of output) {
    const title = s.title.trim();
    const key = `llm:${slugify(title)}`;
    if (title === "" || seen.has(key)) continue;
    seen.add(key);
    drafts.push({
      key,
      title,
      description: s.description.trim(),
      priority: s.priority,
      aiConfidence: Math.max(0, Math.min(100, Math.round(s.aiConfidence))),
      estimatedImpact: s.estimatedImpact.trim(),
      difficulty: s.difficulty,
      category: s.category.trim(),
      status: "suggested",
      rationale: s.rationale.trim(),
    });
  }
  return drafts.slice(0, 8);
}
