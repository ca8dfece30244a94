import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import type { ConversionKind } from "#common/analytics/events.ts";
import type { FirstTouch } from "#common/analytics/first-touch.ts";

/**
 * Counts a stored lead as a conversion of the visitor who sent it (same address and browser as their page views,
 * so the same daily visitor hash). A failure is logged: the lead is stored whatever happens here.
 */
export async function recordConversion(c: Context<AppEnv>, deps: AppDeps, kind: ConversionKind, touch: FirstTouch | undefined): Promise<void> {
  try {
    await deps.services.analytics.recordConversion(kind, visitorOf(c, deps), touch);
  } catch (error) {
    c.get("log").error({ err: error, kind }, "conversion not recorded");
  }
}

export const visitorOf = (c: Context<AppEnv>, deps: AppDeps) => ({ ip: clientIp(c, deps.env.TRUST_PROXY), userAgent: c.req.header("user-agent") ?? "" });
