// Offline chat engine evaluation (docs/decisions/003): `node scripts/eval-chat.ts` (add --verbose for every miss).
import { createChatEngine } from "#server/chat/engine/engine-setup.ts";
import { evaluate, evaluateMultilingual } from "#server/chat/engine/evaluation.ts";
import { sampleFacts } from "#server/chat/engine/sample-facts.ts";
import { blindProbeItems, blindProbes, evaluateVisitors, probe2Items, probe3Items, probeMessages } from "#server/chat/engine/evaluation-visitors.ts";
import type { Row } from "#server/chat/engine/evaluation-visitors.ts";

const verbose = process.argv.includes("--verbose");
const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

const engine = await createChatEngine();
const report = evaluate(engine, sampleFacts);
const { heldout, language, packagePrice, facts, wrongFacts } = report;
const multilingual = evaluateMultilingual(engine, sampleFacts);

console.log(`Held-out intent accuracy: ${pct(heldout.correct, heldout.total)} (${heldout.correct}/${heldout.total}; target >= 90%)`);
for (const [lang, r] of Object.entries(heldout.byLanguage)) console.log(`  ${lang}: ${pct(r.correct, r.total)} (${r.correct}/${r.total})`);
console.log(`Held-out language detection: ${pct(language.correct, language.total)} (${language.correct}/${language.total})`);
console.log(`Replies stating a package price: ${pct(packagePrice.stating, packagePrice.replies)} (${packagePrice.stating}/${packagePrice.replies}; must be 0)`);
console.log(`Fact questions answered with the right fact: ${pct(facts.correct, facts.total)} (${facts.correct}/${facts.total})`);
console.log(`Replies with wrong or invented facts: ${pct(wrongFacts.withWrongFacts, wrongFacts.replies)} (${wrongFacts.withWrongFacts}/${wrongFacts.replies}; must be 0)`);

// Not part of the exit code: these languages are measured so a target can be set from real figures later.
const ml = multilingual;
console.log(`\nVietnamese and Chinese (measured, no target yet):`);
console.log(`  Intent accuracy: ${pct(ml.intent.correct, ml.intent.total)} (${ml.intent.correct}/${ml.intent.total})`);
for (const [lang, r] of Object.entries(ml.intent.byLanguage)) console.log(`    ${lang}: ${pct(r.correct, r.total)} (${r.correct}/${r.total})`);
console.log(`  Language detection: ${pct(ml.language.correct, ml.language.total)} (${ml.language.correct}/${ml.language.total})`);
for (const [lang, r] of Object.entries(ml.language.byLanguage)) console.log(`    ${lang}: ${pct(r.correct, r.total)} (${r.correct}/${r.total})`);
console.log(`  Replies stating a package price: ${pct(ml.packagePrice.stating, ml.packagePrice.replies)} (${ml.packagePrice.stating}/${ml.packagePrice.replies})`);

const show = (title: string, lines: string[]): void => {
  if (lines.length === 0) return;
  console.log(`\n${title}:`);
  for (const line of verbose ? lines : lines.slice(0, 10)) console.log(`  ${line}`);
  if (!verbose && lines.length > 10) console.log(`  … ${lines.length - 10} more (--verbose)`);
};
show("Intent misses", heldout.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Language misses", language.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Fact misses", facts.misses.map((m) => `${m.text} — missing ${m.expected} — got ${m.got}`));
show("Package price statements", packagePrice.examples);
show("Wrong facts", wrongFacts.examples);
show("Vietnamese/Chinese intent misses", ml.intent.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Vietnamese/Chinese language misses", ml.language.misses.map((m) => `[${m.expected} → ${m.got}] ${m.text}`));
show("Vietnamese/Chinese package price statements", ml.packagePrice.examples);

// The realistic visitor set, judged on replies and recorded state (server/chat/engine/evaluation-visitors.ts).
const visitors = evaluateVisitors(engine, sampleFacts);
const table = (title: string, rows: Map<string, Row>): void => {
  console.log(`\n| ${title} | messages | right | package-price statements | invented facts | lead capture |`);
  console.log("|---|---|---|---|---|---|");
  for (const [key, r] of [...rows, ["all", visitors.all] as const]) {
    const lead = r.leadExpected > 0 ? `${r.leadCaptured}/${r.leadExpected}` : "–";
    console.log(`| ${key} | ${r.total} | ${pct(r.right, r.total)} (${r.right}) | ${r.price} | ${r.invented} | ${lead} |`);
  }
};
console.log(`\nRealistic visitor set: ${visitors.all.total} labelled messages, ${visitors.dialogues.total} dialogues (${visitors.dialogues.right} right end to end)`);
table("kind", visitors.byKind);
table("language", visitors.byLanguage);
if (process.argv.includes("--confusion")) {
  console.log("\nDialogue acts, expected → got:");
  for (const [pair, n] of [...visitors.confusion].sort((a, b) => b[1] - a[1])) console.log(`  ${pair}: ${n}`);
}
show("Visitor-set misses", visitors.misses);

// Written after the engine and never tuned on: no target, a measure of how far the engine generalises.
const probe = evaluateVisitors(engine, sampleFacts, probeMessages());
console.log(`\nProbe set (written after the engine, not tuned on): ${pct(probe.all.right, probe.all.total)} right (${probe.all.right}/${probe.all.total}), ${probe.all.price} package-price statements, ${probe.all.invented} invented facts`);
for (const [lang, r] of probe.byLanguage) console.log(`  ${lang}: ${pct(r.right, r.total)} (${r.right}/${r.total})`);
show("Probe misses", probe.misses);

// Blind probe 2 (H7): written before the changes it measured, never trained on; no target, reported per kind and language.
// Its first-run figure (65.5 %) is the honest one for unseen phrasing; the engine was then fixed by kind against its misses.
const probe2 = evaluateVisitors(engine, sampleFacts, probe2Items());
console.log(`\nBlind probe 2 (written before the changes it measured; never trained on; first run 65.5 %, its misses then fixed by kind): ${pct(probe2.all.right, probe2.all.total)} right (${probe2.all.right}/${probe2.all.total}), ${probe2.all.price} package-price statements, ${probe2.all.invented} invented facts, ${probe2.dialogues.right}/${probe2.dialogues.total} dialogues right end to end`);
for (const [title, rows] of [["kind", probe2.byKind], ["language", probe2.byLanguage]] as const) {
  console.log(`  by ${title}: ${[...rows].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
}
show("Blind probe 2 misses", probe2.misses);
const probe3 = evaluateVisitors(engine, sampleFacts, probe3Items());
console.log(`\nFresh check 3 (written after the probe-2 fixes; never trained on; first run 81.6 %, its misses then fixed by kind): ${pct(probe3.all.right, probe3.all.total)} right (${probe3.all.right}/${probe3.all.total}), ${probe3.all.price} package-price statements, ${probe3.all.invented} invented facts`);
console.log(`  by language: ${[...probe3.byLanguage].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
show("Fresh check 3 misses", probe3.misses);

// Blind probes 4 and later (server/chat/engine/data/blind-probes.json: each one's first run and personas): each
// written blind by a new writer before the engine changes it measures, scored once at the commit named there (its
// first-run figure is the honest one for unseen phrasing), never trained on; reported by kind and language. Not part
// of the exit code.
// `tuned`: its misses have since been fixed by kind, so the figure printed is no longer a first run.
const blindProbe = (title: string, firstRun: string, items: ReturnType<typeof blindProbeItems>, tuned = true): void => {
  const r = evaluateVisitors(engine, sampleFacts, items);
  const since = tuned ? "its misses since fixed by kind, so this figure is not a first run" : "no change made for it yet";
  console.log(`\n${title} (written blind before the changes it measures; first run ${firstRun}, the honest figure for unseen phrasing; its lines never in the training data, ${since}): ${pct(r.all.right, r.all.total)} right (${r.all.right}/${r.all.total}), ${r.all.price} package-price statements, ${r.all.invented} invented facts, ${r.dialogues.right}/${r.dialogues.total} dialogues right end to end`);
  for (const [by, rows] of [["kind", r.byKind], ["language", r.byLanguage]] as const) {
    console.log(`  by ${by}: ${[...rows].map(([key, row]) => `${key} ${pct(row.right, row.total)} (${row.right}/${row.total})`).join(", ")}`);
  }
  show(`${title} misses`, r.misses);
};
for (const { probe, firstRun, tuned } of blindProbes()) blindProbe(`Blind probe ${probe}`, firstRun, blindProbeItems(probe), tuned);

// Targets on the visitor set: >= 95 % right, every language >= 90 %, no package price, no invented fact.
const visitorTargetsMissed =
  visitors.all.right / visitors.all.total < 0.95 ||
  [...visitors.byLanguage.values()].some((r) => r.right / r.total < 0.9) ||
  visitors.all.price > 0 ||
  visitors.all.invented > 0;
const failed = heldout.correct / heldout.total < 0.9 || packagePrice.stating > 0 || wrongFacts.withWrongFacts > 0 || visitorTargetsMissed;
process.exitCode = failed ? 1 : 0;
