import type { MiddlewareHandler } from "hono";
import { randomBytes } from "node:crypto";
import type { AppEnv } from "../context.ts";
import { requestProtocol } from "../lib/public-origin.ts";

export interface SecurityHeaderOptions {
  dev: boolean;
  /** Proxy hops in front of the app (TRUST_PROXY): without one, X-Forwarded-Proto is the client's to forge. */
  trustProxy?: number;
}

/** Sets a per-request CSP nonce and the security headers every response carries. */
export function securityHeaders(opts: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  return async function securityHeadersMiddleware(c, next) {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    // Fingerprinted static files are not documents: a CSP there protects nothing and costs ~800 bytes a file.
    if (c.req.path.startsWith("/assets/")) return;
    const scriptSrc = opts.dev ? `'self' 'unsafe-inline' 'unsafe-eval'` : (c.get("scriptSrc") ?? `'self' 'nonce-${nonce}' 'strict-dynamic'`);
    const connectSrc = opts.dev ? `'self' ws: wss:` : `'self'`;
    h.set(
      "Content-Security-Policy",
      [
        `default-src 'self'`,
        `script-src ${scriptSrc}`,
        // React sets style attributes (e.g. progress widths); no inline <style> blocks are used.
        `style-src 'self' 'unsafe-inline'`,
        `img-src 'self' data: blob: https:`,
        `font-src 'self'`,
        `connect-src ${connectSrc}`,
        `frame-ancestors 'none'`,
        `form-action 'self'`,
        `object-src 'none'`,
        `base-uri 'self'`,
      ].join("; "),
    );
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (requestProtocol(c, opts.trustProxy ?? 0) === "https") h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
