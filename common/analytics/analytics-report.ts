import { z } from "../lib/zod.ts";
import { CONVERSION_KINDS } from "./events.ts";

// The admin analytics view (docs/decisions/031): GET /api/admin/analytics/{traffic,pages,sources,devices,clicks,conversions}.
// Days are UTC days (the visitor hash rotates at UTC midnight). A visitor is one hash: one browser on one address
// for one day, so a person seen on two days counts twice (docs/decisions/005).

export const ANALYTICS_RANGES = ["7d", "30d", "custom"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const MAX_RANGE_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Use a date such as 2026-01-31" });

export const analyticsRangeQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES, { message: "Range is 7d, 30d or custom" }).default("7d"),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.range !== "custom") return;
    if (!q.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Choose the first day" });
    if (!q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose the last day" });
    if (!q.from || !q.to) return;
    const from = Date.parse(`${q.from}T00:00:00Z`);
    const to = Date.parse(`${q.to}T00:00:00Z`);
    if (Number.isNaN(from)) ctx.addIssue({ code: "custom", path: ["from"], message: "Use a date such as 2026-01-31" });
    else if (Number.isNaN(to)) ctx.addIssue({ code: "custom", path: ["to"], message: "Use a date such as 2026-01-31" });
    else if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "The last day must not be before the first day" });
    else if ((to - from) / 86_400_000 + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `Choose at most ${MAX_RANGE_DAYS} days` });
  });
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuerySchema>;

/** The days a report covers: first and last UTC day, inclusive. */
export const reportRangeSchema = z.object({ from: z.string(), to: z.string(), days: z.number() });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** converted / visitors in percent with one decimal; null without visitors. Never above 100: converted ⊆ visitors. */
export const rateSchema = z.number().min(0).max(100).nullable();

export const trafficReportSchema = z.object({
  range: reportRangeSchema,
  totals: z.object({ visitors: z.number(), pageViews: z.number(), converted: z.number(), conversionRate: rateSchema }),
  series: z.array(z.object({ date: z.string(), visitors: z.number(), pageViews: z.number() })),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;

export const pagesReportSchema = z.object({
  range: reportRangeSchema,
  pages: z.array(z.object({ path: z.string(), pageViews: z.number(), visitors: z.number() })),
});
export type PagesReport = z.infer<typeof pagesReportSchema>;

const sourceRow = z.object({ visitors: z.number(), converted: z.number(), conversionRate: rateSchema });
export const sourcesReportSchema = z.object({
  range: reportRangeSchema,
  /** utm_source, else the referrer's host, else "direct": each visitor under their first touch of the day. */
  sources: z.array(sourceRow.extend({ source: z.string() })),
  referrers: z.array(sourceRow.extend({ referrer: z.string() })),
  campaigns: z.array(sourceRow.extend({ campaign: z.string() })),
  mediums: z.array(sourceRow.extend({ medium: z.string() })),
});
export type SourcesReport = z.infer<typeof sourcesReportSchema>;

export const devicesReportSchema = z.object({
  range: reportRangeSchema,
  devices: z.array(z.object({ device: z.string(), visitors: z.number(), pageViews: z.number() })),
});
export type DevicesReport = z.infer<typeof devicesReportSchema>;

const clickRow = z.object({ key: z.string(), clicks: z.number(), visitors: z.number() });
export const clicksReportSchema = z.object({
  range: reportRangeSchema,
  addons: z.array(clickRow),
  bundles: z.array(clickRow),
  /** pricing call-to-action clicks by type (consultation, chat). */
  pricingCtas: z.array(clickRow),
  /** chat started, by where it was started from. */
  chatStarts: z.array(clickRow),
});
export type ClicksReport = z.infer<typeof clicksReportSchema>;

export const conversionsReportSchema = z.object({
  range: reportRangeSchema,
  totals: z.object({ visitors: z.number(), converted: z.number(), conversionRate: rateSchema }),
  /** Visitors who converted this way (one visitor may convert in two ways: kinds do not add up to the total). */
  byKind: z.array(z.object({ kind: z.enum(CONVERSION_KINDS), converted: z.number() })),
  bySource: z.array(sourceRow.extend({ source: z.string() })),
});
export type ConversionsReport = z.infer<typeof conversionsReportSchema>;

export const ratePercent = (converted: number, visitors: number): number | null =>
  visitors > 0 ? Math.round((Math.min(converted, visitors) / visitors) * 1000) / 10 : null;
