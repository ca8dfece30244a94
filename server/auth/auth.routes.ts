import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { loginSchema, type LoginResponse } from "../../common/auth/auth-schemas.ts";
import { readJson } from "../lib/validate.ts";
import { ApiError } from "../lib/errors.ts";
import { clientIp } from "../lib/client-ip.ts";
import { limitKey } from "../lib/rate-limit.ts";
import { bearerToken, requireAuth } from "./require-auth.ts";

const FAIL_WINDOW_MS = 15 * 60_000;
const FAILS_PER_ACCOUNT = 5;
const IP_WINDOW_MS = 60 * 60_000;
const FAILS_PER_IP = 100;
const THROTTLED = "Too many sign-in attempts. Please wait 15 minutes and try again.";

export function authRoutes(deps: AppDeps) {
  const { auth } = deps.services;
  const limits = deps.rateLimits;
  const app = new Hono<AppEnv>();

  app.post("/login", async (c) => {
    const input = await readJson(c, loginSchema);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    const accountKey = limitKey("login:acct", ip, input.email);
    const ipKey = limitKey("login:ip", ip);
    // Checked before the password is hashed, so a flood of guesses costs little CPU.
    const [accountFails, ipFails] = await Promise.all([limits.peek(accountKey), limits.peek(ipKey)]);
    if (accountFails >= FAILS_PER_ACCOUNT || ipFails >= FAILS_PER_IP) {
      throw new ApiError(429, THROTTLED, { headers: { "Retry-After": String(FAIL_WINDOW_MS / 1000) } });
    }
    const user = await auth.verifyCredentials(input.email, input.password);
    if (!user) {
      await Promise.all([limits.hit(accountKey, FAIL_WINDOW_MS), limits.hit(ipKey, IP_WINDOW_MS)]);
      c.get("log").info({ event: "login_failed" }, "sign-in failed");
      throw new ApiError(401, "Invalid email or password");
    }
    await limits.reset(accountKey);
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
