// Markdown rendering under hostile input (issue 12, item 4): `npm run bench:markdown`.
// Prints how long marked (+ sanitize-html) takes on the event loop for pathological documents at growing sizes
// (to show which grow quadratically), how long a normal long post takes, and what the bounded renderer
// (worker thread, 5 s limit) answers for each bomb at full size, while counting event-loop ticks meanwhile.
import { renderMarkdown } from "../server/blog/markdown.ts";
import { createMarkdownRenderer } from "../server/blog/markdown-renderer.ts";
import { seedBlogPosts } from "../server/db/seed/blog-posts.ts";

const BOMBS: Record<string, (n: number) => string> = {
  '"*a _" × n': (n) => "*a _".repeat(n),
  '"_a *" × n': (n) => "_a *".repeat(n),
  '"`a ``" × n': (n) => "`a ``".repeat(n),
  '"[a](" × n': (n) => "[a](".repeat(n),
  '"<a" × n': (n) => "<a".repeat(n),
  '"> " × n (nesting)': (n) => "> ".repeat(n) + "a",
  '"- " × n (nesting)': (n) => "- ".repeat(n) + "a",
};
const SIZES = [1_000, 2_000, 4_000];
const FULL = 20_000; // "*a _" × 20,000 = 80,000 characters, under the 100,000-character content limit

function time(fn: () => unknown): string {
  const t0 = performance.now();
  try {
    fn();
    return `${(performance.now() - t0).toFixed(0)} ms`;
  } catch (error) {
    return `${error instanceof RangeError ? "stack overflow" : "error"} after ${(performance.now() - t0).toFixed(0)} ms`;
  }
}

console.log(`On the event loop (renderMarkdown), n = ${SIZES.join(" / ")}:`);
for (const [name, make] of Object.entries(BOMBS)) console.log(`  ${name.padEnd(22)} ${SIZES.map((n) => time(() => renderMarkdown(make(n)))).join(" / ")}`);

const longPost = seedBlogPosts.map((p) => p.content).join("\n\n").repeat(20).slice(0, 100_000);
console.log(`  a normal 100,000-character post (seed posts repeated): ${time(() => renderMarkdown(longPost))}`);

console.log(`\nBounded renderer (worker, 5 s limit), n = ${FULL}:`);
const renderer = createMarkdownRenderer();
await renderer.render("warm up");
for (const [name, make] of Object.entries(BOMBS)) {
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 10);
  const t0 = performance.now();
  const outcome = await renderer.render(make(FULL)).then(
    () => "rendered",
    (error: unknown) => `refused (${(error as { status?: number }).status ?? "?"})`,
  );
  clearInterval(ticker);
  console.log(`  ${name.padEnd(22)} ${outcome} in ${(performance.now() - t0).toFixed(0)} ms, event loop ticked ${ticks}×`);
}
await renderer.close();
