import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { loginSchema, type LoginResponse } from "../../common/auth/auth-schemas.ts";
import { readJson } from "../lib/validate.ts";
import { ApiError } from "../lib/errors.ts";
import { clientIp } from "../lib/client-ip.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { bearerToken, requireAuth } from "./require-auth.ts";
import { auditActor } from "../audit/audit-context.ts";

export function authRoutes(deps: AppDeps) {
  const { auth, audit } = deps.services;
  const throttle = createLoginThrottle(deps.rateLimits);
  const app = new Hono<AppEnv>();

  app.post("/login", async (c) => {
    const input = await readJson(c, loginSchema);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    // Counted before the password is hashed: concurrent guesses cannot all slip in under the limit.
    const attempt = await throttle.reserve(input.email, ip);
    const user = await auth.verifyCredentials(input.email, input.password);
    const from = auditActor(c, deps.env.TRUST_PROXY);
    if (!user) {
      await attempt.failed();
      c.get("log").info({ event: "login_failed" }, "sign-in failed");
      await audit.record({ ...from, actorEmail: input.email, action: "auth.sign_in_failed" });
      throw new ApiError(401, "Invalid email or password");
    }
    await attempt.succeeded();
    const token = await auth.createSession(user.id, c.req.header("user-agent"), from.ip ?? undefined);
    c.get("log").info({ event: "login", userId: user.id }, "signed in");
    await audit.record({ ...from, actorId: user.id, actorEmail: user.email, action: "auth.sign_in" });
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
