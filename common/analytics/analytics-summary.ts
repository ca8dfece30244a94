import { z } from "../lib/zod.ts";

/** GET /api/admin/analytics/summary: the dashboard's Performance Stats from first-party analytics. */
export const analyticsSummarySchema = z.object({
  /** page_view events in the last 7 days. */
  pageViews: z.number(),
  /** Distinct visitors in the last 7 days (the visitor hash rotates daily, so a visitor seen on two days counts twice). */
  uniqueVisitors: z.number(),
  /** Leads (contacts) created in the last 7 days. */
  leads: z.number(),
  /** leads / uniqueVisitors in percent; null without visitors. */
  conversionRate: z.number().nullable(),
  /** Distinct visitors with an event in the last 5 minutes. */
  activeSessions: z.number(),
  windowDays: z.number(),
  activeMinutes: z.number(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
