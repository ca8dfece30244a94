import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import type { AuditActor } from "./audit.service.ts";

/** The signed-in staff member (if any), their address and browser, for an audit line. */
export function auditActor(c: Context<AppEnv>, trustProxy: number): AuditActor {
  const user = c.get("user") as AppEnv["Variables"]["user"] | undefined;
  return {
    actorId: user?.id ?? null,
    actorEmail: user?.email ?? null,
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header("user-agent") ?? null,
  };
}
