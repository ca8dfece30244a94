import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The caller's address, counted from the right as Express's `trust proxy <hops>` does: each trusted proxy
 * appends the address it received the request from, so with N hops the client is the Nth entry from the
 * right of (X-Forwarded-For + the socket's peer). Entries further left are whatever the client sent: never read.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const peer = socketAddress(c);
  if (trustedHops <= 0) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? peer;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return c.req.header("x-test-ip") ?? "local";
  }
}
