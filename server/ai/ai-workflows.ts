import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { aiContent, workflowSuggestions } from "../db/schema.ts";
import type { Llm } from "../integrations/llm.ts";
import { countTokens } from "../integrations/tokens.ts";
import type { Logger } from "../lib/logger.ts";
import { notFound } from "../lib/errors.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { workflowSuggestionsOutputSchema, type WorkflowDifficulty, type WorkflowPriority, type WorkflowSuggestionDraft } from "#common/ai/workflow-suggestion.ts";
import type { WorkflowSuggestionView } from "#common/ai/ai-api.ts";
import { suggestWorkflows } from "./workflow-suggestions.ts";
import { buildWorkflowPrompt, draftsFromLlm } from "./workflow-prompt.ts";
import { workflowInput } from "./ai-data.ts";

// "Generate Workflows": suggestions computed from the leads, the chat and the n8n workflows (an LLM, when
// configured, may reword them or add ones the same figures support). A new run replaces the suggestions
// still waiting for a decision; titles staff already accepted or dismissed are not suggested again.

type Row = typeof workflowSuggestions.$inferSelect;
type Deps = { db: Db; settings: SettingsService; llm: Llm | null; logger: Logger };

export const OFFLINE_RULES_MODEL = "offline-rules";

export function toSuggestionView(row: Row): WorkflowSuggestionView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as WorkflowPriority,
    aiConfidence: row.aiConfidence,
    estimatedImpact: row.estimatedImpact,
    difficulty: row.difficulty as WorkflowDifficulty,
    category: row.category,
    status: row.status,
    rationale: row.rationale,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest run first; within a run, the order the rules ranked them (ids are inserted in rank order). */
export async function listSuggestions(db: Db): Promise<WorkflowSuggestionView[]> {
  const rows = await db.select().from(workflowSuggestions).orderBy(desc(workflowSuggestions.createdAt), workflowSuggestions.id);
  return rows.map(toSuggestionView);
}

async function draft(deps: Deps, location: string): Promise<{ drafts: WorkflowSuggestionDraft[]; tokens: number; model: string }> {
  const computed = suggestWorkflows(await workflowInput(deps.db, new Date()));
  const text = (drafts: readonly WorkflowSuggestionDraft[]) => drafts.map((d) => `${d.title}\n${d.description}\n${d.estimatedImpact}\n${d.rationale}`).join("\n");
  if (deps.llm && computed.length > 0) {
    try {
      const { system, prompt } = buildWorkflowPrompt({ siteName: await deps.settings.siteName(), suggestions: computed, location });
      const { object, usage } = await deps.llm.generateStructured({ system, prompt, schema: workflowSuggestionsOutputSchema });
      const drafts = draftsFromLlm(object.suggestions);
      if (drafts.length > 0) return { drafts, tokens: usage.totalTokens || countTokens(`${system}\n${prompt}\n${text(drafts)}`), model: deps.llm.model };
    } catch (error) {
      deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "workflow suggestion rewrite failed; storing computed suggestions");
    }
  }
  return { drafts: computed, tokens: countTokens(text(computed)), model: OFFLINE_RULES_MODEL };
}

export async function generateSuggestions(deps: Deps, location: string): Promise<WorkflowSuggestionView[]> {
  const { drafts, tokens, model } = await draft(deps, location);
  return deps.db.transaction(async (tx) => {
    const decided = await tx
      .select({ title: workflowSuggestions.title })
      .from(workflowSuggestions)
      .where(inArray(workflowSuggestions.status, ["accepted", "dismissed"]));
    const skip = new Set(decided.map((d) => d.title.trim().toLowerCase()));
    await tx.delete(workflowSuggestions).where(eq(workflowSuggestions.status, "suggested"));
    const fresh = drafts.filter((d) => !skip.has(d.title.trim().toLowerCase()));
    const createdAt = new Date();
    const rows =
      fresh.length === 0
        ? []
        : await tx
            .insert(workflowSuggestions)
            .values(fresh.map(({ key: _key, ...d }) => ({ ...d, createdAt })))
            .returning();
    await tx.insert(aiContent).values({
      title: `Workflow suggestions for ${location}: ${rows.length} new`,
      type: "workflow_suggestions",
      tokens,
      model,
    });
    return rows.sort((a, b) => a.id - b.id).map(toSuggestionView);
  });
}

export async function setSuggestionStatus(db: Db, id: number, status: "accepted" | "dismissed"): Promise<WorkflowSuggestionView> {
  const [row] = await db.update(workflowSuggestions).set({ status }).where(eq(workflowSuggestions.id, id)).returning();
  if (!row) throw notFound("Workflow suggestion");
  return toSuggestionView(row);
}
