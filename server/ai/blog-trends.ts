import { BLOG_SUGGESTIONS_MAX, BLOG_SUGGESTION_KEYWORDS_MAX, type BlogTopicSuggestion, type BlogUrgency } from "#common/ai/blog-suggestion.ts";
import type { BlogCategory } from "#common/blog/blog-rules.ts";
import { formatMonthDay, houstonDay, seasonPhase, type LocalDay, type SeasonPhase } from "./season-window.ts";
import { titleSimilarity } from "./topic-analysis.ts";
import { plural } from "./text.ts";
import type { TopicSeed } from "./topic-types.ts";

/*
 * Blog topic suggestions ranked from the agency's own data. For each catalogue entry:
 *
 *   score = seasonality (0-40) + demand (0-35) + category gap (0-15) - similarity penalty (0-30)
 *
 * - seasonality: in its peak 40; in its window 30 (20 once the peak has passed); opening within its
 *   leadDays 20 to 35 (the closer, the higher); evergreen topics 8; a season that is neither open nor
 *   near is not suggested at all.
 * - demand: 20 x the share of lead-interest mentions on the entry's interests
 *         + 15 x the share of business chat questions (small talk excluded) on its intents.
 * - category gap: no post in the category yet, or none for 60+ days: 15; 30-59 days: 10; 14-29: 5.
 * - similarity: 30 x the word overlap between the suggested title and the closest recent title,
 *   applied from an overlap of 0.34, so an already-covered angle sinks.
 *
 * Urgency: high from 50, medium from 30, low below. Ties keep catalogue order.
 */

export type TrendInput = {
  now: Date;
  catalogue: readonly TopicSeed[];
  leadInterests: readonly { tag: string; count: number }[];
  chatIntents: readonly { intent: string; count: number }[];
  postsByCategory: readonly { category: string; lastPublishedAt: Date | string | null }[];
  recentTitles: readonly string[];
};

export type RankedBlogTopic = BlogTopicSuggestion & { key: string; category: BlogCategory; score: number; reasons: string[] };

const SMALL_TALK_INTENTS = new Set(["greeting", "thanks", "goodbye", "off_topic", "injection", "lead_details", "unknown", "error"]);
const SIMILARITY_FLOOR = 0.34;

type Part = { points: number; reason: string | null };

function seasonality(seed: TopicSeed, phase: SeasonPhase): Part | null {
  if (seed.windows.length === 0) return { points: 8, reason: null };
  switch (phase.phase) {
    case "peak":
      return { points: 40, reason: `${seed.name} is at its peak (until ${formatMonthDay(phase.window.peak!.to)})` };
    case "active":
      return { points: phase.afterPeak ? 20 : 30, reason: `${seed.name} is under way (until ${formatMonthDay(phase.window.to)})` };
    case "upcoming":
      if (phase.daysUntil > seed.leadDays) return null;
      return { points: Math.round(20 + 15 * (1 - phase.daysUntil / seed.leadDays)), reason: `${seed.name} starts in ${plural(phase.daysUntil, "day")} (${formatMonthDay(phase.window.from)})` };
    case "off":
      return null;
  }
}

function demand(seed: TopicSeed, input: TrendInput): Part[] {
  const parts: Part[] = [];
  const leadTotal = input.leadInterests.reduce((n, i) => n + Math.max(0, i.count), 0);
  const wanted = new Set(seed.interests.map((i) => i.toLowerCase()));
  const leads = input.leadInterests.filter((i) => wanted.has(i.tag.trim().toLowerCase()) && i.count > 0).sort((a, b) => b.count - a.count);
  if (leadTotal > 0 && leads.length > 0) {
    const share = leads.reduce((n, i) => n + i.count, 0) / leadTotal;
    parts.push({ points: Math.round(20 * share), reason: `${plural(leads[0]!.count, "lead")} interested in ${leads[0]!.tag}` });
  }
  const business = input.chatIntents.filter((i) => !SMALL_TALK_INTENTS.has(i.intent) && i.count > 0);
  const chatTotal = business.reduce((n, i) => n + i.count, 0);
  const asked = business.filter((i) => seed.intents.includes(i.intent)).sort((a, b) => b.count - a.count);
  if (chatTotal > 0 && asked.length > 0) {
    const share = asked.reduce((n, i) => n + i.count, 0) / chatTotal;
    parts.push({ points: Math.round(15 * share), reason: `${plural(asked[0]!.count, "chat question")} about ${asked[0]!.intent.replaceAll("_", " ")}` });
  }
  return parts;
}

function categoryGap(category: BlogCategory, input: TrendInput, today: LocalDay): Part {
  const latest = input.postsByCategory
    .filter((p) => p.category === category && p.lastPublishedAt != null)
    .map((p) => houstonDay(new Date(p.lastPublishedAt!)).day)
    .filter((day) => Number.isFinite(day))
    .sort((a, b) => b - a)[0];
  if (latest === undefined) return { points: 15, reason: `no ${category} post yet` };
  const days = today.day - latest;
  const points = days >= 60 ? 15 : days >= 30 ? 10 : days >= 14 ? 5 : 0;
  return { points, reason: points > 0 ? `no ${category} post in ${days} days` : null };
}

function fill(text: string, year: number, area: string): string {
  return text
    .replaceAll("{year}", String(year))
    .replaceAll("{nextYear}", String(year + 1))
    .replaceAll("{prevYear}", String(year - 1))
    .replaceAll("{area}", area);
}

const urgencyOf = (score: number): BlogUrgency => (score >= 50 ? "high" : score >= 30 ? "medium" : "low");

/** Up to `max` topic suggestions (8 at most), best first, each with the reasons behind its rank. */
export function suggestBlogTopics(input: TrendInput, max = BLOG_SUGGESTIONS_MAX): RankedBlogTopic[] {
  const today = houstonDay(input.now);
  const limit = Math.max(0, Math.min(max, BLOG_SUGGESTIONS_MAX));
  const ranked: (RankedBlogTopic & { order: number })[] = [];

  input.catalogue.forEach((seed, order) => {
    const phase = seasonPhase(seed.windows, today);
    const season = seasonality(seed, phase);
    if (!season) return;
    const year = "year" in phase ? phase.year : today.year;
    // Rotating entries feature a different area each week (weeks counted from the epoch, Houston time).
    const area = seed.rotateAreas && seed.areas.length > 0 ? seed.areas[Math.floor(today.day / 7) % seed.areas.length]! : (seed.areas[0] ?? "Houston");
    const title = fill(seed.title, year, area);

    const parts = [season, ...demand(seed, input), categoryGap(seed.category, input, today)];
    let score = parts.reduce((n, p) => n + p.points, 0);
    const reasons = parts.flatMap((p) => (p.reason && p.points > 0 ? [p.reason] : []));

    const closest = input.recentTitles.map((t) => ({ t, similarity: titleSimilarity(title, t) })).sort((a, b) => b.similarity - a.similarity)[0];
    if (closest && closest.similarity >= SIMILARITY_FLOOR) {
      const penalty = Math.round(30 * closest.similarity);
      score -= penalty;
      reasons.push(`close to the existing post “${closest.t}” (-${penalty})`);
    }

    const why = reasons.filter((r) => !r.startsWith("close to")).slice(0, 2);
    const description = fill(seed.description, year, area);
    ranked.push({
      key: seed.key,
      order,
      topic: fill(seed.topic, year, area),
      title,
      description: why.length > 0 ? `${description} Why now: ${why.join("; ")}.` : description,
      urgency: urgencyOf(score),
      keywords: seed.keywords.slice(0, BLOG_SUGGESTION_KEYWORDS_MAX).map((k) => fill(k, year, area)),
      category: seed.category,
      score,
      reasons,
    });
  });

  return ranked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...topic }) => topic);
}
