import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";
import { sampleFacts } from "../sample-facts.ts";
import type { Language } from "../types.ts";
import { askedHit, askedMatch } from "./asked-as.ts";
import { ASKED_EN } from "./asked-as-en.ts";
import { ASKED_ES } from "./asked-as-es.ts";
import { ASKED_VI } from "./asked-as-vi.ts";
import { ASKED_ZH } from "./asked-as-zh.ts";
import type { AskedLines } from "./asked-as-types.ts";
import { blindProbeItems, blindProbes, probe2Items, probe3Items, probeMessages, visitorDialogues, visitorMessages } from "../evaluation-visitors.ts";
import { normalizeForMatching } from "../text.ts";

// The asked-as banks: every line names one sentence of the site, and a visitor asking what a line asks, in the line's
// own words, is answered by that sentence.
const BANKS: [Language, AskedLines][] = [["en", ASKED_EN], ["es", ASKED_ES], ["vi", ASKED_VI], ["zh", ASKED_ZH]];

describe.each(BANKS)("the %s bank", (language, lines) => {
  it("has a line for most of the site's passages, each naming one passage's sentence, with two questions at least", () => {
    expect(lines.length).toBeGreaterThanOrEqual(120);
    const unnamed = lines.filter(([at, ...questions]) => askedHit(at, sampleFacts, "en") === null || questions.length < 2).map(([at]) => at);
    expect(unnamed).toEqual([]);
  });

  // Each bank's ~650 questions are matched against every line: 2–3 s on a quiet machine, and far more on a busy one (a
  // clean-clone CI run beside other work took 55 s), so this test has a limit of its own.
  it("answers its own questions with their line's passage", { timeout: 180_000 }, () => {
    const passageOf = (at: string): string | undefined => askedHit(at, sampleFacts, "en")?.passage.id;
    const asked = lines.flatMap(([at, ...questions]) => questions.map((q) => ({ q, passage: passageOf(at), found: askedMatch(q) })));
    const elsewhere = asked.filter((a) => a.found === null || passageOf(a.found.at) !== a.passage);
    // A few questions of two lines say the same ("¿cuánto cuesta?"); nearly all find their own passage.
    expect(elsewhere.length / asked.length).toBeLessThan(0.1);
  });
});

describe("the banks and the evaluation", () => {
  it("share no question: the banks were written from the passages, never from a visitor set", () => {
    const asked = new Set(BANKS.flatMap(([, lines]) => lines.flatMap((line) => line.slice(1).map(normalizeForMatching))));
    const sets = [visitorMessages(), visitorDialogues(), probeMessages(), probe2Items(), probe3Items(), ...blindProbes().map((p) => blindProbeItems(p.probe))];
    const shared = sets.flat().flatMap((item) => item.turns.map((t) => t.text)).filter((text) => asked.has(normalizeForMatching(text)));
    expect(shared).toEqual([]);
  });
});

describe("a line whose sentence the site no longer says", () => {
  it("answers nothing once the post holding it is gone", () => {
    const at = "official forecast stages from the National Hurricane Center";
    expect(askedHit(at, sampleFacts, "en")?.passage.url).toMatch(/hurricane/);
    const without = { ...sampleFacts, posts: sampleFacts.posts.filter((p) => !/hurricane/.test(p.slug)) };
    expect(askedHit(at, without, "en")).toBeNull();
  });
});

describe("words that say nothing of a line", () => {
  it.each(["what's the weather like in Katy tomorrow?", "¿me recomiendas un restaurante en Pasadena?", "cuối tuần này đi câu cá ở đâu vui?", "周末去哪儿吃火锅好？"])("%s", (message) => {
    expect(askedMatch(message)).toBeNull();
  });
});

describe("a question in other words than the site's, matched through the glossary in any language", () => {
  it.each([
    ["is there one of those captcha things on your contact form?", "To keep out spam, the form has a hidden field"],
    ["¿el formulario de contacto tiene captcha?", "To keep out spam, the form has a hidden field"],
    ["form liên hệ có captcha không?", "To keep out spam, the form has a hidden field"],
    ["trình duyệt lưu lại bao nhiêu tin nhắn chat?", "Your browser keeps the conversation (its last 60 messages)"],
  ])("%s", (message, at) => {
    expect(askedMatch(message)?.at).toBe(at);
  });
});

describe("what nothing else answers, a line asks nearly as the visitor did", () => {
  const { ask } = useTrainedEngine();
  it("is answered with the line's sentence, without a yes or no the line cannot know", () => {
    const reply = ask("will I have to solve a captcha when I send the form?");
    expect(reply.response).toMatch(/hidden field that only bots fill in/);
    expect(reply.response).not.toMatch(/^(?:Yes|No)\b/);
    expect(reply.source).toMatchObject({ kind: "privacy", url: "/privacy#contact-form" });
  });
});
