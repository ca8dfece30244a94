import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, readJson } from "../lib/validate.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSignupSchema } from "../../common/newsletter/newsletter-schemas.ts";
import { subscribersCsv } from "./subscribers-csv.ts";
import { auditActor } from "../audit/audit-context.ts";

export const NEWSLETTER_LIMIT = { perIp: 5, windowMs: 60 * 60_000 };
export const NEWSLETTER_THROTTLED = "Too many signup attempts. Please try again in an hour.";

/** POST /api/newsletter: public signup. New and repeat addresses get the same answer. */
export function newsletterPublicRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .post("/", async (c) => {
      const ip = clientIp(c, deps.env.TRUST_PROXY);
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("newsletter:ip", ip), limit: NEWSLETTER_LIMIT.perIp, windowMs: NEWSLETTER_LIMIT.windowMs, message: NEWSLETTER_THROTTLED },
      ]);
      const input = await readJson(c, newsletterSignupSchema);
      if (input.website) {
        c.get("log").info({ event: "newsletter_honeypot" }, "newsletter signup dropped (honeypot)");
      } else {
        const { created, subscriber } = await deps.services.newsletter.subscribe({ email: input.email, source: input.source });
        if (created) c.get("log").info({ event: "newsletter_subscribed", id: subscriber.id }, "newsletter signup");
      }
      return c.json({ message: NEWSLETTER_SUCCESS_MESSAGE });
    });

  return app;
}

/** /api/admin/newsletter: the subscriber list, its CSV export and removal. */
export function newsletterAdminRoutes(deps: AppDeps) {
  const newsletter = deps.services.newsletter;

  const app = new Hono<AppEnv>()
    .get("/subscribers", async (c) => c.json(await newsletter.list()))

    .get("/subscribers.csv", async (c) => {
      const day = new Date().toISOString().slice(0, 10);
      const subscribers = await newsletter.list();
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "data.exported", target: "newsletter subscribers CSV", details: { rows: subscribers.length } });
      return c.body(subscribersCsv(subscribers), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      });
    })

    .delete("/subscribers/:id", async (c) => {
      await newsletter.remove(parseId(c.req.param("id"), "Subscriber"));
      return c.json({ message: "Subscriber removed" });
    });

  return app;
}
