/** GET /api/admin/activity: the dashboard's Recent Activity, newest first. */
export type DashboardActivityKind = "lead" | "ai_content" | "automation";

export interface DashboardActivityItem {
  /** Unique across kinds, e.g. "lead:12". */
  id: string;
  kind: DashboardActivityKind;
  title: string;
  detail: string;
  /** ISO time. */
  at: string;
  /** Automation runs only: success, error, running or pending. */
  status?: string;
}

export const DASHBOARD_ACTIVITY_MAX = 8;
