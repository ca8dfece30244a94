import { useQuery } from "@tanstack/react-query";
import type { ActivityApi, AnalyticsApi, StatsApi } from "../../lib/api-contract.ts";
import type { ApiOutput } from "../../lib/typed-api.ts";

// The dashboard's own queries (keys are the URLs; analytics fresh 30 s, recent activity 10 s), typed from the routers.

export const STATS_KEY = ["/api/admin/stats"] as const;
export const ANALYTICS_SUMMARY_KEY = ["/api/admin/analytics/summary"] as const;
export const ACTIVITY_KEY = ["/api/admin/activity"] as const;

export const useAdminStats = () => useQuery<ApiOutput<StatsApi, "GET", "/">>({ queryKey: STATS_KEY });
export const useAnalyticsSummary = () => useQuery<ApiOutput<AnalyticsApi, "GET", "/summary">>({ queryKey: ANALYTICS_SUMMARY_KEY, staleTime: 30_000 });
export const useDashboardActivity = () => useQuery<ApiOutput<ActivityApi, "GET", "/">>({ queryKey: ACTIVITY_KEY, staleTime: 10_000 });
