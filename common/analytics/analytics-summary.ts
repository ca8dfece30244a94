import { z } from "../lib/zod.ts";

/** GET /api/admin/analytics/summary: the dashboard's Performance Stats from first-party analytics. */
export const analyticsSummarySchema = z.object({
  /** page_view events in the last 7 days. */
  pageViews: z.number(),
  /** Distinct visitors in the last 7 days (the visitor hash rotates daily, so a visitor seen on two days counts twice). */
  uniqueVisitors: z.number(),
  /** Visitors with a conversion (contact form, chat lead, newsletter sign-up, counted by the server) in the last 7 days. */
  convertedVisitors: z.number(),
  /** Leads that arrived (contacts from the form, chat or newsletter; not those staff added) in the last 7 days. */
  leads: z.number(),
  /** convertedVisitors / uniqueVisitors in percent (never above 100: the converted are among the visitors); null without visitors. */
  conversionRate: z.number().min(0).max(100).nullable(),
  /** Distinct visitors with an event in the last 5 minutes. */
  activeSessions: z.number(),
  windowDays: z.number(),
  activeMinutes: z.number(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
