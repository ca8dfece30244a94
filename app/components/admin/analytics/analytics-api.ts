import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsRange } from "#common/analytics/analytics-report.ts";
import { apiQueryOptions } from "#app/lib/typed-api.ts";

// The analytics view's reports. Keys are the URLs with their range (apiQueryKey); analytics stay fresh 30 s.

export interface RangeChoice {
  range: AnalyticsRange;
  from: string;
  to: string;
}
export const DEFAULT_RANGE: RangeChoice = { range: "7d", from: "", to: "" };

/** The last 366 UTC days (the longest range the API takes): the contacts page's list of lead sources. */
export function lastYear(now = new Date()): RangeChoice {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { range: "custom", from: day(new Date(now.getTime() - 365 * 86_400_000)), to: day(now) };
}

/** The reports' query: the range, and its days when it is a custom one. */
const rangeQuery = ({ range, from, to }: RangeChoice) => (range === "custom" ? { range, from, to } : { range });

const ANALYTICS_API = "/api/admin/analytics";
const reportOptions = <T>(options: T) => ({ ...options, staleTime: 30_000, placeholderData: keepPreviousData });
const range = (choice: RangeChoice) => ({ query: rangeQuery(choice) });

export const useTraffic = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions(ANALYTICS_API, "/traffic", range(c))));
export const usePages = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions(ANALYTICS_API, "/pages", range(c))));
export const useSources = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions(ANALYTICS_API, "/sources", range(c))));
export const useDevices = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions(ANALYTICS_API, "/devices", range(c))));
export const useClicks = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions(ANALYTICS_API, "/clicks", range(c))));
export const useConversions = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions(ANALYTICS_API, "/conversions", range(c))));
export const useLeadSources = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions("/api/admin/contacts", "/sources", range(c))));
export const useBookingFunnel = (c: RangeChoice) => useQuery(reportOptions(apiQueryOptions(ANALYTICS_API, "/funnel", range(c))));
