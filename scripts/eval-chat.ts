// Offline chat engine evaluation (docs/decisions/003): `node scripts/eval-chat.ts` (add --verbose for every miss).
import { createChatEngine } from "#server/chat/engine/engine.ts";
import { evaluate, evaluateMultilingual } from "#server/chat/engine/evaluation.ts";
import { sampleFacts } from "#server/chat/engine/sample-facts.ts";
import { evaluateVisitors, probe2Items, probe3Items, probe4Items, probe5Items, probe6Items, probe7Items, probe8Items, probeMessages } from "#server/chat/engine/evaluation-visitors.ts";
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

// Blind probe 4: written at 3e1dcef before the engine changes it measures, never trained on; its first-run figure is
// the honest one for unseen phrasing in four languages. Not part of the exit code.
const probe4 = evaluateVisitors(engine, sampleFacts, probe4Items());
console.log(`\nBlind probe 4 (written at 3e1dcef before the changes it measures; never trained on; first run 56.2 %): ${pct(probe4.all.right, probe4.all.total)} right (${probe4.all.right}/${probe4.all.total}), ${probe4.all.price} package-price statements, ${probe4.all.invented} invented facts, ${probe4.dialogues.right}/${probe4.dialogues.total} dialogues right end to end`);
for (const [title, rows] of [["kind", probe4.byKind], ["language", probe4.byLanguage]] as const) {
  console.log(`  by ${title}: ${[...rows].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
}
show("Blind probe 4 misses", probe4.misses);

// Blind probe 5: three new personas (team leader comparing vendors, price-anxious first-year agent, office admin asking
// for her boss), written before any engine change it measures and scored once; never trained on. Not part of the exit code.
const probe5 = evaluateVisitors(engine, sampleFacts, probe5Items());
console.log(`\nBlind probe 5 (written before the changes it measures; first run 59.8 % at 18a94ff; never trained on): ${pct(probe5.all.right, probe5.all.total)} right (${probe5.all.right}/${probe5.all.total}), ${probe5.all.price} package-price statements, ${probe5.all.invented} invented facts, ${probe5.dialogues.right}/${probe5.dialogues.total} dialogues right end to end`);
for (const [title, rows] of [["kind", probe5.byKind], ["language", probe5.byLanguage]] as const) {
  console.log(`  by ${title}: ${[...rows].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
}
show("Blind probe 5 misses", probe5.misses);

// Blind probe 6: three more new personas (retiring broker, investor with 12 rentals, builder's marketing coordinator),
// written before any engine change it measures and scored once; never trained on. Not part of the exit code.
const probe6 = evaluateVisitors(engine, sampleFacts, probe6Items());
console.log(`\nBlind probe 6 (written before the changes it measures; first run 63.6 % at b482a5d; never trained on): ${pct(probe6.all.right, probe6.all.total)} right (${probe6.all.right}/${probe6.all.total}), ${probe6.all.price} package-price statements, ${probe6.all.invented} invented facts, ${probe6.dialogues.right}/${probe6.dialogues.total} dialogues right end to end`);
for (const [title, rows] of [["kind", probe6.byKind], ["language", probe6.byLanguage]] as const) {
  console.log(`  by ${title}: ${[...rows].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
}
show("Blind probe 6 misses", probe6.misses);

// Blind probe 7: five more new personas (nail-salon owner turned part-time agent, corporate relocation specialist,
// Sugar Land townhome investor, manager of 300 units in Pasadena, new licensee), written blind before any engine change
// it measures and scored once; never trained on. Not part of the exit code.
const probe7 = evaluateVisitors(engine, sampleFacts, probe7Items());
console.log(`\nBlind probe 7 (written blind before the changes it measures; first run 58.3 % at 7152ed4; never trained on): ${pct(probe7.all.right, probe7.all.total)} right (${probe7.all.right}/${probe7.all.total}), ${probe7.all.price} package-price statements, ${probe7.all.invented} invented facts, ${probe7.dialogues.right}/${probe7.dialogues.total} dialogues right end to end`);
for (const [title, rows] of [["kind", probe7.byKind], ["language", probe7.byLanguage]] as const) {
  console.log(`  by ${title}: ${[...rows].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
}
show("Blind probe 7 misses", probe7.misses);

// Blind probe 8: five more new personas (commercial leasing agent in Bellaire/Gulfton, new-construction agent in Katy,
// assistant to a loan-officer team, River Oaks broker with 45 agents, skeptical solo agent who hates chatbots), written
// blind before any engine change it measures and scored once; never trained on. Not part of the exit code.
const probe8 = evaluateVisitors(engine, sampleFacts, probe8Items());
console.log(`\nBlind probe 8 (written blind before the changes it measures; first run 76.1 % at 11c2a0c; never trained on): ${pct(probe8.all.right, probe8.all.total)} right (${probe8.all.right}/${probe8.all.total}), ${probe8.all.price} package-price statements, ${probe8.all.invented} invented facts, ${probe8.dialogues.right}/${probe8.dialogues.total} dialogues right end to end`);
for (const [title, rows] of [["kind", probe8.byKind], ["language", probe8.byLanguage]] as const) {
  console.log(`  by ${title}: ${[...rows].map(([key, r]) => `${key} ${pct(r.right, r.total)} (${r.right}/${r.total})`).join(", ")}`);
}
show("Blind probe 8 misses", probe8.misses);

// Targets on the visitor set: >= 95 % right, every language >= 90 %, no package price, no invented fact.
const visitorTargetsMissed =
  visitors.all.right / visitors.all.total < 0.95 ||
  [...visitors.byLanguage.values()].some((r) => r.right / r.total < 0.9) ||
  visitors.all.price > 0 ||
  visitors.all.invented > 0;
const failed = heldout.correct / heldout.total < 0.9 || packagePrice.stating > 0 || wrongFacts.withWrongFacts > 0 || visitorTargetsMissed;
process.exitCode = failed ? 1 : 0;
