import { describe, expect, it } from "vitest";
import { corpusExamples, evalHeldoutSet, evalTrainSet, trainingExamples } from "./corpus.ts";
import { dialogues, factQuestions } from "./evaluation.ts";
import { normalizeForMatching } from "./text.ts";
import { INTENTS, LANGUAGES } from "./types.ts";
import { PHRASINGS } from "./knowledge/entries.ts";
import { readdirSync } from "node:fs";
import { blindProbeItems, blindProbes, probe2Items } from "./evaluation-visitors.ts";

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
    // Complaints, opt-outs and deletion requests are read by rules (acts.ts), never by the classifier.
    const ruled = new Set(["complaint", "opt_out", "deletion", "unanswered"]);
    for (const intent of INTENTS.filter((i) => !ruled.has(i))) {
      expect(corpusIntents.has(intent), intent).toBe(true);
      expect(heldoutIntents.has(intent), intent).toBe(true);
    }
  });

  it("keeps blind probe 2 out of training and out of the knowledge phrasings", () => {
    const probe = probe2Items().flatMap((item) => item.turns.map((t) => key(t.text)));
    expect(probe.length).toBeGreaterThanOrEqual(140);
    const trained = new Set(trainingExamples().map((e) => key(e.text)));
    const phrasings = new Set(Object.values(PHRASINGS).flatMap((p) => LANGUAGES.flatMap((lang) => p[lang].map(key))));
    expect(probe.filter((text) => trained.has(text) || phrasings.has(text))).toEqual([]);
  });

  it("keeps blind probes 4 and 5 out of training and out of the knowledge phrasings", () => {
    const probe5 = blindProbeItems(5).flatMap((item) => item.turns);
    expect(probe5.length).toBeGreaterThanOrEqual(200);
    // Most visitors of the probe write in Spanish, Vietnamese or Chinese: the set is meant to measure those first.
    expect(probe5.filter((t) => t.lang !== "en").length / probe5.length).toBeGreaterThanOrEqual(0.45);
    const probe = [...blindProbeItems(4), ...blindProbeItems(5)].flatMap((item) => item.turns.map((t) => key(t.text)));
    const trained = new Set(trainingExamples().map((e) => key(e.text)));
    expect(probe.filter((text) => trained.has(text))).toEqual([]);
    // Two generic questions were knowledge phrasings days before either probe was written; any other overlap is a leak.
    const older = new Set(["¿Qué paquetes tienen?", "多少钱？"].map(key));
    const phrasings = new Set(Object.values(PHRASINGS).flatMap((p) => LANGUAGES.flatMap((lang) => p[lang].map(key))));
    expect(probe.filter((text) => phrasings.has(text) && !older.has(text))).toEqual([]);
  });

  it("keeps blind probe 6 out of training and out of the knowledge phrasings", () => {
    const turns = blindProbeItems(6).flatMap((item) => item.turns);
    expect(turns.length).toBeGreaterThanOrEqual(190);
    expect(turns.filter((t) => t.lang !== "en").length / turns.length).toBeGreaterThanOrEqual(0.45);
    const probe = turns.map((t) => key(t.text));
    const trained = new Set(trainingExamples().map((e) => key(e.text)));
    expect(probe.filter((text) => trained.has(text))).toEqual([]);
    const phrasings = new Set(Object.values(PHRASINGS).flatMap((p) => LANGUAGES.flatMap((lang) => p[lang].map(key))));
    expect(probe.filter((text) => phrasings.has(text))).toEqual([]);
  });

  // A probe's files on disk without a line in blind-probes.json would never be scored: every one is registered once,
  // in order, with the figure of its first run.
  it("registers every blind probe from 4 on", () => {
    const onDisk = readdirSync(new URL("./data/", import.meta.url))
      .map((name) => /^eval-visitors-probe(\d+)\.txt$/.exec(name)?.[1])
      .map(Number)
      .filter((n) => n >= 4)
      .sort((a, b) => a - b);
    const registered = blindProbes();
    expect(registered.map((p) => p.probe)).toEqual(onDisk);
    for (const p of registered) expect(p.firstRun).toMatch(/^\d+\.\d % at [0-9a-f]{7}$|^pending$/);
  });

  // Every later blind set too: a probe's own words in the training data would make its figure a test of memory. Two
  // short generic lines of probes 10 and 11 were training lines days before those probes were written (git log -S), and
  // so was probe 24's "email me at <address>" (corpus.json's "email me at sales@…", addresses masked alike).
  it.each(blindProbes().map((p) => p.probe).filter((n) => n >= 7))("keeps blind probe %i out of training", (n) => {
    const turns = blindProbeItems(n).flatMap((item) => item.turns);
    expect(turns.length).toBeGreaterThanOrEqual(150);
    const older = new Set(["y el precio", "cuánto cuesta el agente de servicio al cliente 24/7", "email me at dj.moves@example.org"].map(key));
    const trained = new Set(trainingExamples().map((e) => key(e.text)));
    expect(turns.map((t) => key(t.text)).filter((text) => trained.has(text) && !older.has(text))).toEqual([]);
  });
});
