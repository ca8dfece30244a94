import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema, resetPasswordSchema } from "#common/auth/account-schemas.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../openapi/route-contract.ts";
import { ApiError } from "../lib/errors.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { auditActor } from "../audit/audit-context.ts";
import { staffAccessChanged } from "../live/staff-access-changed.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { RESET_TOKEN_MINUTES } from "./account.service.ts";

export const RESET_LIMITS = { perEmail: 3, perIp: 10, windowMs: 60 * 60_000 } as const;
const EXPIRED = "This reset link has expired or was already used. Ask for a new one.";

/** "Forgot your password?": a single-use link by e-mail (30 minutes), the same answer whether the account exists or not. */
export function passwordResetRoutes(deps: AppDeps) {
  const { account, audit, outbox } = deps.services;

  const app = new Hono<AppEnv>()
    .post(...route("/forgot", { summary: "E-mail a password reset link (the same answer for any address)", body: forgotPasswordSchema, responses: { 200: messageSchema }, errors: [429] }, async (c) => {
      const { email } = c.req.valid("json");
      const ip = clientIp(c, deps.env.TRUST_PROXY);
      // Counted for known and unknown addresses alike, so a refusal tells nothing about the account either.
      const message = "Too many reset requests. Please wait and try again later.";
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("password-reset:ip", ip), limit: RESET_LIMITS.perIp, windowMs: RESET_LIMITS.windowMs, message },
        { key: limitKey("password-reset:email", email), limit: RESET_LIMITS.perEmail, windowMs: RESET_LIMITS.windowMs, message },
      ]);
      const reset = await account.createResetToken(email);
      await audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), actorId: reset?.user.id ?? null, actorEmail: email, action: "auth.password_reset_requested", details: { known: reset !== null } });
      if (reset) {
        const link = `${publicOrigin(deps.env, c)}/admin/reset-password?token=${encodeURIComponent(reset.token)}`;
        const siteName = (await deps.services.settings.publicSite()).siteName;
        await outbox.sendStaffMail({
          to: reset.user.email,
          subject: `Reset your ${siteName} admin password`,
          text: [
            `Hello ${reset.user.name},`,
            "",
            `Someone (hopefully you) asked to reset the password of your ${siteName} admin account. Choose a new one here:`,
            "",
            link,
            "",
            `The link works once and for ${RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
          ].join("\n"),
          expiresAt: reset.expiresAt.toISOString(),
        });
      }
      return c.json({ message: FORGOT_PASSWORD_ANSWER });
    }))

    .post(...route("/reset", { summary: "Choose a new password with a reset link's token", body: resetPasswordSchema, responses: { 200: messageSchema } }, async (c) => {
      const input = c.req.valid("json");
      const user = await account.findResetToken(input.token);
      if (!user) throw new ApiError(400, EXPIRED, { errors: { token: EXPIRED } });
      // Checked before the link is used up: a refused password leaves the link working for a better one.
      await account.checkNewPassword(input.password, user, "password");
      if (!(await account.consumeResetToken(input.token))) throw new ApiError(400, EXPIRED, { errors: { token: EXPIRED } });
      const ended = await account.setPassword(user.id, input.password, null);
      await staffAccessChanged(deps.services.live, user.id);
      // Whoever kept the account locked with wrong guesses no longer keeps its owner out.
      await createLoginThrottle(deps.rateLimits).clear(user.email);
      await audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), actorId: user.id, actorEmail: user.email, action: "auth.password_reset", details: { sessionsEnded: ended } });
      return c.json({ message: "Your password has been changed. Sign in with the new one." });
    }));

  return app;
}
