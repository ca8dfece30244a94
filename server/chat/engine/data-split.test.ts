import { describe, expect, it } from "vitest";
import { corpusExamples, evalHeldoutSet, evalTrainSet, trainingExamples } from "./corpus.ts";
import { dialogues, factQuestions } from "./evaluation.ts";
import { normalizeForMatching } from "./text.ts";
import { INTENTS } from "./types.ts";

const key = (text: string): string => normalizeForMatching(text);

describe("evaluation data", () => {
  it("holds at least 200 labelled visitor messages in English and Spanish", () => {
    const labelled = [...evalTrainSet(), ...evalHeldoutSet()];
    expect(labelled.length).toBeGreaterThanOrEqual(200);
    expect(labelled.filter((m) => m.lang === "en").length).toBeGreaterThanOrEqual(80);
    expect(labelled.filter((m) => m.lang === "es").length).toBeGreaterThanOrEqual(80);
  });

  it("never trains on a held-out message, even spelled differently", () => {
    const trained = new Set(trainingExamples().map((e) => key(e.text)));
    const leaked = evalHeldoutSet().filter((m) => trained.has(key(m.text)));
    expect(leaked).toEqual([]);
  });

  it("never trains on the fact questions or dialogue turns of the evaluation", () => {
    const trained = new Set(trainingExamples().map((e) => key(e.text)));
    const texts = [...factQuestions.map((q) => q.text), ...dialogues.flatMap((d) => d.turns)];
    expect(texts.filter((text) => trained.has(key(text)))).toEqual([]);
  });

  it("covers every intent in the corpus and in the held-out part", () => {
    const corpusIntents = new Set(corpusExamples().map((e) => e.label));
    const heldoutIntents = new Set(evalHeldoutSet().map((m) => m.intent));
    for (const intent of INTENTS) {
      expect(corpusIntents.has(intent), intent).toBe(true);
      expect(heldoutIntents.has(intent), intent).toBe(true);
    }
  });
});
