import { z } from "zod";
import type { Db } from "../db/client.ts";
import { aiContent } from "../db/schema.ts";
import type { Llm } from "../integrations/llm.ts";
import { countTokens } from "../integrations/tokens.ts";
import type { Logger } from "../lib/logger.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { INSIGHT_SEVERITIES, insightRephraseSchema, type ContactInsight } from "#common/ai/contact-insight.ts";
import type { ContactInsightsView } from "#common/ai/ai-api.ts";
import { computeContactInsights } from "./contact-insights.ts";
import { applyInsightRephrase, buildInsightRephrasePrompt } from "./rephrase.ts";
import { readCache, writeCache } from "../lib/cache-entries.ts";
import { insightInput } from "./ai-data.ts";
import { OFFLINE_RULES_MODEL } from "./ai-workflows.ts";

// Contact insights, computed on demand (Generate Insights) or by the daily job. The latest result is kept
// in the shared cache so the page shows what the job found this morning, whichever instance ran it.

export const INSIGHTS_KEY = "ai:contact-insights";
// Kept past the next daily run, so a paused job leaves the last result visible for a while.
const INSIGHTS_TTL_MS = 8 * 24 * 60 * 60_000;

const insightSchema = z.object({ key: z.string(), title: z.string(), finding: z.string(), metric: z.string(), severity: z.enum(INSIGHT_SEVERITIES) });
const viewSchema = z.object({ insights: z.array(insightSchema), generatedAt: z.string(), source: z.enum(["llm", "offline"]) });

type Deps = { db: Db; settings: SettingsService; llm: Llm | null; logger: Logger };

async function rephrase(deps: Deps, insights: ContactInsight[]): Promise<{ insights: ContactInsight[]; tokens: number | null }> {
  if (!deps.llm) return { insights, tokens: null };
  try {
    const { system, prompt } = buildInsightRephrasePrompt(await deps.settings.siteName(), insights);
    const { object, usage } = await deps.llm.generateStructured({ system, prompt, schema: insightRephraseSchema });
    return { insights: applyInsightRephrase(insights, object), tokens: usage.totalTokens };
  } catch (error) {
    deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "insight rephrase failed; keeping computed wording");
    return { insights, tokens: null };
  }
}

export async function generateInsights(deps: Deps, now = new Date()): Promise<ContactInsightsView> {
  const computed = computeContactInsights(await insightInput(deps.db, now));
  const polished = await rephrase(deps, computed);
  const source = polished.tokens === null ? "offline" : "llm";
  const view: ContactInsightsView = { insights: polished.insights, generatedAt: now.toISOString(), source };
  const tokens = polished.tokens || countTokens(polished.insights.map((i) => `${i.title}: ${i.finding}`).join("\n"));
  await writeCache(deps.db, INSIGHTS_KEY, view, INSIGHTS_TTL_MS);
  await deps.db.insert(aiContent).values({
    title: `Contact insights: ${polished.insights.length} findings`,
    type: "contact_insights",
    tokens,
    model: source === "llm" ? deps.llm!.model : OFFLINE_RULES_MODEL,
  });
  return view;
}

export async function latestInsights(db: Db): Promise<ContactInsightsView | null> {
  return (await readCache(db, INSIGHTS_KEY, viewSchema))?.value ?? null;
}
