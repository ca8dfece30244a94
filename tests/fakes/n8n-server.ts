import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeExecution, FakeWorkflow } from "./n8n-fixtures.ts";

// A local HTTP server that answers as n8n's public API v1 does (see shared/reference/n8n-public-api.md):
// X-N8N-API-KEY, cursor pagination, strict query validation, and the differences between versions.

export type FakeN8nState = {
  apiKey: string;
  /** 'old': numeric ids, status filter limited to error|success|waiting. 'new': string ids, all statuses. */
  version: "old" | "new";
  workflows: FakeWorkflow[];
  executions: FakeExecution[];
  /** Most items per page, whatever `limit` asks for. */
  pageSize: number;
  delayMs?: number;
  failWith500?: boolean;
  /** As with N8N_PUBLIC_API_DISABLED=true: every API path answers 404. */
  apiDisabled?: boolean;
  /** Answer every request with a 302 to this base URL plus the request path. */
  redirectTo?: string;
  /** Answer 200 with an HTML page instead of JSON (a proxy login page, say). */
  malformed?: boolean;
};

export type FakeN8nRequest = { method: string; path: string; query: Record<string, string>; apiKey: string | undefined };

export type FakeN8n = {
  url: string;
  requests: FakeN8nRequest[];
  setData(patch: Partial<FakeN8nState>): void;
  close(): Promise<void>;
};

const EXECUTION_STATUSES = {
  old: ["error", "success", "waiting"],
  new: ["canceled", "crashed", "error", "new", "running", "success", "unknown", "waiting"],
};
const WORKFLOW_PARAMS = ["active", "tags", "name", "projectId", "excludePinnedData", "limit", "cursor"];
// startedAfter/startedBefore are left out on purpose: at least one 2.x release rejects them.
const EXECUTION_PARAMS = ["status", "workflowId", "projectId", "includeData", "limit", "cursor"];

type Answer = { status: number; body: unknown };

const bad = (message: string): Answer => ({ status: 400, body: { message } });

function asId(id: string, version: FakeN8nState["version"]): string | number {
  return version === "old" && /^\d+$/.test(id) ? Number(id) : id;
}

function page<T>(items: T[], query: Record<string, string>, state: FakeN8nState): Answer | { data: T[]; nextCursor: string | null } {
  const limit = query.limit === undefined ? 100 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) return bad("request/query/limit must be >= 1");
  if (limit > 250) return bad("request/query/limit must be <= 250");
  let offset = 0;
  if (query.cursor !== undefined) {
    try {
      const decoded: unknown = JSON.parse(Buffer.from(query.cursor, "base64url").toString("utf8"));
      if (typeof decoded !== "object" || decoded === null || !("offset" in decoded) || typeof decoded.offset !== "number") throw new Error();
      offset = decoded.offset;
    } catch {
      return bad("An invalid cursor was provided");
    }
  }
  const size = Math.min(limit, state.pageSize);
  const data = items.slice(offset, offset + size);
  const more = offset + size < items.length;
  return { data, nextCursor: more ? Buffer.from(JSON.stringify({ offset: offset + size, limit })).toString("base64url") : null };
}

function workflowsAnswer(state: FakeN8nState, query: Record<string, string>): Answer {
  let items = state.workflows;
  if (query.active !== undefined) items = items.filter((w) => String(w.active) === query.active);
  if (query.name !== undefined) items = items.filter((w) => w.name === query.name);
  if (query.tags !== undefined) {
    const wanted = query.tags.split(",");
    items = items.filter((w) => wanted.every((t) => w.tags.some((tag) => tag.name === t)));
  }
  const result = page(items, query, state);
  if ("status" in result) return result;
  const data = result.data.map((w) => {
    if (state.version === "new") return w;
    const { activeVersionId: _v, isArchived: _a, ...rest } = w;
    return { ...rest, id: asId(w.id, "old") };
  });
  return { status: 200, body: { data, nextCursor: result.nextCursor } };
}

function executionsAnswer(state: FakeN8nState, query: Record<string, string>): Answer {
  const allowed = EXECUTION_STATUSES[state.version];
  if (query.status !== undefined && !allowed.includes(query.status)) {
    return bad(`request/query/status must be equal to one of the allowed values: ${allowed.join(", ")}`);
  }
  let items = [...state.executions].sort((a, b) => Number(b.id) - Number(a.id));
  if (query.status !== undefined) items = items.filter((e) => e.status === query.status);
  if (query.workflowId !== undefined) items = items.filter((e) => e.workflowId === query.workflowId);
  const result = page(items, query, state);
  if ("status" in result) return result;
  const data = result.data.map((e) => ({ ...e, id: asId(e.id, state.version), workflowId: asId(e.workflowId, state.version) }));
  return { status: 200, body: { data, nextCursor: result.nextCursor } };
}

function answer(state: FakeN8nState, method: string, path: string, query: Record<string, string>, apiKey: string | undefined): Answer {
  if (state.apiDisabled || !path.startsWith("/api/v1/")) return { status: 404, body: "Cannot GET " + path };
  if (apiKey === undefined) return { status: 401, body: { message: "'X-N8N-API-KEY' header required" } };
  if (apiKey !== state.apiKey) return { status: 401, body: { message: "unauthorized" } };
  if (state.failWith500) return { status: 500, body: { message: "Internal Server Error" } };
  const route = path.slice("/api/v1".length);
  const known = route === "/workflows" ? WORKFLOW_PARAMS : route === "/executions" ? EXECUTION_PARAMS : null;
  if (!known) return { status: 404, body: { message: "not found" } };
  if (method !== "GET") return { status: 405, body: { message: "method not allowed" } };
  const unknown = Object.keys(query).find((k) => !known.includes(k));
  if (unknown) return bad(`Unknown query parameter '${unknown}'`);
  return route === "/workflows" ? workflowsAnswer(state, query) : executionsAnswer(state, query);
}

export async function startFakeN8n(initial: FakeN8nState): Promise<FakeN8n> {
  const state: FakeN8nState = { ...initial };
  const requests: FakeN8nRequest[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const header = req.headers["x-n8n-api-key"];
    const apiKey = Array.isArray(header) ? header[0] : header;
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? "GET", path: url.pathname, query, apiKey });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (res.destroyed) return;
    if (state.redirectTo) {
      res.writeHead(302, { location: state.redirectTo + url.pathname + url.search }).end();
      return;
    }
    if (state.malformed) {
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Sign in</body></html>");
      return;
    }
    const { status, body } = answer(state, req.method ?? "GET", url.pathname, query, apiKey);
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "content-type": typeof body === "string" ? "text/html" : "application/json" }).end(text);
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setData(patch) {
      Object.assign(state, patch);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
