import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, signIn } from "./support/browser.ts";
import { contactFormLive, fillContactForm, openHydrated } from "./support/site.ts";

// The contact form keeps a minimum fill time (server/contacts/form-token.ts): wait it out before submitting.
const FILL_TIME_MS = 3_200;
const SPEC_MESSAGES = [
  "First name must be at least 2 characters",
  "Last name must be at least 2 characters",
  "Please enter a valid email address",
  "Please enter a valid phone number",
  "Company name is required",
  "Please provide more details about your automation needs",
  "Please select a preferred contact method",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Before hydration the form would post without JavaScript (also valid, but not what these tests look at). */
async function openContact(page: Page, path = "/contact") {
  await page.goto(path);
  await contactFormLive(page);
}

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

describe("contact page", () => {
  it("shows the spec's message at each field and keeps what was typed", async () => {
    const { page, context } = await newPage(browser);
    await openContact(page);
    expect(await page.title()).toMatch(/^Contact Us \| /);
    expect(await page.getByRole("heading", { level: 1, name: "Get Started" }).isVisible()).toBe(true);
    await page.getByLabel("First name").fill("Jo");
    await page.getByRole("button", { name: "Submit" }).click();
    for (const message of SPEC_MESSAGES.slice(1)) {
      await expect.poll(() => visible(page, message), { message }).toBe(true);
    }
    expect(await page.getByText(SPEC_MESSAGES[0]!).count()).toBe(0);
    expect(await page.getByLabel("First name").inputValue()).toBe("Jo");
    await context.close();
  });

  it("loads the form's code when it is first used, keeping what was typed and a Submit pressed meanwhile", async () => {
    const { page, context } = await newPage(browser);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    // The form's code is held back while the visitor types into the server-rendered form and presses Submit.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const formCodeRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route("**/assets/contact-form-*.js", async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await openHydrated(page, "/contact");
    // The page is live, and the form is still server HTML: its code has not been asked for.
    expect(scripts.some((path) => path.includes("/contact-form-"))).toBe(false);
    expect(await page.locator('[data-deferred="contact-form"]').getAttribute("data-hydrated")).toBeNull();
    await page.getByLabel("First name").fill("Early");
    await formCodeRequested;
    await page.getByLabel("Last name").fill("Bird");
    await page.getByLabel("Email").fill("early@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    release();
    // The held Submit is replayed once the code is there: the browser's checks answer (no page post), and every
    // character typed meanwhile is still in its field.
    await expect.poll(() => visible(page, "Please enter a valid phone number")).toBe(true);
    expect(await page.locator("form[data-hydrated]").count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(await page.getByLabel("First name").inputValue()).toBe("Early");
    expect(await page.getByLabel("Last name").inputValue()).toBe("Bird");
    expect(await page.getByLabel("Email").inputValue()).toBe("early@example.com");
    expect(await page.getByText("First name must be at least 2 characters").count()).toBe(0);
    // A later edit keeps the rest.
    await page.getByLabel("Company").fill("Bird Homes");
    expect(await page.getByLabel("First name").inputValue()).toBe("Early");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pre-selects the bundle from ?bundle= and offers the chat and the booking link", async () => {
    const { page, context } = await newPage(browser);
    await openContact(page, "/contact?bundle=pro");
    await expect.poll(() => page.getByLabel("Setup bundle (optional)").inputValue()).toBe("pro");
    expect(await page.getByRole("heading", { name: "Or chat with our AI assistant" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Let's Connect" }).isVisible()).toBe(true);
    // Record how the page asks for the chat: the widget's handle when mounted, else the broadcast event.
    await page.evaluate(() => {
      const w = window as unknown as { chatSources: string[]; beacons: string[]; bayouChat?: { open(source?: string): void } };
      w.chatSources = [];
      w.beacons = [];
      // Beacon bodies are not visible to Playwright's request events: read them on the way out.
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => w.beacons.push(text));
        return send(url, data);
      };
      window.addEventListener("bayou:open-chat", (e) => w.chatSources.push((e as CustomEvent<{ source: string }>).detail.source));
      const widget = w.bayouChat;
      if (widget) {
        const open = widget.open.bind(widget);
        widget.open = (source) => {
          w.chatSources.push(source ?? "");
          open(source);
        };
      }
    });
    await page.getByRole("button", { name: "Start Chat" }).click();
    const beacons = () => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons.map((b) => JSON.parse(b) as { type: string }));
    await expect.poll(async () => (await beacons()).find((b) => b.type === "chat_started")).toMatchObject({ type: "chat_started", props: { source: "contact" } });
    expect(await page.evaluate(() => (window as unknown as { chatSources: string[] }).chatSources)).toEqual(["contact"]);
    // Booking on the site is on by default: the consultation is booked on /book (the external link when it is off).
    expect(await page.getByRole("link", { name: /Book a Free Consultation/ }).getAttribute("href")).toBe("/book");
    await context.close();
  });

  it("submits, thanks the visitor with the server's message and resets the form", async () => {
    const { page, context } = await newPage(browser);
    await openContact(page, "/contact?bundle=starter");
    const started = Date.now();
    await fillContactForm(page, {
      first: "Maria",
      last: "Lopez",
      email: "maria.e2e@lopezrealty.example",
      phone: "(713) 555-0142",
      company: "Lopez Realty",
      automation: "Automatic follow-ups by text for open house leads",
      method: "sms",
      role: "Real Estate Agent",
    });
    await page.waitForTimeout(Math.max(0, FILL_TIME_MS - (Date.now() - started)));

    // A failing server: the spec's destructive toast, and every value stays.
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal server error"}' }));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => visible(page, "Something went wrong")).toBe(true);
    expect(await visible(page, "Please try again or contact us directly.")).toBe(true);
    expect(await page.getByLabel("First name").inputValue()).toBe("Maria");
    expect(await page.getByLabel("Setup bundle (optional)").inputValue()).toBe("starter");
    await page.unroute("**/api/contact");

    // A slow answer shows 'Submitting...' on a disabled button.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit" }).click();
    const pending = page.getByRole("button", { name: "Submitting..." });
    await expect.poll(() => pending.isVisible()).toBe(true);
    expect(await pending.isDisabled()).toBe(true);
    release();
    await expect.poll(() => visible(page, "Thank you for your interest!")).toBe(true);
    expect(await visible(page, "We'll contact you within 24 hours to discuss your automation needs.")).toBe(true);
    expect(await page.getByLabel("First name").inputValue()).toBe("");
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    expect(await page.getByLabel("Setup bundle (optional)").inputValue()).toBe("");
    await context.close();
  });

  it("works without JavaScript: errors with values kept, then a thank-you page", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/contact?bundle=enterprise");
    expect(await page.getByLabel("Setup bundle (optional)").inputValue()).toBe("enterprise");
    await page.getByLabel("First name").fill("James");
    await page.getByLabel("Email").fill("not-an-email");
    const [failed] = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Submit" }).click()]);
    expect(failed?.status()).toBe(400);
    expect(await visible(page, "Please enter a valid email address")).toBe(true);
    expect(await visible(page, "Last name must be at least 2 characters")).toBe(true);
    expect(await page.getByLabel("First name").inputValue()).toBe("James");
    expect(await page.getByLabel("Email").inputValue()).toBe("not-an-email");
    expect(await page.getByLabel("Setup bundle (optional)").inputValue()).toBe("enterprise");

    const started = Date.now();
    await fillContactForm(page, {
      first: "James",
      last: "Carter",
      email: "james.e2e@carterbrokerage.example",
      phone: "281-555-0199",
      company: "Carter Brokerage",
      automation: "A monthly newsletter and social media posts for our listings",
      method: "email",
      role: "Broker",
    });
    await page.waitForTimeout(Math.max(0, FILL_TIME_MS - (Date.now() - started)));
    const [done] = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Submit" }).click()]);
    expect(done?.status()).toBe(200);
    expect(await page.getByRole("heading", { name: "Thank you for your interest!" }).isVisible()).toBe(true);
    expect(await visible(page, "We'll contact you within 24 hours to discuss your automation needs.")).toBe(true);
    await context.close();
  });
});

describe("contacts admin", () => {
  it("lists the submissions with filters, status, notes and delete", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/contacts");
    const cards = page.getByTestId("contact-card");
    await cards.first().waitFor({ timeout: 20_000 });
    // Other suites may have left leads on the shared server: narrow to this file's two by their e-mails.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    const total = Number(await page.getByTestId("summary-total-contacts").textContent());
    expect(await page.getByText(`Showing ${total} of ${total} contacts`).isVisible()).toBe(true);
    expect(Number(await page.getByTestId("summary-this-week").textContent())).toBe(total);
    expect(Number(await page.getByTestId("summary-agents").textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await page.getByTestId("summary-brokers").textContent())).toBeGreaterThanOrEqual(1);

    await page.getByLabel("Search contacts").fill("carter brok");
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute("aria-label")).toBe("James Carter");
    await page.getByLabel("Search contacts").fill(".e2e@");
    await expect.poll(() => cards.count()).toBe(2);

    await page.getByLabel("Filter by role").click();
    await page.getByRole("option", { name: "Real Estate Agent" }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute("aria-label")).toBe("Maria Lopez");
    // The list's search and filters are in the URL: a reload shows the same list.
    await expect.poll(() => new URL(page.url()).searchParams.get("role")).toBe("Real Estate Agent");
    await page.reload();
    await expect.poll(() => page.getByLabel("Search contacts").inputValue()).toBe(".e2e@");
    expect(await page.getByLabel("Filter by role").innerText()).toBe("Real Estate Agent");
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute("aria-label")).toBe("Maria Lopez");
    await page.getByLabel("Filter by interest").click();
    await page.getByRole("option", { name: "Social Media" }).click();
    await expect.poll(() => visible(page, "No contacts found matching your criteria.")).toBe(true);
    await page.getByLabel("Filter by role").click();
    await page.getByRole("option", { name: "All roles" }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getAttribute("aria-label")).toBe("James Carter");
    await page.getByLabel("Filter by interest").click();
    await page.getByRole("option", { name: "All interests" }).click();
    await expect.poll(() => cards.count()).toBe(2);

    const maria = page.getByRole("article", { name: "Maria Lopez" });
    expect(await maria.getByRole("link", { name: "Email" }).getAttribute("href")).toBe("mailto:maria.e2e@lopezrealty.example");
    expect(await maria.getByRole("link", { name: "Call" }).getAttribute("href")).toBe("tel:+17135550142");
    await maria.getByRole("button", { name: /^Maria Lopez/ }).click();
    await expect.poll(() => maria.getByText("Lead received from the contact form (Starter Bundle)").isVisible()).toBe(true);
    expect(await maria.getByText("Starter Bundle (Any 2 platforms)").isVisible()).toBe(true);

    await maria.getByLabel("Lead status").click();
    await page.getByRole("option", { name: "Qualified" }).click();
    await expect.poll(() => maria.getByText("Status changed from New Lead to Qualified").isVisible()).toBe(true);
    await expect.poll(() => maria.getByText("Qualified", { exact: true }).first().isVisible()).toBe(true);

    await maria.getByLabel("Add a note").fill("Called: wants a demo on Friday");
    await maria.getByRole("button", { name: "Add Note" }).click();
    await expect.poll(() => maria.getByText("Called: wants a demo on Friday", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => maria.getByLabel("Add a note").inputValue()).toBe("");

    const james = page.getByRole("article", { name: "James Carter" });
    await james.getByRole("button", { name: "Delete James Carter" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => visible(page, "Contact deleted successfully!")).toBe(true);
    await expect.poll(() => james.count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole("article", { name: "Maria Lopez" }).count()).toBe(1);
    expect(await page.getByRole("article", { name: "James Carter" }).count()).toBe(0);
    await context.close();
  });
});

describe("settings admin", () => {
  it("edits, saves and cancels a setting, keeps secrets masked and checks URLs", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/settings");
    for (const tab of ["CRM (HubSpot)", "Webhooks", "Email", "General"]) {
      await expect.poll(() => page.getByRole("tab", { name: tab }).isVisible()).toBe(true);
    }

    await page.getByRole("tab", { name: "General" }).click();
    const row = page.getByTestId("setting-contact_phone");
    await row.getByRole("button", { name: /^Edit/ }).click();
    const input = row.getByLabel("Contact phone");
    const save = row.getByRole("button", { name: "Save" });
    expect(await save.isDisabled()).toBe(true);
    await input.fill("(713) 555-0188");
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await expect.poll(() => visible(page, "Settings Updated")).toBe(true);
    expect(await visible(page, "Your settings have been saved successfully.")).toBe(true);
    await expect.poll(() => row.getByTestId("setting-value").textContent()).toBe("(713) 555-0188");

    await row.getByRole("button", { name: /^Edit/ }).click();
    await row.getByLabel("Contact phone").fill("(713) 555-0000");
    await row.getByRole("button", { name: "Cancel" }).click();
    expect(await row.getByTestId("setting-value").textContent()).toBe("(713) 555-0188");
    await page.reload();
    await page.getByRole("tab", { name: "General" }).click();
    await expect.poll(() => page.getByTestId("setting-contact_phone").getByTestId("setting-value").textContent()).toBe("(713) 555-0188");

    await page.getByRole("tab", { name: "CRM (HubSpot)" }).click();
    const token = page.getByTestId("setting-api_key");
    await token.getByRole("button", { name: /^Edit/ }).click();
    expect(await token.getByLabel("HubSpot private app token").getAttribute("type")).toBe("password");
    await token.getByLabel("HubSpot private app token").fill("pat-na1-e2e-secret-9876");
    await token.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => token.getByTestId("setting-value").textContent()).toBe("••••••••9876");
    expect(await page.content()).not.toContain("pat-na1-e2e-secret-9876");

    await page.getByRole("tab", { name: "Webhooks" }).click();
    // The signing secret was generated at first start: masked, revealed on request so receivers can verify.
    const signing = page.getByTestId("setting-webhook_secret");
    await expect.poll(() => signing.getByTestId("setting-value").textContent()).toMatch(/^••••••••.{4}$/);
    await signing.getByRole("button", { name: "Reveal Webhook signing secret" }).click();
    await expect.poll(() => signing.getByTestId("setting-value").textContent()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await signing.getByRole("button", { name: "Hide Webhook signing secret" }).click();
    await expect.poll(() => signing.getByTestId("setting-value").textContent()).toMatch(/^••••••••/);
    expect(await signing.getByRole("button", { name: "Remove" }).count()).toBe(0);

    const hook = page.getByTestId("setting-contact_form_webhook");
    await hook.getByRole("button", { name: /^Edit/ }).click();
    await hook.getByLabel("Contact form webhook").fill("not a url");
    await hook.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => hook.getByText("Please enter a valid URL starting with http:// or https://").isVisible()).toBe(true);
    await hook.getByRole("button", { name: "Cancel" }).click();

    // Leave the shared e2e server as it was (and never let a later lead try the real HubSpot).
    await page.getByRole("tab", { name: "CRM (HubSpot)" }).click();
    await token.getByRole("button", { name: /^Edit/ }).click();
    await token.getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => token.getByText("Not set").isVisible()).toBe(true);
    await page.getByRole("tab", { name: "General" }).click();
    await row.getByRole("button", { name: /^Edit/ }).click();
    await row.getByLabel("Contact phone").fill("(713) 555-0123");
    await row.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => row.getByTestId("setting-value").textContent()).toBe("(713) 555-0123");
    await context.close();
  });
});
