import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { z } from "../../common/lib/zod.ts";
import { messageSchema } from "../../common/lib/api-shapes.ts";
import { NEWSLETTER_SUCCESS_MESSAGE, newsletterSignupSchema } from "../../common/newsletter/newsletter-schemas.ts";
import { bulkSubscribersSchema, subscriberExportQuerySchema, subscriberListPageSchema, subscriberListQuerySchema } from "../../common/newsletter/subscriber-list.ts";
import { subscribersCsv } from "./subscribers-csv.ts";
import { createSubscriberList } from "./subscriber-list.ts";
import { auditActor } from "../audit/audit-context.ts";
import { contract, CSV_FILE } from "../openapi/route-contract.ts";

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
        }
        return c.json({ message: NEWSLETTER_SUCCESS_MESSAGE });
      },
    );

  return app;
}

/** /api/admin/newsletter: the subscriber list (paged on the server), its CSV export, removal and bulk removal. */
export function newsletterAdminRoutes(deps: AppDeps) {
  const newsletter = deps.services.newsletter;
  const list = createSubscriberList(deps.db);
  const audit = (c: Context<AppEnv>, action: "data.exported" | "data.deleted", target: string, details: Record<string, string | number>) =>
    deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action, target, details });

  const app = new Hono<AppEnv>()
    .get("/subscribers", contract({ summary: "One page of newsletter subscribers, searched and sorted", query: subscriberListQuerySchema, responses: { 200: subscriberListPageSchema } }), async (c) =>
      c.json(await list.page(c.req.valid("query"))),
    )

    .get("/subscribers.csv", contract({ summary: "Newsletter subscribers as CSV, searched or selected (recorded in the audit log)", query: subscriberExportQuerySchema, responses: { 200: CSV_FILE } }), async (c) => {
      const day = new Date().toISOString().slice(0, 10);
      const query = c.req.valid("query");
      const subscribers = await list.all(query);
      await audit(c, "data.exported", "newsletter subscribers CSV", { rows: subscribers.length, ...(query.search && { search: query.search }), ...(query.ids && { ids: query.ids.join(",") }) });
      return c.body(subscribersCsv(subscribers), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      });
    })

    .post("/subscribers/bulk", contract({ summary: "Remove the selected subscribers (recorded in the audit log)", body: bulkSubscribersSchema, responses: { 200: messageSchema.extend({ count: z.number() }) } }), async (c) => {
      const deleted = await list.removeMany(c.req.valid("json").ids);
      if (deleted.length) await audit(c, "data.deleted", `${deleted.length} newsletter subscribers`, { ids: deleted.join(",") });
      return c.json({ message: `${deleted.length} ${deleted.length === 1 ? "subscriber" : "subscribers"} removed`, count: deleted.length });
    })

    .delete("/subscribers/:id", contract({ summary: "Remove a subscriber", responses: { 200: messageSchema } }), async (c) => {
      await newsletter.remove(parseId(c.req.param("id"), "Subscriber"));
      return c.json({ message: "Subscriber removed" });
    });

  return app;
}
