import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "#app/lib/typed-api.ts";

// The dashboard's own queries (keys are the URLs; analytics fresh 30 s, recent activity 10 s), typed from the routers.

const statsQuery = apiQueryOptions("/api/admin/stats", "/");
const analyticsSummaryQuery = apiQueryOptions("/api/admin/analytics", "/summary");
const activityQuery = apiQueryOptions("/api/admin/activity", "/");
export const STATS_KEY = statsQuery.queryKey;
export const ANALYTICS_SUMMARY_KEY = analyticsSummaryQuery.queryKey;
export const ACTIVITY_KEY = activityQuery.queryKey;

export const useAdminStats = () => useQuery(statsQuery);
export const useAnalyticsSummary = () => useQuery({ ...analyticsSummaryQuery, staleTime: 30_000 });
export const useDashboardActivity = () => useQuery({ ...activityQuery, staleTime: 10_000 });
