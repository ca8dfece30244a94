import { z } from "zod";
import corpusJson from "./data/corpus.json" with { type: "json" };
import evalTrainJson from "./data/eval-train.json" with { type: "json" };
import evalHeldoutJson from "./data/eval-heldout.json" with { type: "json" };
import { INTENTS, LANGUAGES } from "./types.ts";
import type { Intent } from "./types.ts";
import type { Example } from "./classifier.ts";

// The data files are JSON so that non-programmers can extend them; they are validated on load
// so a typo in an intent name fails at start instead of silently training a wrong label.
const intentSchema = z.enum(INTENTS);
const languageSchema = z.enum(LANGUAGES);

const corpusSchema = z.record(intentSchema, z.partialRecord(languageSchema, z.array(z.string().min(1))));
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

export function trainingExamples(): Example<Intent>[] {
  return [...corpusExamples(), ...evalTrainSet().map((m) => ({ text: m.text, label: m.intent }))];
}

