import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeViolations } from "./support/axe.ts";
import { launchBrowser, newPage, signIn, shot } from "./support/browser.ts";
import { makeExecutions, makeWorkflows } from "../fakes/n8n-fixtures.ts";
import { startFakeN8n, type FakeN8n } from "../fakes/n8n-server.ts";
import { formatExecutionTime, formatSuccessRate } from "#common/n8n/format.ts";

const API_KEY = "n8n_api_e2e_3f9a1c77d2";
const WORKFLOWS = makeWorkflows(7);
const EXECUTIONS = makeExecutions(WORKFLOWS, 23);

let browser: Browser;
let n8n: FakeN8n;

beforeAll(async () => {
  browser = await launchBrowser();
  // The app server runs with OUTBOUND_ALLOW_HOSTS listing 127.0.0.1 (server-setup.ts), so it may call this fake.
  n8n = await startFakeN8n({ apiKey: API_KEY, version: "new", workflows: WORKFLOWS, executions: EXECUTIONS, pageSize: 5 });
});
afterAll(async () => {
  await browser.close();
  await n8n.close();
});

/** The toast region shows at most one toast; wait for this title. */
async function expectToast(page: Page, title: string) {
  await expect.poll(() => page.getByText(title, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
}

const statValue = (page: Page, id: string) => page.getByTestId(`stat-${id}`).locator(".text-2xl").textContent();

describe("n8n integration page", () => {
  it("adds an instance, syncs it, shows the figures, sets a webhook and deletes it", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page);
    await page.goto("/admin/n8n");
    await expect.poll(() => page.getByText("No instances yet").isVisible()).toBe(true);

    // Validation at the fields, with the spec's messages.
    await page.getByRole("button", { name: "Add Instance" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Type").click();
    await page.getByRole("option", { name: "Client" }).click();
    await dialog.getByRole("button", { name: "Add Instance" }).click();
    await expect.poll(() => dialog.getByText("Name is required").isVisible()).toBe(true);
    expect(await dialog.getByText("Valid URL is required").isVisible()).toBe(true);
    expect(await dialog.getByText("API key is required for client instances").isVisible()).toBe(true);
    await shot(page, { path: "test-results/n8n-add-dialog.png" });

    // The connection is tested before the instance is added: a wrong key is named at its field, nothing is added,
    // and what was typed stays in the dialog.
    await dialog.getByLabel("Name").fill("Acme Realty");
    await dialog.getByLabel("Base URL").fill(n8n.url);
    await dialog.getByLabel("API Key").fill("n8n_api_typo");
    await dialog.getByRole("button", { name: "Add Instance" }).click();
    await expectToast(page, "Failed to add instance");
    expect(await page.getByText("Connection test failed: Wrong API key").first().isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText("Wrong API key", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("n8n instance added successfully!").count()).toBe(0);
    expect(await dialog.getByLabel("Name").inputValue()).toBe("Acme Realty");
    expect(await page.getByText("No instances yet").isVisible()).toBe(true);
    // The test was one small read with the typed key.
    expect(n8n.requests.map((r) => [r.path, r.apiKey])).toEqual([["/api/v1/workflows", "n8n_api_typo"]]);
    n8n.requests.length = 0;

    await dialog.getByLabel("API Key").fill(API_KEY);
    await dialog.getByRole("button", { name: "Add Instance" }).click();
    await expectToast(page, "n8n instance added successfully!");
    const card = page.getByRole("listitem", { name: "Acme Realty" });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain("Last sync: never");

    await card.getByRole("button", { name: "Sync Acme Realty" }).click();
    await expectToast(page, "Instance synced successfully!");
    expect(n8n.requests.every((r) => r.apiKey === API_KEY)).toBe(true);

    const finished = EXECUTIONS.filter((e) => ["success", "error", "crashed"].includes(e.status));
    const successes = EXECUTIONS.filter((e) => e.status === "success").length;
    const avg = finished.reduce((sum, e) => sum + Date.parse(e.stoppedAt!) - Date.parse(e.startedAt!), 0) / finished.length;
    await expect.poll(() => statValue(page, "total-workflows")).toBe("7");
    expect(await page.getByTestId("stat-total-workflows").textContent()).toContain(`${WORKFLOWS.filter((w) => w.active).length} active`);
    expect(await statValue(page, "success-rate")).toBe(formatSuccessRate((successes / finished.length) * 100));
    expect(await statValue(page, "running")).toBe(String(EXECUTIONS.filter((e) => e.status === "running").length));
    expect(await statValue(page, "avg-duration")).toBe(formatExecutionTime(Math.round(avg)));
    await expect.poll(() => card.textContent()).toMatch(/Last sync:\s*just now/);

    const activity = page.getByRole("list", { name: "Recent activity" });
    await expect.poll(() => activity.getByRole("listitem").count()).toBe(20);
    expect(await page.getByRole("listitem", { name: "Listing Alert SMS" }).isVisible()).toBe(true);
    // With workflows and activity listed, the page has no axe violation (button names hold their visible words).
    expect(await axeViolations(page)).toEqual([]);

    // Sync All with the same instance.
    await page.getByRole("button", { name: "Sync All" }).click();
    await expectToast(page, "All instances synced successfully!");

    // The webhook URL staff set is what the contact picker uses.
    const lead = page.getByRole("listitem", { name: "New Lead → CRM" });
    await lead.getByRole("button", { name: "Set webhook for New Lead → CRM" }).click();
    await page.getByRole("dialog").getByRole("button", { name: `Use ${n8n.url}/webhook/lead-intake-1` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Webhook URL saved");
    await expect.poll(() => lead.textContent()).toContain(`Webhook: ${n8n.url}/webhook/lead-intake-1`);

    // A real edit: a wrong key is stored, and the sync failure shows in words.
    await card.getByRole("button", { name: "Edit Acme Realty" }).click();
    await page.getByRole("dialog").getByLabel("API Key").fill("not-the-right-key");
    await page.getByRole("dialog").getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Instance updated successfully!");
    await card.getByRole("button", { name: "Sync Acme Realty" }).click();
    await expectToast(page, "Sync failed");
    await expect.poll(() => card.textContent()).toContain("Last sync failed: Wrong API key");
    // The earlier figures stay.
    expect(await statValue(page, "total-workflows")).toBe("7");

    for (const width of [375, 1280]) {
      const view = await newPage(browser, { width, height: width < 800 ? 812 : 900 });
      await signIn(view.page);
      await view.page.goto("/admin/n8n");
      await expect.poll(() => view.page.getByText("Last sync failed: Wrong API key").isVisible()).toBe(true);
      await shot(view.page, { path: `test-results/n8n-${width}.png`, fullPage: true });
      await view.context.close();
    }

    // A new base URL asks for the key again: the stored one is never sent to another address.
    await card.getByRole("button", { name: "Edit Acme Realty" }).click();
    const moving = page.getByRole("dialog");
    await moving.getByLabel("Base URL").fill("https://n8n.elsewhere.example");
    await expect.poll(() => moving.getByText("The base URL changed: enter the API key for the new address").isVisible()).toBe(true);
    await moving.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => moving.getByText("Enter the API key again: the base URL changed").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    // A client instance keeps its own key; made internal, it can go back to the server's key (N8N_API_KEY, unset here).
    await card.getByRole("button", { name: "Edit Acme Realty" }).click();
    const edit = page.getByRole("dialog");
    expect(await edit.getByLabel("Use the environment key").count()).toBe(0);
    await edit.getByLabel("Type").click();
    await page.getByRole("option", { name: "Internal (agency)" }).click();
    await edit.getByLabel("API Key").fill("typed-then-dropped");
    await edit.getByLabel("Use the environment key").click();
    expect(await edit.getByLabel("API Key").isDisabled()).toBe(true);
    expect(await edit.getByLabel("API Key").inputValue()).toBe("");
    await shot(page, { path: "test-results/n8n-clear-key-dialog.png" });
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Instance updated successfully!");
    await card.getByRole("button", { name: "Sync Acme Realty" }).click();
    await expect.poll(() => card.textContent()).toContain("Last sync failed: No API key: enter one for this instance or set N8N_API_KEY on the server");
    await card.getByRole("button", { name: "Edit Acme Realty" }).click();
    expect(await page.getByRole("dialog").getByText("Leave empty to use the server's default key (N8N_API_KEY).").isVisible()).toBe(true);
    expect(await page.getByRole("dialog").getByLabel("Use the environment key").count()).toBe(0);
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: "Delete Acme Realty" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Instance deleted successfully!");
    await expect.poll(() => page.getByText("No instances yet").isVisible()).toBe(true);
    await expect.poll(() => statValue(page, "total-workflows")).toBe("0");
    expect(await statValue(page, "avg-duration")).toBe("N/A");
    await context.close();
  });
});
