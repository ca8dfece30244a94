import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createWebhookReceiver, type WebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { settings } from "../db/schema.ts";
import type { SettingView } from "#common/settings/setting-value.ts";

// Webhooks were once signed with an empty HMAC key until staff thought of setting a secret.

let t: TestContext;
let auth: Record<string, string>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = createWebhookReceiver();
  await receiver.start();
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  await t.reset();
  receiver.clear();
  auth = await t.login();
});

const view = async () => ((await (await t.request("/api/admin/settings", { headers: auth })).json()) as SettingView[]).find((s) => s.key === "webhook_secret")!;
const reveal = (token = auth) => t.request("/api/admin/settings/webhooks/webhook_secret/reveal", { method: "POST", headers: token });
const save = (value: string) => t.request("/api/admin/settings", { method: "POST", json: { category: "webhooks", key: "webhook_secret", value }, headers: auth });

describe("webhook signing secret", () => {
  it("is generated at first start and shown masked, revealed only on request", async () => {
    const shown = await view();
    expect(shown).toMatchObject({ secret: true, isSet: true, revealable: true });
    expect(shown.value).toMatch(/^••••••••.{4}$/);
    const res = await reveal();
    expect(res.status).toBe(200);
    const { value } = (await res.json()) as { value: string };
    expect(value).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(shown.value.endsWith(value.slice(-4))).toBe(true);
    expect((await reveal({})).status).toBe(401);
    expect((await t.request("/api/admin/settings/email/smtp_password/reveal", { method: "POST", headers: auth })).status).toBe(404);
  });

  it("signs test webhooks with the secret staff can copy, so receivers can verify them", async () => {
    const { value } = (await (await reveal()).json()) as { value: string };
    receiver.setSecret(value);
    await t.deps.services.settings.set({ category: "webhooks", key: "contact_form_webhook", value: `${receiver.url}/hook` });
    const res = await t.request("/api/admin/settings/test", { method: "POST", json: { target: "webhook" }, headers: auth });
    expect(res.status).toBe(200);
    expect(receiver.requests[0]).toMatchObject({ event: "test", signatureValid: true });
  });

  it("is never empty: an empty save is refused, and a database that has none gets one before signing", async () => {
    const refused = await save("");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "Webhooks are always signed: type a new secret (at least 24 characters) instead of removing it",
      errors: { value: "Webhooks are always signed: type a new secret (at least 24 characters) instead of removing it" },
    });
    expect((await save("short")).status).toBe(400);
    expect((await save("a-secret-of-our-own-choosing-123")).status).toBe(200);
    expect(((await (await reveal()).json()) as { value: string }).value).toBe("a-secret-of-our-own-choosing-123");

    // As a database from before this change: the row is there, but empty.
    await t.deps.db.update(settings).set({ value: "" }).where(and(eq(settings.category, "webhooks"), eq(settings.key, "webhook_secret")));
    receiver.setSecret("");
    await t.deps.services.settings.set({ category: "webhooks", key: "contact_form_webhook", value: `${receiver.url}/hook` });
    await t.request("/api/admin/settings/test", { method: "POST", json: { target: "webhook" }, headers: auth });
    expect(receiver.requests[0]!.signatureValid).toBe(false);
    expect((await view()).isSet).toBe(true);
  });
});
