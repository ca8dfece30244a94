/** GET /api/admin/analytics/summary: the dashboard's Performance Stats from first-party analytics. */
export interface AnalyticsSummary {
  /** page_view events in the last 7 days. */
  pageViews: number;
  /** Distinct visitors in the last 7 days (the visitor hash rotates daily, so a visitor seen on two days counts twice). */
  uniqueVisitors: number;
  /** Leads (contacts) created in the last 7 days. */
  leads: number;
  /** leads / uniqueVisitors in percent; null without visitors. */
  conversionRate: number | null;
  /** Distinct visitors with an event in the last 5 minutes. */
  activeSessions: number;
  windowDays: number;
  activeMinutes: number;
}
