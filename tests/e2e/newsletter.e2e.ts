import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, E2E_ADMIN, launchBrowser, newPage, signIn } from "./support/browser.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server.ts";

let browser: Browser;
let smtp: FakeSmtpServer;
let token: string;

async function api(path: string, json?: unknown): Promise<Response> {
  return fetch(baseUrl() + path, {
    method: json ? "POST" : "GET",
    headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
}

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  await smtp.start();
  browser = await launchBrowser();
  const res = await fetch(baseUrl() + "/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) });
  token = ((await res.json()) as { token: string }).token;
  for (const [key, value] of [["smtp_host", "127.0.0.1"], ["smtp_port", String(smtp.port)]] as const) {
    expect((await api("/api/admin/settings", { category: "email", key, value })).status).toBe(200);
  }
});
afterAll(async () => {
  // E-mail off again for the files that run after this one on the same server.
  await api("/api/admin/settings", { category: "email", key: "smtp_host", value: "" });
  await browser.close();
  await smtp.close();
});

const to = (address: string) => smtp.messages.filter((m) => m.envelope.to.includes(address));

describe("newsletter", () => {
  it("signs up in the blog box, confirms from the e-mail, and receives a test and an issue sent by staff", async () => {
    const reader = `e2e-reader-${Date.now()}@example.com`;
    const visitor = await newPage(browser, { width: 375, height: 800 });
    await visitor.page.goto("/blog");
    await visitor.page.getByRole("textbox", { name: "Email address" }).first().fill(reader);
    await visitor.page.getByRole("button", { name: "Subscribe" }).first().click();
    await expect.poll(() => visitor.page.getByText(/Check your inbox and click the link/).first().isVisible()).toBe(true);

    await expect.poll(() => to(reader).length).toBe(1);
    const confirm = /https?:\/\/[^\s]+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(to(reader)[0]!.text ?? "")![0];
    await visitor.page.goto(new URL(confirm).pathname + new URL(confirm).search);
    await expect.poll(() => visitor.page.getByRole("heading", { name: "You're subscribed" }).isVisible()).toBe(true);
    await visitor.context.close();

    const staff = await newPage(browser);
    await signIn(staff.page);
    await staff.page.goto("/admin/newsletter");
    const row = staff.page.getByRole("row").filter({ hasText: reader });
    await expect.poll(() => row.getByText("Confirmed").isVisible()).toBe(true);

    await staff.page.getByRole("tab", { name: "Issues" }).click();
    // The newest published post (the digest needs a post from the last 7 days, which the seed may not have).
    const content = staff.page.getByLabel("Content");
    await expect.poll(() => content.locator("option").count()).toBeGreaterThan(1);
    await content.selectOption({ index: 1 });
    await staff.page.getByRole("button", { name: "Preview" }).click();
    const preview = staff.page.frameLocator('iframe[title="Issue preview"]');
    await expect.poll(() => preview.getByText("Read it on the blog").isVisible()).toBe(true);

    await staff.page.getByLabel("Test address").fill("staff-test@example.com");
    await staff.page.getByRole("button", { name: "Send test" }).click();
    await expect.poll(() => to("staff-test@example.com").length).toBe(1);
    expect(to("staff-test@example.com")[0]!.subject).toMatch(/^\[Test\] /);

    const before = to(reader).length;
    const willReceive = await staff.page.getByText(/confirmed subscribers? will receive it/).innerText();
    const count = Number(/^(\d+) /.exec(willReceive)![1]);
    // The count's noun agrees with it everywhere: "1 recipient", "2 recipients".
    const recipients = count === 1 ? "1 recipient" : `${count} recipients`;
    await staff.page.getByRole("button", { name: count === 1 ? "Send to 1 subscriber" : `Send to ${count} subscribers` }).click();
    await staff.page.getByRole("alertdialog").getByRole("button", { name: "Send issue" }).click();
    await expect.poll(() => to(reader).length, { timeout: 30_000 }).toBe(before + 1);
    const issueMail = to(reader).at(-1)!;
    expect(issueMail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(issueMail.html).toContain("Unsubscribe");
    const issues = staff.page.getByRole("table").filter({ hasText: "Unsubscribed after" });
    await expect.poll(() => issues.getByText("Sent", { exact: true }).first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await issues.locator("tr").filter({ hasText: issueMail.subject ?? "" }).first().innerText()).toMatch(new RegExp(`· ${recipients}\\s`));
    await staff.context.close();
  });
});
