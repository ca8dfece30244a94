import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { route } from "../openapi/route-contract.ts";
import { AUDIT_PAGE_SIZE, auditListResponseSchema, auditQuerySchema, type AuditListResponse } from "#common/audit/audit-query.ts";

const DAY_MS = 86_400_000;

/** GET /api/admin/audit?action=&actorId=&q=&from=&to=&page= (owner and administrators). */
export function auditAdminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "Audit log lines, newest first, 50 a page", query: auditQuerySchema, responses: { 200: auditListResponseSchema } }, async (c) => {
      const query = c.req.valid("query");
      const page = query.page ?? 1;
      const result = await deps.services.audit.list({
        action: query.action,
        actorId: query.actorId,
        q: query.q,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        // "to" is a whole day: lines up to its end are included.
        to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      });
      return c.json({ ...result, page, pageSize: AUDIT_PAGE_SIZE } satisfies AuditListResponse);
    }));

  return app;
}
