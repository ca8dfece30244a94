// Images and scheduled publishing in the post editor (docs/decisions/029): a cover uploaded by picking a file and
// an inline image show on the public post with srcset, width and height; a scheduled post is listed as such and is
// not public before its time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { launchBrowser, newPage, signIn } from "./support/browser.ts";
import { formatDateTime } from "#common/lib/format-date.ts";

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page);
});
afterAll(() => browser.close());

const box = (p: Page, name: string) => p.getByRole("textbox", { name, exact: true });
const photo = (width: number, height: number, color: string) => sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();

async function newPost(title: string) {
  await page.goto("/admin/blog/new");
  await box(page, "Title").fill(title);
  await box(page, "Excerpt").fill("Pictures of the listing, in every size.");
  await box(page, "Content").fill("The listing, room by room.");
}

describe("post images and scheduling", () => {
  it("uploads a cover by picking a file and an inline image; the public post serves them with srcset", async () => {
    const title = `Listing photos ${Date.now()}`;
    await newPost(title);
    await page.getByTestId("cover-file").setInputFiles({ name: "front-porch.jpg", mimeType: "image/jpeg", buffer: await photo(2400, 1260, "#1d6fa5") });
    await expect.poll(() => box(page, "Cover image").inputValue()).toMatch(/^\/media\/[0-9a-f]{20}-1600x840\.webp$/);
    await page.getByTestId("inline-image-file").setInputFiles({ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 800, "#a55a1d") });
    await expect.poll(() => box(page, "Content").inputValue()).toMatch(/!\[kitchen\]\(\/media\/[0-9a-f]{20}-1200x800\.webp\)/);

    await page.getByRole("switch", { name: "Published" }).click();
    await page.getByRole("button", { name: "Create Post" }).or(page.getByRole("button", { name: "Save Changes" })).click();
    await expect.poll(() => page.getByText(/^Blog post (created|updated) successfully!$/).first().isVisible()).toBe(true);
    const slug = await box(page, "Slug").inputValue();

    const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await visitor.goto(`/blog/${slug}`);
    const cover = visitor.getByRole("img", { name: title });
    expect(await cover.getAttribute("srcset")).toMatch(/-480x252\.webp 480w, .*-960x504\.webp 960w, .*-1600x840\.webp 1600w$/);
    expect([await cover.getAttribute("width"), await cover.getAttribute("height"), await cover.getAttribute("loading"), await cover.getAttribute("fetchpriority")]).toEqual(["1600", "840", "eager", "high"]);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    const inline = visitor.getByTestId("post-body").getByRole("img", { name: "kitchen" });
    expect(await inline.getAttribute("srcset")).toMatch(/-480x320\.webp 480w, .*-960x640\.webp 960w, .*-1200x800\.webp 1200w$/);
    expect([await inline.getAttribute("width"), await inline.getAttribute("height"), await inline.getAttribute("loading")]).toEqual(["1200", "800", "lazy"]);
    const res = await visitor.request.get((await inline.getAttribute("src"))!);
    expect([res.status(), res.headers()["content-type"], res.headers()["cache-control"]]).toEqual([200, "image/webp", "public, max-age=31536000, immutable"]);
    await visitor.close();
  });

  it("schedules a post: listed as scheduled, not public before its time", async () => {
    const title = `Scheduled open house ${Date.now()}`;
    await newPost(title);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const typed = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:30`;
    await page.getByLabel("Publish date and time").fill(typed);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect.poll(() => page.getByTestId("publish-box").innerText()).toMatch(/Scheduled for .+ 9:30 AM/);
    await page.getByRole("button", { name: "Create Post" }).or(page.getByRole("button", { name: "Save Changes" })).click();
    await expect.poll(() => page.getByText(/^Blog post (created|updated) successfully!$/).first().isVisible()).toBe(true);
    const slug = await box(page, "Slug").inputValue();

    await page.goto("/admin/blog");
    const row = page.getByTestId("admin-post").filter({ hasText: title });
    // The field speaks the browser's zone; the list writes every date in Houston time, as the whole admin does.
    const instant = await page.evaluate((local) => new Date(local).toISOString(), typed);
    await expect.poll(() => row.innerText()).toContain(`Scheduled for ${formatDateTime(instant)}`);
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await page.request.get("/api/blog")).text()).not.toContain(slug);
  });
});
