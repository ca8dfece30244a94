import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { apiRoutes, routeContract } from "../openapi/openapi-document.ts";
import { MAX_RECORD_ID } from "#common/lib/record-id.ts";
import { z } from "#common/lib/zod.ts";
import { DEFAULT_HOST_FORM } from "#common/booking/booking-admin-schemas.ts";

// Ids beyond PostgreSQL's integer (2^31 − 1) used to reach the query and fail it: a 500 instead of a 404 or 400.

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
  auth = await t.login();
});
afterAll(() => t.close());

const BAD_IDS = ["3000000000", "1e3", "-1", "abc", "0"];

/**
 * A valid body for each route whose body is checked before its path's id: with `{}` only the body check would
 * answer, and the id would never be read.
 */
const SAMPLE_BODIES: Record<string, unknown> = {
  "PUT /api/admin/contacts/:id": { firstName: "Ana", email: "ana@example.com", contactMethod: "email" },
  "PATCH /api/admin/contacts/:id": { status: "contacted" },
  "POST /api/admin/contacts/:id/merge": { mergeId: 1 },
  "POST /api/admin/contacts/:id/notes": { body: "A note" },
  "POST /api/admin/contacts/:contactId/workflows": { workflowId: 1 },
  "PUT /api/admin/tasks/:id": { type: "call", title: "Call back", dueAt: "2030-01-01T10:00:00Z" },
  "PATCH /api/admin/tasks/:id": { done: true },
  "PATCH /api/admin/n8n/workflows/:id": { webhookUrl: null },
  "PATCH /api/admin/ai/tasks/:id": { isActive: false },
  "PATCH /api/admin/ai/workflow-suggestions/:id": { status: "dismissed" },
  "PATCH /api/admin/staff/:id/role": { role: "editor" },
  "POST /api/admin/chat/conversations/:id/messages": { content: "Hello" },
  "POST /api/auth/invitations/:token": { name: "New Member", password: "a-long-enough-passphrase" },
  "PUT /api/admin/bookings/hosts/:userId": DEFAULT_HOST_FORM,
  "PATCH /api/admin/bookings/hosts/:userId": { active: false },
  "POST /api/admin/bookings/hosts/:userId/preview": DEFAULT_HOST_FORM,
  "PATCH /api/admin/bookings/:id": { status: "done" },
  "POST /api/booking/reschedule/:token": { hostId: 1, start: "2030-01-07T15:00:00Z" },
  "POST /api/admin/blog/:id/translations": { language: "es" },
  "POST /api/admin/contacts/:id/consents": { channel: "sms" },
  "POST /api/admin/whatsapp/conversations/:id/template": { params: [] },
};

/** Through `t.request`, so each answer is also checked against the OpenAPI document. */
const send = (method: string, path: string, body?: unknown) =>
  t.request(path, { method, headers: { ...auth, "content-type": "application/json" }, body: method === "GET" || method === "HEAD" ? undefined : JSON.stringify(body ?? {}) });

describe("an id in the path that is no record's id", () => {
  it("is a 400 or 404 on every route with a path parameter, never a 500", async () => {
    const routes = apiRoutes(t.app.routes).filter((r) => r.path.includes("/:"));
    const keys = [...new Set(routes.map((r) => `${r.method} ${r.path}`))];
    expect(keys.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    const unsampled: string[] = [];
    for (const key of keys) {
      const [method, pattern] = key.split(" ") as [string, string];
      for (const bad of BAD_IDS) {
        const path = pattern.replace(/:[A-Za-z0-9_]+/g, bad);
        const bodies = SAMPLE_BODIES[key] ? [{}, SAMPLE_BODIES[key]] : [{}];
        for (const body of bodies) {
          const res = await send(method, path, body);
          if (res.status !== 400 && res.status !== 404) wrong.push(`${key} with ${bad}: ${res.status} ${await res.text()}`);
          else if (res.status === 400 && body === bodies.at(-1) && routeContract(routes.find((r) => `${r.method} ${r.path}` === key)!)?.body) {
            unsampled.push(`${key} with ${bad}: ${await res.text()}`);
          }
        }
      }
    }
    expect(wrong.join("\n"), "routes that did not answer 400 or 404").toBe("");
    // A body route answering 400 to its sample never read the id: its sample must be valid (add one above).
    expect(unsampled.join("\n"), "body routes whose sample body is missing or invalid").toBe("");
  }, 120_000);

  it("answers 404 with the record's name for an id beyond the integer range", async () => {
    const res = await t.request("/api/admin/contacts/3000000000", { headers: auth });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Contact not found" });
  });
});

/** Id-like fields (`id`, `ids`, `…Id`, `…Ids`) of a JSON Schema, with the dotted path to each. */
function idFields(schema: unknown, path: string[] = []): { path: string; schema: Record<string, unknown> }[] {
  if (!schema || typeof schema !== "object") return [];
  const node = schema as Record<string, unknown>;
  const found: { path: string; schema: Record<string, unknown> }[] = [];
  for (const key of ["anyOf", "oneOf", "allOf"]) for (const member of (node[key] as unknown[] | undefined) ?? []) found.push(...idFields(member, path));
  for (const [name, property] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {})) {
    if (/^(ids?|.*Ids?)$/.test(name)) found.push({ path: [...path, name].join("."), schema: property as Record<string, unknown> });
    found.push(...idFields(property, [...path, name]));
  }
  if (node.items) found.push(...idFields(node.items, path));
  return found;
}

/** The numbers an id field's JSON Schema allows: every number in it (itself, its list's items, union members). */
function numberSchemas(schema: Record<string, unknown>): Record<string, unknown>[] {
  if (schema.type === "number" || schema.type === "integer") return [schema];
  const members = [...((schema.anyOf as Record<string, unknown>[] | undefined) ?? []), ...(schema.items ? [schema.items as Record<string, unknown>] : [])];
  return members.flatMap(numberSchemas);
}

describe("ids in request bodies and query strings", () => {
  it("are limited to 1…2147483647 in every route's schema", () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t.app.routes)) {
      const spec = routeContract(route);
      for (const [where, schema] of [["body", spec?.body], ["query", spec?.query]] as const) {
        if (!schema) continue;
        for (const field of idFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }))) {
          // Text ids (a chat conversation's) have no numeric range; a query's numeric id is checked by the cases below.
          const numbers = numberSchemas(field.schema);
          checked += numbers.length;
          for (const n of numbers) {
            if (n.maximum !== MAX_RECORD_ID || (n.minimum !== 1 && n.exclusiveMinimum !== 0)) unbounded.push(`${route.method} ${route.path} ${where} ${field.path}: ${JSON.stringify(n)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(unbounded.join("\n")).toBe("");
  });

  const cases: [method: string, path: string, field: string, body?: unknown][] = [
    ["POST", "/api/admin/contacts/bulk", "ids.0", { action: "status", ids: [3000000000], status: "contacted" }],
    ["POST", "/api/admin/contacts/bulk", "ownerId", { action: "owner", ids: [1], ownerId: 3000000000 }],
    ["POST", "/api/admin/contacts/1/merge", "mergeId", { mergeId: 3000000000 }],
    ["POST", "/api/admin/contacts", "ownerId", { firstName: "Ana", email: "ana@example.com", contactMethod: "email", ownerId: 3000000000 }],
    ["POST", "/api/admin/contacts/1/workflows", "workflowId", { workflowId: 3000000000 }],
    ["POST", "/api/admin/blog/bulk", "ids.0", { action: "publish", ids: [3000000000] }],
    ["POST", "/api/admin/newsletter/subscribers/bulk", "ids.0", { action: "delete", ids: [3000000000] }],
    ["POST", "/api/admin/newsletter/issues/preview", "content.postId", { content: { kind: "post", postId: 3000000000 } }],
    ["POST", "/api/admin/newsletter/issues", "content.postId", { content: { kind: "post", postId: 3000000000 } }],
    ["POST", "/api/admin/tasks", "contactId", { contactId: 3000000000, type: "call", title: "Call", dueAt: "2030-01-01T10:00:00Z" }],
    ["GET", "/api/admin/contacts?owner=3000000000", "owner"],
    ["GET", "/api/admin/contacts/pipeline?owner=1e3", "owner"],
    ["GET", "/api/admin/contacts/export.csv?ids=1,3000000000", "ids.1"],
    ["GET", "/api/admin/newsletter/subscribers.csv?ids=3000000000", "ids.0"],
    ["GET", "/api/admin/tasks?contactId=3000000000", "contactId"],
    ["GET", "/api/admin/audit?actorId=3000000000", "actorId"],
    ["GET", "/api/admin/n8n/executions?instanceId=3000000000", "instanceId"],
    ["GET", "/api/admin/n8n/workflows?instanceId=-1", "instanceId"],
  ];
  it.each(cases)("%s %s is a 400 naming %s", async (method, path, field, body) => {
    const res = await t.request(path, { method, headers: auth, ...(body !== undefined && { json: body }) });
    expect(res.status, await res.clone().text()).toBe(400);
    const answer = (await res.json()) as { message: string; errors?: Record<string, string> };
    expect(Object.keys(answer.errors ?? {})).toContain(field);
  });
});
