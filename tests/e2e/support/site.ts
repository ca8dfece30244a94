import { expect } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";

// What the public-site browser tests share: the analytics events a page sends, hydration, and chat-open requests.

/** The booking URL setting's default (common/settings/settings-catalog.ts). */
export const DEFAULT_BOOKING_URL = "https://calendar.example.com/bayou-city-ai/consultation";

export type SentEvent = { type: string; path: string; props?: Record<string, unknown>; status?: number };

/**
 * Records every POST /api/events the page sends (sendBeacon included) with the server's answer. Routing is used
 * because the browser does not report a beacon's Blob body to request listeners.
 */
export async function recordEvents(page: Page): Promise<SentEvent[]> {
  const events: SentEvent[] = [];
  await page.route("**/api/events", async (route) => {
    try {
      const request = route.request();
      const response = await route.fetch();
      if (request.method() === "POST") events.push({ ...(JSON.parse(request.postData() ?? "{}") as SentEvent), status: response.status() });
      await route.fulfill({ response });
    } catch {
      // A beacon still in flight when the test closes its page: nothing left to record.
    }
  });
  return events;
}

/**
 * Opens a page and waits for hydration: the public layout sends its page view from an effect, so once that
 * event has gone out, clicks reach React's handlers (a click on server HTML before that would do nothing).
 */
export async function openHydrated(page: Page, path: string): Promise<SentEvent[]> {
  const events = await recordEvents(page);
  await page.goto(path);
  await expect.poll(() => events.some((e) => e.type === "page_view" && e.path === path), { timeout: 15_000 }).toBe(true);
  return events;
}

/** Counts open-chat requests, whether the chat widget is mounted (window.bayouChat) or not (the DOM event). */
export async function spyOnChat(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __chatOpens: string[]; bayouChat?: { open(source?: string): void } };
    w.__chatOpens = [];
    window.addEventListener("bayou:open-chat", (e) => w.__chatOpens.push(String((e as CustomEvent<{ source?: string }>).detail?.source)));
    let widget: { open(source?: string): void } | undefined;
    Object.defineProperty(window, "bayouChat", {
      configurable: true,
      get: () => widget,
      set: (value: { open(source?: string): void } | undefined) => {
        widget = value && {
          ...value,
          open: (source?: string) => {
            w.__chatOpens.push(String(source));
            value.open(source);
          },
        };
      },
    });
  });
}
export const chatOpens = (page: Page) => page.evaluate(() => (window as unknown as { __chatOpens: string[] }).__chatOpens);

export async function visible(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { message: String(text) }).toBe(true);
}

/**
 * Scrolls to an element as a visitor would and waits for the frame that lays it out: blocks below a phone's first
 * screen are laid out only when they come near (the render-when-near utility); until then what is in them has no box
 * (not "visible") and no innerText.
 */
export async function scrollTo(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The text a visitor reads once they have scrolled to it (see scrollTo). */
export async function seenText(locator: Locator): Promise<string> {
  await scrollTo(locator);
  return locator.innerText();
}

/**
 * The contact form is a deferred section that hydrates when someone first reaches for it: focus its first field (as a
 * visitor would) and wait until the form's script has taken over from the plain form post.
 */
export async function contactFormLive(page: Page): Promise<void> {
  await page.getByLabel("First name").focus();
  await page.locator("form[data-hydrated]").waitFor();
}

export type ContactLead = { first: string; last: string; email: string; phone: string; company: string; automation: string; method: string; role?: string };

/** Types a lead into the contact form's fields (the form's own checks and its submit are the caller's). */
export async function fillContactForm(page: Page, lead: ContactLead): Promise<void> {
  await page.getByLabel("First name").fill(lead.first);
  await page.getByLabel("Last name").fill(lead.last);
  await page.getByLabel("Email").fill(lead.email);
  await page.getByLabel("Phone").fill(lead.phone);
  await page.getByLabel("Company").fill(lead.company);
  await page.getByLabel("What would you like to automate?").fill(lead.automation);
  await page.getByLabel("Preferred contact method").selectOption(lead.method);
  if (lead.role) await page.getByLabel("Your role (optional)").selectOption(lead.role);
}

/** Fills the live contact form with a lead, waits out its minimum fill time and submits it (the answer is the caller's to check). */
export async function submitContactForm(page: Page, lead: ContactLead): Promise<void> {
  await contactFormLive(page);
  const started = Date.now();
  await fillContactForm(page, lead);
  await page.waitForTimeout(Math.max(0, 3_200 - (Date.now() - started)));
  await page.getByRole("button", { name: "Submit" }).click();
}
