import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { loginSchema, type LoginResponse } from "../../common/auth/auth-schemas.ts";
import { readJson } from "../lib/validate.ts";
import { ApiError } from "../lib/errors.ts";
import { clientIp } from "../lib/client-ip.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { bearerToken, requireAuth } from "./require-auth.ts";

export function authRoutes(deps: AppDeps) {
  const { auth } = deps.services;
  const throttle = createLoginThrottle(deps.rateLimits);
  const app = new Hono<AppEnv>();

  app.post("/login", async (c) => {
    const input = await readJson(c, loginSchema);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    // Counted before the password is hashed: concurrent guesses cannot all slip in under the limit.
    const attempt = await throttle.reserve(input.email, ip);
    const user = await auth.verifyCredentials(input.email, input.password);
    if (!user) {
      await attempt.failed();
      c.get("log").info({ event: "login_failed" }, "sign-in failed");
      throw new ApiError(401, "Invalid email or password");
    }
    await attempt.succeeded();
    const token = await auth.createSession(user.id, c.req.header("user-agent"));
    c.get("log").info({ event: "login", userId: user.id }, "signed in");
    return c.json({ token, user } satisfies LoginResponse);
  });

  app.get("/me", requireAuth(auth), (c) => c.json(c.get("user")));

  app.post("/logout", async (c) => {
    const token = bearerToken(c.req.header("authorization"));
    if (token) await auth.deleteSession(token);
    return c.json({ message: "Logged out" });
  });

  return app;
}
