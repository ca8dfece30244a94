import { afterEach, describe, expect, it } from "vitest";
import { makeExecutions, makeWorkflows } from "#tests/fakes/n8n-fixtures.ts";
import { startFakeN8n, type FakeN8n, type FakeN8nState } from "#tests/fakes/n8n-server.ts";
import { localGuard } from "#tests/fakes/outbound.ts";
import { createOutboundGuard } from "../outbound-guard.ts";
import { createN8nClient, N8nError, type N8nClientOptions } from "./n8n-client.ts";

const API_KEY = "n8n_api_test_4f1c9a7e2b";
let fake: FakeN8n | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(state: Partial<FakeN8nState> & Pick<FakeN8nState, "version">): Promise<FakeN8n> {
  const idStyle = state.version === "old" ? "numeric" : "nanoid";
  const workflows = state.workflows ?? makeWorkflows(12, { idStyle });
  fake = await startFakeN8n({
    apiKey: API_KEY,
    workflows,
    executions: makeExecutions(workflows, 40, { version: state.version }),
    pageSize: 5,
    ...state,
  });
  return fake;
}

function client(server: FakeN8n, overrides: Partial<N8nClientOptions> = {}) {
  return createN8nClient({ baseUrl: server.url, apiKey: API_KEY, guard: localGuard, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<N8nError> {
  const error = await promise.then(
    () => new Error("expected a failure"),
    (e: unknown) => e,
  );
  if (!(error instanceof N8nError)) throw error;
  expect(error.message).not.toContain(API_KEY);
  return error;
}

describe("listWorkflows", () => {
  it("reads every page with the API key and maps the fields", async () => {
    const server = await start({ version: "new", workflows: makeWorkflows(23) });
    server.setData({
      workflows: makeWorkflows(23).map((w, i) => (i === 1 ? { ...w, active: false, activeVersionId: "v-1" } : w)),
    });

    const workflows = await client(server).listWorkflows();

    expect(workflows).toHaveLength(23);
    expect(server.requests).toHaveLength(5); // 5 + 5 + 5 + 5 + 3
    expect(server.requests.every((r) => r.apiKey === API_KEY && r.path === "/api/v1/workflows")).toBe(true);
    expect(server.requests[0]?.query).toEqual({ limit: "250" });
    expect(server.requests[1]?.query.cursor).toBeTruthy();
    const first = makeWorkflows(23)[0];
    expect(workflows[0]).toMatchObject({
      id: first?.id,
      name: "New Lead → CRM",
      active: first?.active,
      tags: ["leads", "email"],
      isArchived: false,
      webhookPaths: ["lead-intake-1"],
    });
    expect(workflows[1]?.active).toBe(true); // published version counts as active
    expect(workflows[1]?.webhookPaths).toEqual([]);
  });

  it("reads numeric ids of an older version as strings", async () => {
    const server = await start({ version: "old" });
    const workflows = await client(server).listWorkflows();
    expect(workflows.map((w) => w.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1)));
  });

  it("accepts a base URL with a trailing slash or /api/v1", async () => {
    const server = await start({ version: "new" });
    await client(server, { baseUrl: `${server.url}/` }).listWorkflows();
    await client(server, { baseUrl: `${server.url}/api/v1/` }).listWorkflows();
    expect(new Set(server.requests.map((r) => r.path))).toEqual(new Set(["/api/v1/workflows"]));
  });

  it("refuses to return a list cut short by maxPages", async () => {
    const server = await start({ version: "new", workflows: makeWorkflows(23) });
    const error = await failure(client(server, { maxPages: 2 }).listWorkflows());
    expect(error.kind).toBe("bad_response");
    expect(server.requests).toHaveLength(2);
  });
});

describe("listExecutions", () => {
  it("pages through all executions newest first, ids as strings", async () => {
    const server = await start({ version: "old" });
    const executions = await client(server).listExecutions();
    expect(executions).toHaveLength(40);
    expect(server.requests).toHaveLength(8);
    expect(executions.map((e) => e.id)).toEqual(Array.from({ length: 40 }, (_, i) => String(1039 - i)));
    expect(executions.every((e) => typeof e.workflowId === "string")).toBe(true);
    const first = executions[0];
    expect(first?.startedAt).toBeInstanceOf(Date);
    expect(first?.mode).toBe("trigger");
  });

  it("stops paging at the first execution older than since", async () => {
    const server = await start({ version: "new" });
    const all = makeExecutions(makeWorkflows(12), 40, { version: "new" });
    const since = new Date(all[11]?.startedAt ?? "");

    const executions = await client(server).listExecutions({ since });

    expect(executions.map((e) => e.id)).toEqual(all.slice(0, 12).map((e) => e.id));
    expect(server.requests).toHaveLength(3); // the third page holds the first older execution
    expect(server.requests.some((r) => "startedAfter" in r.query || "startedBefore" in r.query)).toBe(false);
  });

  it("reads at most maxPages pages", async () => {
    const server = await start({ version: "new" });
    const executions = await client(server, { maxPages: 3 }).listExecutions();
    expect(executions).toHaveLength(15);
    expect(server.requests).toHaveLength(3);
  });
});

describe("countRunning", () => {
  it("filters by status=running on a newer version", async () => {
    const server = await start({ version: "new" });
    const workflows = makeWorkflows(12);
    const executions = makeExecutions(workflows, 40, { version: "new" }).map((e, i) =>
      i < 7 ? { ...e, status: "running", stoppedAt: null } : e,
    );
    server.setData({ executions });

    expect(await client(server).countRunning()).toBe(7);
    expect(server.requests.map((r) => r.query.status)).toEqual(["running", "running"]);
  });

  it("falls back to reading unfiltered pages when an older version answers 400", async () => {
    const server = await start({ version: "old" });
    const workflows = makeWorkflows(12, { idStyle: "numeric" });
    const executions = makeExecutions(workflows, 40, { version: "old" }).map((e, i) =>
      i % 10 === 0 ? { ...e, status: "running", stoppedAt: null } : { ...e, status: i % 3 ? "success" : "error" },
    );
    server.setData({ executions });

    expect(await client(server).countRunning()).toBe(4);
    expect(server.requests[0]?.query.status).toBe("running");
    expect(server.requests.slice(1)).toHaveLength(8);
    expect(server.requests.slice(1).every((r) => r.query.status === undefined)).toBe(true);
  });
});

describe("failures", () => {
  it("a wrong key is 'unauthorized'", async () => {
    const server = await start({ version: "new" });
    const error = await failure(createN8nClient({ baseUrl: server.url, apiKey: "not-the-key", guard: localGuard }).listWorkflows());
    expect(error).toMatchObject({ kind: "unauthorized", status: 401, message: "Wrong API key" });
  });

  it("a disabled API is 'api_disabled'", async () => {
    const server = await start({ version: "new", apiDisabled: true });
    const error = await failure(client(server).listExecutions());
    expect(error).toMatchObject({ kind: "api_disabled", status: 404, message: "n8n API is disabled on this instance" });
  });

  it("a 500 is 'bad_response' with the status, never the answer's text", async () => {
    const server = await start({ version: "new", failWith500: true });
    const error = await failure(client(server).countRunning());
    expect(error).toMatchObject({ kind: "bad_response", status: 500, message: "n8n answered with HTTP 500" });
  });

  it("a page that is not JSON is 'bad_response'", async () => {
    const server = await start({ version: "new", malformed: true });
    const error = await failure(client(server).listWorkflows());
    expect(error).toMatchObject({ kind: "bad_response", message: "n8n answered with something that is not JSON" });
  });

  it("a slow answer is 'timeout' after timeoutMs", async () => {
    const server = await start({ version: "new", delayMs: 2000 });
    const started = performance.now();
    const error = await failure(client(server, { timeoutMs: 200 }).listWorkflows());
    expect(error).toMatchObject({ kind: "timeout", message: "n8n did not answer within 0.2 s" });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("a closed port is 'unreachable'", async () => {
    const server = await start({ version: "new" });
    const url = server.url;
    await server.close();
    fake = undefined;
    const error = await failure(createN8nClient({ baseUrl: url, apiKey: API_KEY, guard: localGuard }).listWorkflows());
    expect(error).toMatchObject({ kind: "unreachable", message: "Could not reach n8n (connection refused)" });
  });

  it("a redirect to another host is 'blocked_url' and the key goes nowhere", async () => {
    const server = await start({ version: "new" });
    const port = new URL(server.url).port;
    server.setData({ redirectTo: `http://localhost:${port}` });
    const error = await failure(client(server).listWorkflows());
    expect(error).toMatchObject({ kind: "blocked_url", message: "The URL redirects to another host" });
    expect(server.requests).toHaveLength(1);
  });

  it("metadata addresses and other schemes are 'blocked_url' before any request", async () => {
    for (const baseUrl of ["http://169.254.169.254", "ftp://n8n.example.com", "not a url"]) {
      const error = await failure(createN8nClient({ baseUrl, apiKey: API_KEY, guard: localGuard }).listWorkflows());
      expect(error.kind).toBe("blocked_url");
    }
    const server = await start({ version: "new" });
    const error = await failure(client(server, { guard: createOutboundGuard() }).listWorkflows());
    expect(error).toMatchObject({ kind: "blocked_url", message: "Address not allowed: loopback (this server)" });
    expect(server.requests).toHaveLength(0);
  });
});
