import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { makeExecutions, makeWorkflows } from "#tests/fakes/n8n-fixtures.ts";
import { startFakeN8n, type FakeN8n } from "#tests/fakes/n8n-server.ts";
import type { N8nAnalytics, N8nInstanceView, N8nWorkflowView, RecentActivityItem, SyncAllResponse } from "#common/n8n/n8n-types.ts";

const CLIENT_KEY = "n8n_api_client_9c41f0d2e7b3a5";
const DEFAULT_KEY = "n8n_api_default_5b7e2a90c1d4";
const INTERNAL_KEY = "n8n_api_internal_e61a07c3d9f2";

let t: TestContext;
let auth: Record<string, string>;
const fakes: FakeN8n[] = [];
/** The instance N8N_API_KEY belongs to (N8N_BASE_URL): the key is sent nowhere else. */
let home: FakeN8n;
/** Every response body read in this file, to prove no key ever leaves the server. */
const bodies: string[] = [];

beforeAll(async () => {
  home = await startFakeN8n({ apiKey: DEFAULT_KEY, version: "new", workflows: [], executions: [], pageSize: 5 });
  t = await createTestContext({ N8N_API_KEY: DEFAULT_KEY, N8N_BASE_URL: home.url });
});
afterAll(async () => {
  const all = bodies.join("\n");
  expect(all.length).toBeGreaterThan(1000);
  expect(all).not.toContain(CLIENT_KEY);
  expect(all).not.toContain(DEFAULT_KEY);
  expect(all).not.toContain(INTERNAL_KEY);
  expect(all).not.toContain("enc:v1:");
  await t.close();
  await home.close();
});
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function call<T = unknown>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T; text: string }> {
  const res = await t.request(`/api/admin/n8n${path}`, { method, json, headers: auth });
  const text = await res.text();
  bodies.push(text);
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text };
}

async function fake(apiKey: string, workflowCount = 7, executionCount = 23): Promise<FakeN8n> {
  const workflows = makeWorkflows(workflowCount);
  const server = await startFakeN8n({ apiKey, version: "new", workflows, executions: makeExecutions(workflows, executionCount), pageSize: 5 });
  fakes.push(server);
  return server;
}

/** The N8N_BASE_URL instance with fresh data. */
function homeFake(workflowCount = 7, executionCount = 23): FakeN8n {
  const workflows = makeWorkflows(workflowCount);
  home.setData({ apiKey: DEFAULT_KEY, workflows, executions: makeExecutions(workflows, executionCount) });
  home.requests.length = 0;
  return home;
}

const clientInstance = (baseUrl: string, overrides: Record<string, unknown> = {}) => ({
  name: "Acme Realty",
  description: "Client n8n",
  baseUrl,
  apiKey: CLIENT_KEY,
  type: "client",
  ...overrides,
});

describe("guard", () => {
  it("answers 401 without a session on every path", async () => {
    for (const [method, path] of [
      ["GET", "/instances"],
      ["POST", "/instances"],
      ["PATCH", "/instances/1"],
      ["DELETE", "/instances/1"],
      ["POST", "/instances/1/sync"],
      ["POST", "/sync-all"],
      ["GET", "/analytics"],
      ["GET", "/workflows"],
      ["GET", "/recent-activity"],
      ["PATCH", "/workflows/1"],
    ] as const) {
      const res = await t.request(`/api/admin/n8n${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("instances", () => {
  it("validates with the spec's messages, at the fields", async () => {
    const empty = await call<{ message: string; errors: Record<string, string> }>("POST", "/instances", { name: " ", baseUrl: "not a url", type: "client" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: "Name is required",
      baseUrl: "Valid URL is required",
      apiKey: "API key is required for client instances",
    });
    const ftp = await call<{ errors: Record<string, string> }>("POST", "/instances", { name: "x", baseUrl: "ftp://n8n.example.com", type: "internal" });
    expect(ftp.body.errors).toEqual({ baseUrl: "Valid URL is required" });
    const type = await call<{ errors: Record<string, string> }>("POST", "/instances", { name: "x", baseUrl: "https://n8n.example.com", type: "other" });
    expect(type.body.errors.type).toBe("Type must be internal or client");
    const metadata = await call<{ errors: Record<string, string> }>("POST", "/instances", { name: "x", baseUrl: "http://169.254.169.254", type: "internal" });
    expect(metadata.status).toBe(400);
    expect(metadata.body.errors.baseUrl).toBe("Address not allowed: cloud metadata service");
    expect((await call<unknown[]>("GET", "/instances")).body).toEqual([]);
  });

  it("tests the connection before adding: a failure says what failed, at the field to fix, and nothing is stored", async () => {
    const acme = await fake(CLIENT_KEY);
    const wrongKey = await call<{ message: string; errors: Record<string, string> }>("POST", "/instances", clientInstance(acme.url, { apiKey: "n8n_api_typo" }));
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.body).toEqual({ message: "Connection test failed: Wrong API key", errors: { apiKey: "Wrong API key" } });
    expect(acme.requests.map((r) => [r.path, r.apiKey])).toEqual([["/api/v1/workflows", "n8n_api_typo"]]);

    acme.setData({ apiDisabled: true });
    const disabled = await call<{ message: string; errors: Record<string, string> }>("POST", "/instances", clientInstance(acme.url));
    expect(disabled.body).toEqual({ message: "Connection test failed: n8n API is disabled on this instance", errors: { baseUrl: "n8n API is disabled on this instance" } });

    acme.setData({ apiDisabled: false, malformed: true });
    const proxy = await call<{ errors: Record<string, string> }>("POST", "/instances", clientInstance(acme.url));
    expect(proxy.status).toBe(422);
    expect(proxy.body.errors).toEqual({ baseUrl: "n8n answered with something that is not JSON" });

    const closed = await fake(CLIENT_KEY);
    const url = closed.url;
    await closed.close();
    fakes.splice(fakes.indexOf(closed), 1);
    const down = await call<{ message: string; errors: Record<string, string> }>("POST", "/instances", clientInstance(url));
    expect(down.status).toBe(422);
    expect(down.body).toEqual({ message: "Connection test failed: Could not reach n8n (connection refused)", errors: { baseUrl: "Could not reach n8n (connection refused)" } });

    expect((await call<unknown[]>("GET", "/instances")).body).toEqual([]);
  });

  it("creates with the key encrypted, never returning it", async () => {
    const acme = await fake(CLIENT_KEY);
    homeFake();
    const created = await call<N8nInstanceView>("POST", "/instances", clientInstance(`${acme.url}/`));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Acme Realty",
      description: "Client n8n",
      baseUrl: acme.url,
      type: "client",
      hasApiKey: true,
      usesDefaultKey: false,
      isActive: true,
      lastSync: null,
      lastSyncStatus: null,
      stats: { totalWorkflows: 0, successRate: null, avgExecutionTime: null },
    });
    expect(created.body).not.toHaveProperty("apiKey");
    const stored = await t.deps.db.execute<{ api_key_encrypted: string }>(sql`select api_key_encrypted from n8n_instances`);
    expect(stored.rows[0]?.api_key_encrypted).toMatch(/^enc:v1:/);
    expect(stored.rows[0]?.api_key_encrypted).not.toContain(CLIENT_KEY);
    expect(t.deps.secrets.decrypt(stored.rows[0]!.api_key_encrypted)).toBe(CLIENT_KEY);

    const internal = await call<N8nInstanceView>("POST", "/instances", { name: "Agency n8n", baseUrl: home.url, type: "internal", apiKey: "" });
    expect(internal.status).toBe(201);
    expect(internal.body).toMatchObject({ hasApiKey: false, usesDefaultKey: true, type: "internal" });

    const list = await call<N8nInstanceView[]>("GET", "/instances");
    expect(list.body.map((i) => i.name)).toEqual(["Acme Realty", "Agency n8n"]);
  });

  it("updates for real, keeping the stored key when the field is empty", async () => {
    const server = await fake(CLIENT_KEY);
    const { body: created } = await call<N8nInstanceView>("POST", "/instances", clientInstance(server.url));
    const updated = await call<N8nInstanceView>("PATCH", `/instances/${created.id}`, { ...clientInstance(server.url), name: "Acme Realty Group", apiKey: "", isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Acme Realty Group", hasApiKey: true, isActive: false });
    // The kept key still works.
    expect((await call("POST", `/instances/${created.id}/sync`)).status).toBe(200);

    const partial = await call<N8nInstanceView>("PATCH", `/instances/${created.id}`, { description: "Only this" });
    expect(partial.body).toMatchObject({ name: "Acme Realty Group", description: "Only this", baseUrl: server.url, type: "client" });

    const bad = await call<{ errors: Record<string, string> }>("PATCH", `/instances/${created.id}`, { name: "", baseUrl: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "Name is required", baseUrl: "Valid URL is required" });

    // A new key replaces the old one.
    await call("PATCH", `/instances/${created.id}`, { apiKey: "wrong-key-0000" });
    const failed = await call<{ message: string }>("POST", `/instances/${created.id}/sync`);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe("Wrong API key");
  });

  it("clears a stored key on request, so an internal instance falls back to N8N_API_KEY", async () => {
    const server = homeFake();
    // Saved while n8n accepted its own key; then that key was revoked in n8n.
    server.setData({ apiKey: INTERNAL_KEY });
    const { body: created } = await call<N8nInstanceView>("POST", "/instances", { name: "Agency n8n", baseUrl: server.url, type: "internal", apiKey: INTERNAL_KEY });
    expect(created).toMatchObject({ hasApiKey: true, usesDefaultKey: false });
    server.setData({ apiKey: DEFAULT_KEY });
    const failed = await call<{ message: string }>("POST", `/instances/${created.id}/sync`);
    expect(failed.body.message).toBe("Wrong API key");
    expect(server.requests.at(-1)?.apiKey).toBe(INTERNAL_KEY);
    const storedKey = async () => (await t.deps.db.execute<{ k: string | null }>(sql`select api_key_encrypted as k from n8n_instances where id = ${created.id}`)).rows[0]?.k;

    // A new key and "remove the stored one" together is a contradiction; a non-boolean flag is refused; neither changes the key.
    const both = await call<{ errors: Record<string, string> }>("PATCH", `/instances/${created.id}`, { apiKey: "another-key-123", clearApiKey: true });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ apiKey: "Enter a new key or remove the stored one, not both" });
    const notBoolean = await call<{ errors: Record<string, string> }>("PATCH", `/instances/${created.id}`, { clearApiKey: "yes" });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toEqual({ clearApiKey: "clearApiKey must be true or false" });
    // An explicit false, like a blank field, keeps the key.
    expect((await call<N8nInstanceView>("PATCH", `/instances/${created.id}`, { apiKey: "", clearApiKey: false })).body.hasApiKey).toBe(true);
    expect(t.deps.secrets.decrypt((await storedKey())!)).toBe(INTERNAL_KEY);

    const cleared = await call<N8nInstanceView>("PATCH", `/instances/${created.id}`, { clearApiKey: true });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ name: "Agency n8n", type: "internal", hasApiKey: false, usesDefaultKey: true });
    expect(await storedKey()).toBeNull();
    const synced = await call("POST", `/instances/${created.id}/sync`);
    expect(synced.status).toBe(200);
    expect(server.requests.at(-1)?.apiKey).toBe(DEFAULT_KEY);
    expect((await call<N8nInstanceView[]>("GET", "/instances")).body[0]).toMatchObject({ hasApiKey: false, usesDefaultKey: true, lastSyncStatus: "success" });
  });

  it("keeps the key of a client instance unless the same edit makes it internal", async () => {
    const { body: created } = await call<N8nInstanceView>("POST", "/instances", clientInstance((await fake(CLIENT_KEY)).url));
    const refused = await call<{ errors: Record<string, string> }>("PATCH", `/instances/${created.id}`, { clearApiKey: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ apiKey: "API key is required for client instances" });
    expect((await call<N8nInstanceView[]>("GET", "/instances")).body[0]).toMatchObject({ type: "client", hasApiKey: true });

    const internal = await call<N8nInstanceView>("PATCH", `/instances/${created.id}`, { type: "internal", clearApiKey: true });
    expect(internal.status).toBe(200);
    expect(internal.body).toMatchObject({ type: "internal", hasApiKey: false, usesDefaultKey: true });
  });

  it("refuses to switch an internal instance without a key to client", async () => {
    const { body } = await call<N8nInstanceView>("POST", "/instances", { name: "Agency", baseUrl: homeFake().url, type: "internal" });
    const res = await call<{ errors: Record<string, string> }>("PATCH", `/instances/${body.id}`, { type: "client", apiKey: "" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ apiKey: "API key is required for client instances" });
    expect((await call("PATCH", "/instances/999", { name: "x" })).status).toBe(404);
  });

  it("deletes an instance with its synced data", async () => {
    const server = await fake(CLIENT_KEY);
    const { body } = await call<N8nInstanceView>("POST", "/instances", clientInstance(server.url));
    await call("POST", `/instances/${body.id}/sync`);
    expect((await call<N8nWorkflowView[]>("GET", "/workflows")).body).toHaveLength(7);
    const res = await call<{ message: string }>("DELETE", `/instances/${body.id}`);
    expect(res).toMatchObject({ status: 200, body: { message: "Instance deleted" } });
    expect((await call<unknown[]>("GET", "/instances")).body).toEqual([]);
    expect((await call<unknown[]>("GET", "/workflows")).body).toEqual([]);
    expect((await call<N8nAnalytics>("GET", "/analytics")).body.totalExecutions).toBe(0);
    expect((await call("DELETE", `/instances/${body.id}`)).status).toBe(404);
    expect((await call("DELETE", "/instances/abc")).status).toBe(404);
  });
});

describe("sync and figures", () => {
  it("syncs one instance and serves analytics, workflows and recent activity", async () => {
    const server = await fake(CLIENT_KEY, 7, 23);
    const { body: instance } = await call<N8nInstanceView>("POST", "/instances", clientInstance(server.url));
    const synced = await call<{ message: string; result: { ok: boolean; workflows: number; executions: number } }>("POST", `/instances/${instance.id}/sync`);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ message: "Instance synced", result: { ok: true, workflows: 7, executions: 23 } });
    expect(server.requests.every((r) => r.apiKey === CLIENT_KEY)).toBe(true);

    const analytics = (await call<N8nAnalytics>("GET", "/analytics")).body;
    const executions = makeExecutions(makeWorkflows(7), 23);
    const finished = executions.filter((e) => ["success", "error", "crashed"].includes(e.status));
    const successes = executions.filter((e) => e.status === "success").length;
    expect(analytics).toMatchObject({
      totalWorkflows: 7,
      activeWorkflows: makeWorkflows(7).filter((w) => w.active).length,
      totalExecutions: 23,
      successfulExecutions: successes,
      runningExecutions: executions.filter((e) => e.status === "running").length,
    });
    expect(analytics.successRate).toBeCloseTo((successes / finished.length) * 100, 6);
    const durations = finished.map((e) => Date.parse(e.stoppedAt!) - Date.parse(e.startedAt!));
    expect(analytics.avgExecutionTime).toBe(Math.round(durations.reduce((a, b) => a + b, 0) / durations.length));
    expect((await call<N8nAnalytics>("GET", `/analytics?instanceId=${instance.id}`)).body).toEqual(analytics);

    const workflows = (await call<N8nWorkflowView[]>("GET", "/workflows")).body;
    expect(workflows).toHaveLength(7);
    const lead = workflows.find((w) => w.name === "New Lead → CRM")!;
    expect(lead).toMatchObject({
      instanceName: "Acme Realty",
      tags: ["leads", "email"],
      webhookPaths: ["lead-intake-1"],
      webhookUrl: null,
      suggestedWebhookUrl: `${server.url}/webhook/lead-intake-1`,
    });
    const expectedCount = executions.filter((e) => e.workflowId === makeWorkflows(7)[0]!.id).length;
    expect(lead.executionCount).toBe(expectedCount);
    expect(workflows.reduce((sum, w) => sum + w.executionCount, 0)).toBe(23);
    expect(workflows.reduce((sum, w) => sum + w.successCount, 0)).toBe(successes);

    const activity = (await call<RecentActivityItem[]>("GET", "/recent-activity")).body;
    expect(activity).toHaveLength(20);
    expect(activity[0]).toMatchObject({ instanceName: "Acme Realty", startedAt: executions[0]!.startedAt });
    expect(new Set(activity.map((a) => a.status)).size).toBeGreaterThan(1);
    for (const item of activity) expect(["success", "error", "running", "pending"]).toContain(item.status);
    const done = activity.find((a) => a.status === "success")!;
    expect(done.duration).toBeGreaterThan(0);
    expect((await call<RecentActivityItem[]>("GET", "/recent-activity?limit=5")).body).toHaveLength(5);
    expect((await call("GET", "/recent-activity?limit=500")).status).toBe(400);

    const listed = (await call<N8nInstanceView[]>("GET", "/instances")).body[0]!;
    expect(listed).toMatchObject({ lastSyncStatus: "success", lastSyncError: null, stats: analytics });
    expect(Date.parse(listed.lastSync!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("filters per instance and reports sync-all per instance", async () => {
    const good = await fake(CLIENT_KEY, 4, 9);
    const other = homeFake(3, 6);
    const { body: a } = await call<N8nInstanceView>("POST", "/instances", clientInstance(good.url));
    const { body: b } = await call<N8nInstanceView>("POST", "/instances", { name: "Agency n8n", baseUrl: other.url, type: "internal" });
    const all = await call<SyncAllResponse>("POST", "/sync-all");
    expect(all.status).toBe(200);
    expect(all.body.message).toBe("2 of 2 instances synced");
    // The internal instance without its own key used N8N_API_KEY.
    expect(other.requests.every((r) => r.apiKey === DEFAULT_KEY)).toBe(true);

    expect((await call<N8nAnalytics>("GET", `/analytics?instanceId=${a.id}`)).body.totalWorkflows).toBe(4);
    expect((await call<N8nAnalytics>("GET", `/analytics?instanceId=${b.id}`)).body.totalExecutions).toBe(6);
    expect((await call<N8nAnalytics>("GET", "/analytics")).body.totalExecutions).toBe(15);
    expect((await call<N8nWorkflowView[]>("GET", `/workflows?instanceId=${b.id}`)).body.map((w) => w.instanceName)).toEqual(["Agency n8n", "Agency n8n", "Agency n8n"]);
    expect((await call<RecentActivityItem[]>("GET", `/recent-activity?instanceId=${a.id}`)).body).toHaveLength(9);
    expect((await call("GET", "/analytics?instanceId=999")).status).toBe(404);
    expect((await call("GET", "/workflows?instanceId=abc")).status).toBe(400);

    good.setData({ apiKey: "rotated" });
    const partial = await call<SyncAllResponse>("POST", "/sync-all");
    expect(partial.status).toBe(502);
    expect(partial.body.message).toBe("1 of 2 instances synced; failed: Acme Realty (Wrong API key)");
    expect(partial.body.results.map((r) => [r.name, r.ok, r.error])).toEqual([
      ["Acme Realty", false, "Wrong API key"],
      ["Agency n8n", true, null],
    ]);
    const instances = (await call<N8nInstanceView[]>("GET", "/instances")).body;
    expect(instances[0]).toMatchObject({ lastSyncStatus: "error", lastSyncError: "Wrong API key" });
    // Data from the earlier sync is kept.
    expect(instances[0]!.stats.totalWorkflows).toBe(4);
    expect(instances[1]).toMatchObject({ lastSyncStatus: "success", lastSyncError: null });
  });

  it("answers 502 in words when an instance cannot be reached, 404 when unknown", async () => {
    const server = await fake(CLIENT_KEY);
    const { body } = await call<N8nInstanceView>("POST", "/instances", clientInstance(server.url));
    await server.close();
    fakes.splice(fakes.indexOf(server), 1);
    const res = await call<{ message: string }>("POST", `/instances/${body.id}/sync`);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("Could not reach n8n (connection refused)");
    expect((await call("POST", "/instances/999/sync")).status).toBe(404);
  });
});

describe("workflow webhook URL", () => {
  it("sets and clears a validated URL", async () => {
    const server = await fake(CLIENT_KEY, 3, 0);
    const { body } = await call<N8nInstanceView>("POST", "/instances", clientInstance(server.url));
    await call("POST", `/instances/${body.id}/sync`);
    const [workflow] = (await call<N8nWorkflowView[]>("GET", "/workflows")).body;
    const set = await call<N8nWorkflowView>("PATCH", `/workflows/${workflow!.id}`, { webhookUrl: "https://hooks.acme.example/webhook/lead-intake-1" });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: workflow!.id, webhookUrl: "https://hooks.acme.example/webhook/lead-intake-1", instanceName: "Acme Realty" });

    const bad = await call<{ errors: Record<string, string> }>("PATCH", `/workflows/${workflow!.id}`, { webhookUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ webhookUrl: "Webhook URL must be a valid http(s) URL" });
    const metadata = await call<{ errors: Record<string, string> }>("PATCH", `/workflows/${workflow!.id}`, { webhookUrl: "http://169.254.169.254/latest" });
    expect(metadata.body.errors).toEqual({ webhookUrl: "Address not allowed: cloud metadata service" });

    // A later sync leaves staff's URL alone.
    await call("POST", `/instances/${body.id}/sync`);
    expect((await call<N8nWorkflowView[]>("GET", "/workflows")).body.find((w) => w.id === workflow!.id)?.webhookUrl).toBe(
      "https://hooks.acme.example/webhook/lead-intake-1",
    );

    const cleared = await call<N8nWorkflowView>("PATCH", `/workflows/${workflow!.id}`, { webhookUrl: "" });
    expect(cleared.body.webhookUrl).toBeNull();
    expect((await call("PATCH", "/workflows/999", { webhookUrl: "" })).status).toBe(404);
  });
});
