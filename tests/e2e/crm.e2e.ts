import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, E2E_ADMIN, launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";

// Create a contact, edit it, see the change on its timeline, the duplicate e-mail offer, merge.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SHOTS = process.env.E2E_SHOTS;
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function fillNew(page: Page, values: { first: string; last: string; email: string }) {
  await page.getByRole("button", { name: "New contact" }).click();
  const form = page.getByRole("form", { name: "New contact" });
  await form.getByLabel("First name").fill(values.first);
  await form.getByLabel("Last name").fill(values.last);
  await form.getByLabel("Email", { exact: true }).fill(values.email);
  return form;
}

describe("contacts CRM", () => {
  it("creates and edits a contact, shows the change on its timeline, offers the existing contact for a duplicate e-mail, merges two", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/contacts");
    await settled(page);

    // Create: a field message first, and nothing lost.
    const form = await fillNew(page, { first: "Rosa", last: "Ramirez", email: "rosa.crm.e2e@example" });
    await form.getByRole("button", { name: "Create contact" }).click();
    await expect.poll(() => form.getByText("Please enter a valid email address").isVisible()).toBe(true);
    expect(await form.getByLabel("First name").inputValue()).toBe("Rosa");
    await form.getByLabel("Email", { exact: true }).fill("rosa.crm.e2e@example.com");
    await form.getByLabel("Tags").fill("vip, open house");
    if (SHOTS) await shot(page, { path: `${SHOTS}/crm-form-1280.png` });
    await form.getByRole("button", { name: "Create contact" }).click();
    await expect.poll(() => card(page, "Rosa Ramirez").isVisible()).toBe(true);
    expect(await card(page, "Rosa Ramirez").getByText("#vip").isVisible()).toBe(true);

    // Edit: the change lands on the timeline as old → new.
    await card(page, "Rosa Ramirez").getByRole("button", { name: "Edit Rosa Ramirez" }).click();
    const edit = page.getByRole("form", { name: "Edit contact" });
    await edit.getByLabel("Company", { exact: true }).fill("Ramirez Realty");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => edit.isVisible()).toBe(false);
    await card(page, "Rosa Ramirez").getByRole("button", { name: /^Rosa Ramirez/ }).click();
    await expect.poll(() => card(page, "Rosa Ramirez").getByText(/Edited by .+: Company — → Ramirez Realty/).isVisible()).toBe(true);

    // A duplicate e-mail is caught at the field, with a way to the existing contact.
    const dup = await fillNew(page, { first: "Rosie", last: "Ramirez", email: "ROSA.crm.e2e@example.com" });
    await dup.getByRole("button", { name: "Create contact" }).click();
    await expect.poll(() => dup.getByText("A contact with this e-mail address already exists").isVisible()).toBe(true);
    await dup.getByRole("button", { name: "Open the existing contact" }).click();
    await page.waitForURL((u) => u.searchParams.has("contact"));
    await expect.poll(() => dup.isVisible()).toBe(false);
    await expect.poll(() => card(page, "Rosa Ramirez").getByText("Client details").isVisible()).toBe(true);

    // Merge a second record of the same person into the first.
    const second = await fillNew(page, { first: "Rosa", last: "R.", email: "rosa.r.e2e@example.com" });
    await second.getByLabel("Phone", { exact: true }).fill("713-555-0188");
    await second.getByRole("button", { name: "Create contact" }).click();
    await expect.poll(() => card(page, "Rosa R.").isVisible()).toBe(true);
    await card(page, "Rosa Ramirez").getByRole("button", { name: "Merge Rosa Ramirez" }).click();
    const merge = page.getByRole("dialog");
    await merge.getByLabel("Find the other contact").fill("rosa.r.e2e");
    await merge.getByRole("radio", { name: /rosa\.r\.e2e@example\.com/ }).click();
    await merge.getByRole("radio", { name: /^Rosa Ramirez/ }).click();
    await merge.getByRole("button", { name: "Merge contacts" }).click();
    await expect.poll(() => card(page, "Rosa R.").count()).toBe(0);
    const kept = card(page, "Rosa Ramirez");
    await expect.poll(() => kept.getByText(/Merged by .+ with contact #\d+ \(Rosa R\., rosa\.r\.e2e@example\.com\)/).isVisible()).toBe(true);
    expect(await kept.getByText("713-555-0188").first().isVisible()).toBe(true);
    if (SHOTS) await shot(page, { path: `${SHOTS}/crm-list-1280.png`, fullPage: true });

    // Bulk: select the card, set its status from the bar.
    await kept.getByRole("checkbox", { name: "Select Rosa Ramirez" }).click();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect.poll(() => bar.getByText("1 selected").isVisible()).toBe(true);
    await bar.getByRole("combobox", { name: "Set status of the selected" }).click();
    await page.getByRole("option", { name: "Qualified" }).click();
    await expect.poll(() => kept.getByText("Qualified", { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => bar.isVisible()).toBe(false);
    await context.close();
  });

  it("fits the list and the form on a phone, a long unbroken name included", async () => {
    // A chat lead that gave only its address is named by it: one long word the card must wrap.
    const login = await fetch(`${baseUrl()}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${baseUrl()}/api/admin/contacts`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ firstName: "una.mx2clftr.longerthanaphonescreen@lopezrealty.example", email: "una.mx2clftr@lopezrealty.example", contactMethod: "email" }),
    });
    expect(created.status).toBe(201);
    const { page, context } = await newPage(browser, { width: 375, height: 812 });
    await signIn(page);
    await page.goto("/admin/contacts");
    await settled(page);
    await page.getByRole("button", { name: "New contact" }).click();
    const form = page.getByRole("form", { name: "New contact" });
    await expect.poll(() => form.isVisible()).toBe(true);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await page.getByRole("dialog").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    if (SHOTS) await shot(page, { path: `${SHOTS}/crm-form-375.png` });
    await page.keyboard.press("Escape");
    await expect.poll(() => form.isVisible()).toBe(false);
    if (SHOTS) await shot(page, { path: `${SHOTS}/crm-list-375.png`, fullPage: true });
    await context.close();
  });
});
