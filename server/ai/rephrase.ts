import type { BlogSuggestionRewrite } from "#common/ai/blog-suggestion.ts";
import type { ContactInsight, InsightRephrase } from "#common/ai/contact-insight.ts";
import type { RankedBlogTopic } from "./blog-trends.ts";

// Optional LLM polish of computed results. The model only rewords: items are matched back by key,
// nothing is added or reordered, and a rewording that drops one of the original numbers is ignored.

type Prompt = { system: string; prompt: string };
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 300;

const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)?/g) ?? [];
const keepsNumbers = (original: string, rewritten: string) => numbersIn(original).every((n) => rewritten.includes(n));

export function buildTrendRewritePrompt(siteName: string, suggestions: readonly RankedBlogTopic[]): Prompt {
  return {
    system: `You edit blog topic ideas for ${siteName}, an AI-automation agency for Houston real-estate professionals. Rewrite each title to be specific and inviting (at most 80 characters) and each description as one or two sentences on why it matters now. Keep every fact, date and number; invent nothing; return every key unchanged.`,
    prompt: JSON.stringify(suggestions.map(({ key, title, description, keywords, reasons }) => ({ key, title, description, keywords, reasons })), null, 1),
  };
}

export function applyTrendRewrites(suggestions: readonly RankedBlogTopic[], output: BlogSuggestionRewrite): RankedBlogTopic[] {
  const byKey = new Map(output.suggestions.map((s) => [s.key, s]));
  return suggestions.map((s) => {
    const r = byKey.get(s.key);
    if (!r) return s;
    const title = r.title.trim();
    const description = r.description.trim();
    return {
      ...s,
      title: title !== "" && title.length <= TITLE_MAX && keepsNumbers(s.title, title) ? title : s.title,
      description: description !== "" && description.length <= DESCRIPTION_MAX && keepsNumbers(s.description, description) ? description : s.description,
    };
  });
}

export function buildInsightRephrasePrompt(siteName: string, insights: readonly ContactInsight[]): Prompt {
  return {
    system: `You summarize lead statistics for the staff of ${siteName}. Rephrase each finding as one short, plain sentence. Keep every number exactly as given; add no new facts; return every key unchanged.`,
    prompt: JSON.stringify(insights.map(({ key, title, finding }) => ({ key, title, finding })), null, 1),
  };
}

export function applyInsightRephrase(insights: readonly ContactInsight[], output: InsightRephrase): ContactInsight[] {
  const byKey = new Map(output.insights.map((i) => [i.key, i.finding.trim()]));
  return insights.map((insight) => {
    const finding = byKey.get(insight.key);
    return finding && finding.length <= DESCRIPTION_MAX && keepsNumbers(insight.finding, finding) ? { ...insight, finding } : insight;
  });
}
