import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { route } from "./route-contract.ts";
import { openApiDocumentSchema } from "#common/openapi/openapi-document-schema.ts";
import { buildOpenApiDocument, type OpenApiDocument, type RegisteredRoute } from "./openapi-document.ts";

export const API_TITLE = "Bayou City AI API";
export const API_VERSION = "1.0.0";

/**
 * GET /api/openapi.json: the document, built once from the app's routes (they are fixed once the app is built).
 * Public on purpose (docs/decisions/025): it names paths and shapes, which the admin bundle names already, and no data.
 */
export function openApiRoutes(routes: () => readonly RegisteredRoute[]) {
  let document: OpenApiDocument | undefined;
  return new Hono<AppEnv>().get(...route(
    "/", { summary: "This OpenAPI 3.1 document", responses: { 200: openApiDocumentSchema } },
    (c) => c.json((document ??= buildOpenApiDocument(routes(), { title: API_TITLE, version: API_VERSION }))),
  ));
}

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface PublicApis {
    "/api/openapi.json": ReturnType<typeof openApiRoutes>;
  }
}
