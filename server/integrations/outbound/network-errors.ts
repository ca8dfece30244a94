// Failure classes in words for staff. Only codes are read, never messages: a message may carry the other side's
// reply (an SMTP or SSH banner, an HTML error page), and staff pages must not become a port scanner's read-out.

const WORDS: Record<string, string> = {
  ENOTFOUND: "Host not found",
  EAI_AGAIN: "Host not found",
  ECONNREFUSED: "Connection refused",
  ECONNRESET: "Connection reset",
  EPIPE: "Connection reset",
  ETIMEDOUT: "Timed out",
  UND_ERR_CONNECT_TIMEOUT: "Timed out",
  UND_ERR_HEADERS_TIMEOUT: "Timed out",
  UND_ERR_BODY_TIMEOUT: "Timed out",
  EHOSTUNREACH: "Host unreachable",
  ENETUNREACH: "Network unreachable",
  UND_ERR_SOCKET: "Connection closed",
  HPE_INVALID_CONSTANT: "Not an HTTP server",
  HPE_INVALID_VERSION: "Not an HTTP server",
  UND_ERR_INVALID_ARG: "Not an HTTP server",
  CERT_HAS_EXPIRED: "TLS certificate expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "Self-signed TLS certificate",
  SELF_SIGNED_CERT_IN_CHAIN: "Self-signed TLS certificate",
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS certificate does not match the host",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "TLS certificate not trusted",
  ERR_SSL_WRONG_VERSION_NUMBER: "TLS handshake failed",
  EPROTO: "TLS handshake failed",
};

/** The first `code` along the error's cause chain (undici hides ECONNREFUSED & co. in `cause`). */
export function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === "object" && "code" in e && typeof e.code === "string") return e.code;
    e = typeof e === "object" && "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/** "Connection refused", "Host not found", … or a generic class; never the error's own text. */
export function networkFailure(error: unknown): string {
  const code = errorCode(error);
  if (code && WORDS[code]) return WORDS[code];
  if (code?.startsWith("HPE_")) return "Not an HTTP server";
  if (code?.startsWith("ERR_TLS") || code?.startsWith("ERR_SSL")) return "TLS handshake failed";
  return "Connection failed";
}

/** An error anywhere along the cause chain that is an instance of `type`. */
export function findCause<T>(error: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof type) return e;
    e = typeof e === "object" && "cause" in e ? e.cause : undefined;
  }
  return undefined;
}
