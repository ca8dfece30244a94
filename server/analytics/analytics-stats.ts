import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import type { AnalyticsSummary } from "#common/analytics/analytics-summary.ts";
import { ratePercent } from "#common/analytics/analytics-report.ts";

export const SUMMARY_WINDOW_DAYS = 7;
export const ACTIVE_MINUTES = 5;

/**
 * One round trip; the ranges use the created_at index of analytics_events. The conversion rate is the analytics
 * view's: visitors who converted (a stored lead from the contact form, chat or newsletter, counted by the server)
 * over visitors, so it cannot exceed 100 % (it once divided every new contact, staff-added ones included, by visitors).
 */
export async function analyticsSummary(db: DbOrTx, now = new Date()): Promise<AnalyticsSummary> {
  const since = new Date(now.getTime() - SUMMARY_WINDOW_DAYS * 86_400_000).toISOString();
  const active = new Date(now.getTime() - ACTIVE_MINUTES * 60_000).toISOString();
  const result = await db.execute<{ page_views: number; visitors: number; converted: number; leads: number; active: number }>(sql`
    select
      (select count(*)::int from analytics_events where type = 'page_view' and created_at >= ${since}::timestamptz) as page_views,
      (select count(*)::int from (select visitor_hash from analytics_events where created_at >= ${since}::timestamptz group by 1) v) as visitors,
      (select count(*)::int from (select visitor_hash from analytics_events where type = 'conversion' and created_at >= ${since}::timestamptz group by 1) c) as converted,
      (select count(*)::int from contacts where created_at >= ${since}::timestamptz and source <> 'admin') as leads,
      (select count(distinct visitor_hash)::int from analytics_events where created_at >= ${active}::timestamptz) as active`);
  const row = result.rows[0]!;
  const uniqueVisitors = Number(row.visitors);
  const converted = Number(row.converted);
  return {
    pageViews: Number(row.page_views),
    uniqueVisitors,
    convertedVisitors: converted,
    leads: Number(row.leads),
    conversionRate: ratePercent(converted, uniqueVisitors),
    activeSessions: Number(row.active),
    windowDays: SUMMARY_WINDOW_DAYS,
    activeMinutes: ACTIVE_MINUTES,
  };
}
