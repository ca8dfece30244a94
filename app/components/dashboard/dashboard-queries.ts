import { useQuery } from "@tanstack/react-query";
import type { ApiOutput } from "../../lib/typed-api.ts";

// The dashboard's own queries (keys are the URLs; analytics fresh 30 s, recent activity 10 s), typed from the routers.

export const STATS_KEY = ["/api/admin/stats"] as const;
export const ANALYTICS_SUMMARY_KEY = ["/api/admin/analytics/summary"] as const;
export const ACTIVITY_KEY = ["/api/admin/activity"] as const;

export const useAdminStats = () => useQuery<ApiOutput<"/api/admin/stats", "GET", "/">>({ queryKey: STATS_KEY });
export const useAnalyticsSummary = () => useQuery<ApiOutput<"/api/admin/analytics", "GET", "/summary">>({ queryKey: ANALYTICS_SUMMARY_KEY, staleTime: 30_000 });
export const useDashboardActivity = () => useQuery<ApiOutput<"/api/admin/activity", "GET", "/">>({ queryKey: ACTIVITY_KEY, staleTime: 10_000 });
