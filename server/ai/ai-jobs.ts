import type { JobDefinition } from "../jobs/job-definition.ts";
import type { AiService } from "./ai.service.ts";

// The AI jobs of the scheduler (spec: weekly blog-trend refresh, daily contact insights). Both can also
// be run from the AI Tasks tab; their results land where the pages read them (the shared cache).

export function blogTrendsJob(ai: AiService): JobDefinition {
  return {
    key: "blog-trends-refresh",
    title: "Blog trend refresh",
    type: "content",
    // Mondays 06:00 UTC (the scheduler's zone; around midnight in Houston), before the week's writing starts.
    schedule: "0 6 * * 1",
    run: async () => {
      const { suggestions, source } = await ai.blogSuggestions({ refresh: true });
      const top = suggestions[0];
      return `${suggestions.length} topic suggestions (${source})${top ? `; top: ${top.title} (${top.urgency})` : ""}`;
    },
  };
}

export function contactInsightsJob(ai: AiService): JobDefinition {
  return {
    key: "contact-insights",
    title: "Contact insights",
    type: "analysis",
    schedule: "30 7 * * *",
    run: async () => {
      const { insights } = await ai.generateInsights();
      const flagged = insights.filter((i) => i.severity !== "info");
      return `${insights.length} findings${flagged.length > 0 ? `; needs attention: ${flagged.map((i) => i.title).join(", ")}` : ""}`;
    },
  };
}
