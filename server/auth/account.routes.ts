import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import {
  accountViewSchema,
  changePasswordSchema,
  recoveryCodesViewSchema,
  sessionsEndedSchema,
  sessionViewSchema,
  twoFactorSetupViewSchema,
  confirmPasswordSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  requireTwoFactorSchema,
  type RecoveryCodesView,
} from "#common/auth/account-schemas.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../openapi/route-contract.ts";
import { ApiError } from "../lib/errors.ts";
import { clientIp } from "../lib/client-ip.ts";
import { auditActor } from "../audit/audit-context.ts";
import { staffAccessChanged } from "../live/staff-access-changed.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { sessionDevicesRoutes } from "./session-devices.routes.ts";

const WRONG_PASSWORD = "Your current password is not correct";

/** /api/admin/account: the signed-in member's own password, two-factor sign-in and sessions (every role). */
export function accountRoutes(deps: AppDeps) {
  const { account, audit } = deps.services;
  // A stolen session must not become a way to guess the password or a code: throttled like sign-in.
  const reauth = createLoginThrottle(deps.rateLimits, undefined, "reauth");
  const from = (c: Context<AppEnv>) => auditActor(c, deps.env.TRUST_PROXY);

  async function confirmPassword(c: Context<AppEnv>, password: string, field: string): Promise<void> {
    const user = c.get("user");
    const attempt = await reauth.reserve(user.email, clientIp(c, deps.env.TRUST_PROXY));
    if (!(await account.verifyPassword(user.id, password))) {
      await attempt.failed();
      throw new ApiError(400, WRONG_PASSWORD, { errors: { [field]: WRONG_PASSWORD } });
    }
    await attempt.succeeded();
  }

  async function confirmCode(c: Context<AppEnv>, code: string): Promise<string> {
    const user = c.get("user");
    const attempt = await reauth.reserve(user.email, clientIp(c, deps.env.TRUST_PROXY));
    const method = await account.verifySecondFactor(user.id, code);
    if (!method) {
      await attempt.failed();
      await audit.record({ ...from(c), action: "auth.two_factor_failed", details: { where: "account" } });
      throw new ApiError(400, "That code is not valid", { errors: { code: "That code is not valid" } });
    }
    await attempt.succeeded();
    return method;
  }

  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "Your account: role, password and two-factor state", responses: { 200: accountViewSchema } }, async (c) => c.json(await account.view(c.get("user").id))))

    .post(...route(
      "/password", { summary: "Change your password (ends your other sessions)", body: changePasswordSchema, responses: { 200: messageSchema.extend({ sessionsEnded: z.number() }) }, errors: [429] },
      async (c) => {
      const input = c.req.valid("json");
      const user = c.get("user");
      await confirmPassword(c, input.currentPassword, "currentPassword");
      if (input.newPassword === input.currentPassword) {
        const message = "Choose a password different from the current one";
        throw new ApiError(400, message, { errors: { newPassword: message } });
      }
      await account.checkNewPassword(input.newPassword, user);
      const ended = await account.setPassword(user.id, input.newPassword, c.get("sessionToken"));
      await staffAccessChanged(deps.services.live, user.id);
      await audit.record({ ...from(c), action: "auth.password_changed", details: { sessionsEnded: ended } });
      return c.json({ message: "Password changed", sessionsEnded: ended });
      },
    ))

    // The password first: someone at an unlocked, signed-in browser must not tie the account to their own phone.
    .post(...route("/two-factor/setup", { summary: "Start two-factor set-up: a secret and its QR code", body: confirmPasswordSchema, responses: { 200: twoFactorSetupViewSchema }, errors: [429] }, async (c) => {
      const { password } = c.req.valid("json");
      await confirmPassword(c, password, "password");
      return c.json(await account.startTwoFactorSetup(c.get("user").id));
    }))

    .post(...route("/two-factor/enable", { summary: "Finish set-up with a first code: the recovery codes, shown once", body: enableTwoFactorSchema, responses: { 200: recoveryCodesViewSchema }, errors: [409, 429] }, async (c) => {
      const { code } = c.req.valid("json");
      const user = c.get("user");
      const attempt = await reauth.reserve(user.email, clientIp(c, deps.env.TRUST_PROXY));
      const recoveryCodes = await account.enableTwoFactor(user.id, code);
      if (!recoveryCodes) {
        await attempt.failed();
        const message = "That code is not valid. Check the time on your phone and enter the code shown now.";
        throw new ApiError(400, message, { errors: { code: message } });
      }
      await attempt.succeeded();
      await audit.record({ ...from(c), action: "auth.two_factor_enabled" });
      return c.json({ recoveryCodes } satisfies RecoveryCodesView);
    }))

    .post(...route("/two-factor/disable", { summary: "Turn two-factor sign-in off (password and a code)", body: disableTwoFactorSchema, responses: { 200: messageSchema }, errors: [409, 429] }, async (c) => {
      const input = c.req.valid("json");
      const user = c.get("user");
      if (!user.twoFactorEnabled) throw new ApiError(409, "Two-factor sign-in is already off.");
      await confirmPassword(c, input.password, "password");
      await confirmCode(c, input.code);
      await account.disableTwoFactor(user.id);
      await audit.record({ ...from(c), action: "auth.two_factor_disabled" });
      return c.json({ message: "Two-factor sign-in is off" });
    }))

    .post(...route("/two-factor/recovery-codes", { summary: "New recovery codes (the old ones stop working)", body: confirmPasswordSchema, responses: { 200: recoveryCodesViewSchema }, errors: [409, 429] }, async (c) => {
      const { password } = c.req.valid("json");
      const user = c.get("user");
      if (!user.twoFactorEnabled) throw new ApiError(409, "Turn on two-factor sign-in first.");
      await confirmPassword(c, password, "password");
      const recoveryCodes = await account.regenerateRecoveryCodes(user.id);
      await audit.record({ ...from(c), action: "auth.recovery_codes_regenerated" });
      return c.json({ recoveryCodes } satisfies RecoveryCodesView);
    }))

    .put(...route("/require-two-factor", { summary: "Require two-factor sign-in of all staff (owner only)", body: requireTwoFactorSchema, responses: { 200: requireTwoFactorSchema }, errors: [409] }, async (c) => {
      const { required } = c.req.valid("json");
      const user = c.get("user");
      if (user.role !== "owner") throw new ApiError(403, "Only the owner can change this");
      // The owner would otherwise lock themselves out of every page but the set-up one.
      if (required && !user.twoFactorEnabled) throw new ApiError(409, "Turn on two-factor sign-in for your own account first.");
      await account.setTwoFactorRequired(required);
      await audit.record({ ...from(c), action: "settings.changed", target: "require two-factor sign-in", details: { required } });
      return c.json({ required });
    }))

    .route("/sessions/devices", sessionDevicesRoutes(deps))

    .get(...route("/sessions", { summary: "Your sessions", responses: { 200: z.array(sessionViewSchema) } }, async (c) => c.json(await account.sessions(c.get("user").id, c.get("sessionToken")))))

    .delete(...route("/sessions/:id", { summary: "End one of your sessions", responses: { 200: messageSchema } }, async (c) => {
      const user = c.get("user");
      const id = c.req.param("id");
      if (!(await account.endSession(user.id, id))) throw new ApiError(404, "Session not found");
      await staffAccessChanged(deps.services.live, user.id);
      await audit.record({ ...from(c), action: "auth.session_ended", target: `session of ${user.email}`, details: { session: id } });
      return c.json({ message: "Session ended" });
    }))

    .post(...route("/sessions/end-others", { summary: "End all your other sessions", responses: { 200: sessionsEndedSchema } }, async (c) => {
      const user = c.get("user");
      const ended = await account.endSessions(user.id, c.get("sessionToken"));
      await staffAccessChanged(deps.services.live, user.id);
      await audit.record({ ...from(c), action: "auth.session_ended", target: `other sessions of ${user.email}`, details: { sessionsEnded: ended } });
      return c.json({ ended });
    }));

  return app;
}
