import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 73 and 74's English misses, by mechanism, with phrasings written for these tests: the first thing a new
// client gets or we do, which is the discovery session and written blueprint every package starts with; our own taste
// asked (which side we back, whatever the clubs are called; a dish we have tasted or who makes it best), off-topic
// even though "you" is its point; what the newsletter's launch post refuses to do, asked as "will not do" or as making
// numbers up.

const { ask } = useTrainedEngine();

describe("the first thing a new client gets", () => {
  it.each([
    "once we sign on with you, what's the first step?",
    "before your team builds anything what happens first",
    "what's the first thing you guys do with every client",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/Discovery session and a written automation blueprint/);
  });

  it("leaves a first thing asked of an article to the article", () => {
    expect(ask("what's the first thing the hurricane article says to do before a storm").response).not.toMatch(/Every package includes/);
  });
});

describe("our own taste asked", () => {
  it.each([
    "who do you support, Rovers or Town?",
    "are you a Spurs fan or a Gunners fan",
    "you ever tried a proper jollof?",
    "who in Alief cooks them the best? oxtails",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it("keeps a bot of ours a question", () => {
    expect(ask("are you a sales bot or a support bot?").act).toBe("question");
  });
});

describe("what the newsletter's launch post refuses to do", () => {
  it("answers 'will not do' with the things it refuses", () => {
    expect(ask("your first newsletter post, what's the stuff it says you will not do?").response).toMatch(/will not (?:publish invented numbers|pretend AI replaces a licensed professional)/);
  });

  it("reads making numbers up as publishing invented numbers", () => {
    expect(ask("in the newsletter, do you ever just make up results?").response).toMatch(/We will not publish invented numbers/);
  });
});
