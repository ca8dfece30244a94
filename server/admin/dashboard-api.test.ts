import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { insertLead } from "#tests/support/ai-test-fixtures.ts";
import type { AdminStats } from "#common/admin/admin-stats.ts";
import type { DashboardActivityItem } from "#common/admin/dashboard-activity.ts";

let t: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  headers = await t.login();
});

describe("GET /api/admin/stats", () => {
  it("counts 'This Week' as contacts created in the last 7 days", async () => {
    await insertLead(t.deps.db, { ageHours: 1 });
    await insertLead(t.deps.db, { ageHours: 7 * 24 - 1 });
    await insertLead(t.deps.db, { ageHours: 7 * 24 + 1 });
    const res = await t.request("/api/admin/stats", { headers });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminStats)).toMatchObject({ totalContacts: 3, recentContacts: 2 });
  });
});

describe("GET /api/admin/activity", () => {
  it("merges the latest leads, AI content and automation runs, newest first", async () => {
    await insertLead(t.deps.db, { role: "Broker", source: "chat", ageHours: 3 });
    await t.deps.db.execute(sql`insert into ai_content (title, type, tokens, created_at) values ('Hurricane Prep: A Houston Guide', 'blog_post', 1234, now() - interval '1 hour')`);
    const [instance] = (await t.deps.db.execute<{ id: number }>(sql`insert into n8n_instances (name, base_url) values ('Main n8n', 'http://127.0.0.1:5678') returning id`)).rows;
    await t.deps.db.execute(sql`insert into n8n_workflows (instance_id, remote_id, name) values (${instance!.id}, 'w1', 'New Lead → CRM')`);
    await t.deps.db.execute(sql`insert into n8n_executions (instance_id, remote_id, workflow_remote_id, status, started_at, stopped_at)
      values (${instance!.id}, 'e1', 'w1', 'error', now() - interval '2 hours', now() - interval '2 hours' + interval '3 seconds')`);

    const res = await t.request("/api/admin/activity", { headers });
    expect(res.status).toBe(200);
    const items = (await res.json()) as DashboardActivityItem[];
    expect(items.map((i) => [i.kind, i.title, i.detail])).toEqual([
      ["ai_content", "Hurricane Prep: A Houston Guide", "Blog post drafted · 1,234 tokens"],
      ["automation", "New Lead → CRM", "Main n8n · error"],
      ["lead", expect.stringMatching(/^New lead: Lead \d+$/), "Broker · Chat assistant"],
    ]);
    expect(items[1]!.status).toBe("error");
    expect((await t.request("/api/admin/activity")).status).toBe(401);
  });
});
