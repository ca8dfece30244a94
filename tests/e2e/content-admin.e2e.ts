import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { E2E_ADMIN, baseUrl, launchBrowser, newPage, signIn } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function adminPage(path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPage(browser);
  await signIn(page);
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** The success toast, then the dialog gone (while it is open, Radix hides the page from the accessibility tree). */
async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
  await expect.poll(() => page.getByRole("alertdialog").count()).toBe(0);
}

const box = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").or(page.getByRole("form")).getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("blog admin", () => {
  const title = `Katy Open House Automation ${Date.now()}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

  it("creates a post that appears on /blog, in the RSS feed and in the sitemap", async () => {
    const { page, close } = await adminPage("/admin/blog");
    await page.getByRole("link", { name: "New Post" }).click();
    const editor = page.getByRole("form", { name: "New post" });

    // Publishing needs the required fields (a draft saves without them).
    await editor.getByRole("switch", { name: "Published" }).click();
    await editor.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(() => editor.getByText("Title is required").isVisible()).toBe(true);
    expect(await editor.getByText("Excerpt is required").isVisible()).toBe(true);
    expect(await editor.getByText("Content is required").isVisible()).toBe(true);

    await box(editor, "Title").fill(title);
    expect(await box(editor, "Slug").inputValue()).toBe(slug);
    await box(editor, "Excerpt").fill("Let an assistant follow up with every open-house visitor in Katy.");
    await box(editor, "Content").fill("## Sign-in sheets are dead\n\n- Capture\n- Follow up\n\n| Day | Action |\n|---|---|\n| 1 | Text |");
    // The preview is rendered by the server's Markdown worker after the editor's pause: give a busy machine room.
    await expect.poll(() => editor.getByTestId("markdown-preview").locator("h2").textContent(), { timeout: 30_000 }).toBe("Sign-in sheets are dead");
    expect(await editor.getByTestId("markdown-preview").locator("table").count()).toBe(1);
    await choose(page, "Category", "Tools");
    await box(editor, "Tags").fill("Open Houses, Katy ,, Follow-Up");
    expect(await box(editor, "Author").inputValue()).toBe("Bayou City AI");
    expect(await editor.getByRole("switch", { name: "Published" }).getAttribute("aria-checked")).toBe("true");
    await editor.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(() => page.getByText("Blog post created successfully!", { exact: true }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Blog Posts" }).last().click();
    await expect.poll(() => page.getByRole("heading", { name: title }).isVisible()).toBe(true);
    await close();

    const { page: visitor, context } = await newPage(browser);
    await visitor.goto("/blog");
    expect(await visitor.getByRole("link", { name: title }).first().isVisible()).toBe(true);
    await visitor.getByRole("link", { name: title }).first().click();
    await visitor.waitForURL((u) => u.pathname === `/blog/${slug}`);
    await expect.poll(() => visitor.getByRole("heading", { level: 1 }).innerText()).toBe(title);
    expect(await visitor.getByRole("link", { name: "#Katy" }).isVisible()).toBe(true);
    await context.close();

    const rss = await (await fetch(baseUrl() + "/blog/rss.xml")).text();
    expect(rss).toContain(`<link>${baseUrl()}/blog/${slug}</link>`);
    const sitemap = await (await fetch(baseUrl() + "/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/blog/${slug}</loc>`);
  });

  it("shows a duplicate slug at the field when publishing and keeps what was typed", async () => {
    const { page, close } = await adminPage("/admin/blog/new");
    const editor = page.getByRole("form", { name: "New post" });
    await box(editor, "Title").fill("Another post");
    await box(editor, "Slug").fill(slug);
    await box(editor, "Excerpt").fill("Typed excerpt");
    await box(editor, "Content").fill("Typed content");
    // A draft would take the next free slug by itself; a published post's address is never changed silently.
    await editor.getByRole("switch", { name: "Published" }).click();
    await editor.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(() => editor.getByText("This slug is already used by another post").first().isVisible()).toBe(true);
    expect(await box(editor, "Excerpt").inputValue()).toBe("Typed excerpt");
    expect(await box(editor, "Content").inputValue()).toBe("Typed content");
    await close();
  });

  it("edits and deletes the post (after confirming)", async () => {
    const { page, close } = await adminPage("/admin/blog");
    await page.getByRole("link", { name: `Edit “${title}”` }).click();
    const editor = page.getByRole("form", { name: "Edit post" });
    await box(editor, "Excerpt").fill("Updated excerpt for the Katy post.");
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Blog post updated successfully!", { exact: true }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Blog Posts" }).last().click();
    await expect.poll(() => page.getByText("Updated excerpt for the Katy post.").isVisible()).toBe(true);

    await page.getByRole("button", { name: `Delete post “${title}”` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Blog post deleted successfully!");
    await expect.poll(() => page.getByRole("heading", { name: title }).count()).toBe(0);
    await close();
    expect((await fetch(`${baseUrl()}/blog/${slug}`)).status).toBe(404);
  });

  it("publishes, unpublishes and deletes the selected posts from the bulk bar (delete asked first)", async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(E2E_ADMIN) });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, "content-type": "application/json" };
    const run = Date.now().toString(36);
    const titles = [`Bulk draft one ${run}`, `Bulk draft two ${run}`];
    for (const title of titles) {
      const res = await fetch(`${baseUrl()}/api/admin/blog`, { method: "POST", headers: auth, body: JSON.stringify({ title, excerpt: "A draft for the bulk bar.", content: "Body of the draft." }) });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const { page, close } = await adminPage(`/admin/blog?q=${run}`);
    const rows = page.getByTestId("admin-post");
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole("checkbox", { name: "Select all posts on this page" }).click();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect.poll(() => bar.getByText("2 selected").isVisible()).toBe(true);
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => rows.getByText("Published", { exact: true }).count()).toBe(2);
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect((await fetch(`${baseUrl()}/blog/${titles[0]!.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`)).status).toBe(200);

    await page.getByRole("checkbox", { name: `Select “${titles[1]}”` }).click();
    await bar.getByRole("button", { name: "Unpublish", exact: true }).click();
    await expect.poll(() => rows.getByText("Draft", { exact: true }).count()).toBe(1);

    await page.getByRole("checkbox", { name: "Select all posts on this page" }).click();
    await bar.getByRole("button", { name: "Delete selected" }).click();
    const ask = page.getByRole("alertdialog");
    expect(await ask.getByText("Delete 2 posts?").isVisible()).toBe(true);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await bar.getByRole("button", { name: "Delete selected" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => rows.count()).toBe(0);
    await close();
  });

  it("lists newsletter subscribers on the Newsletter page", async () => {
    const email = `tab-${Date.now()}@example.com`;
    await fetch(baseUrl() + "/api/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, source: "blog" }) });
    const { page, close } = await adminPage("/admin/newsletter");
    await expect.poll(() => page.getByRole("cell", { name: email, exact: true }).isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    await close();
  });
});

describe("testimonials admin", () => {
  it("creates, edits and deletes a testimonial", async () => {
    const { page, close } = await adminPage("/admin/testimonials");
    await page.getByRole("button", { name: "New Testimonial" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Create Testimonial" }).click();
    await expect.poll(() => dialog.getByText("Client name is required").isVisible()).toBe(true);
    expect(await dialog.getByText("Testimonial text is required").isVisible()).toBe(true);

    await dialog.getByLabel("Client name").fill("Rosa Delgado");
    await dialog.getByLabel("Client title").fill("Property Manager");
    await dialog.getByLabel("Company").fill("Bayou Rentals");
    await dialog.getByLabel("Testimonial text").fill("Storm-season notices now go out on their own.");
    await dialog.locator("label", { hasText: "4 stars" }).click();
    expect(await dialog.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await choose(page, "Location", "Clear Lake");
    await dialog.getByRole("switch", { name: "Featured" }).click();
    await dialog.getByRole("button", { name: "Create Testimonial" }).click();
    await toast(page, "Testimonial created successfully!");
    const card = page.getByTestId("admin-testimonial").filter({ hasText: "Rosa Delgado" });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByText("Property Manager at Bayou Rentals").isVisible()).toBe(true);
    expect(await card.getByRole("img", { name: "Rated 4 out of 5" }).isVisible()).toBe(true);
    expect(await card.getByText("Clear Lake").isVisible()).toBe(true);
    expect(await card.getByText("Featured", { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText("Active", { exact: true }).isVisible()).toBe(true);

    await card.getByRole("button", { name: "Edit testimonial from Rosa Delgado" }).click();
    await dialog.getByRole("switch", { name: "Active" }).click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Testimonial updated successfully!");
    await expect.poll(() => card.getByText("Inactive", { exact: true }).isVisible()).toBe(true);

    await card.getByRole("button", { name: "Delete testimonial “Rosa Delgado”" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Testimonial deleted successfully!");
    await expect.poll(() => card.count()).toBe(0);
    await close();
  });
});

describe("announcements admin", () => {
  it("creates with the spec defaults, edits and deletes an announcement", async () => {
    const { page, close } = await adminPage("/admin/announcements");
    await page.getByRole("button", { name: "New Announcement" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel("Priority").innerText()).toBe("Normal");
    expect(await dialog.getByLabel("Audience").innerText()).toBe("All Visitors");
    expect(await dialog.getByLabel("Start date").inputValue()).not.toBe("");
    expect(await dialog.getByRole("switch", { name: "Active" }).getAttribute("aria-checked")).toBe("true");
    await dialog.getByRole("button", { name: "Create Announcement" }).click();
    await expect.poll(() => dialog.getByText("Title is required").isVisible()).toBe(true);

    await box(dialog, "Title").fill("Voice AI launch week");
    await box(dialog, "Content").fill("Our voice agent now answers listing calls.");
    await choose(page, "Type", "Product Launch");
    await choose(page, "Priority", "Urgent");
    await dialog.getByRole("button", { name: "Create Announcement" }).click();
    await toast(page, "Announcement created successfully!");
    const row = page.getByTestId("admin-announcement").filter({ hasText: "Voice AI launch week" });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByText("URGENT", { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText("All Visitors", { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText("Product Launch", { exact: true }).count()).toBe(1);

    await row.getByRole("button", { name: "Edit “Voice AI launch week”" }).click();
    await choose(page, "Audience", "Clients");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Announcement updated successfully!");
    await expect.poll(() => row.getByText("Clients", { exact: true }).isVisible()).toBe(true);

    await row.getByRole("button", { name: "Delete announcement “Voice AI launch week”" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Announcement deleted successfully!");
    await expect.poll(() => row.count()).toBe(0);
    await close();
  });
});
