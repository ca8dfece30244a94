import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { withDatabase } from "#tests/setup/global-setup.ts";
import { openPostgres, type Database } from "../db/client.ts";
import { createDeps } from "../deps.ts";
import { registerJobs } from "../register-jobs.ts";
import { createLogger } from "../lib/logger.ts";
import type { AppDeps } from "../context.ts";
import { insertLeads } from "#tests/support/ai-test-fixtures.ts";

// Two app instances on one database: with TEST_DATABASE_URL, two processes' worth of deps with their own
// connection pools on the same PostgreSQL database; otherwise two full sets of services on one PGlite.

let t: TestContext;
let second: AppDeps & { close(): Promise<void> };
let secondDb: Database | null = null;

beforeAll(async () => {
  t = await createTestContext();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = (await t.deps.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!.name;
    secondDb = openPostgres(withDatabase(url, name), { max: 4 });
  }
  second = createDeps(t.env, secondDb ?? t.deps.database, createLogger("silent"));
  for (const deps of [t.deps, second]) registerJobs(deps);
  await Promise.all([t.deps.services.scheduler.sync(), second.services.scheduler.sync()]);
});
afterAll(async () => {
  await second.close();
  await secondDb?.close();
  await t.close();
});

const runsOf = async (key: string) =>
  (await t.deps.db.execute<{ status: string; trigger: string }>(sql`
    select r.status, r.trigger from scheduled_job_runs r join scheduled_jobs t on t.id = r.task_id where t.key = ${key} order by r.id`)).rows;

describe("AI jobs on two app instances", () => {
  it("registers each job once and runs a due job once", async () => {
    const tasks = (await t.deps.db.execute<{ key: string }>(sql`select key from scheduled_jobs where key in ('blog-trends-refresh', 'contact-insights') order by key`)).rows;
    expect(tasks.map((r) => r.key)).toEqual(["blog-trends-refresh", "contact-insights"]);

    await insertLeads(t.deps.db, 2, { role: "Broker", interests: ["CRM Integration"], ageHours: 3 });
    // Only the AI jobs are due; the others (the outbox runs every 30 s) are moved out of the way.
    await t.deps.db.execute(sql`update scheduled_jobs set next_run_at = case
      when key in ('blog-trends-refresh', 'contact-insights') then now() - interval '1 minute' else now() + interval '1 day' end`);
    const [a, b] = await Promise.all([t.deps.services.scheduler.tick(), second.services.scheduler.tick()]);
    expect(a + b).toBe(2);
    expect(await runsOf("blog-trends-refresh")).toEqual([{ status: "completed", trigger: "schedule" }]);
    expect(await runsOf("contact-insights")).toEqual([{ status: "completed", trigger: "schedule" }]);

    // Each instance sees the result the other one computed.
    const fromSecond = await second.services.ai.latestInsights();
    expect(fromSecond?.insights.find((i) => i.key === "volume")?.finding).toBe("2 new leads in the last 7 days, up from none the week before.");
    expect((await t.deps.services.ai.blogSuggestions()).suggestions.length).toBeGreaterThan(0);

    const next = (await t.deps.db.execute<{ next_run_at: Date }>(sql`select next_run_at from scheduled_jobs where key = 'contact-insights'`)).rows[0]!;
    expect(new Date(next.next_run_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("runs a manual 'Run now' once when both instances are asked together", async () => {
    const results = await Promise.all([t.deps.services.scheduler.runNow("contact-insights"), second.services.scheduler.runNow("contact-insights")]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect((await runsOf("contact-insights")).filter((r) => r.trigger === "manual")).toHaveLength(1);
  });
});
