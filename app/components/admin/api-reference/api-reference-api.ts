import { useQuery } from "@tanstack/react-query";

/** The OpenAPI document the server builds from its routes (docs/decisions/025); public, read here as JSON. */
export const OPENAPI_URL = "/api/openapi.json";

export type JsonSchema = Record<string, unknown>;
type MediaTypes = Record<string, { schema?: JsonSchema }>;

export interface ApiOperation {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { description: string; content?: MediaTypes }>;
  security?: unknown[];
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, ApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface ApiEntry {
  method: string;
  path: string;
  operation: ApiOperation;
}

export const useApiDocument = () => useQuery<ApiDocument>({ queryKey: [OPENAPI_URL], staleTime: Infinity });

/** Every operation grouped by its tag ("auth", "admin/contacts"), groups and paths in order; `filter` matches path or summary. */
export function groupByTag(document: ApiDocument, filter: string): [tag: string, entries: ApiEntry[]][] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, ApiEntry[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (needle && !`${method} ${path} ${operation.summary}`.toLowerCase().includes(needle)) continue;
      const tag = operation.tags[0] ?? "other";
      groups.set(tag, [...(groups.get(tag) ?? []), { method: method.toUpperCase(), path, operation }]);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
