import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { registerJobs } from "../register-jobs.ts";
import { n8nExecutions, n8nInstances, n8nWorkflows } from "../db/schema.ts";
import { executionsSince } from "./n8n-sync-store.ts";
import { pruneInstanceExecutions } from "./n8n-prune.ts";
import type { AiTaskView, RunTaskResponse } from "#common/ai/ai-api.ts";
import type { N8nAnalytics, N8nWorkflowView } from "#common/n8n/n8n-types.ts";

const DAY = 86_400_000;
let t: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestContext();
  registerJobs(t.deps);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.deps.services.scheduler.sync();
  headers = await t.login();
});

type Row = { workflow: string; ageMs: number | null; status: string };

async function instance(name: string, workflows: string[], rows: Row[], now = Date.now()): Promise<number> {
  const [created] = await t.deps.db.insert(n8nInstances).values({ name, baseUrl: `https://${name.toLowerCase()}.example` }).returning();
  const id = created!.id;
  await t.deps.db.insert(n8nWorkflows).values(workflows.map((remoteId) => ({ instanceId: id, remoteId, name: `${name} ${remoteId}` })));
  await t.deps.db.insert(n8nExecutions).values(
    rows.map((row, i) => {
      const startedAt = row.ageMs === null ? null : new Date(now - row.ageMs);
      return { instanceId: id, remoteId: `${name}-${i}`, workflowRemoteId: row.workflow, status: row.status, startedAt, stoppedAt: startedAt && new Date(startedAt.getTime() + 1000) };
    }),
  );
  return id;
}

const times = (n: number, make: (i: number) => Row): Row[] => Array.from({ length: n }, (_, i) => make(i));
const get = async <T>(path: string): Promise<T> => {
  const res = await t.request(path, { headers });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const remaining = async (instanceId: number) =>
  (
    await t.deps.db.execute<{ workflow_remote_id: string; count: number | string; oldest: unknown }>(
      sql`select workflow_remote_id, count(*) as count, min(started_at) as oldest from n8n_executions where instance_id = ${instanceId} group by 1 order by 1`,
    )
  ).rows.map((r) => [r.workflow_remote_id, Number(r.count)]);

describe("n8n execution pruning", () => {
  it("runs as a scheduled task: old executions go, the last 30 days and the newest 100 per workflow stay", async () => {
    const acme = await instance("Acme", ["busy", "mixed", "rare"], [
      // 130 runs, one a day from 40 days ago: all outside the window, so only the newest 100 stay.
      ...times(130, (i) => ({ workflow: "busy", ageMs: (40 + i) * DAY, status: i >= 100 || i % 4 === 0 ? "error" : "success" })),
      // 120 runs in the last 25 days (all stay, past the 100) and 5 older ones (rank 121+, outside the window: they go).
      ...times(120, (i) => ({ workflow: "mixed", ageMs: i * 5 * 3_600_000 + 60_000, status: "success" })),
      ...times(5, (i) => ({ workflow: "mixed", ageMs: (31 + i) * DAY, status: "error" })),
      // A workflow that seldom runs keeps its old history.
      ...times(3, (i) => ({ workflow: "rare", ageMs: (200 + i) * DAY, status: "success" })),
      // Queued when last seen: no start time, no known age.
      { workflow: "busy", ageMs: null, status: "new" },
    ]);
    // Another instance's workflow with the same remote id is counted on its own.
    const other = await instance("Other", ["busy"], times(2, (i) => ({ workflow: "busy", ageMs: (60 + i) * DAY, status: "success" })));
    const newestBefore = await executionsSince(t.deps.db, acme);
    expect((await get<N8nAnalytics>("/api/admin/n8n/analytics")).totalExecutions).toBe(261);

    const tasks = await get<AiTaskView[]>("/api/admin/ai/tasks");
    const task = tasks.find((x) => x.key === "n8n-execution-pruning");
    expect(task).toMatchObject({ title: "n8n execution pruning", type: "maintenance", schedule: "45 3 * * *", isActive: true });
    const res = await t.request(`/api/admin/ai/tasks/${task!.id}/run`, { method: "POST", headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as RunTaskResponse;
    expect(body.run.summary).toBe("35 old executions removed from 2 instances (kept: the last 30 days and the newest 100 per workflow)");

    expect(await remaining(acme)).toEqual([
      ["busy", 101],
      ["mixed", 120],
      ["rare", 3],
    ]);
    expect(await remaining(other)).toEqual([["busy", 2]]);
    const kept = (await t.deps.db.execute<{ remote_id: string }>(sql`select remote_id from n8n_executions where instance_id = ${acme} and workflow_remote_id = 'busy'`)).rows;
    const keptIds = new Set(kept.map((r) => r.remote_id));
    // The newest hundred (runs 0-99) and the queued one (index 258) stay; runs 100-129 are gone.
    expect(Array.from({ length: 100 }, (_, i) => `Acme-${i}`).filter((remoteId) => !keptIds.has(remoteId))).toEqual([]);
    expect(keptIds.has("Acme-258")).toBe(true);
    expect([100, 115, 129].some((i) => keptIds.has(`Acme-${i}`))).toBe(false);
    // The sync still resumes from the same point.
    expect(await executionsSince(t.deps.db, acme)).toEqual(newestBefore);

    // The figures are computed from what stays: 75 + 120 + 3 + 2 successes of 225 finished runs.
    const analytics = await get<N8nAnalytics>("/api/admin/n8n/analytics");
    expect(analytics).toMatchObject({ totalExecutions: 226, successfulExecutions: 200, totalWorkflows: 4 });
    expect(analytics.successRate).toBeCloseTo((200 / 225) * 100, 6);
    const workflows = await get<N8nWorkflowView[]>("/api/admin/n8n/workflows");
    expect(workflows.map((w) => [w.name, w.executionCount, w.successCount])).toEqual([
      ["Acme busy", 101, 75],
      ["Acme mixed", 120, 120],
      ["Acme rare", 3, 3],
      ["Other busy", 2, 2],
    ]);

    // Nothing more to remove on the next run.
    const again = (await (await t.request(`/api/admin/ai/tasks/${task!.id}/run`, { method: "POST", headers })).json()) as RunTaskResponse;
    expect(again.run.summary).toMatch(/^0 old executions removed from 2 instances/);
  });

  it("keeps a run exactly at the cutoff and honours other limits", async () => {
    const now = Date.parse("2025-06-01T12:00:00Z");
    const id = await instance(
      "Edge",
      ["a", "b"],
      [
        { workflow: "a", ageMs: 0, status: "success" },
        { workflow: "a", ageMs: 2 * DAY, status: "success" },
        { workflow: "a", ageMs: 3 * DAY, status: "success" },
        { workflow: "a", ageMs: 3 * DAY + 1, status: "success" },
        { workflow: "b", ageMs: 9 * DAY, status: "success" },
        { workflow: "b", ageMs: 10 * DAY, status: "error" },
      ],
      now,
    );
    const retention = { days: 3, perWorkflow: 1 };
    expect(await pruneInstanceExecutions(t.deps.db, id, retention, new Date(now))).toBe(2);
    const rows = await t.deps.db.execute<{ remote_id: string }>(sql`select remote_id from n8n_executions order by remote_id`);
    expect(rows.rows.map((r) => r.remote_id)).toEqual(["Edge-0", "Edge-1", "Edge-2", "Edge-4"]);
    expect(await pruneInstanceExecutions(t.deps.db, id, retention, new Date(now))).toBe(0);
    expect(await pruneInstanceExecutions(t.deps.db, id + 1, retention, new Date(now))).toBe(0);
  });
});
