import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { crashableDb, waitFor } from "#tests/setup/crashable-db.ts";
import type { Db } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { createScheduler, type SchedulerOptions } from "./scheduler.ts";
import { ABANDONED_RUN_ERROR } from "./job-lease.ts";

// Two app instances on one database: one stops (killed, or shut down) in the middle of a job.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const SHORT: SchedulerOptions = { leaseMs: 1_000, heartbeatMs: 250 };

/** A scheduler whose job waits until `finish()`; the instance that runs it first is the one that stops. */
function instance(db: Db, options: SchedulerOptions, schedule: string | null = "0 0 1 1 *") {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const scheduler = createScheduler(db, createLogger("silent"), options);
  scheduler.register({
    key: "deliver",
    title: "Deliver",
    type: "test",
    schedule,
    run: async () => {
      await gate;
      return "delivered";
    },
  });
  return { scheduler, finish: () => open() };
}

const task = async () =>
  (await t.deps.db.execute<{ status: string; locked_until: string | null }>(sql`select status, locked_until::text from scheduled_jobs where key = 'deliver'`)).rows[0]!;
const runs = async () =>
  (await t.deps.db.execute<{ status: string; error: string | null; summary: string | null; finished_at: unknown }>(sql`select status, error, summary, finished_at from scheduled_job_runs order by id`)).rows;
const makeDue = () => t.deps.db.execute(sql`update scheduled_jobs set next_run_at = now() - interval '1 minute'`);

describe("scheduler failover", () => {
  it("keeps a long job's short lease alive, and another instance takes over within the lease once its instance is killed", async () => {
    const victim = crashableDb(t.deps.db);
    const a = instance(victim.db, SHORT);
    const b = instance(t.deps.db, SHORT);
    await a.scheduler.sync();
    await makeDue();
    const aTick = a.scheduler.tick().catch(() => 0);
    await waitFor(async () => (await runs()).length === 1, { what: "A's run" });

    // The job outlives its lease several times over: A's heartbeat keeps renewing it.
    const seen = new Set<string | null>([(await task()).locked_until]);
    await waitFor(async () => seen.add((await task()).locked_until).size >= 4, { what: "three lease renewals" });
    expect(await b.scheduler.tick()).toBe(0);

    victim.crash();
    b.finish();
    await waitFor(async () => (await b.scheduler.tick()) === 1, { timeoutMs: 10_000, what: "B to take the job over" });

    const [dead, taken] = await runs();
    expect(dead).toMatchObject({ status: "failed", error: ABANDONED_RUN_ERROR });
    expect(dead!.finished_at).not.toBeNull();
    expect(taken).toMatchObject({ status: "completed", summary: "delivered" });
    expect(await task()).toMatchObject({ status: "completed", locked_until: null });

    a.finish();
    await aTick;
    // The killed instance's late finish cannot rewrite what the survivor recorded.
    expect((await runs()).map((r) => r.status)).toEqual(["failed", "completed"]);
  });

  it("marks a manual job's run abandoned once the instance running it is gone", async () => {
    const victim = crashableDb(t.deps.db);
    const a = instance(victim.db, SHORT, null);
    const b = instance(t.deps.db, SHORT, null);
    await a.scheduler.sync();
    const running = a.scheduler.runNow("deliver").catch(() => null);
    // The run's row, not only the task's status: the task is claimed a statement before its run is recorded.
    await waitFor(async () => (await task()).status === "running" && (await runs()).length === 1, { what: "the manual run" });
    victim.crash();

    // Nobody runs a manual job again by itself: the survivor's tick still closes the dead run.
    await waitFor(async () => (await b.scheduler.tick(), (await task()).status === "failed"), { what: "the run to be marked abandoned" });
    expect(await runs()).toMatchObject([{ status: "failed", error: ABANDONED_RUN_ERROR }]);
    a.finish();
    await running;
  });

  it("on shutdown waits (bounded) for a running job, then gives its lease back for another instance to run it at once", async () => {
    // A long lease: the survivor may only start at once because the lease was given back.
    const a = instance(t.deps.db, { leaseMs: 60_000 });
    const b = instance(t.deps.db, { leaseMs: 60_000 });
    await a.scheduler.sync();
    await makeDue();
    const aTick = a.scheduler.tick();
    await waitFor(async () => (await runs()).length === 1, { what: "A's run" });

    a.scheduler.stop();
    expect(await a.scheduler.settle(100)).toBe(false);
    expect(await a.scheduler.release()).toBe(1);
    expect(await runs()).toMatchObject([{ status: "failed", error: ABANDONED_RUN_ERROR }]);

    b.finish();
    expect(await b.scheduler.tick()).toBe(1);
    expect((await runs()).map((r) => r.status)).toEqual(["failed", "completed"]);
    a.finish();
    expect(await aTick).toBe(1);
    expect(await a.scheduler.tick()).toBe(0); // stopped: claims nothing more
  });

  it("on shutdown lets a job that ends within the bound finish normally", async () => {
    const a = instance(t.deps.db, SHORT);
    await a.scheduler.sync();
    await makeDue();
    const aTick = a.scheduler.tick();
    await waitFor(async () => (await runs()).length === 1, { what: "A's run" });
    a.scheduler.stop();
    const settled = a.scheduler.settle(10_000);
    a.finish();
    expect(await settled).toBe(true);
    expect(await aTick).toBe(1);
    expect(await a.scheduler.release()).toBe(0);
    expect(await runs()).toMatchObject([{ status: "completed", summary: "delivered" }]);
  });
});
