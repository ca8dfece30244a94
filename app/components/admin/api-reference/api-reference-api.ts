import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions, type ApiOutput } from "../../../lib/typed-api.ts";

export const OPENAPI_URL = "/api/openapi.json";

/** The OpenAPI document the server builds from its routes (docs/decisions/025): public, typed by its route's schema. */
export type ApiDocument = ApiOutput<"/api/openapi.json", "GET", "/">;
export type ApiOperation = ApiDocument["paths"][string][string];
export type JsonSchema = ApiDocument["components"]["schemas"][string];

export interface ApiEntry {
  method: string;
  path: string;
  operation: ApiOperation;
}

export const useApiDocument = () => useQuery({ ...apiQueryOptions(OPENAPI_URL, "/"), staleTime: Infinity });

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
