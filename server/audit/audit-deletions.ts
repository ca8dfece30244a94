import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { AuditService } from "./audit.service.ts";
import { auditActor } from "./audit-context.ts";

/** What a DELETE path removed, in words staff read in the log. */
const DELETED_THINGS: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => string]> = [
  [/^\/blog\/(\d+)$/, (m) => `blog post ${m[1]}`],
  [/^\/testimonials\/(\d+)$/, (m) => `testimonial ${m[1]}`],
  [/^\/announcements\/(\d+)$/, (m) => `announcement ${m[1]}`],
  [/^\/contacts\/(\d+)$/, (m) => `contact ${m[1]}`],
  [/^\/contacts\/(\d+)\/workflows\/(\d+)$/, (m) => `workflow ${m[2]} of contact ${m[1]}`],
  [/^\/tasks\/(\d+)$/, (m) => `task ${m[1]}`],
  [/^\/newsletter\/subscribers\/(\d+)$/, (m) => `newsletter subscriber ${m[1]}`],
  [/^\/chat\/conversations\/(\d+)$/, (m) => `chat conversation ${m[1]}`],
  [/^\/chat\/taught-answers\/(\d+)$/, (m) => `taught answer ${m[1]}`],
  [/^\/n8n\/instances\/(\d+)$/, (m) => `n8n instance ${m[1]}`],
];

export function deletedTarget(path: string): string {
  for (const [pattern, label] of DELETED_THINGS) {
    const m = path.match(pattern);
    if (m) return label(m);
  }
  return path;
}

/**
 * Every successful DELETE under /api/admin is written to the audit log here, so a new delete route cannot forget.
 * Staff removals and ended sessions are left to their routes, which record them with their own actions.
 */
export function auditDeletions(audit: AuditService, options: { mountedAt: string; trustProxy: number }): MiddlewareHandler<AppEnv> {
  return async function auditDeletionsMiddleware(c, next) {
    await next();
    if (c.req.method !== "DELETE" || c.res.status >= 300) return;
    const path = c.req.path.slice(options.mountedAt.length);
    // Staff removals and ended sessions are recorded by their own routes, with their own actions.
    if (path.startsWith("/staff/") || path.startsWith("/sessions/") || path.startsWith("/account/")) return;
    await audit.record({ ...auditActor(c, options.trustProxy), action: "data.deleted", target: deletedTarget(path) });
  };
}
