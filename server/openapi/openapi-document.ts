import { z } from "#common/lib/zod.ts";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { apiErrorBodySchema } from "#common/lib/api-error.ts";
import type { apiOperationSchema } from "#common/openapi/openapi-document-schema.ts";
import { contractOf, type ResponseShape, type RouteContract } from "./route-contract.ts";

/** What `app.routes` lists: the method, the full pattern and each handler or middleware registered for it. */
export interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

type JsonSchema = Record<string, unknown>;
type ApiOperation = z.output<typeof apiOperationSchema>;
type Contract = RouteContract<z.ZodType | undefined, z.ZodType | undefined>;

export const OPENAPI_PATH = "/api/openapi.json";
export const ADMIN_API_PREFIX = "/api/admin";

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "Done; no body",
  304: "Not modified: the `If-None-Match` ETag is current",
  400: "The request is not valid: `message` says what, `errors` which field",
  401: "No valid staff session",
  403: "This role, or the account's pending password change or two-factor set-up, does not allow it",
  404: "Not found",
  409: "Conflicts with the current state",
  410: "No longer valid",
  413: "The body is larger than the route's limit (BODY_LIMIT_KB, unless the route says otherwise)",
  415: "The body's Content-Type is not one the route takes (JSON; an upload is multipart/form-data)",
  422: "Understood but cannot be done",
  429: "Too many requests: `Retry-After` says when to try again",
  500: "Unexpected failure, logged with `requestId`",
  502: "A service the route relies on failed",
  503: "Not available right now",
  504: "A service the route relies on took too long",
};

/** `/api/blog/:slug` → `/api/blog/{slug}`. */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const pathParams = (pattern: string) => [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const isStaffRoute = (pattern: string, spec: Contract) => pattern.startsWith(`${ADMIN_API_PREFIX}/`) || !!spec.staffSession;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Transforms and refinements have no JSON Schema: their input (or output) side is shown as any value.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** Statuses every route of its kind may answer, before its own: NUL in the query (400), guards, body limit, 500. */
export function errorStatuses(pattern: string, spec: Contract): number[] {
  const statuses = new Set<number>([400, 500, ...(spec.errors ?? [])]);
  if (isStaffRoute(pattern, spec)) [401, 403].forEach((s) => statuses.add(s));
  if (spec.body) [413, 415].forEach((s) => statuses.add(s));
  if (pathParams(pattern).length) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

function content(shape: ResponseShape) {
  if (shape instanceof z.ZodType) return { content: { "application/json": { schema: jsonSchema(shape, "output") } } };
  return shape.mediaType ? { content: { [shape.mediaType]: { schema: { type: "string" } } } } : {};
}

function queryParameters(query: z.ZodType) {
  const schema = jsonSchema(query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query" as const,
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The tag groups a route with its neighbours: "admin/contacts", "auth", "blog". */
function tagOf(pattern: string): string {
  const [first, second] = pattern.replace(/^\/api\//, "").split("/");
  return first === "admin" && second ? `admin/${second}` : first!.replace(/\.json$/, "");
}

function operation(pattern: string, method: string, spec: Contract): ApiOperation {
  const responses: ApiOperation["responses"] = {};
  for (const [status, shape] of Object.entries(spec.responses)) {
    if (shape) responses[status] = { description: STATUS_TEXT[Number(status)] ?? "OK", ...content(shape) };
  }
  for (const status of errorStatuses(pattern, spec).filter((s) => !responses[s])) {
    responses[status] = { description: STATUS_TEXT[status], content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } };
  }
  const parameters = [
    ...pathParams(pattern).map((name) => ({ name, in: "path" as const, required: true, schema: { type: "string" } })),
    ...(spec.query ? queryParameters(spec.query) : []),
  ];
  return {
    operationId: `${method.toLowerCase()}${pattern.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
    summary: spec.summary,
    ...(spec.description && { description: spec.description }),
    tags: [tagOf(pattern)],
    ...(parameters.length && { parameters }),
    ...(spec.body && { requestBody: { content: { [spec.bodyMediaType ?? "application/json"]: { schema: jsonSchema(spec.body, "input") } } } }),
    responses,
    ...(isStaffRoute(pattern, spec) && { security: [{ staffSession: [] }] }),
  };
}

/** The contract registered for a route: among its handlers, the one `contract()` made (unwrapped when Hono composed it). */
export function routeContract(route: RegisteredRoute): Contract | undefined {
  const handler = route.handler as object & { [COMPOSED_HANDLER]?: object };
  return contractOf(handler) ?? (handler[COMPOSED_HANDLER] ? contractOf(handler[COMPOSED_HANDLER]) : undefined);
}

/** The API's routes as `METHOD /pattern`, without the catch-all middleware entries. */
export function apiRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((r) => r.path.startsWith("/api/") && r.method !== "ALL");
}

/** OpenAPI 3.1 from the contracts registered in the app's routes (a route without one is left out: the test says which). */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, ApiOperation>> = {};
  for (const route of apiRoutes(routes)) {
    const spec = routeContract(route);
    if (!spec) continue;
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route.path, route.method, spec);
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      ...info,
      description:
        "Every /api route. Failures answer `{message, errors?}` (the ApiError schema). /api/admin routes need a staff " +
        "session: `Authorization: Bearer <token>` with the token POST /api/auth/login answers.",
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, "output") },
      securitySchemes: { staffSession: { type: "http", scheme: "bearer", description: "The token POST /api/auth/login answers" } },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
