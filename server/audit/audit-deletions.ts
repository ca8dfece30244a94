import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { AuditService } from "./audit.service.ts";
import { auditActor } from "./audit-context.ts";

/**
 * What a DELETE path removed, in words staff read in the log: [mount path, pattern after it, label] ("blog post $1"),
 * from each feature's admin mounts; and the mounts whose routes record their own deletions, with their own actions.
 */
export interface DeletionLabels {
  labels: ReadonlyArray<readonly [mount: string, pattern: RegExp, label: string]>;
  ownAudit: readonly string[];
}

const under = (path: string, mount: string) => path.startsWith(`${mount}/`);

export function deletedTarget(path: string, labels: DeletionLabels["labels"]): string {
  for (const [mount, pattern, label] of labels) {
    const rest = under(path, mount) ? path.slice(mount.length) : null;
    if (rest !== null && pattern.test(rest)) return rest.replace(pattern, label);
  }
  return path;
}

/**
 * Every successful DELETE under /api/admin is written to the audit log here, so a new delete route cannot forget.
 * Staff removals and ended sessions are left to their routes, which record them with their own actions.
 */
export function auditDeletions(audit: AuditService, options: { mountedAt: string; trustProxy: number; deletions: DeletionLabels }): MiddlewareHandler<AppEnv> {
  return async function auditDeletionsMiddleware(c, next) {
    await next();
    if (c.req.method !== "DELETE" || c.res.status >= 300) return;
    const path = c.req.path.slice(options.mountedAt.length);
    // Staff removals and ended sessions are recorded by their own routes, with their own actions.
    if (options.deletions.ownAudit.some((mount) => under(path, mount))) return;
    await audit.record({ ...auditActor(c, options.trustProxy), action: "data.deleted", target: deletedTarget(path, options.deletions.labels) });
  };
}
