import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { AuthService } from "./auth.service.ts";
import { ApiError } from "../lib/errors.ts";

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Guards a whole prefix: no handler below it runs without a valid session. */
export function requireAuth(auth: AuthService): MiddlewareHandler<AppEnv> {
  return async function requireAuthMiddleware(c, next) {
    // Already checked for this request (app.ts checks staff routes before their bodies are read).
    if (c.get("sessionToken") && c.get("user")) return next();
    const token = bearerToken(c.req.header("authorization"));
    const user = token ? await auth.userForToken(token) : null;
    if (!user || !token) throw new ApiError(401, "Authentication required");
    c.set("user", user);
    c.set("sessionToken", token);
    await next();
  };
}
