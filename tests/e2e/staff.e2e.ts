import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, signIn } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const EDITOR = { email: "e2e-editor@example.com", name: "Erin Editor", password: "velvet-canyon-harbor-58" };

describe("staff and roles", () => {
  it("the owner invites an editor, who joins from the link and sees only an editor's admin", async () => {
    const owner = await newPage(browser);
    await signIn(owner.page);
    await owner.page.goto("/admin/staff");
    await owner.page.getByRole("button", { name: "Invite" }).click();
    const dialog = owner.page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(EDITOR.email);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    const linkField = dialog.getByLabel("Invitation link");
    await expect.poll(() => linkField.isVisible()).toBe(true);
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/admin\/invite\?token=/);
    await dialog.getByRole("button", { name: "Done" }).click();
    const pending = owner.page.getByRole("list", { name: "Pending invitations" });
    await expect.poll(() => pending.getByText(EDITOR.email).isVisible()).toBe(true);

    // A fresh browser context: the invitee is signed out.
    const invitee = await newPage(browser, { width: 375, height: 800 });
    await invitee.page.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => invitee.page.getByText(/as Editor/).isVisible()).toBe(true);
    await invitee.page.getByLabel("Your name").fill(EDITOR.name);
    await invitee.page.getByLabel(/^Password/).fill(EDITOR.password);
    await invitee.page.getByLabel("Confirm password").fill("something-else-entirely-9");
    await invitee.page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => invitee.page.getByText("The passwords do not match").isVisible()).toBe(true);
    await invitee.page.getByLabel("Confirm password").fill(EDITOR.password);
    await invitee.page.getByRole("button", { name: "Create account" }).click();
    await invitee.page.waitForURL((u) => u.pathname === "/admin");

    const nav = invitee.page.getByRole("navigation", { name: "Admin" });
    await invitee.page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(() => nav.getByRole("link", { name: "Blog Posts" }).isVisible()).toBe(true);
    const links = (await nav.getByRole("link").allInnerTexts()).map((s) => s.trim()).filter(Boolean);
    expect(links).toEqual(["Dashboard", "Blog Posts", "Testimonials", "Announcements", "AI Management"]);

    await invitee.page.goto("/admin/contacts");
    await expect.poll(() => invitee.page.getByRole("heading", { name: "You don't have access" }).isVisible()).toBe(true);
    await expect.poll(() => invitee.page.title()).toBe("You don't have access | Admin Portal");

    // The same link does not work twice.
    const again = await newPage(browser);
    await again.page.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => again.page.getByText(/no longer valid/).isVisible()).toBe(true);
    await again.context.close();
    await invitee.context.close();

    // The owner sees the editor in the staff list and the lines in the audit log.
    await owner.page.goto("/admin/staff");
    const members = owner.page.getByRole("list", { name: "Staff members" });
    await expect.poll(() => members.getByText(EDITOR.email).isVisible()).toBe(true);
    await owner.page.goto("/admin/audit");
    const lines = owner.page.getByRole("list", { name: "Audit lines" });
    await expect.poll(() => lines.getByText("Invitation accepted").first().isVisible()).toBe(true);
    expect(await lines.getByText("Staff member invited").count()).toBeGreaterThan(0);
    await owner.page.getByLabel("Text (e-mail or target)").fill(EDITOR.email);
    await owner.page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => lines.getByText("Signed in").count()).toBe(0);
    expect(await lines.getByText("Invitation accepted").count()).toBe(1);
    await owner.context.close();
  });
});
