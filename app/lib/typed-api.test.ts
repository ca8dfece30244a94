import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { ContactListItem, ContactNote } from "../../common/contacts/contact-types.ts";
import type { ContactListPage } from "../../common/contacts/contact-query.ts";
import type { AuthApi, ContactsApi, N8nApi, StaffApi } from "./api-contract.ts";
import { apiUrl, typedApi, type ApiOutput, type ApiPathFor } from "./typed-api.ts";

// The contract at compile time: `npm run typecheck` checks the type assertions below (vitest only runs the file).
// A handler answering another shape changes ApiOutput, and these lines — like the admin client's — stop compiling.
describe("the admin contract (types)", () => {
  it("infers each handler's JSON answer from the server's routers", () => {
    expectTypeOf<ApiOutput<ContactsApi, "GET", "/">>().toExtend<ContactListPage>();
    expectTypeOf<ApiOutput<ContactsApi, "POST", "/">>().toExtend<ContactListItem>();
    expectTypeOf<ApiOutput<ContactsApi, "POST", "/:id/notes">>().toExtend<ContactNote>();
    expectTypeOf<ApiOutput<ContactsApi, "DELETE", "/:id">>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<ApiOutput<StaffApi, "GET", "/">["mailConfigured"]>().toEqualTypeOf<boolean>();
    expectTypeOf<ApiOutput<N8nApi, "POST", "/instances/:id/sync">>().toHaveProperty("result");
    // A sub-router mounted with .route() (/api/auth/password) counts with its prefix.
    expectTypeOf<ApiOutput<AuthApi, "POST", "/password/forgot">>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<Extract<ApiOutput<AuthApi, "POST", "/login">, { twoFactorRequired: true }>>().toHaveProperty("challenge");
    // The paths that answer a method, and only those.
    expectTypeOf<"/export.csv">().toExtend<ApiPathFor<ContactsApi, "GET">>();
    expectTypeOf<"/export.csv">().not.toExtend<ApiPathFor<ContactsApi, "DELETE">>();
  });

  it("refuses unknown paths, methods a path does not answer, missing parameters and fields not sent", () => {
    const contacts = typedApi<ContactsApi>("/api/admin/contacts");
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

describe("typedApi", () => {
  let server: Server;
  let base = "";
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
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    Object.assign(globalThis, { window: { localStorage: { getItem: () => null, setItem: () => {}, removeItem: () => {} } } });
  });
  afterAll(() => {
    server.close();
    Reflect.deleteProperty(globalThis, "window");
  });

  it("sends the method, the filled URL and the JSON body, and answers the parsed JSON", async () => {
    const contacts = typedApi<ContactsApi>(`${base}/api/admin/contacts`);
    const answer = await contacts("POST", "/:id/notes", { params: { id: 12 }, body: { body: "Called back" } });
    expect(last).toEqual({ method: "POST", url: "/api/admin/contacts/12/notes", body: JSON.stringify({ body: "Called back" }), type: "application/json" });
    expect(answer).toMatchObject({ id: 3 });
  });

  it("sends no body and no JSON content type when there is none", async () => {
    await typedApi<ContactsApi>(`${base}/api/admin/contacts`)("DELETE", "/:id", { params: { id: 5 } });
    expect(last).toEqual({ method: "DELETE", url: "/api/admin/contacts/5", body: "", type: undefined });
  });
});
