import { describe, expect, it } from "vitest";
import { groupByTag, type ApiDocument, type ApiOperation } from "./api-reference-api.ts";

const op = (summary: string, tag: string): ApiOperation => ({ operationId: summary, summary, tags: [tag], responses: { 200: { description: "OK" } } });
const document: ApiDocument = {
  openapi: "3.1.0",
  info: { title: "t", version: "1", description: "" },
  components: { schemas: {}, securitySchemes: {} },
  paths: {
    "/api/blog": { get: op("Published posts", "blog") },
    "/api/admin/contacts": { get: op("All contacts", "admin/contacts") },
    "/api/admin/contacts/{id}": { get: op("One contact", "admin/contacts"), delete: op("Delete a contact", "admin/contacts") },
  },
};

describe("the API reference's grouping", () => {
  it("groups operations by tag, tags in order, methods in capitals", () => {
    const groups = groupByTag(document, "");
    expect(groups.map(([tag]) => tag)).toEqual(["admin/contacts", "blog"]);
    expect(groups[0]![1].map((e) => `${e.method} ${e.path}`)).toEqual(["GET /api/admin/contacts", "GET /api/admin/contacts/{id}", "DELETE /api/admin/contacts/{id}"]);
  });

  it("filters by method, path or summary", () => {
    expect(groupByTag(document, "delete").flatMap(([, e]) => e.map((x) => x.operation.summary))).toEqual(["Delete a contact"]);
    expect(groupByTag(document, "POSTS").map(([tag]) => tag)).toEqual(["blog"]);
    expect(groupByTag(document, "nothing like this")).toEqual([]);
  });
});
