import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { E2E_ADMIN, baseUrl, launchBrowser, holdScripts, newPage } from "./support/browser.ts";

let browser: Browser;
let token: string;

async function api(path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
  return fetch(baseUrl() + path, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(baseUrl() + "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  token = ((await res.json()) as { token: string }).token;
});
afterAll(() => browser.close());

const cardTitles = (page: Page) => page.locator("main article h2, main article h3").allInnerTexts();

/**
 * Every wait in this file is on what the page shows, with room for a busy 2-core machine: expect.poll's own
 * default gives up after one second, which a client navigation or a lazily loaded section can take there.
 */
const eventually = <T>(read: () => Promise<T> | T, message?: string) => expect.poll(read, { timeout: 30_000, interval: 100, message });
const shown = (page: Page, text: string | RegExp) => eventually(() => page.getByText(text).first().isVisible(), String(text)).toBe(true);

describe("blog list", () => {
  it("shows the seeded posts newest first, with the newsletter box and the chips", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/blog");
    expect(res?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/The AI Advantage\s+Weekly/);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThanOrEqual(6);
    expect(titles[0]).toBe("Bilingual Client Care: AI Assistants That Speak Your Clients' Language");
    for (const chip of ["All", "Strategy", "Tools", "Real Estate", "News"]) {
      expect(await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: chip, exact: true }).count()).toBe(1);
    }
    await eventually(() => page.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);
    await context.close();
  });

  it("filters by category and live search, keeping the state in the URL", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Tools", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("category") === "Tools");
    await eventually(() => cardTitles(page)).toEqual(["Your Houston Automation Stack: Connecting MLS, CRM and Calendar"]);

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All", exact: true }).click();
    // Typed while "All" is still loading, the search would follow the URL of the category it is leaving.
    await page.waitForURL((u) => !u.searchParams.has("category"));
    await eventually(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(6);
    await page.getByRole("searchbox", { name: "Search articles" }).pressSequentially("hurricane");
    await eventually(() => cardTitles(page)).toEqual(["Hurricane Season Playbook for Houston Property Managers"]);
    await page.waitForURL((u) => u.searchParams.get("q") === "hurricane" && !u.searchParams.has("category"));

    // A tag matches too ("Scheduling" is a tag of the traffic post), case-insensitively.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("SCHEDULING");
    await eventually(() => cardTitles(page)).toContain("Traffic-Aware Showings: Scheduling Around I-10, 610 and Beltway 8");
    await context.close();
  });

  it("keeps a search typed before the page's code arrived and applies it", async () => {
    const { page, context } = await newPage(browser);
    const release = await holdScripts(page, "**/assets/blog-*.js");
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.click();
    await page.keyboard.type("hurri");
    // The page hydrates with what the server rendered and then takes up the typed text: the same box keeps the
    // focus, so typing goes on into it.
    await box.evaluate((el) => ((window as unknown as { typedInto: Element }).typedInto = el));
    release();
    await eventually(() => page.getByTestId("result-count").innerText()).toMatch(/matching “hurri”/);
    await page.keyboard.type("cane");
    await eventually(() => cardTitles(page)).toEqual(["Hurricane Season Playbook for Houston Property Managers"]);
    expect(await box.inputValue()).toBe("hurricane");
    const sameBoxFocused = (el: Element) =>
      el === (window as unknown as { typedInto: Element }).typedInto && el === document.activeElement;
    expect(await box.evaluate(sameBoxFocused)).toBe(true);
    await page.waitForURL((u) => u.searchParams.get("q") === "hurricane");
    await context.close();
  });

  it("server-renders a filtered URL", async () => {
    const html = await (await fetch(baseUrl() + "/blog?category=Strategy&q=speed")).text();
    // Only the rendered grid counts: the page's data for hydration carries every post.
    const grid = /data-testid="post-grid"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(grid).toContain("Speed to Lead: Answer Every Houston Inquiry Within Minutes");
    expect(grid).not.toContain("Hurricane Season Playbook");
    expect(grid).not.toContain("Traffic-Aware Showings");
    expect(html).toContain('value="speed"');
    expect(html).toMatch(/aria-current="true"[^>]*>Strategy</);
  });

  it("shows the empty state when nothing matches", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/blog?q=zzzz-no-such-article");
    await shown(page, "No articles found");
    await shown(page, "Try adjusting your search or category filter.");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await eventually(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(6);
    await context.close();
  });

  it("replaces a broken card and cover image with the default cover", async () => {
    const created = await api("/api/admin/blog", {
      method: "POST",
      json: { title: "Broken Cover Check", excerpt: "Cover is missing.", content: "Body.", category: "News", coverImage: "/images/blog/no-such-file.png", isPublished: true },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { page, context } = await newPage(browser);
    await page.goto("/blog?q=broken%20cover");
    const cardImage = page.locator("main article img").first();
    await eventually(() => cardImage.getAttribute("src")).toBe("/images/blog/default-cover.svg");
    await page.goto("/blog/broken-cover-check");
    await eventually(() => page.getByRole("img", { name: "Broken Cover Check" }).getAttribute("src")).toBe("/images/blog/default-cover.svg");
    await context.close();
    await api(`/api/admin/blog/${id}`, { method: "DELETE" });
  });
});

describe("post page", () => {
  const slug = "speed-to-lead-answer-every-houston-inquiry-within-minutes";

  it("renders the post with SEO tags, JSON-LD, tags and related posts", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`/blog/${slug}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Speed to Lead: Answer Every Houston Inquiry Within Minutes");
    expect(await page.getByRole("link", { name: "Back to Blog" }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("post-body").locator("h2").count()).toBeGreaterThan(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/blog/${slug}$`));
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^http.*\/images\/blog\/.+\.svg$/);
    expect(await page.locator('meta[property="article:tag"]').count()).toBeGreaterThan(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as Record<string, unknown>;
    expect(ld["@type"]).toBe("BlogPosting");
    const related = page.getByRole("region", { name: "Related articles" });
    const relatedTitles = await related.locator("h3").allInnerTexts();
    expect(relatedTitles.length).toBeGreaterThan(0);
    expect(relatedTitles.length).toBeLessThanOrEqual(3);
    expect(relatedTitles).not.toContain("Speed to Lead: Answer Every Houston Inquiry Within Minutes");
    await context.close();
  });

  it("opens a share popup with the network's share URL", async () => {
    const { page, context } = await newPage(browser);
    // No outside network in tests: answer the share pages locally so the popup URL can be read.
    await context.route(/^https:\/\/(x\.com|www\.linkedin\.com|www\.facebook\.com)\//, (route) => route.fulfill({ status: 200, body: "share" }));
    await page.goto(`/blog/${slug}`);
    const expected = encodeURIComponent(`${baseUrl()}/blog/${slug}`);
    for (const [label, prefix] of [
      ["X", "https://x.com/intent/post?url="],
      ["LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url="],
      ["Facebook", "https://www.facebook.com/sharer/sharer.php?u="],
    ] as const) {
      const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: `Share on ${label} (opens a new window)` }).click()]);
      await popup.waitForLoadState();
      expect(popup.url().startsWith(prefix + expected), popup.url()).toBe(true);
      await popup.close();
    }
    await context.close();
  });

  it("shows a saved post's HTML, rendered once at save, on the page and in the RSS feed", async () => {
    const created = await api("/api/admin/blog", {
      method: "POST",
      json: { title: "Stored Html Check", excerpt: "Stored.", content: "## Stored heading\n\nSome **bold** words.", category: "News", isPublished: true },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const { page, context } = await newPage(browser);
    await page.goto("/blog/stored-html-check");
    const body = page.getByTestId("post-body");
    expect(await body.locator("h2#stored-heading").innerText()).toBe("Stored heading");
    expect(await body.locator("strong").innerText()).toBe("bold");
    expect(await page.getByText("1 min read").count()).toBe(1);
    const rss = await (await fetch(baseUrl() + "/blog/rss.xml")).text();
    expect(rss).toContain("&lt;h2 id=&quot;stored-heading&quot;&gt;Stored heading&lt;/h2&gt;");
    await context.close();
    await api(`/api/admin/blog/${id}`, { method: "DELETE" });
  });

  it("answers an unknown slug with 404 and 'Post Not Found'", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/blog/no-such-post");
    expect(res?.status()).toBe(404);
    await eventually(() => page.getByRole("heading", { name: "Post Not Found" }).isVisible()).toBe(true);
    await shown(page, "The article you're looking for doesn't exist.");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await page.waitForURL((u) => u.pathname === "/blog");
    await context.close();
  });
});

describe("newsletter signup", () => {
  it("subscribes from the blog, answers a repeat the same way, and shows the consent line", async () => {
    const email = `reader-${Date.now()}@example.com`;
    for (let round = 0; round < 2; round++) {
      const { page, context } = await newPage(browser);
      await page.goto("/blog");
      await shown(page, /By subscribing you agree to receive The AI Advantage Weekly/);
      await page.getByRole("textbox", { name: "Email address" }).first().fill(email);
      await page.getByRole("button", { name: "Subscribe" }).first().click();
      await shown(page, "Almost there! Check your inbox and click the link in our e-mail to confirm your subscription.");
      await context.close();
    }
    const { items: list } = (await (await api(`/api/admin/newsletter/subscribers?search=${encodeURIComponent(email)}`)).json()) as { items: { email: string }[] };
    expect(list.filter((s) => s.email === email)).toHaveLength(1);
  });

  it("keeps a submit made before the box's code has arrived, and sends it once it has", async () => {
    const { page, context } = await newPage(browser);
    // Hold the box's code back until the visitor has typed and pressed Enter.
    const release = await holdScripts(page, "**/assets/newsletter-signup-*.js");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/newsletter")) posts.push(r.method());
    });
    await page.goto("/blog");
    const box = page.getByRole("textbox", { name: "Email address" }).first();
    await box.fill(`early-${Date.now()}@example.com`);
    await box.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/blog");
    expect(posts).toEqual([]);
    release();
    await shown(page, "Almost there! Check your inbox and click the link in our e-mail to confirm your subscription.");
    expect(posts).toEqual(["POST"]);
    await context.close();
  });

  it("shows the field message for an invalid address", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/blog");
    await page.getByRole("textbox", { name: "Email address" }).first().fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).first().click();
    await eventually(() => page.getByRole("alert").filter({ hasText: "Please enter a valid email address" }).isVisible()).toBe(true);
    await context.close();
  });
});
