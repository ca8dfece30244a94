import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// The English misses of the full evaluation at e6fd733f, by mechanism, with phrasings written for these tests: a title's
// agent noun named by its verb ("the condos we manage"), "end to end" as no end; a comparison with the others and
// "going to be full of" asking nothing, "stats" as numbers; an aside on whose place follows a place follow-up;
// "is that one of yours?" after a place; a post asked for "on" a long subject; "what's actually on it?" as a list asked.

const { ask, conversation } = useTrainedEngine();

describe("the hurricane season's dates, asked by someone who manages property", () => {
  it.each([
    "We manage forty condos. When does your hurricane article say the season starts and ends?",
    "for the duplexes I manage, when does the storm playbook say the season starts and ends?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/June 1 to November 30/);
  });

  it("'start and end' is not the flow tested end to end", () => {
    const replies = conversation("is there an article on hurricane prep for landlords?", "so what does it say about when the season runs, start and end?");
    expect(replies[1]?.response).toMatch(/June 1 to November 30/);
  });
});

describe("made-up numbers, compared with the others", () => {
  it.each([
    "is your newsletter going to be full of invented stats like all the other AI newsletters out there?",
    "does the weekly newsletter make up stats like every other marketing blog?",
    "will your weekly newsletter throw stats at me, or say where they come from?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/invented numbers|where they came from/);
  });
});

describe("an aside on whose place follows a place follow-up", () => {
  it.each([
    ["what about fondren, where my sister lives", "Fondren"],
    ["what about kashmere gardens, that's where we stay", "Kashmere Gardens"],
    ["what about brays oaks, just down the road from there", "Brays Oaks"],
  ])("%s", (followUp, place) => {
    const replies = conversation("do you cover Bellaire?", followUp);
    expect(replies[1]?.intent).toBe("location");
    expect(replies[1]?.response).toContain(`${place} isn't among the areas`);
  });
});

describe("'is that one of yours?' after a place", () => {
  it.each(["we mostly list in montrose, is that one of yours?", "my office is out in katy, is it on your list?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/^Yes, we serve (?:Montrose|Katy)/);
  });
});

describe("a post asked for on a long subject", () => {
  it.each([
    "we see loads of spanish-speaking buyers at open houses. do you have a post on a bot answering people in their own language?",
    "my buyers mostly speak Spanish. y'all got a post on AI answering my buyers in their own language?",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toContain("/blog/bilingual-client-care");
    expect(reply).not.toContain("/blog/speed-to-lead");
  });
});

describe("what is actually on a list", () => {
  it.each(["and the checklist for May in that article, what's really on it?", "that checklist for May in the post, what exactly is on it?"])("%s", (followUp) => {
    const replies = conversation("do you have a post on hurricane season for property managers?", followUp);
    expect(replies[1]?.response).toMatch(/Tag high-risk properties/);
  });
});

describe("a size said as 'N of them plus me', and 'brokerages like ours'", () => {
  it.each([
    ["twenty of em plus me, which plan fits?", "Enterprise"],
    ["3 of them and me, which package should we take?", "Growth"],
    ["is there one made for brokerages like ours?", "Enterprise"],
    ["anything built for brokerages like mine?", "Enterprise"],
  ])("%s", (message, name) => {
    expect(ask(message).response).toMatch(new RegExp(`^I'd suggest ${name}`));
  });
});

describe("a feature asked of one package, 'or is that the other one only?'", () => {
  it.each([
    "does Foundation get a monthly report too, or is that a Growth only thing?",
    "does foundation include any follow-up, or is it growth and up only?",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/^Foundation\b/);
    expect(reply).toMatch(/Basic follow-up automation/);
  });
});
