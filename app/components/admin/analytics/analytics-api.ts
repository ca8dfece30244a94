import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AnalyticsRange,
  ClicksReport,
  ConversionsReport,
  DevicesReport,
  PagesReport,
  SourcesReport,
  TrafficReport,
} from "../../../../common/analytics/analytics-report.ts";
import type { LeadSourceReport } from "../../../../common/analytics/lead-source.ts";

// The analytics view's reports. Keys are the URLs with their range; analytics stay fresh 30 s.

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

export function rangeSearch(choice: RangeChoice): string {
  const params = new URLSearchParams({ range: choice.range });
  if (choice.range === "custom") {
    params.set("from", choice.from);
    params.set("to", choice.to);
  }
  return params.toString();
}

const useReport = <T>(path: string, choice: RangeChoice) =>
  useQuery<T>({ queryKey: [`${path}?${rangeSearch(choice)}`], staleTime: 30_000, placeholderData: keepPreviousData });

export const useTraffic = (c: RangeChoice) => useReport<TrafficReport>("/api/admin/analytics/traffic", c);
export const usePages = (c: RangeChoice) => useReport<PagesReport>("/api/admin/analytics/pages", c);
export const useSources = (c: RangeChoice) => useReport<SourcesReport>("/api/admin/analytics/sources", c);
export const useDevices = (c: RangeChoice) => useReport<DevicesReport>("/api/admin/analytics/devices", c);
export const useClicks = (c: RangeChoice) => useReport<ClicksReport>("/api/admin/analytics/clicks", c);
export const useConversions = (c: RangeChoice) => useReport<ConversionsReport>("/api/admin/analytics/conversions", c);
export const useLeadSources = (c: RangeChoice) => useReport<LeadSourceReport>("/api/admin/contacts/sources", c);
