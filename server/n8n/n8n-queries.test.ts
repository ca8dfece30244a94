import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { n8nExecutions, n8nInstances, n8nWorkflows } from "../db/schema.ts";
import { computeAnalytics } from "../integrations/n8n/analytics.ts";
import { analytics, analyticsByInstance, listWorkflows, recentActivity, suggestedWebhookUrl } from "./n8n-analytics-store.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const at = (minute: number, ms = 0) => new Date(Date.UTC(2025, 5, 1, 12, minute, 0, ms));

// Every awkward case: crashed, canceled, waiting, queued (no start), a clock that went backwards, no stop time.
const EXECUTIONS = [
  { remoteId: "1", workflowRemoteId: "a", status: "success", startedAt: at(0), stoppedAt: at(0, 250) },
  { remoteId: "2", workflowRemoteId: "a", status: "success", startedAt: at(1), stoppedAt: at(1, 1750) },
  { remoteId: "3", workflowRemoteId: "a", status: "error", startedAt: at(2), stoppedAt: at(2, 4000) },
  { remoteId: "4", workflowRemoteId: "b", status: "crashed", startedAt: at(3), stoppedAt: null },
  { remoteId: "5", workflowRemoteId: "b", status: "canceled", startedAt: at(4), stoppedAt: at(4, 10) },
  { remoteId: "6", workflowRemoteId: "b", status: "waiting", startedAt: at(5), stoppedAt: null },
  { remoteId: "7", workflowRemoteId: "c", status: "running", startedAt: at(6), stoppedAt: null },
  { remoteId: "8", workflowRemoteId: "c", status: "new", startedAt: null, stoppedAt: null },
  { remoteId: "9", workflowRemoteId: "gone", status: "success", startedAt: at(8, 500), stoppedAt: at(8) },
];
const WORKFLOWS = [
  { remoteId: "a", name: "Alpha", active: true, isArchived: false, webhookPaths: ["alpha-hook"] },
  { remoteId: "b", name: "Beta", active: false, isArchived: false, webhookPaths: [] },
  { remoteId: "c", name: "Gamma", active: true, isArchived: false, webhookPaths: [] },
  { remoteId: "gone", name: "Old", active: true, isArchived: true, webhookPaths: [] },
];

async function seed() {
  const [one, two] = await t.deps.db
    .insert(n8nInstances)
    .values([
      { name: "One", baseUrl: "https://one.example" },
      { name: "Two", baseUrl: "https://two.example/" },
    ])
    .returning();
  await t.deps.db.insert(n8nWorkflows).values(WORKFLOWS.map((w) => ({ ...w, instanceId: one!.id })));
  await t.deps.db.insert(n8nExecutions).values(EXECUTIONS.map((e) => ({ ...e, instanceId: one!.id })));
  await t.deps.db.insert(n8nWorkflows).values({ instanceId: two!.id, remoteId: "z", name: "Zeta", active: true });
  return { one: one!.id, two: two!.id };
}

describe("analytics in SQL", () => {
  it("agrees with computeAnalytics on every awkward case", async () => {
    const { one, two } = await seed();
    const expected = computeAnalytics({ workflows: WORKFLOWS, executions: EXECUTIONS });
    expect(await analytics(t.deps.db, one)).toEqual(expected);
    // Checked by hand too: 3 successes of 5 finished (success, error, crashed); durations 250, 1750, 4000.
    expect(expected).toMatchObject({ successRate: 60, avgExecutionTime: 2000, runningExecutions: 1, totalExecutions: 9, totalWorkflows: 3, activeWorkflows: 2 });
    expect(await analytics(t.deps.db)).toEqual({ ...expected, totalWorkflows: 4, activeWorkflows: 3 });
    const byInstance = await analyticsByInstance(t.deps.db);
    expect(byInstance.get(one)).toEqual(expected);
    expect(byInstance.get(two)).toMatchObject({ totalWorkflows: 1, totalExecutions: 0, successRate: null, avgExecutionTime: null });
  });
});

describe("lists", () => {
  it("lists live workflows with counts and a suggested webhook URL", async () => {
    const { one } = await seed();
    const rows = await listWorkflows(t.deps.db);
    expect(rows.map((w) => [w.instanceName, w.name, w.executionCount, w.successCount])).toEqual([
      ["One", "Alpha", 3, 2],
      ["One", "Beta", 3, 0],
      ["One", "Gamma", 2, 0],
      ["Two", "Zeta", 0, 0],
    ]);
    expect(rows[0]).toMatchObject({ suggestedWebhookUrl: "https://one.example/webhook/alpha-hook", lastExecutionAt: at(2).toISOString() });
    expect(rows[3]).toMatchObject({ suggestedWebhookUrl: null, lastExecutionAt: null });
    expect((await listWorkflows(t.deps.db, { instanceId: one })).map((w) => w.name)).toEqual(["Alpha", "Beta", "Gamma"]);
    expect(suggestedWebhookUrl("https://two.example/", ["p"])).toBe("https://two.example/webhook/p");
  });

  it("lists recent activity newest first with the four statuses and durations", async () => {
    await seed();
    const items = await recentActivity(t.deps.db, { limit: 20 });
    expect(items.map((i) => [i.workflowName, i.status, i.duration])).toEqual([
      ["Old", "success", null], // stopped before it started: no duration rather than a negative one
      ["Gamma", "running", null],
      ["Beta", "pending", null],
      ["Beta", "error", 10],
      ["Beta", "error", null],
      ["Alpha", "error", 4000],
      ["Alpha", "success", 1750],
      ["Alpha", "success", 250],
      ["Gamma", "pending", null],
    ]);
    expect(items[0]).toMatchObject({ instanceName: "One", startedAt: at(8, 500).toISOString() });
    expect(await recentActivity(t.deps.db, { limit: 2 })).toHaveLength(2);
  });
});
