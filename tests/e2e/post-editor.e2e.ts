// The post editor that keeps work (docs/decisions/026): autosave and the copy on this device, conflicts between
// two tabs, revisions restored, leaving with unsaved changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newPage, signIn } from "./support/browser.ts";

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const box = (p: Page, name: string) => p.getByRole("textbox", { name, exact: true });
const status = (p: Page) => p.getByTestId("save-status").innerText();
const title = `Editor keeps work ${Date.now()}`;
let postPath = "";

async function openEditor(p: Page, path: string) {
  await p.goto(path);
  await box(p, "Title").waitFor();
}

describe("the post editor", () => {
  it("keeps a new post through Esc and reloads", async () => {
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: "New Post" }).click();
    await box(page, "Title").fill(title);
    await box(page, "Content").fill("First words of the post.");
    await page.keyboard.press("Escape");
    // The first autosave creates the draft and gives the page its address.
    await page.waitForURL((u) => /^\/admin\/blog\/\d+$/.test(u.pathname));
    await expect.poll(() => status(page)).toMatch(/^Saved /);
    postPath = new URL(page.url()).pathname;
    await page.reload();
    await box(page, "Title").waitFor();
    expect(await box(page, "Title").inputValue()).toBe(title);
    expect(await box(page, "Content").inputValue()).toBe("First words of the post.");

    // Reloaded a moment after typing (before the autosave): the save on leaving or the copy on this device has it.
    page.once("dialog", (dialog) => void dialog.accept());
    await box(page, "Content").fill("First words of the post. And a second sentence.");
    await page.reload();
    await box(page, "Title").waitFor();
    const restore = page.getByRole("button", { name: "Restore them" });
    if (await restore.isVisible()) await restore.click();
    await expect.poll(() => box(page, "Content").inputValue()).toBe("First words of the post. And a second sentence.");
  });

  it("shows a conflict when two tabs edit the post", async () => {
    await expect.poll(() => status(page)).toMatch(/^Saved /);
    const other = await context.newPage();
    await openEditor(other, postPath);
    await box(page, "Content").fill("Saved in the first tab.");
    await expect.poll(() => status(page)).toMatch(/^Saved /);

    await box(other, "Excerpt").fill("Typed in the second tab.");
    const alert = other.getByRole("alert").filter({ hasText: "This post was changed elsewhere" });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.innerText()).toMatch(/saved it at .+Your changes are not saved yet/);
    await alert.getByRole("button", { name: "Compare" }).click();
    await expect.poll(() => other.getByTestId("revision-diff").innerText()).toContain("Saved in the first tab.");
    await alert.getByRole("button", { name: "Take theirs" }).click();
    expect(await box(other, "Content").inputValue()).toBe("Saved in the first tab.");
    expect(await box(other, "Excerpt").inputValue()).toBe("");
    await other.close();
  });

  it("restores an older revision", async () => {
    await box(page, "Excerpt").fill("An excerpt, so the post can be saved.");
    await page.getByRole("button", { name: "Save Changes" }).or(page.getByRole("button", { name: "Create Post" })).click();
    await expect.poll(() => page.getByText(/^Blog post (created|updated) successfully!$/).first().isVisible()).toBe(true);
    await box(page, "Content").fill("Version two, to be undone.");
    // The first save's toast may still show: wait for this save's own answer, so History lists it.
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && /^\/api\/admin\/blog\/\d+$/.test(new URL(r.url()).pathname) && !r.request().postData()?.includes('"autosave":true'));
    await page.getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).status()).toBe(200);

    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog");
    // Saved revisions only: on a busy machine an autosave can land between the two saves (a clean-clone run saw one).
    const rows = history.getByRole("list", { name: "Revisions" }).getByRole("listitem").filter({ hasNotText: /Autosave/ });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    await rows.nth(0).getByRole("checkbox").click();
    await rows.nth(1).getByRole("checkbox").click();
    await expect.poll(() => history.getByTestId("revision-diff").innerText()).toContain("Version two, to be undone.");
    await rows.nth(1).getByRole("button", { name: /^Restore / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect.poll(() => page.getByText("Revision restored").first().isVisible()).toBe(true);
    expect(await box(page, "Content").inputValue()).toBe("Saved in the first tab.");
  });

  it("asks before leaving with unsaved changes", async () => {
    // A published post changes only when saved, so the switch leaves the page with unsaved changes.
    await page.getByRole("switch", { name: "Published" }).click();
    await expect.poll(() => status(page)).toMatch(/^Unsaved changes/);
    await page.getByRole("link", { name: "Blog Posts" }).first().click();
    const ask = page.getByRole("alertdialog");
    await expect.poll(() => ask.getByText("Leave without saving?").isVisible()).toBe(true);
    await ask.getByRole("button", { name: "Cancel" }).click();
    expect(new URL(page.url()).pathname).toBe(postPath);

    const beforeUnload = new Promise<string>((resolve) => page.once("dialog", (dialog) => resolve(dialog.type())));
    await page.close({ runBeforeUnload: true });
    expect(await beforeUnload).toBe("beforeunload");
  });
});
