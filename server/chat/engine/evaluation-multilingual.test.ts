import { describe, expect, it } from "vitest";
import multilingualJson from "./data/eval-multilingual.json" with { type: "json" };
import { corpusExamples, evalHeldoutSet, evalTrainSet } from "./corpus.ts";
import { createChatEngine } from "./engine-setup.ts";
import { evaluateMultilingual, multilingualMessages } from "./evaluation.ts";
import { sampleFacts } from "./sample-facts.ts";
import { normalizeForMatching } from "./text.ts";
import { INTENTS } from "./types.ts";

const key = (text: string): string => normalizeForMatching(text);
const raw: unknown[] = multilingualJson;

describe("Vietnamese and Chinese evaluation data", () => {
  it("holds 20 messages per language, each with a known intent", () => {
    expect(raw.length).toBe(multilingualMessages.length);
    expect(multilingualMessages.filter((m) => m.lang === "vi")).toHaveLength(20);
    expect(multilingualMessages.filter((m) => m.lang === "zh")).toHaveLength(20);
    const intents: readonly string[] = INTENTS;
    expect(multilingualMessages.filter((m) => !intents.includes(m.intent))).toEqual([]);
  });

  it("writes Chinese in Han script and Vietnamese mostly with its diacritics", () => {
    const zh = multilingualMessages.filter((m) => m.lang === "zh");
    expect(zh.filter((m) => !/\p{Script=Han}/u.test(m.text))).toEqual([]);
    const vi = multilingualMessages.filter((m) => m.lang === "vi");
    const withMarks = vi.filter((m) => m.text !== m.text.normalize("NFD").replace(/\p{M}+/gu, "").replace(/đ/gi, "d"));
    expect(withMarks.length).toBeGreaterThanOrEqual(12);
    expect(withMarks.length).toBeLessThan(vi.length);
  });

  it("shares no text with the training, held-out or corpus data, nor repeats itself", () => {
    const known = new Set([...corpusExamples(), ...evalTrainSet(), ...evalHeldoutSet()].map((e) => key(e.text)));
    expect(multilingualMessages.filter((m) => known.has(key(m.text))).map((m) => m.text)).toEqual([]);
    expect(new Set(multilingualMessages.map((m) => key(m.text))).size).toBe(multilingualMessages.length);
  });

  it("is scored per language, apart from the English and Spanish held-out set", async () => {
    const report = evaluateMultilingual(await createChatEngine(), sampleFacts);
    expect(Object.keys(report.intent.byLanguage).sort()).toEqual(["vi", "zh"]);
    expect(report.intent.byLanguage.vi?.total).toBe(20);
    expect(report.intent.total - report.intent.correct).toBe(report.intent.misses.length);
    expect(report.language.total - report.language.correct).toBe(report.language.misses.length);
    expect(report.packagePrice.replies).toBe(40);
  });
});
