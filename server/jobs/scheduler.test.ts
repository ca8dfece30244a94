import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createScheduler } from "./scheduler.ts";
import { createLogger } from "../lib/logger.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe("scheduler", () => {
  it("keeps the tables' previous names working for instances of the previous version during a rolling deploy", async () => {
    // What the previous version ran: upsert its jobs by key, take a lease, record a run, under the old table names.
    const [job] = (
      await t.deps.db.execute<{ id: number }>(
        sql`insert into ai_tasks (key, title, type, schedule) values ('old-version', 'Old', 'maintenance', '0 3 * * *')
            on conflict (key) do update set title = excluded.title returning id`,
      )
    ).rows;
    await t.deps.db.execute(sql`update ai_tasks set locked_until = now() + interval '1 minute', status = 'running' where id = ${job!.id}`);
    await t.deps.db.execute(sql`insert into ai_task_runs (task_id, status) values (${job!.id}, 'running')`);
    const [row] = (
      await t.deps.db.execute<{ status: string; runs: string }>(
        sql`select j.status, (select count(*) from scheduled_job_runs r where r.task_id = j.id)::text as runs from scheduled_jobs j where j.key = 'old-version'`,
      )
    ).rows;
    expect(row).toEqual({ status: "running", runs: "1" });
  });

  it("runs a due job once even when two schedulers tick together", async () => {
    let runs = 0;
    const make = () => {
      const s = createScheduler(t.deps.db, createLogger("silent"));
      s.register({
        key: "count",
        title: "Count",
        type: "test",
        schedule: "0 0 1 1 *",
        run: async () => {
          runs++;
          await new Promise((r) => setTimeout(r, 50));
          return "counted";
        },
      });
      return s;
    };
    const a = make();
    const b = make();
    await a.sync();
    await b.sync();
    await t.deps.db.execute(sql`update scheduled_jobs set next_run_at = now() - interval '1 minute'`);
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
    expect(ranA + ranB).toBe(1);
    expect(runs).toBe(1);
    const task = (await t.deps.db.execute<{ status: string; next_run_at: Date }>(sql`select status, next_run_at from scheduled_jobs`)).rows[0]!;
    expect(task.status).toBe("completed");
    expect(new Date(task.next_run_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("records failures and run history, and skips paused jobs", async () => {
    const s = createScheduler(t.deps.db, createLogger("silent"));
    s.register({ key: "boom", title: "Boom", type: "test", schedule: null, run: async () => Promise.reject(new Error("exploded")) });
    await s.sync();
    const result = await s.runNow("boom");
    expect(result).toEqual({ status: "failed", summary: null, error: "exploded" });
    const [task] = (await t.deps.db.execute<{ id: number; status: string }>(sql`select id, status from scheduled_jobs where key = 'boom'`)).rows;
    expect(task!.status).toBe("failed");
    const history = await s.history(Number(task!.id));
    expect(history[0]).toMatchObject({ status: "failed", error: "exploded", trigger: "manual" });

    s.register({ key: "paused", title: "Paused", type: "test", schedule: "* * * * *", run: async () => "ran" });
    await s.sync();
    await s.setActive("paused", false);
    await t.deps.db.execute(sql`update scheduled_jobs set next_run_at = now() - interval '1 minute' where key = 'paused'`);
    expect(await s.tick()).toBe(0);
  });
});

describe("scheduler history", () => {
  it("keeps only the latest 50 runs of a task", async () => {
    const s = createScheduler(t.deps.db, createLogger("silent"));
    s.register({ key: "often", title: "Often", type: "test", schedule: null, run: async () => "ok" });
    await s.sync();
    for (let i = 0; i < 53; i++) await s.runNow("often");
    const n = (await t.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from scheduled_job_runs`)).rows[0]!.n;
    expect(Number(n)).toBe(50);
  });
});
