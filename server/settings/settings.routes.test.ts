import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { createWebhookReceiver, type WebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { createFakeHubspotServer, type FakeHubspotServer } from "#tests/fakes/hubspot-server.ts";
import { settings } from "../db/schema.ts";
import type { SettingView } from "#common/settings/setting-value.ts";
import { SETTINGS_CATALOG } from "#common/settings/settings-catalog.ts";

const TOKEN = "pat-na1-secret-token-abcd";
let t: TestContext;
let auth: Record<string, string>;
let smtp: FakeSmtpServer;
let receiver: WebhookReceiver;
let hubspot: FakeHubspotServer;

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  receiver = createWebhookReceiver({ secret: "sign-me-with-a-long-enough-secret" });
  hubspot = createFakeHubspotServer({ accessToken: TOKEN });
  await Promise.all([smtp.start(), receiver.start(), hubspot.start()]);
  t = await createTestContext({ HUBSPOT_BASE_URL: hubspot.url });
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), receiver.close(), hubspot.close()]);
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
  receiver.clear();
  await smtp.start();
  auth = await t.login();
});

const list = async () => (await (await t.request("/api/admin/settings", { headers: auth })).json()) as SettingView[];
const save = (category: string, key: string, value: string) => t.request("/api/admin/settings", { method: "POST", json: { category, key, value }, headers: auth });
const test = (target: string) => t.request("/api/admin/settings/test", { method: "POST", json: { target }, headers: auth });
const stored = async (category: string, key: string) =>
  (await t.deps.db.select().from(settings).where(and(eq(settings.category, category), eq(settings.key, key))))[0]?.value;

describe("GET /api/admin/settings", () => {
  it("needs a session", async () => {
    expect((await t.request("/api/admin/settings")).status).toBe(401);
    expect((await t.request("/api/admin/settings", { method: "POST", json: {} })).status).toBe(401);
    expect((await t.request("/api/admin/settings/test", { method: "POST", json: { target: "email" } })).status).toBe(401);
  });

  it("lists every catalog setting with category, key, value and description", async () => {
    const views = await list();
    expect(views.map((s) => `${s.category}.${s.key}`)).toEqual(SETTINGS_CATALOG.map((s) => `${s.category}.${s.key}`));
    expect(views.find((s) => s.key === "site_name")).toMatchObject({ category: "general", value: "Bayou City AI", inputType: "text", secret: false });
    expect(views.find((s) => s.key === "api_key")).toMatchObject({ category: "crm", value: "", isSet: false, secret: true, inputType: "password" });
  });
});

describe("POST /api/admin/settings", () => {
  it("saves a value", async () => {
    const res = await save("general", "site_name", "  Bayou City AI Labs ");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ changed: true, setting: { key: "site_name", value: "Bayou City AI Labs" } });
    expect((await list()).find((s) => s.key === "site_name")!.value).toBe("Bayou City AI Labs");
  });

  it("encrypts secrets at rest and only ever answers a masked hint", async () => {
    expect((await save("crm", "api_key", TOKEN)).status).toBe(200);
    expect(await stored("crm", "api_key")).toMatch(/^enc:v1:/);
    const raw = await (await t.request("/api/admin/settings", { headers: auth })).text();
    expect(raw).not.toContain(TOKEN);
    const view = (await list()).find((s) => s.key === "api_key")!;
    expect(view).toMatchObject({ value: "••••••••abcd", isSet: true });
    expect(await t.deps.services.settings.get("crm", "api_key")).toBe(TOKEN);
  });

  it("never overwrites a secret with its untouched masked hint", async () => {
    await save("email", "smtp_password", "hunter2-very-secret");
    const res = await save("email", "smtp_password", "••••••••cret");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ changed: false });
    expect(await t.deps.services.settings.get("email", "smtp_password")).toBe("hunter2-very-secret");
  });

  it("checks values by input type with clear messages", async () => {
    const cases: [string, string, string, string][] = [
      ["webhooks", "contact_form_webhook", "not a url", "Please enter a valid URL starting with http:// or https://"],
      ["webhooks", "newsletter_webhook", "ftp://files.example.com/x", "Please enter a valid URL starting with http:// or https://"],
      ["email", "staff_email", "staff@", "Please enter a valid email address"],
      ["email", "smtp_port", "58x", "Please enter a whole number"],
      ["email", "smtp_port", "70000", "Please enter a port between 1 and 65535"],
      ["webhooks", "contact_form_webhook", "http://169.254.169.254/latest", "Address not allowed: cloud metadata service"],
    ];
    for (const [category, key, value, message] of cases) {
      const res = await save(category, key, value);
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(await res.json()).toEqual({ message, errors: { value: message } });
    }
    expect((await save("webhooks", "contact_form_webhook", "")).status).toBe(200);
  });

  it("refuses unknown settings and bad bodies", async () => {
    const unknown = await save("general", "favourite_colour", "teal");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('Unknown setting "favourite_colour" in general');
    const bad = await t.request("/api/admin/settings", { method: "POST", json: { category: "", key: "x" }, headers: auth });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({ category: "Category is required" });
  });
});

describe("POST /api/admin/settings/test", () => {
  it("sends a test e-mail to the staff address", async () => {
    await save("email", "smtp_host", "127.0.0.1");
    await save("email", "smtp_port", String(smtp.port));
    await save("email", "staff_email", "staff@agency.example");
    const res = await test("email");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Test e-mail sent to staff@agency.example" });
    expect(smtp.messages[0]!.subject).toBe("Test e-mail from Bayou City AI");
  });

  it("reports the exact SMTP error when the server is down, and what is missing when unset", async () => {
    expect(await (await test("email")).json()).toEqual({ message: "Set the SMTP host and the staff address first" });
    await save("email", "smtp_host", "127.0.0.1");
    await save("email", "smtp_port", String(smtp.port));
    await smtp.close();
    const res = await test("email");
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: `SMTP server unreachable at 127.0.0.1:${smtp.port}` });
  });

  it("sends a signed test webhook and names a failing answer's status", async () => {
    await save("webhooks", "webhook_secret", "sign-me-with-a-long-enough-secret");
    await save("webhooks", "contact_form_webhook", `${receiver.url}/hook`);
    const ok = await test("webhook");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { message: string }).message).toMatch(/^The contact form webhook answered HTTP 200 in \d+ ms$/);
    expect(receiver.requests[0]).toMatchObject({ event: "test", signatureValid: true });
    receiver.failNext(1, 500);
    const failed = await test("webhook");
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: "Webhook answered HTTP 500" });
    expect((await test("newsletter_webhook")).status).toBe(400);
  });

  it("checks the HubSpot token", async () => {
    await save("crm", "api_key", "pat-wrong");
    const wrong = await test("hubspot");
    expect(wrong.status).toBe(502);
    expect(await wrong.json()).toEqual({ message: "HubSpot rejected the access token" });
    await save("crm", "api_key", TOKEN);
    const ok = await test("hubspot");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: "HubSpot accepted the token and can read contacts" });
  });

  it("refuses an unknown target", async () => {
    const res = await test("fax");
    expect(res.status).toBe(400);
  });
});
