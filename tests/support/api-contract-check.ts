import { appendFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { OpenApiDocument } from "#server/openapi/openapi-document.ts";

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

type MediaTypes = Record<string, { schema?: Record<string, unknown> }>;
type Operation = { responses: Record<string, { content?: MediaTypes }> };
interface Template {
  path: string;
  pattern: RegExp;
  params: number;
  operations: Record<string, Operation>;
}

/**
 * Checks an /api answer against the OpenAPI document (docs/decisions/025): its route and status must be
 * documented and a JSON body must match the documented schema (no field the document does not name). Returns the
 * problem in words, or null. The API tests run every `t.request()` through it (tests/setup/test-app.ts).
 */
export function createContractCheck(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const errorSchema = document.components.schemas.ApiError;
  const compiled = new Map<string, ValidateFunction>();
  const templates: Template[] = Object.entries(document.paths as Record<string, Record<string, Operation>>)
    .map(([path, operations]) => ({
      path,
      operations,
      params: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
    }))
    // A fixed segment wins over a parameter, as the routes are ordered (/contacts/export.csv before /contacts/{id}).
    .sort((a, b) => a.params - b.params);

  /** Compiled once per schema: every failure status shares the one ApiError validator. */
  function validator(key: string, schema: Record<string, unknown>): ValidateFunction {
    const isError = schema === errorSchema || schema.$ref === "#/components/schemas/ApiError";
    const cacheKey = isError ? "ApiError" : key;
    let validate = compiled.get(cacheKey);
    if (!validate) compiled.set(cacheKey, (validate = ajv.compile(isError ? errorSchema : schema)));
    return validate;
  }

  /** What was checked, `METHOD /path/{template} status`, for the report (CONTRACT_REPORT names a file to append to). */
  function record(line: string) {
    if (process.env.CONTRACT_REPORT) appendFileSync(process.env.CONTRACT_REPORT, `${line}\n`);
  }

  return async function check(method: string, url: string, response: Response): Promise<string | null> {
    const path = new URL(url, "http://localhost").pathname;
    if (!path.startsWith("/api/") || method === "HEAD") return null;
    const template = templates.find((t) => t.pattern.test(path) && t.operations[method.toLowerCase()]);
    const type = response.headers.get("content-type") ?? "";
    if (!template) {
      // No such route: the catch-all and the guards answer, always in the error format.
      if (!type.includes("json")) return `${method} ${path} is not in the document and answered ${response.status} ${type}`;
      return validator("ApiError", errorSchema)(await response.clone().json()) ? null : `${method} ${path} (no route) answered ${response.status} outside the error format`;
    }
    const where = `${method} ${template.path}`;
    const documented = template.operations[method.toLowerCase()]!.responses[String(response.status)];
    if (!documented) return `${where} answered ${response.status}, which the document does not list`;
    record(`${where} ${response.status}`);
    const mediaTypes = documented.content ?? {};
    if (Object.keys(mediaTypes).length === 0) return response.body && (await response.clone().text()) ? `${where} ${response.status} has a body the document does not describe` : null;
    const mediaType = Object.keys(mediaTypes).find((m) => type.startsWith(m));
    if (!mediaType) return `${where} ${response.status} answered ${type || "no content type"}, documented: ${Object.keys(mediaTypes).join(", ")}`;
    if (mediaType !== "application/json") return null;
    const validate = validator(`${where} ${response.status}`, mediaTypes[mediaType]!.schema ?? {});
    if (validate(await response.clone().json())) return null;
    return `${where} ${response.status} does not match the document: ${ajv.errorsText(validate.errors, { dataVar: "body" })}`;
  };
}
