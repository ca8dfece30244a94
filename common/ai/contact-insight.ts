import { z } from "../lib/zod.ts";

// Contact insights (POST /api/admin/ai/contact-insights): short titled findings computed from the leads.

export const INSIGHT_SEVERITIES = ["info", "warning", "critical"] as const;
export type InsightSeverity = (typeof INSIGHT_SEVERITIES)[number];

export interface ContactInsight {
  /** Stable identity of the finding (e.g. "volume", "waiting"), for lists and tests. */
  key: string;
  title: string;
  /** One short sentence with the numbers. */
  finding: string;
  /** The headline figure, e.g. "12 this week" or "8%". */
  metric: string;
  severity: InsightSeverity;
}

/** Optional LLM pass: the model may rephrase each finding (matched by key), keeping every number. */
export const insightRephraseSchema = z.object({
  insights: z.array(
    z.object({
      key: z.string().describe("The key of the insight being rephrased, unchanged"),
      finding: z.string().describe("The same finding as one short, plain sentence, with every number kept"),
    }),
  ),
});
export type InsightRephrase = z.infer<typeof insightRephraseSchema>;
