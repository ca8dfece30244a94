import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { registerJobs } from "../register-jobs.ts";
import { countTokens } from "../integrations/tokens.ts";
import { DRAFT_NOTE_MARKER, OFFLINE_MODEL } from "./blog-composer.ts";
import { BLOG_CATEGORIES } from "#common/blog/blog-rules.ts";
import type { AiContentView, AiTaskRunView, AiTaskView, BlogSuggestionView, ContactInsightsView, GenerateBlogResponse, RunTaskResponse, WorkflowSuggestionView } from "#common/ai/ai-api.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { insertChat, insertDelivery, insertLead, insertLeads } from "#tests/support/ai-test-fixtures.ts";

let t: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  registerJobs(t.deps);
  countTokens("warm up");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.deps.services.scheduler.sync();
  headers = await t.login();
});

const get = async <T>(path: string): Promise<T> => {
  const res = await t.request(path, { headers });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
};
const send = (method: string, path: string, json?: unknown) => t.request(path, { method, headers, json });
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.deps.db.execute<T & Record<string, unknown>>(query)).rows;
const workflowBody = { businessData: { type: "real_estate_automation", location: "Houston" } };

describe("/api/admin/ai guard", () => {
  it("answers 401 without a session", async () => {
    expect((await t.request("/api/admin/ai/tasks")).status).toBe(401);
    expect((await t.request("/api/admin/ai/generate-blog", { method: "POST", json: { topic: "x" } })).status).toBe(401);
  });
});

describe("POST /api/admin/ai/generate-blog (offline)", () => {
  it("saves a draft blog post and its AI content record, and answers the title", async () => {
    const res = await send("POST", "/api/admin/ai/generate-blog", { topic: "  Hurricane prep for Clear Lake landlords " });
    expect(res.status).toBe(201);
    const body = (await res.json()) as GenerateBlogResponse;
    expect(body.source).toBe("offline");
    expect(body.title).toMatch(/Hurricane Prep for Clear Lake Landlords/);
    expect(body.slug).toBe("hurricane-prep-for-clear-lake-landlords");

    const posts = await get<AdminBlogPost[]>("/api/admin/blog");
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post).toMatchObject({ id: body.id, title: body.title, slug: body.slug, isPublished: false, publishedAt: null, author: "Bayou City AI" });
    expect(post.content).toContain(DRAFT_NOTE_MARKER);
    expect(post.content).toMatch(/^## /m);
    expect(BLOG_CATEGORIES).toContain(post.category);

    const content = await get<AiContentView[]>("/api/admin/ai/content");
    expect(content).toEqual([
      { id: body.contentId, title: body.title, type: "blog_post", createdAt: expect.any(String), tokens: expect.any(Number), blogPostId: body.id, model: OFFLINE_MODEL },
    ]);
    // The offline count is the tokenizer's count of what was written.
    const written = [post.title, post.excerpt, post.content, post.tags.join(", "), post.seoTitle, post.seoDescription].join("\n");
    expect(content[0]!.tokens).toBe(countTokens(written));
  });

  it("keeps slugs unique and uses the configured site name as author", async () => {
    await t.deps.services.settings.set({ category: "general", key: "site_name", value: "Gulf Coast Automation" });
    const first = (await (await send("POST", "/api/admin/ai/generate-blog", { topic: "Spring selling season" })).json()) as GenerateBlogResponse;
    const second = (await (await send("POST", "/api/admin/ai/generate-blog", { topic: "Spring selling season" })).json()) as GenerateBlogResponse;
    expect(second.slug).toBe(`${first.slug}-2`);
    const authors = await rows<{ author: string }>(sql`select distinct author from blog_posts`);
    expect(authors).toEqual([{ author: "Gulf Coast Automation" }]);
    expect(await get<AiContentView[]>("/api/admin/ai/content")).toHaveLength(2);
  });

  it("answers 400 with the field message for an empty topic, and saves nothing", async () => {
    const res = await send("POST", "/api/admin/ai/generate-blog", { topic: "   " });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Please check: topic", errors: { topic: "Please enter a topic for the blog post." } });
    expect((await send("POST", "/api/admin/ai/generate-blog", { topic: "x".repeat(201) })).status).toBe(400);
    expect(await rows(sql`select id from blog_posts`)).toEqual([]);
    expect(await rows(sql`select id from ai_content`)).toEqual([]);
  });
});

describe("GET /api/admin/ai/blog-suggestions", () => {
  it("computes up to 8 suggestions, caches them for every instance, and recomputes on refresh", async () => {
    const first = await get<BlogSuggestionView[]>("/api/admin/ai/blog-suggestions");
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(8);
    for (const s of first) {
      expect(s).toEqual({ id: expect.any(String), topic: expect.any(String), title: expect.any(String), description: expect.any(String), urgency: expect.stringMatching(/^(high|medium|low)$/), keywords: expect.any(Array), category: expect.any(String) });
    }
    const [entry] = await rows<{ expires_at: Date }>(sql`select expires_at from cache_entries where key = 'ai:blog-suggestions'`);
    const ttl = new Date(entry!.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3_600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3_600_000);

    // New demand: CRM questions from leads and the chat.
    await insertLeads(t.deps.db, 6, { role: "Broker", interests: ["CRM Integration"] });
    await insertChat(t.deps.db, "integrations", 8);

    // Still the cached list…
    expect(await get<BlogSuggestionView[]>("/api/admin/ai/blog-suggestions")).toEqual(first);
    // …until a refresh, which ranks the CRM topic higher, with its reasons.
    const refreshed = await get<BlogSuggestionView[]>("/api/admin/ai/blog-suggestions?refresh=1");
    expect(refreshed).not.toEqual(first);
    const rank = (list: BlogSuggestionView[]) => list.findIndex((s) => s.id === "crm-integration");
    const crm = refreshed[rank(refreshed)];
    expect(crm).toMatchObject({ urgency: "high", category: "Tools" });
    expect(crm!.description).toContain("6 leads interested in CRM Integration");
    expect(crm!.description).toContain("8 chat questions about integrations");
    // Seasons in their peak may still lead, but the topic moved up (or into the list).
    expect(rank(first) === -1 || rank(refreshed) < rank(first)).toBe(true);
    expect(await get<BlogSuggestionView[]>("/api/admin/ai/blog-suggestions")).toEqual(refreshed);

    const res = await send("POST", "/api/admin/ai/blog-suggestions/refresh");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(refreshed);
  });
});

describe("POST /api/admin/ai/generate-workflows", () => {
  it("validates the business data", async () => {
    for (const json of [{}, { businessData: { type: "retail", location: "Houston" } }, { businessData: { type: "real_estate_automation", location: "Dallas" } }]) {
      const res = await send("POST", "/api/admin/ai/generate-workflows", json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toBeDefined();
    }
    expect(await rows(sql`select id from workflow_suggestions`)).toEqual([]);
  });

  it("derives different suggestions from different data, each with its figures", async () => {
    // Data set A: brokers asking for CRM integration, answered in time.
    await insertLeads(t.deps.db, 4, { role: "Broker", interests: ["CRM Integration"], status: "contacted", ageHours: 30 });
    const a = ((await (await send("POST", "/api/admin/ai/generate-workflows", workflowBody)).json()) as { suggestions: WorkflowSuggestionView[] }).suggestions;
    const titlesA = a.map((s) => s.title);
    expect(titlesA).toContain("Sync every new lead into your CRM");
    expect(titlesA).not.toContain("Escalate leads before the 24-hour reply promise runs out");
    const crm = a.find((s) => s.title === "Sync every new lead into your CRM")!;
    expect(crm).toMatchObject({ priority: "high", status: "suggested" });
    expect(crm.rationale).toContain("4 of 4 leads in the last 90 days chose CRM Integration");

    // Data set B: property managers whose leads wait past the promised reply time.
    await t.deps.db.execute(sql`delete from contacts`);
    await insertLeads(t.deps.db, 3, { role: "Property Manager", interests: ["Client Communication"], status: "new", ageHours: 40 });
    const b = ((await (await send("POST", "/api/admin/ai/generate-workflows", workflowBody)).json()) as { suggestions: WorkflowSuggestionView[] }).suggestions;
    const titlesB = b.map((s) => s.title);
    expect(titlesB[0]).toBe("Escalate leads before the 24-hour reply promise runs out");
    expect(b[0]).toMatchObject({ priority: "critical" });
    expect(b[0]!.rationale).toContain("3 of 3 leads");
    expect(titlesB).toContain("Automate tenant requests and property alerts");
    expect(titlesB).not.toContain("Sync every new lead into your CRM");

    // The older 'suggested' rows were replaced, and each run is recorded as AI content.
    const listed = await get<WorkflowSuggestionView[]>("/api/admin/ai/workflow-suggestions");
    expect(listed.map((s) => s.id)).toEqual(b.map((s) => s.id));
    const content = await get<AiContentView[]>("/api/admin/ai/content");
    expect(content.map((c) => c.type)).toEqual(["workflow_suggestions", "workflow_suggestions"]);
    expect(content[0]!.tokens).toBeGreaterThan(0);
  });

  it("lets staff accept or dismiss a suggestion, and never suggests a decided title again", async () => {
    await insertLeads(t.deps.db, 3, { role: "Real Estate Agent", interests: ["Lead Generation"], status: "contacted" });
    const first = ((await (await send("POST", "/api/admin/ai/generate-workflows", workflowBody)).json()) as { suggestions: WorkflowSuggestionView[] }).suggestions;
    const [accept, dismiss] = first;
    let res = await send("PATCH", `/api/admin/ai/workflow-suggestions/${accept!.id}`, { status: "accepted" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: accept!.id, status: "accepted" });
    res = await send("PATCH", `/api/admin/ai/workflow-suggestions/${dismiss!.id}`, { status: "dismissed" });
    expect(res.status).toBe(200);
    expect((await send("PATCH", `/api/admin/ai/workflow-suggestions/${dismiss!.id}`, { status: "maybe" })).status).toBe(400);
    expect((await send("PATCH", "/api/admin/ai/workflow-suggestions/99999", { status: "accepted" })).status).toBe(404);

    const second = ((await (await send("POST", "/api/admin/ai/generate-workflows", workflowBody)).json()) as { suggestions: WorkflowSuggestionView[] }).suggestions;
    const titles = second.map((s) => s.title);
    expect(titles).not.toContain(accept!.title);
    expect(titles).not.toContain(dismiss!.title);
    const all = await get<WorkflowSuggestionView[]>("/api/admin/ai/workflow-suggestions");
    expect(all.filter((s) => s.status === "accepted").map((s) => s.title)).toEqual([accept!.title]);
    expect(all.filter((s) => s.status === "dismissed").map((s) => s.title)).toEqual([dismiss!.title]);
    expect(all.filter((s) => s.status === "suggested")).toHaveLength(second.length);
  });
});

describe("POST /api/admin/ai/contact-insights", () => {
  it("computes the findings from leads, deliveries and the chat, and keeps the latest", async () => {
    expect(await get<ContactInsightsView | null>("/api/admin/ai/contact-insights")).toBeNull();
    const waiting = await insertLead(t.deps.db, { role: "Broker", interests: ["CRM Integration"], status: "new", ageHours: 30, source: "chat" });
    await insertLead(t.deps.db, { role: "Real Estate Agent", interests: ["Lead Generation"], status: "new", ageHours: 2 });
    await insertLead(t.deps.db, { role: "Broker", interests: ["CRM Integration"], status: "contacted", ageHours: 50, repliedAfterHours: 2 });
    await insertLead(t.deps.db, { role: "Property Manager", interests: ["Email Marketing"], status: "contacted", ageHours: 200, repliedAfterHours: 4 });
    for (let i = 0; i < 3; i++) await insertDelivery(t.deps.db, "email", "delivered");
    await insertDelivery(t.deps.db, "hubspot", "failed", "HubSpot rejected the API key");
    await insertChat(t.deps.db, "pricing", 1, waiting);
    for (let i = 0; i < 3; i++) await insertChat(t.deps.db, "greeting", 1);

    const res = await send("POST", "/api/admin/ai/contact-insights");
    expect(res.status).toBe(200);
    const body = (await res.json()) as ContactInsightsView;
    expect(body.source).toBe("offline");
    const finding = (key: string) => body.insights.find((i) => i.key === key)?.finding;
    expect(finding("volume")).toBe("3 new leads in the last 7 days, up 200% from 1 the week before.");
    expect(finding("waiting")).toBe("1 lead has waited more than 24 hours for a first reply; the oldest for 30 hours.");
    expect(finding("reply-time")).toBe("Median first reply after 3 hours across 2 answered leads; 2 of 2 (100%) within 24 hours.");
    expect(finding("interests")).toBe("Top interest: CRM Integration, 2 of 4 leads (50%); then Email Marketing 1 (25%) and Lead Generation 1 (25%).");
    expect(finding("deliveries")).toBe("1 of 4 deliveries failed (HubSpot 1); error: “HubSpot rejected the API key”.");
    expect(finding("chat-conversion")).toBe("1 of 4 chat conversations (25%) became leads.");

    expect(await get<ContactInsightsView>("/api/admin/ai/contact-insights")).toEqual(body);
    const content = await get<AiContentView[]>("/api/admin/ai/content");
    expect(content[0]).toMatchObject({ type: "contact_insights", model: "offline-rules", title: `Contact insights: ${body.insights.length} findings` });
  });
});

describe("AI tasks", () => {
  it("lists the scheduled jobs, pauses one, runs one now and shows its history", async () => {
    const tasks = await get<AiTaskView[]>("/api/admin/ai/tasks");
    const byKey = new Map(tasks.map((task) => [task.key, task]));
    expect(byKey.get("blog-trends-refresh")).toMatchObject({ title: "Blog trend refresh", schedule: "0 6 * * 1", isActive: true, status: "pending", lastRunAt: null });
    expect(byKey.get("contact-insights")).toMatchObject({ schedule: "30 7 * * *", isActive: true });
    expect(byKey.get("n8n-sync")).toBeDefined();
    const trends = byKey.get("blog-trends-refresh")!;
    expect(new Date(trends.nextRunAt!).getTime()).toBeGreaterThan(Date.now());

    let res = await send("PATCH", `/api/admin/ai/tasks/${trends.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: trends.id, isActive: false });
    expect((await send("PATCH", `/api/admin/ai/tasks/${trends.id}`, { isActive: "no" })).status).toBe(400);
    expect((await send("PATCH", "/api/admin/ai/tasks/99999", { isActive: true })).status).toBe(404);

    // A paused task still runs on demand.
    res = await send("POST", `/api/admin/ai/tasks/${trends.id}/run`);
    expect(res.status).toBe(200);
    const run = (await res.json()) as RunTaskResponse;
    expect(run.run.status).toBe("completed");
    expect(run.run.summary).toMatch(/^\d topic suggestions \(offline\); top: /);
    expect(run.task).toMatchObject({ status: "completed", isActive: false });
    expect(run.task.lastRunAt).not.toBeNull();
    const cached = await rows(sql`select key from cache_entries where key = 'ai:blog-suggestions'`);
    expect(cached).toHaveLength(1);

    const insights = byKey.get("contact-insights")!;
    expect((await send("POST", `/api/admin/ai/tasks/${insights.id}/run`)).status).toBe(200);
    expect(await get<ContactInsightsView | null>("/api/admin/ai/contact-insights")).not.toBeNull();

    const history = await get<AiTaskRunView[]>(`/api/admin/ai/tasks/${trends.id}/runs`);
    expect(history).toEqual([
      { id: expect.any(Number), status: "completed", trigger: "manual", startedAt: expect.any(String), finishedAt: expect.any(String), summary: run.run.summary, error: null },
    ]);
    expect((await send("GET", "/api/admin/ai/tasks/99999/runs")).status).toBe(404);

    // While another instance holds the lease, run-now says so instead of running twice.
    await t.deps.db.execute(sql`update scheduled_jobs set locked_until = now() + interval '5 minutes' where id = ${insights.id}`);
    res = await send("POST", `/api/admin/ai/tasks/${insights.id}/run`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('"Contact insights" is already running; try again when it has finished.');
  });
});

describe("GET /api/admin/analytics/summary", () => {
  it("counts page views, unique visitors, conversion and active sessions from first-party events", async () => {
    const event = (type: string, visitor: string, minutesAgo: number) =>
      t.deps.db.execute(sql`insert into analytics_events (type, path, visitor_hash, created_at) values (${type}, '/', ${visitor}, now() - ${`${minutesAgo} minutes`}::interval)`);
    for (let i = 0; i < 3; i++) await event("page_view", "visitor-a", 24 * 60);
    await event("page_view", "visitor-b", 2);
    await event("page_view", "visitor-b", 1);
    await event("cta_click", "visitor-c", 1);
    await event("conversion", "visitor-b", 1);
    await event("page_view", "visitor-d", 10 * 24 * 60); // outside the 7 days
    await insertLead(t.deps.db, { ageHours: 5 });
    await insertLead(t.deps.db, { ageHours: 24 * 9 }); // outside the 7 days

    expect(await get("/api/admin/analytics/summary")).toEqual({
      pageViews: 5,
      uniqueVisitors: 3,
      convertedVisitors: 1,
      leads: 1,
      conversionRate: 33.3,
      activeSessions: 2,
      windowDays: 7,
      activeMinutes: 5,
    });
  });

  it("has no conversion rate without visitors", async () => {
    expect(await get("/api/admin/analytics/summary")).toMatchObject({ pageViews: 0, uniqueVisitors: 0, conversionRate: null, activeSessions: 0 });
  });
});
