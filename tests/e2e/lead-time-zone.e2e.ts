import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";
import { submitContactForm } from "./support/site.ts";

// A lead's own time zone (quiet hours of texts): the contact form sends the browser's zone, the contact card shows it.
const SHOTS = process.env.E2E_SHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

describe("a lead's time zone", () => {
  it("keeps the zone of the visitor's browser and shows it on the contact card", async () => {
    // A visitor of its own (server-setup.ts trusts one proxy hop): the group's other files spend 127.0.0.1's contact-form limit.
    const visitor = await browser.newContext({
      baseURL: baseUrl(),
      timezoneId: "America/Los_Angeles",
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.38" },
    });
    const site = await visitor.newPage();
    await site.goto("/contact");
    await submitContactForm(site, {
      first: "Tamsin", last: "Zonewright", email: "tamsin.tz.e2e@example.com", phone: "(212) 555-0177", company: "Pacific Homes",
      automation: "Texting new open house leads within a minute", method: "email",
    });
    await expect.poll(() => site.getByText("Thank you for your interest!", { exact: true }).first().isVisible()).toBe(true);
    await visitor.close();

    for (const width of [1280, 390]) {
      const { page, context } = await newPage(browser, { width });
      await signIn(page);
      await page.goto("/admin/contacts?q=tamsin.tz.e2e");
      await settled(page);
      const lead = card(page, "Tamsin Zonewright");
      await expect.poll(() => lead.isVisible()).toBe(true);
      await lead.getByRole("button", { name: /^Tamsin Zonewright/ }).click();
      // The browser's zone wins over the 212 area code's (New York).
      await expect.poll(() => lead.getByText("America/Los_Angeles (from browser)").isVisible()).toBe(true);
      if (SHOTS) {
        await lead.getByText("Client details").scrollIntoViewIfNeeded();
        await shot(page, { path: `${SHOTS}/contact-time-zone-${width}.png` });
      }
      await context.close();
    }
  });
});
