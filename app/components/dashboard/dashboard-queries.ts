import { useQuery } from "@tanstack/react-query";
import type { AdminStats } from "../../../common/admin/admin-stats.ts";
import type { DashboardActivityItem } from "../../../common/admin/dashboard-activity.ts";
import type { AnalyticsSummary } from "../../../common/analytics/analytics-summary.ts";

// The dashboard's own queries (keys are the URLs; spec §9: analytics 30 s, recent activity 10 s).

export const STATS_KEY = ["/api/admin/stats"] as const;
export const ANALYTICS_SUMMARY_KEY = ["/api/admin/analytics/summary"] as const;
export const ACTIVITY_KEY = ["/api/admin/activity"] as const;

export const useAdminStats = () => useQuery<AdminStats>({ queryKey: STATS_KEY });
export const useAnalyticsSummary = () => useQuery<AnalyticsSummary>({ queryKey: ANALYTICS_SUMMARY_KEY, staleTime: 30_000 });
export const useDashboardActivity = () => useQuery<DashboardActivityItem[]>({ queryKey: ACTIVITY_KEY, staleTime: 10_000 });
