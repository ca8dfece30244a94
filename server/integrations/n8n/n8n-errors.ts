import { UrlBlockedError } from "./url-guard.ts";

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

const NETWORK_WORDS: Record<string, string> = {
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  UND_ERR_SOCKET: "connection closed",
  CERT_HAS_EXPIRED: "TLS certificate expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "self-signed TLS certificate",
  SELF_SIGNED_CERT_IN_CHAIN: "self-signed TLS certificate",
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS certificate does not match the host",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "TLS certificate not trusted",
};

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === "object" && "code" in e && typeof e.code === "string") return e.code;
    e = typeof e === "object" && "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/** Turns whatever fetch, DNS or the URL guard threw into an N8nError. */
export function toN8nError(error: unknown, context: { timedOut: boolean; timeoutMs: number }): N8nError {
  if (error instanceof N8nError) return error;
  if (error instanceof UrlBlockedError) return new N8nError("blocked_url", error.message);
  if (context.timedOut) {
    const seconds = Math.round(context.timeoutMs / 100) / 10;
    return new N8nError("timeout", `n8n did not answer within ${seconds} s`);
  }
  const code = errorCode(error);
  const words = code ? (NETWORK_WORDS[code] ?? code) : undefined;
  return new N8nError("unreachable", `Could not reach n8n${words ? ` (${words})` : ""}`, { cause: error });
}

/** n8n answered, but not with data: map the status to words staff can act on. */
export function errorForStatus(status: number, bodyExcerpt: string): N8nError {
  if (status === 401) return new N8nError("unauthorized", "Wrong API key", { status });
  if (status === 403) return new N8nError("unauthorized", "The API key is not allowed to read this", { status });
  if (status === 404) return new N8nError("api_disabled", "n8n API is disabled on this instance", { status });
  const detail = bodyExcerpt ? `: ${bodyExcerpt}` : "";
  return new N8nError("bad_response", `n8n answered with HTTP ${status}${detail}`, { status });
}
