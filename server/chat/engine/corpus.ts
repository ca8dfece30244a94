import { readFileSync } from "node:fs";
import { z } from "zod";
import corpusJson from "./data/corpus.json" with { type: "json" };
import evalTrainJson from "./data/eval-train.json" with { type: "json" };
import evalHeldoutJson from "./data/eval-heldout.json" with { type: "json" };
import { INTENTS, LANGUAGES } from "./types.ts";
import type { Intent } from "./types.ts";
import type { Example } from "./classifier.ts";
import { normalizeForMatching } from "./text.ts";

// The data files are JSON so that non-programmers can extend them; they are validated on load
// so a typo in an intent name fails at start instead of silently training a wrong label.
const intentSchema = z.enum(INTENTS);
const languageSchema = z.enum(LANGUAGES);

const corpusSchema = z.partialRecord(intentSchema, z.partialRecord(languageSchema, z.array(z.string().min(1))));
const labelledSchema = z.array(z.object({ text: z.string().min(1), intent: intentSchema, lang: languageSchema }));

export type LabelledMessage = z.infer<typeof labelledSchema>[number];

export function corpusExamples(): Example<Intent>[] {
  const corpus = corpusSchema.parse(corpusJson);
  const examples: Example<Intent>[] = [];
  for (const intent of INTENTS) {
    for (const texts of Object.values(corpus[intent] ?? {})) {
      for (const text of texts ?? []) examples.push({ text, label: intent });
    }
  }
  return examples;
}

export function evalTrainSet(): LabelledMessage[] {
  return labelledSchema.parse(evalTrainJson);
}

/** Never used for training: only by the evaluation script and the tests that guard the split. */
export function evalHeldoutSet(): LabelledMessage[] {
  return labelledSchema.parse(evalHeldoutJson);
}

/** Texts of the realistic visitor set (evaluation-visitors.ts), which the engine must never be trained on, even when a short phrasing ("what are your hours") was in the corpus first. */
function visitorSetTexts(): Set<string> {
  const files = ["eval-visitors.txt", "eval-visitor-dialogues.txt", "eval-visitors-probe2.txt", "eval-visitor-dialogues-probe2.txt", "eval-visitors-probe3.txt", "eval-visitors-probe4.txt", "eval-visitor-dialogues-probe4.txt", "eval-visitors-probe5.txt", "eval-visitor-dialogues-probe5.txt", "eval-visitors-probe6.txt", "eval-visitor-dialogues-probe6.txt", "eval-visitors-probe7.txt", "eval-visitor-dialogues-probe7.txt", "eval-visitors-probe8.txt", "eval-visitor-dialogues-probe8.txt", "eval-visitors-probe9.txt", "eval-visitor-dialogues-probe9.txt"].map((name) => readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8"));
  const lines = files.flatMap((text) => text.split("\n")).filter((line) => !line.startsWith("#") && line.includes("|"));
  return new Set(lines.map((line) => normalizeForMatching(line.split("|").slice(2).join("|").trim())));
}

export function trainingExamples(): Example<Intent>[] {
  const heldOut = visitorSetTexts();
  return [...corpusExamples(), ...evalTrainSet().map((m) => ({ text: m.text, label: m.intent }))].filter((e) => !heldOut.has(normalizeForMatching(e.text)));
}

