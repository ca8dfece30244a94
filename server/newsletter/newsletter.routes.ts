import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { z } from "../../common/lib/zod.ts";
import { messageSchema } from "../../common/lib/api-shapes.ts";
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSignupSchema, newsletterSubscriberSchema } from "../../common/newsletter/newsletter-schemas.ts";
import { subscribersCsv } from "./subscribers-csv.ts";
import { auditActor } from "../audit/audit-context.ts";
import { contract, CSV_FILE } from "../openapi/route-contract.ts";
import { recordSignupSource } from "../analytics/conversions.ts";

export const NEWSLETTER_LIMIT = { perIp: 5, windowMs: 60 * 60_000 };
export const NEWSLETTER_THROTTLED = "Too many signup attempts. Please try again in an hour.";

/** POST /api/newsletter: public signup. New and repeat addresses get the same answer. */
export function newsletterPublicRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .post(
      "/",
      // Counted before the body is read: malformed attempts count too.
      async function newsletterLimit(c, next) {
        const ip = clientIp(c, deps.env.TRUST_PROXY);
        await enforceLimits(deps.rateLimits, [
          { key: limitKey("newsletter:ip", ip), limit: NEWSLETTER_LIMIT.perIp, windowMs: NEWSLETTER_LIMIT.windowMs, message: NEWSLETTER_THROTTLED },
        ]);
        await next();
      },
      contract({
        summary: "Newsletter signup (the same answer for new and repeat addresses)",
        body: newsletterSignupSchema,
        responses: { 200: messageSchema },
        errors: [429],
      }),
      async (c) => {
        const input = c.req.valid("json");
        if (input.website) {
          c.get("log").info({ event: "newsletter_honeypot" }, "newsletter signup dropped (honeypot)");
        } else {
          const { created, subscriber } = await deps.services.newsletter.subscribe({ email: input.email, source: input.source });
          if (created) c.get("log").info({ event: "newsletter_subscribed", id: subscriber.id }, "newsletter signup");
          await recordSignupSource(c, deps, subscriber.email, input.firstTouch);
        }
        return c.json({ message: NEWSLETTER_SUCCESS_MESSAGE });
      },
    );

  return app;
}

/** /api/admin/newsletter: the subscriber list, its CSV export and removal. */
export function newsletterAdminRoutes(deps: AppDeps) {
  const newsletter = deps.services.newsletter;

  const app = new Hono<AppEnv>()
    .get("/subscribers", contract({ summary: "Newsletter subscribers", responses: { 200: z.array(newsletterSubscriberSchema) } }), async (c) =>
      c.json(await newsletter.list()),
    )

    .get("/subscribers.csv", contract({ summary: "Newsletter subscribers as CSV (recorded in the audit log)", responses: { 200: CSV_FILE } }), async (c) => {
      const day = new Date().toISOString().slice(0, 10);
      const subscribers = await newsletter.list();
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "data.exported", target: "newsletter subscribers CSV", details: { rows: subscribers.length } });
      return c.body(subscribersCsv(subscribers), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      });
    })

    .delete("/subscribers/:id", contract({ summary: "Remove a subscriber", responses: { 200: messageSchema } }), async (c) => {
      await newsletter.remove(parseId(c.req.param("id"), "Subscriber"));
      return c.json({ message: "Subscriber removed" });
    });

  return app;
}
