import { Hono } from "hono";
import { isbot } from "isbot";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { readJson } from "../lib/validate.ts";
import { analyticsEventSchema } from "../../common/analytics/events.ts";

/** POST /events: {type, path, props?}, sent by the site with navigator.sendBeacon. Answers 204. */
export function analyticsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post("/events", async (c) => {
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("events", ip), limit: deps.env.EVENTS_PER_MINUTE, windowMs: 60_000, message: "Too many events, please slow down" },
    ]);
    const event = await readJson(c, analyticsEventSchema);
    const userAgent = c.req.header("user-agent") ?? "";
    // Crawlers would only inflate the figures; they get the same answer so nothing tempts them to retry.
    if (!isbot(userAgent)) await deps.services.analytics.record(event, { ip, userAgent });
    return c.body(null, 204);
  });
  return app;
}
