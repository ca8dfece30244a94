import { features } from "../features.ts";
import type { AccessRule, AdminMount } from "../feature.ts";
import { areaByPrefix, type AdminArea, type ApiAreaRule } from "#common/auth/access.ts";
import type { DeletionLabels } from "../audit/audit-deletions.ts";

export const ADMIN_PREFIX = "/api/admin";

/** Every feature's /api/admin routers, in the features' order, with their path after the prefix ("/tasks"). */
export const ADMIN_MOUNTS: ReadonlyArray<AdminMount & { path: string }> = features.flatMap((feature) =>
  (feature.admin ?? []).map((mount: AdminMount) => ({ ...mount, path: mount.mount.slice(ADMIN_PREFIX.length) })),
);

const rules = (access: AdminMount["access"]): readonly AccessRule[] => (typeof access === "string" ? [["", access]] : access);

/**
 * /api/admin paths (after the prefix) and their area, from each mount's `access`. A path that matches none is refused
 * for every role (docs/decisions/018): a route outside every mount, or under a mount's rules that name no area for it.
 */
export const ADMIN_API_AREAS: readonly ApiAreaRule[] = ADMIN_MOUNTS.flatMap((m) => rules(m.access).map(([sub, area, method]) => [m.path + sub, area, method] as const));

/** The area of an /api/admin request, its path given without the prefix ("/blog/3"), or null when it has none. */
export const apiArea = (path: string, method = "GET"): AdminArea | null => areaByPrefix(path.replace(/\/+$/, "") || "/", ADMIN_API_AREAS, method.toUpperCase());

/** What the audit log's "Deleted" lines say, from each mount's `deletes`, and the mounts that record their own. */
export const DELETION_LABELS: DeletionLabels = {
  labels: ADMIN_MOUNTS.flatMap((m) => (m.deletes ?? []).map(([pattern, label]) => [m.path, pattern, label] as const)),
  ownAudit: ADMIN_MOUNTS.filter((m) => m.auditsOwnDeletes).map((m) => m.path),
};
