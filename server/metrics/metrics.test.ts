import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { mountWeb } from "../web.ts";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createWebhookReceiver, type WebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { SAMPLE_LEAD } from "#tests/support/sample-lead.ts";

const TOKEN = "metrics-token-0123456789abcdef";
const auth = { authorization: `Bearer ${TOKEN}` };

/** `name{labels}` → value, from the Prometheus text format (comments skipped). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}
/** The samples of one metric whose key starts with `prefix`, without the scrapes' own requests. */
function only(all: Map<string, number>, prefix: string): Record<string, number> {
  return Object.fromEntries([...all].filter(([k]) => k.startsWith(prefix) && !k.includes('route="/metrics"')));
}

let contexts: TestContext[] = [];
async function context(overrides: Record<string, string> = {}) {
  const t = await createTestContext(overrides);
  contexts.push(t);
  return t;
}
async function scrape(t: TestContext): Promise<Map<string, number>> {
  const res = await t.request("/metrics", { headers: auth });
  expect(res.status).toBe(200);
  return samples(await res.text());
}
afterEach(async () => {
  for (const t of contexts) {
    await t.deps.services.outbox.idle();
    await t.close();
  }
  contexts = [];
});

describe("/metrics switched off and on", () => {
  it("answers 404 when neither METRICS_TOKEN nor METRICS_PORT is set, and records nothing", async () => {
    const t = await context();
    expect(t.deps.metrics.registry).toBeNull();
    expect((await t.request("/metrics")).status).toBe(404);
    expect((await t.request("/metrics", { headers: auth })).status).toBe(404);
  });

  it("asks for the token on the site's port: 401 without it or with a wrong one", async () => {
    const t = await context({ METRICS_TOKEN: TOKEN });
    const missing = await t.request("/metrics");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await missing.json()).toEqual({ message: "Metrics need the token (Authorization: Bearer …)" });
    expect((await t.request("/metrics", { token: `${TOKEN}x` })).status).toBe(401);
    const ok = await t.request("/metrics", { headers: auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const text = await ok.text();
    // Node's process metrics: memory and event-loop delay.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m);
  });

  it("is not on the site's port when METRICS_PORT moves it to the internal listener", async () => {
    const t = await context({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN });
    expect(t.deps.metrics.registry).not.toBeNull();
    expect((await t.request("/metrics", { headers: auth })).status).toBe(404);
  });
});

describe("what /metrics counts", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.deps.services.outbox.idle();
    await t.reset();
    // Each test reads exactly what it did (the reset above emptied the page cache too).
    t.deps.metrics.registry!.resetMetrics();
  });

  it("counts requests by route pattern, method and status, and the page cache's hits and misses", async () => {
    for (let i = 0; i < 3; i++) expect((await t.request("/api/blog")).status).toBe(200);
    expect((await t.request("/api/no-such-thing")).status).toBe(404);
    const all = await scrape(t);
    expect(only(all, "http_request_duration_seconds_count")).toEqual({
      'http_request_duration_seconds_count{route="/api/blog",method="GET",status="200"}': 3,
      'http_request_duration_seconds_count{route="/api/*",method="GET",status="404"}': 1,
    });
    expect(all.get('http_request_duration_seconds_bucket{le="+Inf",route="/api/blog",method="GET",status="200"}')).toBe(3);
    expect(all.get('http_request_duration_seconds_sum{route="/api/blog",method="GET",status="200"}')).toBeGreaterThan(0);
    // The first read rendered through the app (not counted as a request of its own), the next two came from memory.
    expect(only(all, "page_cache_requests_total")).toEqual({
      'page_cache_requests_total{result="miss"}': 1,
      'page_cache_requests_total{result="hit"}': 2,
    });
  });

  it("labels by pattern, never by the path: no address, id or query reaches the output", async () => {
    const email = "jane.doe.private@example.org";
    expect((await t.request(`/api/blog/${encodeURIComponent(email)}?email=${encodeURIComponent(email)}`)).status).toBe(404);
    expect((await t.request("/api/admin/contacts/987654")).status).toBe(401);
    expect((await t.request(`/${email}/987654?ref=${email}`)).status).toBe(404);
    const res = await t.request("/metrics", { headers: auth });
    const text = await res.text();
    for (const secret of ["jane", "example.org", "987654", "ref=", "email="]) expect(text).not.toContain(secret);
    expect(only(samples(text), "http_request_duration_seconds_count")).toEqual({
      'http_request_duration_seconds_count{route="/api/blog/:slug",method="GET",status="404"}': 1,
      'http_request_duration_seconds_count{route="/api/admin/contacts/:id",method="GET",status="401"}': 1,
      'http_request_duration_seconds_count{route="not_found",method="GET",status="404"}': 1,
    });
  });

  it("reads the outbox backlog at scrape time and counts deliveries by channel and result", async () => {
    const receiver: WebhookReceiver = createWebhookReceiver({ secret: "whsec-metrics-0123456789" });
    await receiver.start();
    try {
      expect(only(await scrape(t), "outbox_")).toEqual({ outbox_pending_deliveries: 0, outbox_oldest_pending_age_seconds: 0 });

      // Queued without HubSpot set up: they wait until a run finds them and skips them.
      await t.deps.services.outbox.enqueue(t.deps.db, [1, 2, 3].map((n) => ({ kind: "hubspot" as const, contactId: null, payload: { n } })));
      await t.deps.db.execute(sql`update outbox set created_at = now() - interval '90 seconds' where payload->>'n' = '2'`);
      const queued = only(await scrape(t), "outbox_");
      expect(queued.outbox_pending_deliveries).toBe(3);
      expect(queued.outbox_oldest_pending_age_seconds).toBeGreaterThanOrEqual(90);
      expect(queued.outbox_oldest_pending_age_seconds).toBeLessThan(150);

      const set = (category: string, key: string, value: string) => t.deps.services.settings.set({ category, key, value });
      await set("webhooks", "webhook_secret", "whsec-metrics-0123456789");
      await set("webhooks", "contact_form_webhook", `${receiver.url}/lead`);
      // Nothing listens on port 9: the e-mail fails and waits for a retry.
      await set("email", "smtp_host", "127.0.0.1");
      await set("email", "smtp_port", "9");
      await set("email", "staff_email", "staff@agency.example");
      // A chat lead: a form lead would also queue its confirmation e-mail (lead_mail).
      await t.deps.services.contacts.captureLead({ source: "chat", ...SAMPLE_LEAD });
      await t.deps.services.outbox.idle();
      await t.deps.services.outbox.runDue();
      const after = await scrape(t);
      expect(only(after, "outbox_deliveries_total")).toEqual({
        'outbox_deliveries_total{channel="hubspot",result="skipped"}': 3,
        'outbox_deliveries_total{channel="email",result="retry"}': 1,
        'outbox_deliveries_total{channel="webhook",result="sent"}': 1,
      });
      expect(after.get("outbox_pending_deliveries")).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it("counts job runs by job and result, chat replies by mode, and the database connections", async () => {
    const { scheduler } = t.deps.services;
    scheduler.register({ key: "metrics-ok", title: "Works", type: "test", schedule: null, run: async () => "done" });
    scheduler.register({ key: "metrics-broken", title: "Breaks", type: "test", schedule: null, run: async () => Promise.reject(new Error("broken")) });
    await scheduler.sync();
    await scheduler.runNow("metrics-ok");
    await scheduler.runNow("metrics-ok");
    await scheduler.runNow("metrics-broken");
    const chat = await t.request("/api/chat", { method: "POST", json: { message: "What do you automate for agents?", visitorId: `visitor_${Date.now()}_metrics01` }, headers: { "x-test-ip": "203.0.113.77" } });
    expect(chat.status).toBe(200);

    const all = await scrape(t);
    expect(only(all, "job_runs_total")).toEqual({
      'job_runs_total{job="metrics-ok",result="completed"}': 2,
      'job_runs_total{job="metrics-broken",result="failed"}': 1,
    });
    expect(only(all, "chat_reply_duration_seconds_count")).toEqual({ 'chat_reply_duration_seconds_count{mode="local"}': 1 });
    const pool = only(all, "db_pool_connections");
    if (t.deps.database.kind === "postgres") {
      // The test database's pool has 4 connections; the scrape's own backlog read may be using or waiting for one.
      expect(Object.keys(pool).sort()).toEqual(["idle", "max", "total", "waiting"].map((s) => `db_pool_connections{state="${s}"}`));
      expect(pool['db_pool_connections{state="max"}']).toBe(4);
      expect(pool['db_pool_connections{state="total"}']).toBeGreaterThanOrEqual(1);
      expect(pool['db_pool_connections{state="total"}']).toBeLessThanOrEqual(4);
      expect(pool['db_pool_connections{state="idle"}']).toBeLessThanOrEqual(pool['db_pool_connections{state="total"}']!);
    } else {
      expect(pool).toEqual({ 'db_pool_connections{state="max"}': 1, 'db_pool_connections{state="total"}': 1 });
    }
  });
});

// The real pages (the React Router build, `npm run build`): the words that stand for wildcard-answered requests.
const buildFile = path.resolve("build/server/index.js");
describe.skipIf(!existsSync(buildFile))("labels of the server-rendered pages", () => {
  it("says page, not_found or the feed's path, whether the page cache or the render answered", async () => {
    const t = await context({ METRICS_TOKEN: TOKEN });
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    mountWeb(t.app, t.deps, { loadBuild: async () => build, clientDir: null, mode: "production" });
    for (const page of ["/", "/", "/solutions", "/sitemap.xml", "/sitemap.xml", "/no-such-page", "/blog/missing-post"]) await t.request(page);
    const all = await scrape(t);
    expect(only(all, "http_request_duration_seconds_count")).toEqual({
      'http_request_duration_seconds_count{route="page",method="GET",status="200"}': 3,
      'http_request_duration_seconds_count{route="/sitemap.xml",method="GET",status="200"}': 2,
      'http_request_duration_seconds_count{route="not_found",method="GET",status="404"}': 2,
    });
    expect(only(all, "page_cache_requests_total")).toEqual({ 'page_cache_requests_total{result="miss"}': 5, 'page_cache_requests_total{result="hit"}': 2 });
  });
});
