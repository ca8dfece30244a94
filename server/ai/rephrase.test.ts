import { describe, expect, it } from "vitest";
import type { ContactInsight } from "#common/ai/contact-insight.ts";
import type { RankedBlogTopic } from "./blog-trends.ts";
import { applyInsightRephrase, applyTrendRewrites, buildInsightRephrasePrompt, buildTrendRewritePrompt } from "./rephrase.ts";

const topic: RankedBlogTopic = {
  key: "school-zoning",
  topic: "School zoning",
  title: "Back to School 2026: Answering School-Zoning Questions",
  description: "Families ask first. Why now: 2 leads interested in Lead Generation.",
  urgency: "medium",
  keywords: ["school zoning"],
  category: "Real Estate",
  score: 47,
  reasons: ["2 leads interested in Lead Generation"],
};
const insight: ContactInsight = { key: "volume", title: "Lead volume", finding: "6 new leads in the last 7 days, up 50% from 4 the week before.", metric: "6", severity: "info" };

describe("LLM rephrasing", () => {
  it("takes reworded titles and descriptions by key, keeping the ranking data", () => {
    const result = applyTrendRewrites([topic], {
      suggestions: [
        { key: "school-zoning", title: "School Zones 2026: What Houston Families Ask First", description: "Two leads want lead generation; families are moving before school starts." },
        { key: "made-up", title: "Invented", description: "Invented" },
      ],
    });
    expect(result).toEqual([{ ...topic, title: "School Zones 2026: What Houston Families Ask First" }]); // the description lost the "2"
    expect(buildTrendRewritePrompt("Bayou City AI", [topic]).prompt).toContain('"key": "school-zoning"');
  });

  it("ignores a rephrased insight that drops or changes a number", () => {
    const kept = applyInsightRephrase([insight], { insights: [{ key: "volume", finding: "Leads rose 50% week over week: 6 versus 4 and 7 days." }] });
    expect(kept[0]!.finding).toBe("Leads rose 50% week over week: 6 versus 4 and 7 days.");
    const dropped = applyInsightRephrase([insight], { insights: [{ key: "volume", finding: "Lead volume is up sharply this week." }] });
    expect(dropped[0]!.finding).toBe(insight.finding);
    expect(buildInsightRephrasePrompt("Bayou City AI", [insight]).system).toContain("Keep every number exactly");
  });
});
