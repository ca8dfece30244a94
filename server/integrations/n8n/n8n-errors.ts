import { UrlBlockedError } from "../outbound-guard.ts";
import { findCause, networkFailure } from "../outbound/network-errors.ts";

export type N8nErrorKind = "unreachable" | "unauthorized" | "api_disabled" | "timeout" | "bad_response" | "blocked_url";

/** A failed call to an n8n instance; `message` is meant for staff and never contains the API key. */
export class N8nError extends Error {
  readonly kind: N8nErrorKind;
  /** HTTP status when n8n answered. */
  readonly status: number | undefined;

  constructor(kind: N8nErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "N8nError";
    this.kind = kind;
    this.status = options.status;
  }
}

/** Turns whatever fetch, DNS or the URL guard threw into an N8nError. */
export function toN8nError(error: unknown, context: { timedOut: boolean; timeoutMs: number }): N8nError {
  if (error instanceof N8nError) return error;
  const blocked = findCause(error, UrlBlockedError);
  if (blocked) return new N8nError("blocked_url", blocked.message);
  if (context.timedOut) {
    const seconds = Math.round(context.timeoutMs / 100) / 10;
    return new N8nError("timeout", `n8n did not answer within ${seconds} s`);
  }
  return new N8nError("unreachable", `Could not reach n8n (${networkFailure(error).toLowerCase()})`, { cause: error });
}

/** n8n answered, but not with data: map the status to words staff can act on (never the answer's text). */
export function errorForStatus(status: number): N8nError {
  if (status === 401) return new N8nError("unauthorized", "Wrong API key", { status });
  if (status === 403) return new N8nError("unauthorized", "The API key is not allowed to read this", { status });
  if (status === 404) return new N8nError("api_disabled", "n8n API is disabled on this instance", { status });
  return new N8nError("bad_response", `n8n answered with HTTP ${status}`, { status });
}
