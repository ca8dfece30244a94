import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { authUserSchema, loginResponseSchema, loginSchema, type AuthUser, type LoginResponse } from "#common/auth/auth-schemas.ts";
import { loginTwoFactorSchema, twoFactorChallengeSchema, type TwoFactorChallenge } from "#common/auth/account-schemas.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../openapi/route-contract.ts";
import { ApiError } from "../lib/errors.ts";
import { clientIp } from "../lib/client-ip.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { bearerToken, requireAuth } from "./require-auth.ts";
import { auditActor } from "../audit/audit-context.ts";
import { staffAccessChanged } from "../live/staff-access-changed.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";

export function authRoutes(deps: AppDeps) {
  const { auth, account, audit } = deps.services;
  const throttle = createLoginThrottle(deps.rateLimits);
  // Its own counters: a correct password clears the password step's, never the code step's.
  const codeThrottle = createLoginThrottle(deps.rateLimits, undefined, "two-factor");

  /** The user as the client needs it: with whether the owner's two-factor rule still waits on them. */
  async function withGate(user: AuthUser): Promise<AuthUser> {
    return { ...user, twoFactorSetupRequired: !user.twoFactorEnabled && (await account.twoFactorRequired()) };
  }

  async function signIn(c: Context<AppEnv>, user: AuthUser, method: string) {
    const from = auditActor(c, deps.env.TRUST_PROXY);
    const { token, firstSignIn } = await auth.createSession(user.id, c.req.header("user-agent"), from.ip ?? undefined);
    c.get("log").info({ event: "login", userId: user.id }, "signed in");
    await audit.record({ ...from, actorId: user.id, actorEmail: user.email, action: "auth.sign_in", details: { method } });
    return c.json({ token, user: await withGate(user), firstSignIn } satisfies LoginResponse, 200);
  }

  const app = new Hono<AppEnv>()
    .post(...route(
      "/login", {
        summary: "Sign in: a session token, or a two-factor challenge to answer at /login/two-factor",
        body: loginSchema,
        responses: { 200: z.union([loginResponseSchema, twoFactorChallengeSchema]) },
        errors: [401, 429],
      },
      async (c) => {
      const input = c.req.valid("json");
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
      if (!user.twoFactorEnabled) return signIn(c, user, "password");
      const challenge = await account.createChallenge(user);
      return c.json({ twoFactorRequired: true, challenge } satisfies TwoFactorChallenge);
      },
    ))

    .post(...route(
      "/login/two-factor", { summary: "Sign in, second step: the authenticator or a recovery code", body: loginTwoFactorSchema, responses: { 200: loginResponseSchema }, errors: [401, 429] },
      async (c) => {
      const input = c.req.valid("json");
      const step = await account.findChallenge(input.challenge);
      if (!step) throw new ApiError(401, "This sign-in has expired. Please enter your email and password again.", { code: "challenge_expired" });
      const attempt = await codeThrottle.reserve(step.email, clientIp(c, deps.env.TRUST_PROXY));
      const method = await account.verifySecondFactor(step.userId, input.code);
      const from = auditActor(c, deps.env.TRUST_PROXY);
      if (!method) {
        await attempt.failed();
        await audit.record({ ...from, actorId: step.userId, actorEmail: step.email, action: "auth.two_factor_failed" });
        throw new ApiError(401, "That code is not valid. Check your authenticator app and try again.", { errors: { code: "That code is not valid" } });
      }
      // A challenge signs in once, even when two requests carry it at the same moment.
      if (!(await account.consumeChallenge(input.challenge))) {
        throw new ApiError(401, "This sign-in has expired. Please enter your email and password again.", { code: "challenge_expired" });
      }
      await attempt.succeeded();
      const user = await auth.userForId(step.userId);
      if (!user) throw new ApiError(401, "Invalid email or password");
      return signIn(c, user, method === "totp" ? "two_factor" : "recovery_code");
      },
    ))

    .get(...route("/me", { summary: "The signed-in staff member", responses: { 200: authUserSchema }, staffSession: true }, requireAuth(auth), async (c) => c.json(await withGate(c.get("user")))))

    .post(...route("/logout", { summary: "End the session the bearer token names (no error without one)", responses: { 200: messageSchema } }, async (c) => {
      const token = bearerToken(c.req.header("authorization"));
      const user = token ? await auth.userForToken(token) : null;
      if (token) await auth.deleteSession(token);
      if (user) await staffAccessChanged(deps.services.live, user.id);
      if (user) await audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), actorId: user.id, actorEmail: user.email, action: "auth.sign_out" });
      return c.json({ message: "Logged out" });
    }))

    .route("/password", passwordResetRoutes(deps));

  return app;
}
