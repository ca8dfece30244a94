// Offline chat engine benchmark (docs/decisions/003): `node scripts/bench-chat.ts`.
// Server-side reply time over 1,000 messages (median and p95; target p95 <= 30 ms) and the memory used.
import { evalHeldoutSet, evalTrainSet } from "#server/chat/engine/corpus.ts";
import type { ConversationContext } from "#server/chat/engine/context.ts";
import { createChatEngine } from "#server/chat/engine/engine-setup.ts";
import { sampleFacts } from "#server/chat/engine/sample-facts.ts";
import { visitorDialogues, visitorMessages } from "#server/chat/engine/evaluation-visitors.ts";
import { compactRegexpCode } from "#server/regexp-size.ts";

// As the server runs (server/start.ts): regular expressions compiled without irregexp's optimisations.
compactRegexpCode();

const MESSAGES = 1000;
const WARM_UP = 100;
const TURNS_PER_CONVERSATION = 5;

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

const before = process.memoryUsage();
const startedAt = performance.now();
const engine = await createChatEngine();
const startupMs = performance.now() - startedAt;
const afterStart = process.memoryUsage();

// Realistic visitor messages too: several questions, four languages, policy acts.
const visitorTexts = [...visitorMessages(), ...visitorDialogues()].flatMap((item) => item.turns.map((t) => t.text));
// `-- --no-chinese`: the same pool without Chinese messages, to show what they cost (docs/decisions/061).
const withoutChinese = process.argv.includes("--no-chinese");
const pool = [...evalHeldoutSet(), ...evalTrainSet()]
  .map((m) => m.text)
  .concat(visitorTexts)
  .filter((text) => !withoutChinese || !/\p{Script=Han}/u.test(text));
const messageAt = (i: number): string => pool[(i * 7) % pool.length] ?? "hi";

let context: ConversationContext | null = null;
for (let i = 0; i < WARM_UP; i++) context = engine.reply({ message: messageAt(i), facts: sampleFacts, context }).context;

const times: number[] = [];
context = null;
for (let i = 0; i < MESSAGES; i++) {
  if (i % TURNS_PER_CONVERSATION === 0) context = null;
  const t0 = performance.now();
  context = engine.reply({ message: messageAt(i), facts: sampleFacts, context }).context;
  times.push(performance.now() - t0);
}
const after = process.memoryUsage();
times.sort((a, b) => a - b);
// What stays after a full collection (run with --expose-gc, as `npm run bench:chat` does): garbage is not memory kept.
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const retained = gc ? process.memoryUsage() : null;
// A staff change reloads the facts on every instance: the first reply with the new facts rebuilds the site's passages.
const reloaded = { ...sampleFacts, posts: [...sampleFacts.posts] };
const rebuildStart = performance.now();
engine.reply({ message: "when does hurricane season start?", facts: reloaded, context: null });
const rebuildMs = performance.now() - rebuildStart;

console.log(`Engine start-up (training): ${startupMs.toFixed(0)} ms`);
if (withoutChinese) console.log("Messages: the pool without Chinese ones (--no-chinese)");
console.log(`Reply time over ${MESSAGES} messages (conversations of ${TURNS_PER_CONVERSATION} turns, after ${WARM_UP} warm-up):`);
console.log(`  median ${percentile(times, 0.5).toFixed(3)} ms, p95 ${percentile(times, 0.95).toFixed(3)} ms, p99 ${percentile(times, 0.99).toFixed(3)} ms, max ${(times.at(-1) ?? NaN).toFixed(3)} ms (target p95 <= 30 ms)`);
console.log(`Memory: RSS ${mb(before.rss)} before, ${mb(afterStart.rss)} after start-up, ${mb(after.rss)} after the run`);
console.log(`        heap used ${mb(before.heapUsed)} before, ${mb(afterStart.heapUsed)} after start-up, ${mb(after.heapUsed)} after the run`);
if (retained) console.log(`        after a full collection: RSS ${mb(retained.rss)}, heap used ${mb(retained.heapUsed)}`);
console.log(`First reply after a content change (the site's ${sampleFacts.posts.length} posts, pages and FAQ indexed again): ${rebuildMs.toFixed(0)} ms`);
process.exitCode = percentile(times, 0.95) <= 30 ? 0 : 1;
