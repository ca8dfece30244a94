import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../openapi/route-contract.ts";
import { settingInputSchema } from "#common/settings/settings-catalog.ts";
import { integrationTestSchema, settingViewSchema } from "#common/settings/setting-value.ts";
import { auditActor } from "../audit/audit-context.ts";

/** /api/admin/settings: list, save one setting, and 'Send test' per integration. */
export function settingsAdminRoutes(deps: AppDeps) {
  const { settingsAdmin: admin, integrationTests: tests } = deps.services;

  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "Every setting (secrets masked)", responses: { 200: z.array(settingViewSchema) } }, async (c) => c.json(await admin.list())))

    .post(...route(
      "/", { summary: "Save one setting", body: settingInputSchema, responses: { 200: z.object({ message: z.string(), changed: z.boolean(), setting: settingViewSchema.optional() }) } },
      async (c) => {
      const input = c.req.valid("json");
      const changed = await admin.save(input);
      const setting = (await admin.list()).find((s) => s.category === input.category && s.key === input.key);
      // The key only, never the value: a secret (API key, SMTP password) must not reach the log.
      if (changed) {
        await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "settings.changed", target: `setting ${input.category}.${input.key}`, details: { category: input.category, key: input.key } });
      }
      return c.json({ message: changed ? "Setting saved" : "Setting unchanged", changed, setting });
      },
    ))

    // POST, not GET: a secret in a response should not come from a request a link or a prefetch can make.
    .post(...route("/:category/:key/reveal", { summary: "A stored secret in clear (revealable settings only)", responses: { 200: z.object({ value: z.string() }) } }, async (c) => {
      c.header("cache-control", "no-store");
      return c.json({ value: await admin.reveal(c.req.param("category"), c.req.param("key")) });
    }))

    .post(...route("/test", { summary: "'Send test' for one integration", body: integrationTestSchema, responses: { 200: messageSchema }, errors: [429, 502, 504] }, async (c) => {
      const { target } = c.req.valid("json");
      // Each test reaches out to another server: keep a stuck button from hammering it.
      await enforceLimits(deps.rateLimits, [
        { key: limitKey("settings-test", c.get("user").id), limit: 20, windowMs: 10 * 60_000, message: "Too many tests in a short time. Please wait a few minutes." },
      ]);
      return c.json({ message: await tests.run(target) });
    }));

  return app;
}
