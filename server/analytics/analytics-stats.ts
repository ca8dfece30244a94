import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import type { AnalyticsSummary } from "../../common/analytics/analytics-summary.ts";

export const SUMMARY_WINDOW_DAYS = 7;
export const ACTIVE_MINUTES = 5;

/** One round trip; both ranges use the created_at index of analytics_events. */
export async function analyticsSummary(db: DbOrTx, now = new Date()): Promise<AnalyticsSummary> {
  const since = new Date(now.getTime() - SUMMARY_WINDOW_DAYS * 86_400_000).toISOString();
  const active = new Date(now.getTime() - ACTIVE_MINUTES * 60_000).toISOString();
  const result = await db.execute<{ page_views: number; visitors: number; leads: number; active: number }>(sql`
    select
      (select count(*)::int from analytics_events where type = 'page_view' and created_at >= ${since}::timestamptz) as page_views,
      (select count(distinct visitor_hash)::int from analytics_events where created_at >= ${since}::timestamptz) as visitors,
      (select count(*)::int from contacts where created_at >= ${since}::timestamptz) as leads,
      (select count(distinct visitor_hash)::int from analytics_events where created_at >= ${active}::timestamptz) as active`);
  const row = result.rows[0]!;
  const uniqueVisitors = Number(row.visitors);
  const leads = Number(row.leads);
  return {
    pageViews: Number(row.page_views),
    uniqueVisitors,
    leads,
    conversionRate: uniqueVisitors > 0 ? Math.round((leads / uniqueVisitors) * 1000) / 10 : null,
    activeSessions: Number(row.active),
    windowDays: SUMMARY_WINDOW_DAYS,
    activeMinutes: ACTIVE_MINUTES,
  };
}
