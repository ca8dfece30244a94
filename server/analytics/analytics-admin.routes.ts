import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { analyticsSummary } from "./analytics-stats.ts";
import { analyticsSummarySchema } from "#common/analytics/analytics-summary.ts";
import {
  analyticsRangeQuerySchema,
  clicksReportSchema,
  conversionsReportSchema,
  devicesReportSchema,
  pagesReportSchema,
  sourcesReportSchema,
  trafficReportSchema,
} from "#common/analytics/analytics-report.ts";
import { bookingFunnelReportSchema } from "#common/analytics/booking-funnel.ts";
import { route } from "../openapi/route-contract.ts";
import { bookingFunnelReport } from "./booking-funnel.ts";
import { clicksReport, conversionsReport, devicesReport, pagesReport, resolveRange, sourcesReport, trafficReport } from "./analytics-report.ts";

const range = { query: analyticsRangeQuerySchema };

/** /api/admin/analytics (owner and administrators: docs/decisions/018): the dashboard's figures and the analytics view. */
export function analyticsAdminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .get(...route("/summary", { summary: "The dashboard's performance figures (last 7 days)", responses: { 200: analyticsSummarySchema } }, async (c) => c.json(await analyticsSummary(deps.db))))
    .get(...route("/traffic", { summary: "Visitors and page views per day, with totals and the conversion rate", ...range, responses: { 200: trafficReportSchema } }, async (c) =>
      c.json(await trafficReport(deps.db, resolveRange(c.req.valid("query")))),
    ))
    .get(...route("/pages", { summary: "Top pages by page views", ...range, responses: { 200: pagesReportSchema } }, async (c) =>
      c.json(await pagesReport(deps.db, resolveRange(c.req.valid("query")))),
    ))
    .get(...route("/sources", { summary: "Visitors and conversions by source, referrer, UTM campaign and medium", ...range, responses: { 200: sourcesReportSchema } }, async (c) =>
      c.json(await sourcesReport(deps.db, resolveRange(c.req.valid("query")))),
    ))
    .get(...route("/devices", { summary: "Visitors and page views by device class", ...range, responses: { 200: devicesReportSchema } }, async (c) =>
      c.json(await devicesReport(deps.db, resolveRange(c.req.valid("query")))),
    ))
    .get(...route("/clicks", { summary: "The site's click events: add-on rows, bundles, pricing calls to action, chat started", ...range, responses: { 200: clicksReportSchema } }, async (c) =>
      c.json(await clicksReport(deps.db, resolveRange(c.req.valid("query")))),
    ))
    .get(...route("/conversions", { summary: "Conversions (contact form, chat lead, newsletter) and the conversion rate by source", ...range, responses: { 200: conversionsReportSchema } }, async (c) =>
      c.json(await conversionsReport(deps.db, resolveRange(c.req.valid("query")))),
    ))
    .get(...route("/funnel", { summary: "Chats of the range, qualified, booked and held, by source and language, and bookings made without a chat", ...range, responses: { 200: bookingFunnelReportSchema } }, async (c) =>
      c.json(await bookingFunnelReport(deps.db, resolveRange(c.req.valid("query")))),
    ));
  return app;
}
