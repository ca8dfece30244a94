import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";

/** GET /api/admin/activity: the dashboard's Recent Activity, newest first. */
export const DASHBOARD_ACTIVITY_KINDS = ["lead", "ai_content", "automation"] as const;
export type DashboardActivityKind = (typeof DASHBOARD_ACTIVITY_KINDS)[number];

export const dashboardActivityItemSchema = z.object({
  /** Unique across kinds, e.g. "lead:12". */
  id: z.string(),
  kind: z.enum(DASHBOARD_ACTIVITY_KINDS),
  title: z.string(),
  detail: z.string(),
  at: isoTime,
  /** Automation runs only: success, error, running or pending. */
  status: z.string().optional(),
});
export type DashboardActivityItem = z.infer<typeof dashboardActivityItemSchema>;

export const DASHBOARD_ACTIVITY_MAX = 8;
