import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiListPage, apiUrl } from "#app/lib/typed-api.ts";

const AUDIT_API = "/api/admin/audit";
export const ALL = "all";

export interface AuditFilters {
  action: string;
  actorId: string;
  q: string;
  from: string;
  to: string;
}
export const NO_FILTERS: AuditFilters = { action: ALL, actorId: ALL, q: "", from: "", to: "" };

/** The log's query, as the page's filters say it: "all" and empty filters are left out, the first page has no number. */
function auditQuery(f: AuditFilters, page: number) {
  const chosen = (value: string) => (value === ALL ? undefined : value);
  return { action: chosen(f.action), actorId: chosen(f.actorId), q: f.q.trim(), from: f.from, to: f.to, page: page > 1 ? page : undefined };
}

/** One page of the log (keyed by its URL); the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters, page: number) {
  const query = auditQuery(filters, page);
  return useQuery({
    queryKey: [apiUrl(AUDIT_API, "/", {}, query)],
    queryFn: () => apiListPage(AUDIT_API, "/", query),
    placeholderData: keepPreviousData,
  });
}
