import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { ContactListItem, ContactNote } from "#common/contacts/contact-types.ts";
import type { ContactListPage } from "#common/contacts/contact-query.ts";
import { apiQueryKey, apiQueryOptions, apiSearch, apiUrl, typedApi, type ApiOutput, type ApiPathFor } from "./typed-api.ts";

// The contract at compile time: `npm run typecheck` checks the type assertions below (vitest only runs the file).
// A handler answering another shape changes ApiOutput, and these lines — like the admin client's — stop compiling.
describe("the admin contract (types)", () => {
  it("infers each handler's JSON answer from the server's routers", () => {
    expectTypeOf<ApiOutput<"/api/admin/contacts", "GET", "/">>().toExtend<ContactListPage>();
    expectTypeOf<ApiOutput<"/api/admin/contacts", "POST", "/">>().toExtend<ContactListItem>();
    expectTypeOf<ApiOutput<"/api/admin/contacts", "POST", "/:id/notes">>().toExtend<ContactNote>();
    expectTypeOf<ApiOutput<"/api/admin/contacts", "DELETE", "/:id">>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<ApiOutput<"/api/admin/staff", "GET", "/">["mailConfigured"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ApiOutput<"/api/admin/n8n", "POST", "/instances/:id/sync">>().toHaveProperty("result");
    // A sub-router mounted with .route() (/api/auth/password) counts with its prefix.
    expectTypeOf<ApiOutput<"/api/auth", "POST", "/password/forgot">>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<Extract<ApiOutput<"/api/auth", "POST", "/login">, { twoFactorRequired: true }>>().toHaveProperty("challenge");
    // The paths that answer a method, and only those.
    expectTypeOf<"/export.csv">().toExtend<ApiPathFor<"/api/admin/contacts", "GET">>();
    expectTypeOf<"/export.csv">().not.toExtend<ApiPathFor<"/api/admin/contacts", "DELETE">>();
  });

  it("refuses unknown paths, methods a path does not answer, missing parameters and fields not sent", () => {
    const contacts = typedApi("/api/admin/contacts");
    // Never called: these only have to fail the type check.
    const unused = () => {
      // @ts-expect-error — no such path
      void contacts("GET", "/nope");
      // @ts-expect-error — the list is not deleted as a whole
      void contacts("DELETE", "/");
      // @ts-expect-error — "/:id" needs its id
      void contacts("PATCH", "/:id", { body: { status: "won" } });
      // @ts-expect-error — the parameter is :contactId here
      void contacts("POST", "/:contactId/workflows", { params: { id: 1 }, body: { workflowId: 2 } });
      return contacts("DELETE", "/:id", { params: { id: 1 } }).then((answer) => {
        // @ts-expect-error — a delete answers only a message
        return answer.id;
      });
    };
    expect(typeof unused).toBe("function");
  });
});

describe("apiUrl", () => {
  it("fills and encodes path parameters; the root path is the base itself", () => {
    expect(apiUrl("/api/admin/contacts", "/")).toBe("/api/admin/contacts");
    expect(apiUrl("/api/admin/contacts", "/:id/deliveries/:deliveryId/retry", { id: 4, deliveryId: 9 })).toBe("/api/admin/contacts/4/deliveries/9/retry");
    expect(apiUrl("/api/admin/settings", "/:category/:key/reveal", { category: "smtp", key: "a b/c" })).toBe("/api/admin/settings/smtp/a%20b%2Fc/reveal");
  });

  it("says which parameter is missing", () => {
    expect(() => apiUrl("/api/admin/contacts", "/:id", {})).toThrow('Missing path parameter "id" for /:id');
  });
});

describe("apiSearch and the query keys", () => {
  it("writes the given values in order, lists comma-separated, and leaves out empty ones", () => {
    expect(apiSearch({ until: "2026-11-29T23:59:59.999Z", scope: "mine" })).toBe("?until=2026-11-29T23%3A59%3A59.999Z&scope=mine");
    expect(apiSearch({ ids: [3, 4], search: "", owner: undefined, page: 2, archived: false })).toBe("?ids=3%2C4&page=2&archived=false");
    expect(apiSearch({})).toBe("");
  });

  it("keys a query by its URL alone, as the default query function fetches it (the key parts joined with '/')", () => {
    expect(apiQueryKey("/api/admin/tasks", "/", { query: { contactId: 3 } })).toEqual(["/api/admin/tasks?contactId=3"]);
    expect(apiQueryKey("/api/admin/blog", "/:id/revisions", { params: { id: 7 } })).toEqual(["/api/admin/blog/7/revisions"]);
    expect(apiQueryKey("/api/admin/stats", "/")).toEqual(["/api/admin/stats"]);
    expect(apiUrl("/api/admin/tasks", "/due", {}, { until: "x", scope: "everyone" })).toBe("/api/admin/tasks/due?until=x&scope=everyone");
  });

  it("gives queryOptions the same key, left to the default query function to fetch", () => {
    const options = apiQueryOptions("/api/admin/contacts", "/", { query: { page: 2, status: "new" } });
    expect(options.queryKey).toEqual(["/api/admin/contacts?page=2&status=new"]);
    expect(options.queryFn).toBeUndefined();
  });
});

describe("typedApi", () => {
  let server: Server;
  let origin = "";
  const realFetch = globalThis.fetch;
  let last: { method?: string; url?: string; body: string; type?: string } = { body: "" };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        last = { method: req.method, url: req.url, body, type: req.headers["content-type"] };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ message: "Note added", id: 3 }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    Object.assign(globalThis, { window: { localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } } });
    // The browser resolves the caller's relative URLs against the page; here, against the test server.
    globalThis.fetch = (url, init) => realFetch(`${origin}${String(url)}`, init);
  });
  afterAll(() => {
    server.close();
    globalThis.fetch = realFetch;
    Reflect.deleteProperty(globalThis, "window");
  });

  it("sends the method, the filled URL and the JSON body, and answers the parsed JSON", async () => {
    const contacts = typedApi("/api/admin/contacts");
    const answer = await contacts("POST", "/:id/notes", { params: { id: 12 }, body: { body: "Called back" } });
    expect(last).toEqual({ method: "POST", url: "/api/admin/contacts/12/notes", body: JSON.stringify({ body: "Called back" }), type: "application/json" });
    expect(answer).toMatchObject({ id: 3 });
  });

  it("sends no body and no JSON content type when there is none", async () => {
    await typedApi("/api/admin/contacts")("DELETE", "/:id", { params: { id: 5 } });
    expect(last).toEqual({ method: "DELETE", url: "/api/admin/contacts/5", body: "", type: undefined });
  });

  it("sends the query string of the route's contract", async () => {
    await typedApi("/api/admin/tasks")("GET", "/due", { query: { until: "2026-11-29T00:00:00.000Z", scope: "everyone" } });
    expect(last).toMatchObject({ method: "GET", url: "/api/admin/tasks/due?until=2026-11-29T00%3A00%3A00.000Z&scope=everyone" });
  });
});
