import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { canUse, NO_ACCESS_MESSAGE, type AdminArea } from "#common/auth/access.ts";

/**
 * Installed after requireAuth on /api/admin: the signed-in role must be allowed in the path's area (`areaOf`: the
 * features' mounts, server/admin/admin-mounts.ts). A path with no area is refused for everyone, so a new route cannot
 * slip through.
 */
export function requireAccess(options: { mountedAt: string; areaOf: (path: string, method: string) => AdminArea | null }): MiddlewareHandler<AppEnv> {
  const { areaOf } = options;
  return async function requireAccessMiddleware(c, next) {
    const path = c.req.path.slice(options.mountedAt.length) || "/";
    const area = areaOf(path, c.req.method);
    if (!area || !canUse(c.get("user").role, area)) throw new ApiError(403, NO_ACCESS_MESSAGE);
    await next();
  };
}
