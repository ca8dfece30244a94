import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createContractCheck } from "#tests/support/api-contract-check.ts";
import { z } from "#common/lib/zod.ts";
import { apiRoutes, buildOpenApiDocument, openApiPath, OPENAPI_PATH, type OpenApiDocument, type RegisteredRoute } from "./openapi-document.ts";
import { contract } from "./route-contract.ts";

let t: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestContext();
  const res = await t.request(OPENAPI_PATH);
  expect(res.status).toBe(200);
  document = (await res.json()) as OpenApiDocument;
});
afterAll(() => t.close());

/** `METHOD /api/x/{id}` for every route the app registered, and for every operation the document lists. */
const registered = (routes: readonly RegisteredRoute[]) => new Set(apiRoutes(routes).map((r) => `${r.method} ${openApiPath(r.path)}`));
const documented = (doc: OpenApiDocument) =>
  new Set(Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)));

describe("the OpenAPI document (GET /api/openapi.json)", () => {
  it("is served without a session", async () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Bayou City AI API");
  });

  it("lists every /api route the app registers, and nothing else", () => {
    const routes = registered(t.app.routes);
    expect(routes.size).toBeGreaterThan(100);
    expect([...routes].filter((r) => !documented(document).has(r)), "routes without a contract()").toEqual([]);
    expect([...documented(document)].filter((r) => !routes.has(r)), "documented routes the app does not have").toEqual([]);
  });

  it("describes the shape of every JSON answer (no route answers JSON the document leaves open)", () => {
    type Operation = { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };
    const open: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const schema = response.content?.["application/json"]?.schema;
          if (!schema || schema.$ref) continue;
          const { description: _description, ...shape } = schema;
          if (Object.keys(shape).length === 0) open.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(open).toEqual([]);
  });

  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("shows the schema a route validates with, and the error format on every failure status", () => {
    const login = document.paths["/api/auth/login"]!.post!;
    expect(login.requestBody?.content["application/json"]?.schema?.required).toEqual(["email", "password"]);
    for (const status of ["400", "401", "429", "500"]) expect(login.responses[status]!.content?.["application/json"]?.schema?.$ref).toBe("#/components/schemas/ApiError");
    expect(document.components.schemas.ApiError).toMatchObject({ type: "object", required: ["message"] });
  });

  it("marks /api/admin routes as needing a staff session and lists their guards' statuses", () => {
    const contacts = document.paths["/api/admin/contacts/{id}"]!.get!;
    expect(contacts.security).toEqual([{ staffSession: [] }]);
    expect(Object.keys(contacts.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "404", "500"]));
    expect(contacts.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path" }));
  });
});

describe("a route added without a contract", () => {
  it("is missing from the document, which the coverage check above reports", () => {
    const app = new Hono().get("/api/undocumented", (c) => c.json({ ok: true }));
    expect(registered(app.routes)).toContain("GET /api/undocumented");
    expect(documented(buildOpenApiDocument(app.routes, { title: "t", version: "1" })).has("GET /api/undocumented")).toBe(false);
  });
});

describe("the contract middleware", () => {
  const body = z.object({ name: z.string().min(1, { message: "Name is required" }) });
  const app = new Hono()
    .post("/api/things", contract({ summary: "Make a thing", body, responses: { 201: z.object({ name: z.string() }) } }), (c) => c.json({ name: c.req.valid("json").name }, 201))
    .get("/api/loose", contract({ summary: "Answers more than it says", responses: { 200: z.object({ id: z.number() }) } }), (c) => c.json({ id: 1, secret: "x" }))
    .get("/api/teapot", contract({ summary: "Answers a status it does not list", responses: { 200: z.object({}) } }), (c) => c.json({ message: "no" }, 409));
  app.onError((err, c) => c.json({ message: err.message, errors: (err as { errors?: unknown }).errors }, 400));
  const check = createContractCheck(buildOpenApiDocument(app.routes, { title: "t", version: "1" }));
  const call = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    return { res, problem: await check(init?.method ?? "GET", path, res) };
  };

  it("validates the body with the documented schema before the handler runs", async () => {
    const { res, problem } = await call("/api/things", { method: "POST", body: JSON.stringify({ name: "" }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { name: "Name is required" } });
    expect(problem).toBeNull();
    expect((await call("/api/things", { method: "POST", body: JSON.stringify({ name: "a" }) })).problem).toBeNull();
  });

  it("lets the check catch a field or a status the document does not describe", async () => {
    expect((await call("/api/loose")).problem).toMatch(/GET \/api\/loose 200 does not match the document: .*additional properties/);
    expect((await call("/api/teapot")).problem).toBe("GET /api/teapot answered 409, which the document does not list");
  });
});
