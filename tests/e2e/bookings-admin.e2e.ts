import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";
import { toWallClock } from "#common/lib/zoned-time.ts";

// Staff book a consultation, find it in the list and the week, mark it done; edit a host's hours, with a field
// message for hours the parser cannot read and a preview of the times the fixed ones give.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const fullShot = (page: Page, name: string) => shot(page, { path: `${name}.png`, fullPage: true });
/** Monday of the week a Houston day is in. */
const mondayOf = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);

describe("bookings in the admin", () => {
  it("books a consultation that took place, shows it in the list and the week, marks it done; edits a host's hours", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/bookings");
    await settled(page);

    // A consultation held two hours ago (on a 5-minute mark), booked by staff.
    const held = toWallClock(Math.floor((Date.now() - 2 * 3_600_000) / 300_000) * 300_000)!;
    await page.getByRole("button", { name: "New booking" }).click();
    const form = page.getByRole("form", { name: "New booking" });
    await expect.poll(() => form.getByLabel("Host").locator("option").count()).toBeGreaterThan(0);
    await form.getByLabel("Date").fill(held.date);
    await form.getByLabel("Time (Central)").fill(held.time);
    await form.getByLabel("Name").fill("Erin Example");
    await form.getByLabel("Email").fill("erin@example");
    await form.getByRole("button", { name: "Book" }).click();
    await expect.poll(() => form.getByText("Please enter a valid email address").isVisible()).toBe(true);
    expect(await form.getByLabel("Name").inputValue()).toBe("Erin Example");
    await form.getByLabel("Email").fill("erin@example.com");
    await form.getByRole("button", { name: "Book" }).click();
    await expect.poll(() => form.isVisible()).toBe(false);

    // The list: past bookings.
    await page.getByLabel("When").selectOption("past");
    const list = page.getByRole("list", { name: "Bookings" });
    await expect.poll(() => list.getByRole("button", { name: /Erin Example/ }).isVisible()).toBe(true);
    await fullShot(page, "bookings-list-1280");

    // The week it falls in: a block at its time, opened with the keyboard.
    await page.goto(`/admin/bookings?view=week&week=${mondayOf(held.date)}`);
    await settled(page);
    const block = page.getByRole("button", { name: /^Erin Example, .*Booked/ });
    await expect.poll(() => block.isVisible()).toBe(true);
    await fullShot(page, "bookings-week-1280");
    await block.focus();
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: "Consultation with Erin Example" });
    await expect.poll(() => details.isVisible()).toBe(true);
    await details.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(() => page.getByText("Marked done").first().isVisible()).toBe(true);
    await expect.poll(() => details.getByText("Done", { exact: true }).isVisible()).toBe(true);
    // (Escape would close the toast first: it is the layer on top.)
    await details.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => details.isVisible()).toBe(false);
    await fullShot(page, "bookings-week-done-1280");
    await expect.poll(() => page.getByRole("button", { name: /^Erin Example, .*Done/ }).isVisible()).toBe(true);

    // A host's hours: a message for hours that cannot be read, nothing typed lost; the fixed ones preview and save.
    await page.getByRole("tab", { name: "Hosts & hours" }).click();
    await page.getByRole("button", { name: "Edit hours" }).first().click();
    const hours = page.getByRole("form", { name: /booking hours$/ });
    await hours.getByLabel("Weekly hours").fill("Mon-Fri 9-5");
    await hours.getByRole("button", { name: "Save hours" }).click();
    await expect.poll(() => hours.getByText('"Mon-Fri 9-5" is not understood', { exact: false }).isVisible()).toBe(true);
    expect(await hours.getByLabel("Weekly hours").inputValue()).toBe("Mon-Fri 9-5");
    await hours.getByLabel("Weekly hours").fill("Mon-Thu 09:00-16:00");
    await hours.getByLabel("Meeting length (minutes)").fill("45");
    await expect.poll(() => hours.getByRole("region", { name: "Next bookable times" }).getByRole("listitem").count()).toBeGreaterThan(0);
    await fullShot(page, "bookings-hours-1280");
    await hours.getByRole("button", { name: "Save hours" }).click();
    await expect.poll(() => hours.isVisible()).toBe(false);
    await expect.poll(() => page.getByText("Monday - Thursday, 9 AM - 4 PM CST").isVisible()).toBe(true);
    await fullShot(page, "bookings-hosts-1280");

    // Narrow: the week scrolls sideways inside its card, the page does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/bookings?view=week&week=${mondayOf(held.date)}`);
    await settled(page);
    await expect.poll(() => page.getByRole("button", { name: /^Erin Example/ }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await fullShot(page, "bookings-week-390");
    await page.goto("/admin/bookings?when=past");
    await settled(page);
    await fullShot(page, "bookings-list-390");
    await context.close();
  });
});
