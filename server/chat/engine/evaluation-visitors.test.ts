import { describe, expect, it } from "vitest";
import { trainingExamples } from "./corpus.ts";
import { normalizeForMatching } from "./text.ts";
import { visitorDialogues, visitorMessages } from "./evaluation-visitors.ts";
import { LANGUAGES } from "./types.ts";

describe("realistic visitor evaluation set", () => {
  const messages = visitorMessages();
  const dialogues = visitorDialogues();
  const turns = [...messages, ...dialogues].flatMap((item) => item.turns);

  it("holds at least 400 labelled messages and 30 dialogues, in all four languages", () => {
    expect(turns.length).toBeGreaterThanOrEqual(400);
    expect(dialogues.length).toBeGreaterThanOrEqual(30);
    for (const lang of LANGUAGES) expect(turns.filter((t) => t.lang === lang).length, lang).toBeGreaterThanOrEqual(60);
  });

  it("is never trained on", () => {
    const trained = new Set(trainingExamples().map((e) => normalizeForMatching(e.text)));
    expect(turns.filter((t) => trained.has(normalizeForMatching(t.text))).map((t) => t.text)).toEqual([]);
  });
});
