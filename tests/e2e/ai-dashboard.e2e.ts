import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, settled, signIn, shot } from "./support/browser.ts";

// The dashboard and the AI page against the built app, offline (no LLM configured in the e2e server).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function adminPage(path: string, size: { width?: number; height?: number } = {}) {
  const { page, context } = await newPage(browser, size);
  await signIn(page);
  if (path !== "/admin") await page.goto(path);
  return { page, close: () => context.close() };
}

async function expectToast(page: Page, title: string) {
  await expect.poll(() => page.getByText(title, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

const statValue = (page: Page, id: string) => page.getByTestId(`stat-${id}`).locator('[data-slot="stat-value"]').textContent();

/** GET with the signed-in page's token, to compare the screens with the API. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

describe("admin dashboard", () => {
  it("shows every section with real figures", async () => {
    const { page, close } = await adminPage("/admin");
    for (const heading of ["Content & Engagement", "AI Automation", "Automation Status", "Market Trending Topics", "Recent AI Content", "AI Actions", "Recent Activity", "Performance Stats", "Generate Blog Post"]) {
      await expect.poll(() => page.getByText(heading, { exact: true }).first().isVisible()).toBe(true);
    }
    const stats = await api<{ totalBlogs: number }>(page, "/api/admin/stats");
    expect(await statValue(page, "blog-posts")).toBe(String(stats.totalBlogs));
    const tasks = await api<{ isActive: boolean }[]>(page, "/api/admin/ai/tasks");
    await expect.poll(() => statValue(page, "active-ai-tasks")).toBe(String(tasks.filter((t) => t.isActive).length));
    expect(await page.getByTestId("stat-active-ai-tasks").textContent()).toContain(`${tasks.length} total`);
    // No n8n instance in this run: the dashboard formats say '--'.
    const instances = await api<unknown[]>(page, "/api/admin/n8n/instances");
    if (instances.length === 0) {
      await expect.poll(() => statValue(page, "success-rate")).toBe("--");
      expect(await statValue(page, "avg-duration")).toBe("--");
    }
    // Performance Stats come from the first-party analytics.
    const summary = await api<{ pageViews: number }>(page, "/api/admin/analytics/summary");
    await expect.poll(() => page.getByTestId("perf-page-views").locator('[data-slot="stat-value"]').textContent()).toBe(summary.pageViews.toLocaleString("en-US"));
    await close();
  });

  it("generates a post offline that appears as a draft in the blog admin", async () => {
    const { page, close } = await adminPage("/admin");
    const input = page.getByLabel("Blog topic");
    const generate = page.getByRole("button", { name: "Generate", exact: true });
    await expect.poll(() => input.isVisible()).toBe(true);
    expect(await input.getAttribute("placeholder")).toMatch(/Houston market trends/);
    expect(await generate.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await generate.isDisabled()).toBe(true);

    // Clicking a trending topic fills the input.
    const trends = page.getByRole("list", { name: "Market trending topics" });
    await expect.poll(() => trends.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await trends.getByRole("listitem").count()).toBeLessThanOrEqual(4);
    const suggestions = await api<{ topic: string; keywords: string[] }[]>(page, "/api/admin/ai/blog-suggestions");
    await trends.getByRole("button").first().click();
    expect(await input.inputValue()).toBe(suggestions[0]!.topic);
    expect(await trends.getByRole("listitem").first().locator('[data-slot="badge"]').count()).toBeLessThanOrEqual(4);

    const topic = `Hurricane prep for Clear Lake landlords ${Date.now()}`;
    await input.fill(topic);
    await generate.click();
    await expectToast(page, "Blog Post Generated!");
    const [content] = await api<{ title: string; type: string; blogPostId: number }[]>(page, "/api/admin/ai/content");
    expect(content!.type).toBe("blog_post");
    expect(await page.getByText(`"${content!.title}" has been generated successfully.`).first().isVisible()).toBe(true);
    expect(await input.inputValue()).toBe("");
    await expect.poll(() => page.getByRole("list", { name: "Recent AI content" }).getByText(content!.title).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("list", { name: "Recent activity" }).getByText(content!.title).isVisible()).toBe(true);

    await page.goto("/admin/blog");
    const row = page.getByTestId("admin-post").filter({ hasText: content!.title });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByText("Draft", { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText("Not published").isVisible()).toBe(true);
    await close();
  });

  it("shows the provider's message when generation fails", async () => {
    const { page, close } = await adminPage("/admin");
    await page.route("**/api/admin/ai/generate-blog", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ message: "The AI provider could not write the post: quota exceeded. Nothing was saved." }) }),
    );
    await page.getByLabel("Blog topic").fill("Rates and refinancing");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expectToast(page, "Generation Failed");
    expect(await page.getByText("The AI provider could not write the post: quota exceeded. Nothing was saved.").first().isVisible()).toBe(true);
    expect(await page.getByLabel("Blog topic").inputValue()).toBe("Rates and refinancing");
    await close();
  });

  it("refreshes trends and generates workflow suggestions", async () => {
    const { page, close } = await adminPage("/admin");
    await page.getByRole("button", { name: "Refresh Blog Trends" }).click();
    await expectToast(page, "Blog Trends Refreshed");

    await page.getByRole("button", { name: "Generate Workflows" }).click();
    await expectToast(page, "Workflow Suggestions Generated!");
    expect(await page.getByText("New automation suggestions have been created.").first().isVisible()).toBe(true);
    const suggestions = await api<{ status: string }[]>(page, "/api/admin/ai/workflow-suggestions");
    const open = suggestions.filter((s) => s.status === "suggested").length;
    expect(open).toBeGreaterThan(0);
    await expect.poll(() => statValue(page, "workflow-suggestions")).toBe(String(open));
    await close();
  });

  it("shows the error card when stats fail, and Try Again loads the dashboard", async () => {
    const { page, close } = await adminPage("/admin");
    await expect.poll(() => page.getByText("Content & Engagement").isVisible()).toBe(true);
    // The live desk refetches the stats whenever its stream (re)connects or another test's lead arrives; with the
    // stream cut, only Try Again can bring the dashboard back.
    await page.route("**/api/admin/chat/events", (route) => route.abort());
    await page.route("**/api/admin/stats", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal server error"}' }));
    await page.reload();
    await expect.poll(() => page.getByText("Failed to Load Dashboard").isVisible()).toBe(true);
    expect(await page.getByText("Unable to fetch dashboard statistics.").isVisible()).toBe(true);
    await shot(page, { path: "test-results/dashboard-error.png" });

    await page.unroute("**/api/admin/stats");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(() => page.getByText("Content & Engagement").isVisible()).toBe(true);
    expect(await page.getByText("Failed to Load Dashboard").count()).toBe(0);
    await close();
  });
});

describe("AI management page", () => {
  it("shows the cards, auto-advances the topic carousel and pauses it on hover", async () => {
    const { page, close } = await adminPage("/admin/ai");
    const chat = await api<{ conversations: number }>(page, "/api/admin/chat/stats");
    await expect.poll(() => statValue(page, "chat-conversations")).toBe(String(chat.conversations));
    expect(await page.getByTestId("stat-chat-conversations").getByRole("link", { name: "View conversations" }).getAttribute("href")).toBe("/admin/chat");

    const carousel = page.getByTestId("topic-carousel");
    await expect.poll(() => carousel.getByRole("listitem").count()).toBeGreaterThan(1);
    expect(await carousel.getByRole("listitem").count()).toBeLessThanOrEqual(8);
    const scrollLeft = () => carousel.evaluate((el) => el.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await expect.poll(scrollLeft, { interval: 250 }).toBeGreaterThanOrEqual(100);

    // Hovering pauses it; the arrows still scroll 120 px.
    await carousel.hover();
    const held = await scrollLeft();
    await page.waitForTimeout(4_500);
    expect(await scrollLeft()).toBe(held);
    await page.getByRole("button", { name: "Previous topics" }).click();
    await expect.poll(scrollLeft).toBe(Math.max(0, held - 120));

    // Picking a topic fills the input; the AI page has its own failure toast.
    await carousel.getByRole("button").first().click();
    expect(await page.getByLabel("Blog topic").inputValue()).not.toBe("");
    await page.route("**/api/admin/ai/generate-blog", (route) => route.fulfill({ status: 504, body: "" }));
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    await expectToast(page, "AI Generation Error");
    await close();
  });

  it("runs, pauses and shows the history of AI tasks; generates insights; accepts a workflow suggestion", async () => {
    const { page, close } = await adminPage("/admin/ai");
    await page.getByRole("button", { name: "Generate Insights" }).click();
    await expectToast(page, "Contact Insights Generated!");
    await expect.poll(() => page.getByRole("list", { name: "Insights" }).getByText("Lead volume").isVisible()).toBe(true);

    await page.getByRole("tab", { name: "AI Tasks" }).click();
    const task = page.getByRole("listitem", { name: "Blog trend refresh" });
    await expect.poll(() => task.isVisible()).toBe(true);
    // The schedule in words, the cron pattern as its tooltip.
    const schedule = task.getByText("Every Monday at 6:00 AM (UTC)", { exact: true });
    expect(await schedule.isVisible()).toBe(true);
    expect(await schedule.getAttribute("title")).toBe("Cron: 0 6 * * 1");
    await task.getByRole("button", { name: "Run Blog trend refresh now" }).click();
    await expectToast(page, "Task Completed");
    await expect.poll(() => task.locator('[data-status="completed"]').count()).toBe(1);

    await task.getByRole("button", { name: "Pause Blog trend refresh" }).click();
    await expectToast(page, "Task Paused");
    await expect.poll(() => task.getByText("Inactive", { exact: true }).isVisible()).toBe(true);
    await task.getByRole("button", { name: "Resume Blog trend refresh" }).click();
    await expect.poll(() => task.getByText("Active", { exact: true }).isVisible()).toBe(true);

    await task.getByRole("button", { name: "View runs of Blog trend refresh" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("list", { name: "Run history" }).getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await dialog.getByText(/topic suggestions \(offline\)/).first().isVisible()).toBe(true);
    expect(await dialog.getByText("Schedule:").locator("..").textContent()).toBe("Schedule: Every Monday at 6:00 AM (UTC)0 6 * * 1");
    await shot(page, { path: "test-results/ai-task-history.png" });
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Workflow Suggestions" }).click();
    const list = page.getByRole("list", { name: "Workflow suggestions" });
    await expect.poll(() => list.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await list.getByRole("listitem").count()).toBeLessThanOrEqual(6);
    const first = list.locator('li[data-status="suggested"]').first();
    const title = await first.getAttribute("aria-label");
    await first.getByRole("button", { name: `Accept ${title}` }).click();
    await expectToast(page, "Suggestion Accepted");
    await expect.poll(() => list.getByRole("listitem", { name: title! }).getAttribute("data-status")).toBe("accepted");
    await close();
  });

  it("looks right on a phone and a desktop", async () => {
    for (const width of [375, 1280]) {
      for (const path of ["/admin", "/admin/ai"]) {
        const { page, close } = await adminPage(path, { width, height: width < 800 ? 812 : 900 });
        await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
        await settled(page);
        const name = path === "/admin" ? "dashboard" : "ai";
        await shot(page, { path: `test-results/${name}-${width}.png`, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        await close();
      }
    }
  });
});
