import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";

// Upload a small CSV, fix the mapping, see the error row, import, find the contacts in the list.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SHOTS = process.env.E2E_SHOTS;
const stamp = Date.now();
const CSV = [
  "Who;Mail;Office",
  `Lupe Import;lupe.${stamp}@example.com;Katy Homes`,
  `Ravi Import;ravi.${stamp}@example;Bellaire Realty`,
  `Tess Import;tess.${stamp}@example.com;Heights Group`,
].join("\n");

describe("contacts CSV import", () => {
  it("maps the columns, shows the bad row by number, imports the rest and lists them; a second import adds nothing", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/contacts");
    await settled(page);

    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import contacts from CSV" });
    await dialog.getByLabel("CSV file").setInputFiles({ name: "open-house.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${CSV}`) });
    // "Mail" is guessed as the e-mail; "Who" is not a known header, so the page asks for a name column.
    await expect.poll(() => dialog.getByText("Please choose the column that holds the first name or the full name").isVisible()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Import contacts" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Import column “Who” as").selectOption("fullName");
    await dialog.getByLabel("Import column “Office” as").selectOption("company");
    await expect.poll(() => dialog.getByText("Row 3: Email: Please enter a valid email address").isVisible()).toBe(true);
    expect(await dialog.getByText("3 rows found (semicolons). 2 new contacts, 0 e-mail addresses already in your contacts.").isVisible()).toBe(true);
    if (SHOTS) await shot(page, { path: `${SHOTS}/import-preview.png` });

    await dialog.getByRole("button", { name: "Import contacts" }).click();
    await expect.poll(() => dialog.getByText("Import finished").isVisible()).toBe(true);
    const figure = (label: string) => dialog.locator("dl > div").filter({ hasText: label }).locator("dd").textContent();
    expect([await figure("Created"), await figure("Failed")]).toEqual(["2", "1"]);
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download error rows" }).click()]);
    expect(download.suggestedFilename()).toBe("open-house-errors.csv");
    if (SHOTS) await shot(page, { path: `${SHOTS}/import-summary.png` });
    await dialog.getByRole("button", { name: "Done" }).click();

    await page.getByRole("searchbox", { name: "Search contacts" }).fill("Import");
    await expect.poll(() => page.getByRole("article", { name: "Lupe Import", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("article", { name: "Tess Import", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("article", { name: "Ravi Import", exact: true }).count()).toBe(0);

    // The same file again: both addresses are known, nothing is created.
    await page.getByRole("button", { name: "Import CSV" }).click();
    await dialog.getByLabel("CSV file").setInputFiles({ name: "open-house.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
    await dialog.getByLabel("Import column “Who” as").selectOption("fullName");
    await expect.poll(() => dialog.getByText(/0 new contacts, 2 e-mail addresses already in your contacts/).isVisible()).toBe(true);
    await context.close();
  });
});
