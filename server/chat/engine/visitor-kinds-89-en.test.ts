import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 87 to 91, the English share, by mechanism, with phrasings written for these tests:
// - the line-up spoken of as a ladder ("the bottom rung of your packages", "the top step of your plans") names the
//   package of that rank (package-ranks.ts), and "the smallest one" asks for the way in (fit.ts ENTRY_LEVEL);
// - a greeting opened with a filler ("well hey there"), said with a regional hello ("now then", "ey up", "g'day"), or
//   with a time of day and a place ("hi all, evening from Cypress") is a greeting (greeting-openers.ts);
// - leaving to talk it over and come back ("I'll have a word with my partner and get back to you") is a goodbye.

const { ask } = useTrainedEngine();

describe("the line-up as a ladder: the rung is the package of that rank", () => {
  it.each([
    ["budget's tight this year, what's the bottom rung of your plans?", "Foundation"],
    ["which of your packages is the lowest step, just the name please", "Foundation"],
    ["what sits on the top rung of your packages?", "Enterprise"],
    ["tell me about the middle step of your plans", "Growth"],
  ])("%s", (message, name) => {
    expectOnlyPackage(ask(message).response, name);
  });

  it("a rung of something else is no package", () => {
    expect(ask("my ladder's bottom rung broke, anyway what's voice ai cost?").response).toContain("Voice AI");
  });
});

describe("'the smallest one' asks for the way in, whatever the team's size", () => {
  it.each([
    "me and my brother run it together, we mostly want the site chat answering folks overnight. would the smallest one cover that?",
    "we're a pair of agents sharing a website, would your smallest one be enough?",
  ])("%s", (message) => {
    expectOnlyPackage(ask(message).response, "Foundation");
  });
});

describe("a greeting opened with a filler, a regional hello, or a time of day from somewhere", () => {
  it.each(["well hi there", "so hey there!", "ey up, is anyone around?", "g'day mate", "now then", "hi all, evening from Cypress", "hey, good afternoon from Pearland"])("%s", (message) => {
    expect(ask(message).act).toBe("greeting");
  });

  it("a question after the regional hello is still the question", () => {
    const reply = ask("alright, what does the voice ai cost a month?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Voice AI");
  });
});

describe("leaving to talk it over and come back is a goodbye", () => {
  it.each([
    "no worries, I'll have a word with my business partner and get back to you",
    "ok, let me run it past my broker and we'll be in touch. cheers",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });

  it("with a question in it, it is the question", () => {
    expect(ask("I'll talk to my partner and get back to you, but what does voice ai cost?").act).toBe("question");
  });
});
