import { describe, expect, it } from "vitest";
import { seedBlogPosts } from "../db/seed/blog-posts.ts";
import { suggestBlogTopics, type TrendInput } from "./blog-trends.ts";
import { TOPIC_CATALOGUE } from "./evergreen-topics.ts";

const recentTitles = seedBlogPosts.map((p) => p.title);

// Mid-July: CRM-minded brokers, technical chat questions, no Tools post yet.
const summer: TrendInput = {
  now: new Date("2026-07-20T15:00:00Z"),
  catalogue: TOPIC_CATALOGUE,
  leadInterests: [
    { tag: "CRM Integration", count: 8 },
    { tag: "Lead Generation", count: 2 },
  ],
  chatIntents: [
    { intent: "integrations", count: 12 },
    { intent: "greeting", count: 40 },
    { intent: "pricing", count: 3 },
  ],
  postsByCategory: [
    { category: "Real Estate", lastPublishedAt: "2026-07-01T12:00:00Z" },
    { category: "Strategy", lastPublishedAt: "2026-07-10T12:00:00Z" },
    { category: "News", lastPublishedAt: "2026-07-05T12:00:00Z" },
  ],
  recentTitles,
};

// Late March: marketing-minded leads, chat visitors asking about pricing, no Strategy post ever.
const spring: TrendInput = {
  now: new Date("2026-03-25T15:00:00Z"),
  catalogue: TOPIC_CATALOGUE,
  leadInterests: [
    { tag: "Social Media", count: 5 },
    { tag: "Email Marketing", count: 4 },
  ],
  chatIntents: [
    { intent: "pricing", count: 15 },
    { intent: "packages", count: 5 },
    { intent: "booking", count: 6 },
  ],
  postsByCategory: [
    { category: "Tools", lastPublishedAt: "2026-03-20T12:00:00Z" },
    { category: "Real Estate", lastPublishedAt: "2026-03-01T12:00:00Z" },
    { category: "News", lastPublishedAt: "2026-03-15T12:00:00Z" },
    { category: "Strategy", lastPublishedAt: null },
  ],
  recentTitles,
};

const keys = (input: TrendInput, max?: number) => suggestBlogTopics(input, max).map((s) => s.key);

describe("suggestBlogTopics", () => {
  it("ranks the summer data set by CRM demand, school zoning and the Tools gap", () => {
    const result = suggestBlogTopics(summer);
    expect(result.map((s) => s.key).slice(0, 3)).toEqual(["crm-integration", "school-zoning", "rate-watch"]);
    expect(result[0]).toMatchObject({
      title: "CRM Integration Checklist: Getting Every Houston Lead Into Your CRM Automatically",
      urgency: "high",
      score: 51,
      reasons: ["8 leads interested in CRM Integration", "12 chat questions about integrations", "no Tools post yet"],
    });
    expect(result[0]!.description).toMatch(/Why now: 8 leads interested in CRM Integration; 12 chat questions about integrations\.$/);
    expect(result[1]).toMatchObject({ title: "Back to School 2026: Answering School-Zoning Questions for Houston Families", urgency: "medium" });
    expect(result[1]!.keywords).toEqual(["school zoning", "HISD", "Katy ISD", "Cy-Fair ISD", "family relocation"]);
    expect(result.map((s) => s.key)).not.toContain("property-tax-protest");
    expect(result.map((s) => s.key)).not.toContain("holiday-slowdown");
  });

  it("ranks the spring data set by the selling season, tax protests and pricing questions", () => {
    const result = suggestBlogTopics(spring);
    expect(result.map((s) => s.key).slice(0, 2)).toEqual(["spring-selling-season", "property-tax-protest"]);
    expect(result[0]).toMatchObject({ title: "Spring 2026 in Houston: A Lead Follow-Up Plan for the Busiest Selling Season", urgency: "high", score: 68 });
    expect(result.find((s) => s.key === "homestead-exemption")?.title).toBe("Closed in 2025? A Homestead Exemption Reminder Plan for Houston Agents");
    expect(result.find((s) => s.key === "automation-roi")?.reasons).toEqual(["15 chat questions about pricing", "no Strategy post yet"]);
    expect(result.map((s) => s.key)).not.toContain("school-zoning");
  });

  it("gives different rankings for different data, even on the same day", () => {
    expect(keys(summer)).not.toEqual(keys(spring));
    const sameDayOtherDemand = { ...spring, now: summer.now, postsByCategory: summer.postsByCategory };
    expect(keys(sameDayOtherDemand)).not.toEqual(keys(summer));
    expect(keys(sameDayOtherDemand)[0]).not.toBe("crm-integration");
    expect(keys(summer)).toEqual(keys(summer)); // deterministic
  });

  it("sinks a topic the blog already covers", () => {
    const august = { ...summer, now: new Date("2026-08-20T15:00:00Z") };
    const fresh = suggestBlogTopics({ ...august, recentTitles: [] }).find((s) => s.key === "hurricane-season")!;
    expect(fresh).toMatchObject({ score: 50, urgency: "high" }); // 40 peak + 10: no Real Estate post for 50 days
    expect(fresh.reasons[0]).toBe("Hurricane season is at its peak (until Sep 30)");
    const covered = suggestBlogTopics({ ...august, catalogue: TOPIC_CATALOGUE.filter((s) => s.key === "hurricane-season") })[0]!;
    expect(covered.score).toBeLessThan(fresh.score - 15);
    expect(covered.reasons.at(-1)).toMatch(/^close to the existing post “Hurricane Season Playbook for Houston Property Managers” \(-\d+\)$/);
  });

  it("respects the limits and keeps urgency in line with the score", () => {
    expect(suggestBlogTopics(summer, 4)).toHaveLength(4);
    expect(suggestBlogTopics(summer, 50)).toHaveLength(8);
    for (const s of [...suggestBlogTopics(summer), ...suggestBlogTopics(spring)]) {
      expect(s.keywords.length).toBeLessThanOrEqual(5);
      expect(s.urgency).toBe(s.score >= 50 ? "high" : s.score >= 30 ? "medium" : "low");
      expect(s.title).not.toMatch(/\{/);
    }
  });

  it("rotates the neighborhood spotlight week by week", () => {
    const spotlight = (now: string) =>
      suggestBlogTopics({ ...summer, now: new Date(now), catalogue: TOPIC_CATALOGUE.filter((s) => s.key === "area-spotlight") })[0]!;
    const first = spotlight("2026-07-20T15:00:00Z");
    const next = spotlight("2026-07-27T15:00:00Z");
    expect(first.title).toMatch(/^Neighborhood Spotlight: What's New in .+ and What Buyers Are Asking$/);
    expect(next.title).not.toBe(first.title);
    expect(first.keywords[0]).toBe(first.topic.replace("New development and what buyers ask about in ", ""));
  });

  it("works with no data at all", () => {
    const result = suggestBlogTopics({ now: summer.now, catalogue: TOPIC_CATALOGUE, leadInterests: [], chatIntents: [], postsByCategory: [], recentTitles: [] });
    expect(result.length).toBe(8);
    expect(result.every((s) => s.reasons.every((r) => !r.includes("lead")))).toBe(true);
  });
});
