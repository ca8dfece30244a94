import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { ApiRequestError, apiRequest, errorMessage, getQueryFn } from "./api.ts";

// A real local server records what the helper sends.
let server: Server;
let base = "";
let last: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } = { headers: {}, body: "" };
const store = new Map<string, string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      last = { method: req.method, url: req.url, headers: req.headers, body };
      if (req.url?.startsWith("/fail-json")) {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ message: "Bad thing", errors: { email: "Nope" } }));
      } else if (req.url?.startsWith("/fail-empty")) {
        res.writeHead(503, "Service Unavailable").end();
      } else if (req.url?.startsWith("/unauth")) {
        res.writeHead(401).end("no");
      } else {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  Object.assign(globalThis, {
    window: { localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) } },
  });
});
afterAll(() => {
  server.close();
  Reflect.deleteProperty(globalThis, "window");
});
beforeEach(() => store.clear());

describe("apiRequest", () => {
  it("sets a JSON content type only when there is a body", async () => {
    await apiRequest("POST", `${base}/x`, { a: 1 });
    expect(last.headers["content-type"]).toBe("application/json");
    expect(last.body).toBe('{"a":1}');
    await apiRequest("POST", `${base}/x`);
    expect(last.headers["content-type"]).toBeUndefined();
  });

  it("adds the bearer token from localStorage auth_token", async () => {
    await apiRequest("GET", `${base}/x`);
    expect(last.headers.authorization).toBeUndefined();
    store.set("auth_token", "tok123");
    await apiRequest("GET", `${base}/x`);
    expect(last.headers.authorization).toBe("Bearer tok123");
  });

  it("throws 'STATUS: body' and keeps the parsed body", async () => {
    const error = await apiRequest("POST", `${base}/fail-json`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe('400: {"message":"Bad thing","errors":{"email":"Nope"}}');
    expect((error as ApiRequestError).body?.errors).toEqual({ email: "Nope" });
    expect(errorMessage(error, "fallback")).toBe("Bad thing");
  });

  it("uses the status text when the body is empty", async () => {
    const error = await apiRequest("GET", `${base}/fail-empty`).catch((e: unknown) => e);
    expect((error as Error).message).toBe("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  const run = (fn: ReturnType<typeof getQueryFn>, key: string[]) =>
    fn({ queryKey: key, signal: new AbortController().signal, meta: undefined, client: undefined as never } as never);

  it("GETs the query key parts joined with '/'", async () => {
    await run(getQueryFn({ on401: "throw" }), [base, "api", "blog"]);
    expect(last.method).toBe("GET");
    expect(last.url).toBe("/api/blog");
  });

  it("returns null on 401 when asked, throws otherwise", async () => {
    expect(await run(getQueryFn({ on401: "returnNull" }), [`${base}/unauth`])).toBeNull();
    await expect(run(getQueryFn({ on401: "throw" }), [`${base}/unauth`])).rejects.toThrow("401: no");
  });
});
