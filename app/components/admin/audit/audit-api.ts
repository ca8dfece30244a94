import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ApiOutput } from "../../../lib/typed-api.ts";

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

/** The query key is the URL with its filters (spec convention: keys are URL parts). */
function auditUrl(f: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  if (f.action !== ALL) params.set("action", f.action);
  if (f.actorId !== ALL) params.set("actorId", f.actorId);
  if (f.q.trim()) params.set("q", f.q.trim());
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${AUDIT_API}${query ? `?${query}` : ""}`;
}

/** One page of the log; the previous page stays on screen while the next loads. */
export const useAuditLog = (filters: AuditFilters, page: number) =>
  useQuery<ApiOutput<"/api/admin/audit", "GET", "/">>({ queryKey: [auditUrl(filters, page)], placeholderData: keepPreviousData });
