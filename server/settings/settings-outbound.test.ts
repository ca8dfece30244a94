import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { createWebhookReceiver, type WebhookReceiver } from "#tests/fakes/webhook-receiver.ts";
import { createFakeHubspotServer, type FakeHubspotServer } from "#tests/fakes/hubspot-server.ts";
import { createBannerServer, type BannerServer } from "#tests/fakes/banner-server.ts";

// Integrations reach only public addresses unless OUTBOUND_ALLOW_HOSTS lists the target, and a
// failed "Send test" names the status or failure class, never what the other side said.

const TOKEN = "pat-na1-outbound-token-abcd";
const LOOPBACK = "Address not allowed: loopback (this server)";
let smtp: FakeSmtpServer;
let receiver: WebhookReceiver;
let hubspot: FakeHubspotServer;
let banner: BannerServer;

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  receiver = createWebhookReceiver();
  hubspot = createFakeHubspotServer({ accessToken: TOKEN });
  banner = createBannerServer();
  await Promise.all([smtp.start(), receiver.start(), hubspot.start(), banner.start()]);
});
afterAll(async () => {
  await Promise.all([smtp.close(), receiver.close(), hubspot.close(), banner.close()]);
});

function suite(allowHosts: string) {
  let t: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext({ HUBSPOT_BASE_URL: hubspot.url, OUTBOUND_ALLOW_HOSTS: allowHosts });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    smtp.clear();
    receiver.clear();
    auth = await t.login();
  });
  const save = (category: string, key: string, value: string) => t.request("/api/admin/settings", { method: "POST", json: { category, key, value }, headers: auth });
  const test = async (target: string) => {
    const res = await t.request("/api/admin/settings/test", { method: "POST", json: { target }, headers: auth });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };
  /** Stored straight through the service: the save-time check is what some tests are about to bypass. */
  const store = (category: string, key: string, value: string) => t.deps.services.settings.set({ category, key, value });
  return { save, test, store };
}

describe("without OUTBOUND_ALLOW_HOSTS", () => {
  const { save, test, store } = suite("");

  it("refuses a loopback webhook URL when it is saved", async () => {
    const res = await save("webhooks", "contact_form_webhook", `${receiver.url}/hook`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: LOOPBACK, errors: { value: LOOPBACK } });
    const mapped = await save("webhooks", "newsletter_webhook", "http://[::ffff:a9fe:a9fe]/latest");
    expect(((await mapped.json()) as { message: string }).message).toBe("Address not allowed: cloud metadata service");
  });

  it("refuses to send a test to loopback webhooks, SMTP and HubSpot, and nothing arrives", async () => {
    await store("webhooks", "contact_form_webhook", `${receiver.url}/hook`);
    expect(await test("webhook")).toEqual({ status: 400, message: LOOPBACK });
    await store("email", "smtp_host", "127.0.0.1");
    await store("email", "smtp_port", String(smtp.port));
    expect(await test("email")).toEqual({ status: 400, message: LOOPBACK });
    await store("email", "smtp_host", "localhost");
    expect(await test("email")).toEqual({ status: 400, message: LOOPBACK });
    await store("crm", "api_key", TOKEN);
    expect(await test("hubspot")).toEqual({ status: 400, message: LOOPBACK });
    expect(receiver.requests).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
    expect(hubspot.requests).toHaveLength(0);
  });
});

describe("with the fakes allow-listed", () => {
  const { test, store } = suite("127.0.0.1");

  it("names the webhook's status, never its answer", async () => {
    await store("webhooks", "contact_form_webhook", `${receiver.url}/hook`);
    receiver.failNext(1, 500);
    expect(await test("webhook")).toEqual({ status: 502, message: "Webhook answered HTTP 500" });
  });

  it("names the failure class when a webhook or SMTP target is some other service, never its banner", async () => {
    await store("webhooks", "contact_form_webhook", banner.url);
    const webhook = await test("webhook");
    expect(webhook.status).toBe(502);
    expect(webhook.message).toMatch(/^Webhook failed: [A-Z][a-z ]+$/);
    await store("email", "smtp_host", "127.0.0.1");
    await store("email", "smtp_port", String(banner.port));
    const email = await test("email");
    expect(email.status).toBe(502);
    expect(email.message).not.toMatch(/SSH|OpenSSH|Debian|Protocol mismatch/);
    expect(email.message).toMatch(/^SMTP /);
    expect(banner.connections).toBeGreaterThanOrEqual(2);
  });

  it("still reaches an allow-listed fake", async () => {
    await store("email", "smtp_host", "127.0.0.1");
    await store("email", "smtp_port", String(smtp.port));
    expect(await test("email")).toEqual({ status: 200, message: "Test e-mail sent to team@example.com" });
    await store("crm", "api_key", TOKEN);
    expect((await test("hubspot")).status).toBe(200);
  });
});
