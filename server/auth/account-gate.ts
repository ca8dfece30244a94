import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { AccountService } from "./account.service.ts";
import { ApiError } from "../lib/errors.ts";

const ACCOUNT = "/api/admin/account";

/**
 * After requireAuth on /api/admin: a member who must choose a new password reaches only their account and the
 * password form; one the owner requires to use two-factor sign-in reaches only their account and its set-up.
 * The admin UI reads the same flags from /api/auth/me and shows the matching full-page form.
 */
export function accountGate(account: AccountService): MiddlewareHandler<AppEnv> {
  return async function accountGateMiddleware(c, next) {
    const user = c.get("user");
    const path = c.req.path.replace(/\/+$/, "");
    if (user.mustChangePassword) {
      const allowed = (path === ACCOUNT && c.req.method === "GET") || path === `${ACCOUNT}/password`;
      if (!allowed) throw new ApiError(403, "Choose a new password before going on.", { code: "password_change_required" });
    } else if (!user.twoFactorEnabled && !path.startsWith(ACCOUNT) && (await account.twoFactorRequired())) {
      throw new ApiError(403, "Set up two-factor sign-in before going on.", { code: "two_factor_setup_required" });
    }
    await next();
  };
}
