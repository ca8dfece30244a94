import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import {
  NEWSLETTER_SUCCESS_MESSAGE,
  newsletterSignupSchema,
  newsletterSubscriberExportSchema,
} from "#common/newsletter/newsletter-schemas.ts";
import { bulkSubscribersSchema, subscriberExportQuerySchema, subscriberListPageSchema, subscriberListQuerySchema } from "#common/newsletter/subscriber-list.ts";
import { subscribersCsv } from "./subscribers-csv.ts";
import { createSubscriberList } from "./subscriber-list.ts";
import { auditActor } from "../audit/audit-context.ts";
import { route, CSV_FILE, HTML_PAGE } from "../openapi/route-contract.ts";
import { newsletterPage } from "./newsletter-pages.ts";
import { recordConversion } from "../analytics/conversions.ts";

export const NEWSLETTER_LIMIT = { perIp: 5, windowMs: 60 * 60_000 };
export const NEWSLETTER_THROTTLED = "Too many signup attempts. Please try again in an hour.";

const tokenQuery = z.object({ token: z.string().max(200).default("") });

export const CONFIRM_PAGES = {
  confirmed: { title: "You're subscribed", message: "Thanks for confirming. The AI Advantage Weekly will arrive in your inbox; every issue has a one-click unsubscribe link." },
  already: { title: "You're subscribed", message: "Your subscription was already confirmed. Nothing else to do." },
  expired: { title: "This link has expired", message: "Confirmation links work for 48 hours. Sign up again in the box on our blog and we will send you a new one." },
  invalid: { title: "This link does not work", message: "It may have been used already or copied incompletely. Sign up again in the box on our blog to get a new one." },
} as const;

export const UNSUBSCRIBE_PAGES = {
  ask: { title: "Unsubscribe from The AI Advantage Weekly?", message: "You will not receive any further issues at this address." },
  done: { title: "You're unsubscribed", message: "You will not receive The AI Advantage Weekly any more, not even an issue that is being sent right now. Changed your mind? Sign up again on our blog." },
  invalid: { title: "This link does not work", message: "We could not find this subscription: it may have been deleted already. If you still receive e-mails from us, reply to one and we will remove you." },
} as const;

/** Always 200: the page itself says when a link did not work (it is read by a person, not a program). */
async function page(c: Context<AppEnv>, deps: AppDeps, content: { title: string; message: string }, form?: { action: string; button: string }) {
  const siteName = await deps.services.settings.siteName();
  return c.html(newsletterPage({ ...content, siteName, form }), 200, { "Cache-Control": "no-store" });
}

/** /api/newsletter: the public signup, and the confirm and unsubscribe links of our e-mails. */
export function newsletterPublicRoutes(deps: AppDeps) {
  const newsletter = deps.services.newsletter;
  const app = new Hono<AppEnv>()
    .post(
      ...route(
        "/",
        {
          summary: "Newsletter signup (double opt-in: a confirmation e-mail; the same answer for new, pending and confirmed addresses)",
          body: newsletterSignupSchema,
          responses: { 200: messageSchema },
          errors: [429],
          // Counted before the body is read: malformed attempts count too.
          before: (c) =>
            enforceLimits(deps.rateLimits, [
              { key: limitKey("newsletter:ip", clientIp(c, deps.env.TRUST_PROXY)), limit: NEWSLETTER_LIMIT.perIp, windowMs: NEWSLETTER_LIMIT.windowMs, message: NEWSLETTER_THROTTLED },
            ]),
        },
        async (c) => {
          const input = c.req.valid("json");
          if (input.website) {
            c.get("log").info({ event: "newsletter_honeypot" }, "newsletter signup dropped (honeypot)");
          } else {
            const { created, subscriber } = await newsletter.subscribe({ email: input.email, source: input.source, origin: publicOrigin(deps.env, c), firstTouch: input.firstTouch });
            if (created) c.get("log").info({ event: "newsletter_subscribed", id: subscriber.id }, "newsletter signup (pending confirmation)");
            // The sign-up is the visitor's conversion; the visit's source goes on the lead when the address is confirmed.
            await recordConversion(c, deps, "newsletter", input.firstTouch);
          }
          return c.json({ message: NEWSLETTER_SUCCESS_MESSAGE });
        },
      ),
    )

    .get(...route("/confirm", { summary: "The confirmation link of the sign-up e-mail (single use, expires)", query: tokenQuery, responses: { 200: HTML_PAGE } }, async (c) => {
      const result = await newsletter.confirm(c.req.valid("query").token);
      return page(c, deps, CONFIRM_PAGES[result]);
    }))

    // A GET only asks (mail scanners open links); the button posts to the one-click address below.
    .get(...route("/unsubscribe", { summary: "The visible unsubscribe link: a page asking to confirm", query: tokenQuery, responses: { 200: HTML_PAGE } }, async (c) => {
      const token = c.req.valid("query").token;
      return page(c, deps, UNSUBSCRIBE_PAGES.ask, { action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, button: "Unsubscribe" });
    }))

    // RFC 8058 one-click: the mailbox provider POSTs `List-Unsubscribe=One-Click`; nothing else is needed.
    .post(...route("/unsubscribe", { summary: "One-click unsubscribe (RFC 8058), also the page's button", query: tokenQuery, responses: { 200: HTML_PAGE } }, async (c) => {
      const ok = await newsletter.unsubscribe(c.req.valid("query").token);
      if (ok) c.get("log").info({ event: "newsletter_unsubscribed" }, "newsletter unsubscribe");
      return page(c, deps, ok ? UNSUBSCRIBE_PAGES.done : UNSUBSCRIBE_PAGES.invalid);
    }));

  return app;
}

/** /api/admin/newsletter: the subscriber list (paged on the server), its CSV export, one subscriber's export, removal and bulk removal. */
export function newsletterAdminRoutes(deps: AppDeps) {
  const newsletter = deps.services.newsletter;
  const list = createSubscriberList(deps.db);
  const audit = (c: Context<AppEnv>, action: "data.exported" | "data.deleted", target: string, details: Record<string, string | number>) =>
    deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action, target, details });

  const app = new Hono<AppEnv>()
    .get(...route("/subscribers", { summary: "One page of newsletter subscribers, searched and sorted", query: subscriberListQuerySchema, responses: { 200: subscriberListPageSchema } }, async (c) =>
      c.json(await list.page(c.req.valid("query"))),
    ))

    .get(...route("/subscribers.csv", { summary: "Newsletter subscribers as CSV, searched or selected (recorded in the audit log)", query: subscriberExportQuerySchema, responses: { 200: CSV_FILE } }, async (c) => {
      const day = new Date().toISOString().slice(0, 10);
      const query = c.req.valid("query");
      const subscribers = await list.all(query);
      await audit(c, "data.exported", "newsletter subscribers CSV", { rows: subscribers.length, ...(query.search && { search: query.search }), ...(query.ids && { ids: query.ids.join(",") }) });
      return c.body(subscribersCsv(subscribers), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      });
    }))

    .post(...route("/subscribers/bulk", { summary: "Remove the selected subscribers (recorded in the audit log)", body: bulkSubscribersSchema, responses: { 200: messageSchema.extend({ count: z.number() }) } }, async (c) => {
      const deleted = await list.removeMany(c.req.valid("json").ids);
      if (deleted.length) await audit(c, "data.deleted", `${deleted.length} newsletter subscribers`, { ids: deleted.join(",") });
      return c.json({ message: `${deleted.length} ${deleted.length === 1 ? "subscriber" : "subscribers"} removed`, count: deleted.length });
    }))

    .get(...route("/subscribers/:id/export", { summary: "Everything held about one subscriber (recorded in the audit log)", responses: { 200: newsletterSubscriberExportSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Subscriber");
      const data = await newsletter.exportOne(id);
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "data.exported", target: `newsletter subscriber ${id}` });
      return c.json(data, 200, { "Content-Disposition": `attachment; filename="newsletter-subscriber-${id}.json"` });
    }))

    .delete(...route("/subscribers/:id", { summary: "Delete a subscriber (pending sends to them are cancelled)", responses: { 200: messageSchema } }, async (c) => {
      await newsletter.remove(parseId(c.req.param("id"), "Subscriber"));
      return c.json({ message: "Subscriber removed" });
    }));

  return app;
}
