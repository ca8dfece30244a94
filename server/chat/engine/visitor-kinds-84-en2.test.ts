import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 81 and 82, English, by mechanism, with phrasings written for these tests: a post's short closing
// sentence with the rule before it; permission to text and "say stop" as the posts' consent and opt-outs; starting
// "without messing up the calendars" as the traffic post's calm first week; "quick one:" before the question; the
// visitor's own phone in the scene; Hawaiʻi Pidgin; a phone "ringing off the hook".

const { ask, conversation } = useTrainedEngine();

describe("a post's short closing sentence comes with the rule it closes", () => {
  it.each(["in the speed to lead article, what's the bit on fair housing?", "what does the speed-to-lead post say on fair housing?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/steer clients/);
  });
});

describe("permission to text and people who say stop", () => {
  it.each([
    "speed to lead post, does it mention asking permission?",
    "in the speed-to-lead article, what about leads who reply stop to our texts?",
    "the speed to lead article, what does it say about folks who text back stop?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/consent|opt-outs/);
  });
});

describe("starting without upsetting everyone's calendar", () => {
  it.each(["how do we roll it out without messing up the whole team's calendar?", "any advice on getting going without wrecking our agents' calendars?"])("%s after the traffic post", (message) => {
    const replies = conversation("got a post on scheduling showings around houston traffic?", message);
    expect(replies[1]?.response).toMatch(/one week|calm and on time/);
  });
});

describe("'quick one:' before the question", () => {
  it.each([
    ["softball game on the radio, so quick one: the bundle for up to 6 platforms, how much?", /Enterprise Bundle/],
    ["hockey game in overtime here, real quick one: what's the Pro Bundle cost?", /Pro Bundle/],
  ] as const)("%s", (message, answer) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(answer);
  });
});

describe("the visitor's own phone in the scene", () => {
  it.each([
    "streaming the volleyball final on my phone at my desk lol. quick one: what does local market expertise mean on your homepage?",
    "watching the rodeo on my phone at the office lol. quick one: what do you mean by local market expertise?",
  ])("%s", (message) => {
    expect(ask(message).response).not.toMatch(/555-0100/);
  });
});

describe("Hawaiʻi Pidgin", () => {
  it.each(["mahalo brah, dat was real helpful", "mahalo nui loa, dat was super helpful"])("%s thanks", (message) => {
    expect(ask(message).act).toBe("thanks");
  });

  it("'dat kine platform' is the platform just named", () => {
    const reply = ask("only quickbooks brah, whats da setup fee range on dat kine platform");
    expect(reply.intent).toBe("setup_fees");
    expect(reply.response).toMatch(/\$400-\$750/);
  });
});

describe("a phone ringing off the hook", () => {
  it.each([
    "two things on voice AI. our office phones ring off the hook every morning. what's the monthly cost, and does it qualify the callers?",
    "3 things about voice ai: the leasing line is ringing off the hook. price per month?",
  ])("%s asks Voice AI, not a bundle", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/Voice AI: \$197/);
    expect(reply).not.toMatch(/Bundle/);
  });
});
