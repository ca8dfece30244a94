import type { Context } from "hono";
import type { Env } from "../env.ts";

export type OriginEnv = Pick<Env, "PUBLIC_URL" | "ALLOWED_HOSTS" | "PORT" | "TRUST_PROXY">;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** "https" or "http"; X-Forwarded-Proto is a client's word unless a trusted proxy set it (as Express's req.protocol). */
export function requestProtocol(c: Context, trustedHops: number): string {
  const forwarded = trustedHops > 0 ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() : undefined;
  return forwarded || new URL(c.req.url).protocol.replace(":", "");
}

/**
 * The origin canonical URLs, feeds, the sitemap and robots.txt are built from. The Host header is anyone's to
 * write (and a shared cache would keep what it produced), so it is used only when it names an allowed host:
 * one of ALLOWED_HOSTS, or — when that list is empty — this machine (localhost), so `npm start` works as is.
 */
export function publicOrigin(env: OriginEnv, c: Context): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, "");
  const url = new URL(c.req.url);
  const host = url.host.toLowerCase();
  const allowed = env.ALLOWED_HOSTS.length > 0 ? env.ALLOWED_HOSTS.includes(host) || env.ALLOWED_HOSTS.includes(url.hostname) : LOOPBACK.has(url.hostname);
  return allowed ? `${requestProtocol(c, env.TRUST_PROXY)}://${host}` : `http://localhost:${env.PORT}`;
}

/** Said once at start in production when links could otherwise fall back to localhost. */
export function publicOriginWarning(env: OriginEnv & Pick<Env, "NODE_ENV">): string | null {
  if (env.NODE_ENV !== "production" || env.PUBLIC_URL) return null;
  const hosts = env.ALLOWED_HOSTS.length > 0 ? `hosts other than ${env.ALLOWED_HOSTS.join(", ")}` : "any host but localhost";
  return `PUBLIC_URL is not set: canonical URLs, the RSS feed, the sitemap and robots.txt follow the request's host only for allowed hosts and use http://localhost:${env.PORT} for ${hosts}. Set PUBLIC_URL=https://your-domain before going live.`;
}
