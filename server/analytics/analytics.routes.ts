import { Hono } from "hono";
import { isbot } from "isbot";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { analyticsEventSchema } from "#common/analytics/events.ts";
import { NO_BODY, route } from "../openapi/route-contract.ts";

/** POST /events: {type, path, props?}, sent by the site with navigator.sendBeacon. Answers 204. */
export function analyticsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(
    ...route(
      "/events",
      {
        summary: "A first-party analytics event (answers 204 with no body)",
        body: analyticsEventSchema,
        responses: { 204: NO_BODY },
        errors: [429],
        // Counted before the body is read: malformed events count too.
        before: (c) =>
          enforceLimits(deps.rateLimits, [
            { key: limitKey("events", clientIp(c, deps.env.TRUST_PROXY)), limit: deps.env.EVENTS_PER_MINUTE, windowMs: 60_000, message: "Too many events, please slow down" },
          ]),
      },
      async (c) => {
      const event = c.req.valid("json");
      const userAgent = c.req.header("user-agent") ?? "";
      // Crawlers would only inflate the figures; they get the same answer so nothing tempts them to retry.
      if (!isbot(userAgent)) await deps.services.analytics.record(event, { ip: clientIp(c, deps.env.TRUST_PROXY), userAgent });
        return c.body(null, 204);
      },
    ),
  );
  return app;
}
