import { afterAll, describe, expect, it } from "vitest";
import { NESTING_MESSAGE } from "#common/blog/markdown-limits.ts";
import { seedBlogPosts } from "../db/seed/blog-posts.ts";
import { renderMarkdown } from "./markdown.ts";
import { tooManyMarksMessage } from "./markdown-budget.ts";
import { MarkdownRejectedError, TOO_COMPLEX_MESSAGE, TOO_LONG_MESSAGE, createMarkdownRenderer } from "./markdown-renderer.ts";

const renderer = createMarkdownRenderer();
// A short limit for one document keeps the test quick; SLOW needs far longer than this on any machine: about 90 ms on an
// idle fast one, 0.3 s on a busy one (a 100 ms limit let it finish in time on a fast machine). The limit counts rendering
// only, after the worker has started. The document after it has the renderer's own limit: 30 ms is too short for even
// a tiny document when the test files share two busy cores (a fresh worker's first render failed so in a clean-clone run).
const HURRIED_MS = 30;
afterAll(() => renderer.close());

const EMPHASIS_BOMB = "*a _".repeat(20_000);
// Just inside the emphasis budget: rendered, but slowly (marked's matching is quadratic in it).
const SLOW = "*a _".repeat(1_110);

async function rejection(promise: Promise<unknown>): Promise<MarkdownRejectedError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof MarkdownRejectedError)) throw new Error(`expected a MarkdownRejectedError, got ${String(error)}`);
  return error;
}

describe("createMarkdownRenderer", () => {
  it("renders exactly what renderMarkdown does, with the reading time", async () => {
    for (const post of seedBlogPosts) {
      const { html, readingMinutes } = await renderer.render(post.content, { siteUrl: "https://bayoucity.example" });
      expect(html).toBe(renderMarkdown(post.content, { siteUrl: "https://bayoucity.example" }));
      expect(readingMinutes).toBeGreaterThan(1);
    }
  });

  it("refuses documents past the length and nesting limits before rendering", async () => {
    const deep = await rejection(renderer.render(">".repeat(90_000)));
    expect([deep.status, deep.message]).toEqual([400, NESTING_MESSAGE]);
    const long = await rejection(renderer.render("a".repeat(100_001)));
    expect([long.status, long.message]).toEqual([400, TOO_LONG_MESSAGE]);
  });

  it("refuses an emphasis bomb with what to change, then renders again", async () => {
    const bomb = await rejection(renderer.render(EMPHASIS_BOMB));
    expect([bomb.status, bomb.message]).toEqual([422, tooManyMarksMessage(40_000, 80_000)]);
    expect((await renderer.render("after *the* bomb")).html).toBe("<p>after <em>the</em> bomb</p>\n");
  });

  it("stops a slow render at the time limit while the event loop keeps running, then renders again", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    let quickDone = false;
    const bomb = rejection(renderer.render(SLOW, { timeoutMs: HURRIED_MS })).then((e) => ({ e, quickDoneFirst: quickDone, ticks }));
    // Something else on the main thread finishes while the bomb is being rendered.
    await new Promise((resolve) => setTimeout(resolve, 10));
    quickDone = true;
    const { e, quickDoneFirst, ticks: ticksMeanwhile } = await bomb;
    clearInterval(ticker);
    expect([e.status, e.message]).toEqual([422, TOO_COMPLEX_MESSAGE]);
    expect(quickDoneFirst).toBe(true);
    expect(ticksMeanwhile).toBeGreaterThan(1);
    expect((await renderer.render("after *the* bomb")).html).toBe("<p>after <em>the</em> bomb</p>\n");
  });

  it("drops a render whose caller gave up", async () => {
    const abort = new AbortController();
    const running = rejection(renderer.render(SLOW, { signal: abort.signal }));
    const queued = rejection(renderer.render("queued", { signal: abort.signal }));
    abort.abort();
    expect((await running).message).toBe("The render was cancelled");
    expect((await queued).message).toBe("The render was cancelled");
    expect((await renderer.render("next")).html).toBe("<p>next</p>\n");
  });

  it("ends an idle worker and starts another for the next render", async () => {
    const idle = createMarkdownRenderer({ idleMs: 50 });
    try {
      expect(idle.workerAlive).toBe(false);
      expect((await idle.render("one")).html).toBe("<p>one</p>\n");
      expect(idle.workerAlive).toBe(true);
      await expect.poll(() => idle.workerAlive, { timeout: 10_000 }).toBe(false);
      expect((await idle.render("two")).html).toBe("<p>two</p>\n");
    } finally {
      await idle.close();
    }
  });
});
