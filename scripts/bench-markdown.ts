// Markdown rendering under hostile input: `npm run bench:markdown`.
// Prints how long marked (+ sanitize-html) takes on the event loop for pathological documents at growing sizes
// (refused ones stop at the emphasis budget, server/blog/markdown-budget.ts), the slowest document of each kind
// the budget still accepts, a normal long post, and what the bounded renderer (worker thread, 2 s limit) answers
// for each bomb at full size, while counting event-loop ticks meanwhile.
import { renderMarkdown } from "#server/blog/markdown.ts";
import { DELIMITER_BUDGET, MarkdownTooComplexError, delimiterRuns } from "#server/blog/markdown-budget.ts";
import { createMarkdownRenderer } from "#server/blog/markdown-renderer.ts";
import { seedBlogPosts } from "#server/db/seed/blog-posts.ts";

const UNITS: Record<string, string> = {
  '"*a _"': "*a _",
  '"_a *"': "_a *",
  '"~a *"': "~a *",
  '"_a ~"': "_a ~",
  '"*a\\n_"': "*a\n_",
  '"**a __"': "**a __",
  '"`a ``"': "`a ``",
  '"[a]("': "[a](",
  '"<a"': "<a",
};
const NESTING: Record<string, (n: number) => string> = {
  '"> " (nesting)': (n) => "> ".repeat(n) + "a",
  '"- " (nesting)': (n) => "- ".repeat(n) + "a",
};
const SIZES = [4_000, 8_000, 32_000, 100_000]; // characters; 100,000 is the content limit

function time(fn: () => unknown): string {
  const t0 = performance.now();
  let outcome = "";
  try {
    fn();
  } catch (error) {
    outcome = error instanceof MarkdownTooComplexError ? " refused" : error instanceof RangeError ? " stack overflow" : " error";
  }
  return `${(performance.now() - t0).toFixed(0)} ms${outcome}`;
}
const fill = (unit: string, chars: number) => unit.repeat(Math.floor(chars / unit.length));

console.log(`On the event loop (renderMarkdown), ${SIZES.map((n) => n.toLocaleString("en")).join(" / ")} characters:`);
for (const [name, unit] of Object.entries(UNITS)) console.log(`  ${name.padEnd(16)} ${SIZES.map((n) => time(() => renderMarkdown(fill(unit, n)))).join(" / ")}`);
for (const [name, make] of Object.entries(NESTING)) console.log(`  ${name.padEnd(16)} n = 1,000 / 2,000 / 4,000: ${[1_000, 2_000, 4_000].map((n) => time(() => renderMarkdown(make(n)))).join(" / ")}`);

console.log(`\nThe slowest accepted: one paragraph just within the budget (${DELIMITER_BUDGET.toLocaleString("en")} marks × characters):`);
for (const [name, unit] of Object.entries(UNITS)) {
  let n = 1;
  while (delimiterRuns(unit.repeat(n + 1)) * unit.length * (n + 1) <= DELIMITER_BUDGET && n < 100_000 / unit.length) n++;
  console.log(`  ${name.padEnd(16)} ${(n * unit.length).toLocaleString("en").padStart(7)} characters: ${time(() => renderMarkdown(unit.repeat(n)))}`);
}

const longPost = seedBlogPosts.map((p) => p.content).join("\n\n").repeat(20).slice(0, 100_000);
console.log(`\nA normal 100,000-character post (seed posts repeated): ${time(() => renderMarkdown(longPost))}`);

console.log(`\nBounded renderer (worker, 2 s limit), 80,000 characters:`);
const renderer = createMarkdownRenderer();
await renderer.render("warm up");
const full = { ...Object.fromEntries(Object.entries(UNITS).map(([name, unit]) => [name, fill(unit, 80_000)])), ...Object.fromEntries(Object.entries(NESTING).map(([name, make]) => [name, make(40_000)])) };
for (const [name, md] of Object.entries(full)) {
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 10);
  const t0 = performance.now();
  const outcome = await renderer.render(md).then(
    () => "rendered",
    (error: unknown) => `refused (${(error as { status?: number }).status ?? "?"})`,
  );
  clearInterval(ticker);
  console.log(`  ${name.padEnd(16)} ${outcome} in ${(performance.now() - t0).toFixed(0)} ms, event loop ticked ${ticks}×`);
}
await renderer.close();
