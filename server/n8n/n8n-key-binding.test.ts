import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { makeExecutions, makeWorkflows } from "#tests/fakes/n8n-fixtures.ts";
import { startFakeN8n, type FakeN8n } from "#tests/fakes/n8n-server.ts";
import { EnvError, loadEnv } from "../env.ts";
import { n8nInstances } from "../db/schema.ts";
import type { N8nInstanceView } from "#common/n8n/n8n-types.ts";

// A stored key must not follow a changed base URL, and N8N_API_KEY goes only to N8N_BASE_URL.

const DEFAULT_KEY = "n8n_api_default_binding_71c2";
const OWN_KEY = "n8n_api_own_binding_4be9";
const KEY_AGAIN = "Enter the API key again: the base URL changed";

let t: TestContext;
let auth: Record<string, string>;
let home: FakeN8n;
let other: FakeN8n;

const start = (apiKey: string) => {
  const workflows = makeWorkflows(3);
  return startFakeN8n({ apiKey, version: "new", workflows, executions: makeExecutions(workflows, 4), pageSize: 10 });
};

beforeAll(async () => {
  [home, other] = await Promise.all([start(DEFAULT_KEY), start(OWN_KEY)]);
  t = await createTestContext({ N8N_API_KEY: DEFAULT_KEY, N8N_BASE_URL: home.url });
});
afterAll(async () => {
  await t.close();
  await Promise.all([home.close(), other.close()]);
});
beforeEach(async () => {
  await t.reset();
  home.requests.length = 0;
  other.requests.length = 0;
  auth = await t.login();
});

async function call<T>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
  const res = await t.request(`/api/admin/n8n${path}`, { method, json, headers: auth });
  return { status: res.status, body: (await res.json()) as T };
}
const storedKey = async (id: number) =>
  (await t.deps.db.execute<{ k: string | null }>(sql`select api_key_encrypted as k from n8n_instances where id = ${id}`)).rows[0]?.k ?? null;

describe("changing an instance's base URL", () => {
  it("asks for the key again instead of sending the stored one to the new address", async () => {
    const { body: created } = await call<N8nInstanceView>("POST", "/instances", { name: "Acme", baseUrl: other.url, type: "client", apiKey: OWN_KEY });
    const before = await storedKey(created.id);

    const moved = await call<{ message: string; errors: Record<string, string> }>("PATCH", `/instances/${created.id}`, { baseUrl: home.url });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({ apiKey: KEY_AGAIN });
    expect((await call<N8nInstanceView[]>("GET", "/instances")).body[0]!.baseUrl).toBe(other.url);
    expect(await storedKey(created.id)).toBe(before);

    // Same address written differently is no change; a name-only edit keeps the key.
    expect((await call("PATCH", `/instances/${created.id}`, { baseUrl: `${other.url}/api/v1/` })).status).toBe(200);
    expect((await call("PATCH", `/instances/${created.id}`, { name: "Acme Realty" })).status).toBe(200);
    expect(await storedKey(created.id)).toBe(before);

    // With the key typed again, the move is saved and the new key is the one sent.
    const retyped = await call<N8nInstanceView>("PATCH", `/instances/${created.id}`, { baseUrl: home.url, apiKey: DEFAULT_KEY });
    expect(retyped.status).toBe(200);
    expect((await call("POST", `/instances/${created.id}/sync`)).status).toBe(200);
    expect(home.requests.map((r) => r.apiKey)).toContain(DEFAULT_KEY);
    expect(home.requests.map((r) => r.apiKey)).not.toContain(OWN_KEY);
  });

  it("lets an internal instance move and drop its key in one edit", async () => {
    const { body: created } = await call<N8nInstanceView>("POST", "/instances", { name: "Agency", baseUrl: other.url, type: "internal", apiKey: OWN_KEY });
    const moved = await call<N8nInstanceView>("PATCH", `/instances/${created.id}`, { baseUrl: home.url, clearApiKey: true });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ baseUrl: home.url, hasApiKey: false, usesDefaultKey: true });
    expect((await call("POST", `/instances/${created.id}/sync`)).status).toBe(200);
    expect(home.requests.every((r) => r.apiKey === DEFAULT_KEY)).toBe(true);
  });
});

describe("N8N_API_KEY", () => {
  it("is sent only to the instance at N8N_BASE_URL", async () => {
    const NO_KEY = "No API key: enter one for this instance (N8N_API_KEY is only sent to the instance at N8N_BASE_URL)";
    // Adding it is refused by the connection test, without a request to that address.
    const refused = await call<{ message: string; errors: Record<string, string> }>("POST", "/instances", { name: "Elsewhere", baseUrl: other.url, type: "internal" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ apiKey: NO_KEY });
    expect(other.requests).toHaveLength(0);
    // An instance saved before that test existed fails its sync the same way.
    const [elsewhere] = await t.deps.db.insert(n8nInstances).values({ name: "Elsewhere", baseUrl: other.url, type: "internal" }).returning();
    const failed = await call<{ message: string }>("POST", `/instances/${elsewhere!.id}/sync`);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(NO_KEY);
    expect(other.requests).toHaveLength(0);

    const { body: paired } = await call<N8nInstanceView>("POST", "/instances", { name: "Home", baseUrl: `${home.url}/`, type: "internal" });
    expect((await call("POST", `/instances/${paired.id}/sync`)).status).toBe(200);
    expect(home.requests.length).toBeGreaterThan(0);
    expect(home.requests.every((r) => r.apiKey === DEFAULT_KEY)).toBe(true);
  });

  it("without N8N_BASE_URL stops the start with a message naming the variable", () => {
    expect(() => loadEnv({ NODE_ENV: "test", SECRET_KEY: "x".repeat(32), N8N_API_KEY: DEFAULT_KEY })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: "test", SECRET_KEY: "x".repeat(32), N8N_API_KEY: DEFAULT_KEY })).toThrow(/N8N_BASE_URL/);
  });
});
