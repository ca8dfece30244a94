// Drafts always save and publishing asks for what is missing; a new draft named like another post gets a free slug;
// the history keeps the first version, explicit saves and the version before a restore, and says what each changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, signIn } from "./support/browser.ts";

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const box = (p: Page, name: string) => p.getByRole("textbox", { name, exact: true });
const status = (p: Page) => p.getByTestId("save-status").innerText();
const title = `Drafts always save ${Date.now()}`;
const slug = title.toLowerCase().replace(/ /g, "-");

async function newPost(p: Page, words: string, named = title) {
  await p.goto("/admin/blog/new");
  await box(p, "Title").fill(named);
  await box(p, "Content").fill(words);
  await p.waitForURL((u) => /^\/admin\/blog\/\d+$/.test(u.pathname));
  await expect.poll(() => status(p)).toMatch(/^Saved /);
}

/** Types, then waits for the autosave. */
async function typeAndWait(p: Page, words: string) {
  await box(p, "Content").fill(words);
  await expect.poll(() => status(p)).toMatch(/^Unsaved|^Saving/);
  await expect.poll(() => status(p)).toMatch(/^Saved /);
}

describe("saving drafts", () => {
  it("saves a draft without an excerpt by Save Changes, and asks for it to publish", async () => {
    await newPost(page, "A draft with no excerpt yet.");
    await page.reload();
    await box(page, "Title").waitFor();
    await box(page, "Content").fill("A draft with no excerpt yet, saved by hand.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Blog post updated successfully!").first().isVisible()).toBe(true);
    expect(await page.getByText("Excerpt is required").count()).toBe(0);
    await expect.poll(() => status(page)).toMatch(/^Saved /);

    await page.getByRole("switch", { name: "Published" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Excerpt is required").isVisible()).toBe(true);
    expect(await box(page, "Excerpt").getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("switch", { name: "Published" }).click();
  });

  it("gives a new draft named like another post a free slug, without an error", async () => {
    await newPost(page, "Another post with the same title.");
    expect(await status(page)).not.toMatch(/Not saved/);
    await expect.poll(() => box(page, "Slug").inputValue()).toBe(`${slug}-2`);
    await page.reload();
    await box(page, "Title").waitFor();
    expect(await box(page, "Slug").inputValue()).toBe(`${slug}-2`);
  });
});

describe("the history", () => {
  it("keeps the first version, an explicit save and the version before a restore, each with what it changed", async () => {
    await newPost(page, "First words.", `${title} (history)`);
    await box(page, "Excerpt").fill("An excerpt.");
    await typeAndWait(page, "First words. Second words.");
    await typeAndWait(page, "First words. Second words. Third words.");
    await box(page, "Content").fill("Saved by hand.\nWith a second line.");
    // A post started on this page is saved by "Create Post" the first time.
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(() => page.getByText("Blog post created successfully!").first().isVisible()).toBe(true);
    await typeAndWait(page, "Saved by hand.\nWith a second line.\nAn autosave after it.");
    // Typed and not saved yet when the restore is asked for.
    await box(page, "Content").fill("Saved by hand.\nWith a second line.\nAn autosave after it.\nTyped just before restoring.");

    await page.getByRole("button", { name: "History" }).click();
    const rows = page.getByRole("dialog").getByRole("list", { name: "Revisions" }).getByRole("listitem");
    const first = rows.filter({ hasText: "First version" });
    await expect.poll(() => first.count()).toBe(1);
    expect(await first.getByTestId("revision-changes").innerText()).toMatch(/\+\d+ words[\s\S]*Title: “Drafts always save/);
    await first.getByRole("button", { name: /^Restore / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    // Done when the editor holds the restored text, as the restores below wait (the toast saying so is post-editor.e2e's;
    // on a loaded CI machine this poll once missed it).
    await expect.poll(() => box(page, "Content").inputValue()).toBe("First words.");

    await page.getByRole("button", { name: "History" }).click();
    await expect.poll(() => rows.filter({ hasText: "Before restore" }).count()).toBe(1);
    const beforeRestore = rows.filter({ hasText: "Before restore" });
    // The autosave after the explicit save, with what was typed just before the restore merged into it.
    expect(await beforeRestore.getByTestId("revision-changes").innerText()).toMatch(/\+8 words[\s\S]*Content line 3: “An autosave after it\.”/);
    const saved = rows.filter({ has: page.getByText(/^Saved · version/) });
    await expect.poll(() => saved.count()).toBe(1);
    expect(await saved.getByTestId("revision-changes").innerText()).toMatch(/\+7 words\s*−6 words[\s\S]*Content line 1: “Saved by hand\.”/);
    expect(await rows.filter({ hasText: "First version" }).count()).toBe(1);

    await saved.getByRole("button", { name: /^Restore / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect.poll(() => box(page, "Content").inputValue()).toBe("Saved by hand.\nWith a second line.");
    await page.getByRole("button", { name: "History" }).click();
    await rows.filter({ hasText: "Before restore" }).last().getByRole("button", { name: /^Restore / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect.poll(() => box(page, "Content").inputValue()).toBe("Saved by hand.\nWith a second line.\nAn autosave after it.\nTyped just before restoring.");
  });
});
