// The shape of GET /api/openapi.json (docs/decisions/025): what the server builds from its routes and the admin's API
// reference page reads. Only the parts this product writes are described; the JSON Schemas inside stay open objects.
import { z } from "../lib/zod.ts";

/** A JSON Schema (draft 2020-12), as zod's toJSONSchema writes it. */
const jsonSchemaObject = z.record(z.string(), z.unknown()).meta({ description: "A JSON Schema (draft 2020-12)" });
const mediaTypes = z.record(z.string(), z.object({ schema: jsonSchemaObject.optional() }));

export const apiOperationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()),
  parameters: z.array(z.object({ name: z.string(), in: z.enum(["path", "query"]), required: z.boolean(), schema: jsonSchemaObject })).optional(),
  requestBody: z.object({ content: mediaTypes }).optional(),
  responses: z.record(z.string(), z.object({ description: z.string(), content: mediaTypes.optional() })),
  /** Present on staff routes: `[{ staffSession: [] }]`. */
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});

export const openApiDocumentSchema = z.object({
  openapi: z.literal("3.1.0"),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  /** Path ("/api/admin/contacts/{id}") → lower-case method → operation. */
  paths: z.record(z.string(), z.record(z.string(), apiOperationSchema)),
  components: z.object({
    schemas: z.record(z.string(), jsonSchemaObject),
    securitySchemes: z.record(z.string(), z.object({ type: z.string(), scheme: z.string(), description: z.string() })),
  }),
});
