import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isApiError, type ApiErrorBody } from "#common/lib/api-error.ts";
import { BlogGenerationError } from "./ai/generate-blog.ts";
import { generationStatus } from "./ai/ai-blog.ts";

export type ErrorResponse = { status: ContentfulStatusCode; body: ApiErrorBody; headers?: Record<string, string> };

/**
 * How the one `onError` answers an expected failure: services throw what went wrong in their own terms, this says
 * which status and `{message, errors?}` it becomes. Null: unexpected, logged and answered with a plain 500.
 */
export function errorResponse(err: unknown): ErrorResponse | null {
  if (isApiError(err)) return { status: err.status as ContentfulStatusCode, body: err.body, headers: err.headers };
  // The toast says what to do: change the topic (400), or try again (the model failed or took too long).
  if (err instanceof BlogGenerationError) return { status: generationStatus(err), body: { message: err.message } };
  if (err instanceof HTTPException) return { status: err.status, body: { message: err.message || "Request failed" } };
  return null;
}
