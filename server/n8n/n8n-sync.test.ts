import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { makeExecutions, makeWorkflows, type FakeExecution } from "#tests/fakes/n8n-fixtures.ts";
import { startFakeN8n, type FakeN8n, type FakeN8nState } from "#tests/fakes/n8n-server.ts";
import { n8nExecutions, n8nInstances, n8nWorkflows } from "../db/schema.ts";
import { createLogger } from "../lib/logger.ts";
import { createN8nSync, type N8nSyncOptions } from "./n8n-sync.ts";
import { everyMinutesCron, n8nSyncJob } from "./n8n-sync-job.ts";
import { localGuard } from "#tests/fakes/outbound.ts";

const KEY = "n8n_api_sync_test_71d3e0a9";
let t: TestContext;
const fakes: FakeN8n[] = [];

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function fake(state: Partial<FakeN8nState> = {}): Promise<FakeN8n> {
  const version = state.version ?? "new";
  const workflows = state.workflows ?? makeWorkflows(12, { idStyle: version === "old" ? "numeric" : "nanoid" });
  const server = await startFakeN8n({
    apiKey: KEY,
    version,
    workflows,
    executions: makeExecutions(workflows, 40, { version }),
    pageSize: 5,
    ...state,
  });
  fakes.push(server);
  return server;
}

function sync(options: Partial<N8nSyncOptions> = {}) {
  return createN8nSync({ db: t.deps.db, secrets: t.deps.secrets, logger: createLogger("silent"), guard: localGuard, ...options });
}

async function instance(baseUrl: string, name = "Acme", apiKey: string | null = KEY): Promise<number> {
  const [row] = await t.deps.db
    .insert(n8nInstances)
    .values({ name, baseUrl, type: "client", apiKeyEncrypted: apiKey === null ? null : t.deps.secrets.encrypt(apiKey) })
    .returning();
  return row!.id;
}

const instanceRow = async (id: number) => (await t.deps.db.select().from(n8nInstances).where(eq(n8nInstances.id, id)))[0]!;
const workflowRows = (id: number) => t.deps.db.select().from(n8nWorkflows).where(eq(n8nWorkflows.instanceId, id)).orderBy(n8nWorkflows.remoteId);
const executionRows = (id: number) => t.deps.db.select().from(n8nExecutions).where(eq(n8nExecutions.instanceId, id));

describe("syncing one instance", () => {
  it("reads every page of workflows and executions and stores them", async () => {
    const server = await fake();
    const id = await instance(server.url);
    const result = await sync().syncInstance(id);
    expect(result).toMatchObject({ ok: true, error: null, workflows: 12, executions: 40, archivedWorkflows: 0 });
    expect(server.requests.filter((r) => r.path === "/api/v1/workflows")).toHaveLength(3); // 5 + 5 + 2
    expect(server.requests.filter((r) => r.path === "/api/v1/executions")).toHaveLength(8);
    const workflows = await workflowRows(id);
    expect(workflows).toHaveLength(12);
    const source = makeWorkflows(12)[0]!;
    expect(workflows.find((w) => w.remoteId === source.id)).toMatchObject({
      name: source.name,
      active: source.active,
      tags: source.tags.map((tag) => tag.name),
      webhookPaths: ["lead-intake-1"],
      isArchived: false,
    });
    const executions = await executionRows(id);
    expect(executions).toHaveLength(40);
    const newest = makeExecutions(makeWorkflows(12), 40)[0]!;
    expect(executions.find((e) => e.remoteId === newest.id)).toMatchObject({
      workflowRemoteId: newest.workflowId,
      status: newest.status,
      mode: newest.mode,
      startedAt: new Date(newest.startedAt!),
    });
    expect(await instanceRow(id)).toMatchObject({ lastSyncStatus: "success", lastSyncError: null });
    expect((await instanceRow(id)).lastSync).toBeInstanceOf(Date);
  });

  it("understands an older n8n (numeric ids, fewer fields)", async () => {
    const server = await fake({ version: "old" });
    const id = await instance(server.url);
    expect(await sync().syncInstance(id)).toMatchObject({ ok: true, workflows: 12, executions: 40 });
    const workflows = await workflowRows(id);
    expect(workflows.map((w) => w.remoteId).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
    const executions = await executionRows(id);
    expect(executions.every((e) => /^\d+$/.test(e.remoteId) && /^\d+$/.test(e.workflowRemoteId))).toBe(true);
    expect(new Set(executions.map((e) => e.status))).not.toContain("crashed");
  });

  it("stores the failure in words and keeps what was synced before", async () => {
    const server = await fake();
    const id = await instance(server.url);
    await sync().syncInstance(id);
    const before = { workflows: await workflowRows(id), executions: (await executionRows(id)).length };

    const cases: Array<[Partial<FakeN8nState>, string]> = [
      [{ apiKey: "rotated-key" }, "Wrong API key"],
      [{ apiDisabled: true }, "n8n API is disabled on this instance"],
      [{ failWith500: true }, "n8n answered with HTTP 500"],
      [{ malformed: true }, "n8n answered with something that is not JSON"],
      [{ delayMs: 400 }, "n8n did not answer within 0.2 s"],
    ];
    for (const [state, message] of cases) {
      server.setData({ apiKey: KEY, apiDisabled: false, failWith500: false, malformed: false, delayMs: 0, ...state });
      const result = await sync({ timeoutMs: 200 }).syncInstance(id);
      expect(result, message).toMatchObject({ ok: false, error: message });
      expect(await instanceRow(id)).toMatchObject({ lastSyncStatus: "error", lastSyncError: message });
    }
    await server.close();
    fakes.splice(0);
    expect(await sync().syncInstance(id)).toMatchObject({ ok: false, error: "Could not reach n8n (connection refused)" });

    // Nothing was deleted or archived by any failed sync.
    expect(await workflowRows(id)).toEqual(before.workflows);
    expect((await executionRows(id)).length).toBe(before.executions);
  });

  it("explains a missing key and uses N8N_API_KEY for the instance at N8N_BASE_URL only", async () => {
    const server = await fake();
    const id = await instance(server.url, "Agency", null);
    expect(await sync().syncInstance(id)).toMatchObject({ ok: false, error: "No API key: enter one for this instance or set N8N_API_KEY on the server" });
    expect(await sync({ defaultApiKey: KEY, defaultBaseUrl: "https://n8n.example.com" }).syncInstance(id)).toMatchObject({
      ok: false,
      error: "No API key: enter one for this instance (N8N_API_KEY is only sent to the instance at N8N_BASE_URL)",
    });
    expect(server.requests).toHaveLength(0);
    expect(await sync({ defaultApiKey: KEY, defaultBaseUrl: `${server.url}/api/v1` }).syncInstance(id)).toMatchObject({ ok: true, workflows: 12 });
    expect(server.requests.every((r) => r.apiKey === KEY)).toBe(true);
  });

  it("archives workflows gone from a complete listing, and revives them when they return", async () => {
    const workflows = makeWorkflows(6);
    const server = await fake({ workflows, executions: [] });
    const id = await instance(server.url);
    await sync().syncInstance(id);
    server.setData({ workflows: workflows.slice(0, 4) });
    expect(await sync().syncInstance(id)).toMatchObject({ ok: true, workflows: 4, archivedWorkflows: 2 });
    const rows = await workflowRows(id);
    expect(rows).toHaveLength(6);
    expect(rows.filter((w) => w.isArchived).map((w) => w.remoteId).sort()).toEqual([workflows[4]!.id, workflows[5]!.id].sort());

    server.setData({ workflows });
    expect(await sync().syncInstance(id)).toMatchObject({ ok: true, archivedWorkflows: 0 });
    expect((await workflowRows(id)).every((w) => !w.isArchived)).toBe(true);
  });

  it("reads only executions since the last sync, and finishes those stored as running", async () => {
    const workflows = makeWorkflows(5);
    // Only the few newest are still running (no 'waiting' ones, which would also be re-read).
    const first = makeExecutions(workflows, 40, { now: new Date("2025-06-01T12:00:00Z") }).map((e) =>
      e.status === "waiting" ? { ...e, status: "success", waitTill: null, stoppedAt: e.startedAt } : e,
    );
    const running = first.filter((e) => e.status === "running");
    expect(running.length).toBeGreaterThan(0);
    const server = await fake({ workflows, executions: first });
    const id = await instance(server.url);
    await sync().syncInstance(id);
    expect((await executionRows(id)).filter((e) => e.status === "running")).toHaveLength(running.length);

    // Three hours later: 10 new executions; the ones that were running have finished.
    const newer = makeExecutions(workflows, 10, { now: new Date("2025-06-01T15:00:00Z"), firstId: 1040, seed: 9 }).map(
      (e): FakeExecution => ({ ...e, status: "success", finished: true, stoppedAt: new Date(Date.parse(e.startedAt!) + 1000).toISOString() }),
    );
    const finished = first.map((e) => (e.status === "running" ? { ...e, status: "error", stoppedAt: new Date(Date.parse(e.startedAt!) + 500).toISOString() } : e));
    server.setData({ executions: [...newer, ...finished] });
    server.requests.length = 0;

    expect(await sync().syncInstance(id)).toMatchObject({ ok: true });
    const pagesRead = server.requests.filter((r) => r.path === "/api/v1/executions").length;
    expect(pagesRead).toBeLessThanOrEqual(3); // 10 new + the overlap, not all 50
    const rows = await executionRows(id);
    expect(rows).toHaveLength(50);
    expect(rows.filter((e) => e.status === "running")).toHaveLength(0);
    for (const e of running) expect(rows.find((r) => r.remoteId === e.id)?.status).toBe("error");
  });

  it("stops a sync that runs past its deadline", async () => {
    const server = await fake({ delayMs: 150 });
    const id = await instance(server.url);
    const result = await sync({ deadlineMs: 400 }).syncInstance(id);
    expect(result).toMatchObject({ ok: false, error: "Sync stopped: it took longer than 0.4 s" });
    expect(result.durationMs).toBeLessThan(2000);
  });
});

describe("syncing all instances", () => {
  it("isolates a slow or failing instance from the others and reports each", async () => {
    const slow = await fake({ delayMs: 1500 });
    const broken = await fake({ apiKey: "other-key" });
    const healthy = await fake();
    const slowId = await instance(slow.url, "Slow");
    await instance(broken.url, "Broken");
    const healthyId = await instance(healthy.url, "Healthy");
    const inactiveId = await instance(healthy.url, "Paused");
    await t.deps.db.update(n8nInstances).set({ isActive: false }).where(eq(n8nInstances.id, inactiveId));

    const started = Date.now();
    const pending = sync({ timeoutMs: 1000 }).syncAll();
    // The healthy instance is stored while the slow one is still waiting for its first answer.
    for (let i = 0; i < 100 && (await instanceRow(healthyId)).lastSyncStatus !== "success"; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await instanceRow(healthyId)).lastSyncStatus).toBe("success");
    expect((await instanceRow(slowId)).lastSyncStatus).toBeNull();

    const results = await pending;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(results.map((r) => [r.name, r.ok, r.error])).toEqual([
      ["Broken", false, "Wrong API key"],
      ["Healthy", true, null],
      ["Slow", false, "n8n did not answer within 1 s"],
    ]);
    expect(await workflowRows(healthyId)).toHaveLength(12);
    expect(await workflowRows(inactiveId)).toHaveLength(0);
  });

  it("runs as the 'n8n-sync' job with a summary", async () => {
    const healthy = await fake();
    await instance(healthy.url, "Healthy");
    const job = n8nSyncJob(sync(), 5);
    expect(job).toMatchObject({ key: "n8n-sync", schedule: "*/5 * * * *" });
    expect(await job.run()).toBe("1 of 1 instance synced");
    const gone = await fake();
    await instance(gone.url, "Gone");
    await gone.close();
    fakes.splice(fakes.indexOf(gone), 1);
    expect(await job.run()).toBe("1 of 2 instances synced; failed: Gone (Could not reach n8n (connection refused))");
    await healthy.close();
    fakes.splice(0);
    await expect(job.run()).rejects.toThrow("0 of 2 instances synced");
  });

  it("turns N8N_SYNC_MINUTES into a cron pattern", () => {
    expect(everyMinutesCron(1)).toBe("*/1 * * * *");
    expect(everyMinutesCron(15)).toBe("*/15 * * * *");
    expect(everyMinutesCron(60)).toBe("0 */1 * * *");
    expect(everyMinutesCron(180)).toBe("0 */3 * * *");
    expect(everyMinutesCron(1440)).toBe("0 0 * * *");
  });
});
