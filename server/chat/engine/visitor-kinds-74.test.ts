import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 71 and 72's leftovers, by mechanism, with phrasings written for these tests: a request put as a question
// ("can you explain…") gets what it asks to be told, with no yes or no before it; annoyance at traffic or at one's own
// tenants is no complaint about us; "how does X work" asks about X ("work" only frames it); a foreign currency taken is a
// payment method the site does not state.

const { ask } = useTrainedEngine();

describe("a request put as a question", () => {
  it.each([
    "could you explain how the newsletter works?",
    "can you please describe what you store when I chat",
    "would you walk me through the privacy side of the chat?",
  ])("%s has no yes or no first", (message) => {
    expect(ask(message).response).not.toMatch(/^(?:Yes|No)\./);
  });

  it("still answers yes or no to 'can you tell me if…'", () => {
    expect(ask("could you tell me if you work with kvCORE?").response).toMatch(/^Yes\b/);
  });
});

describe("annoyance that is not about us", () => {
  it.each([
    ["哪个套餐有考虑堵车的看房排程？610堵起来真恼火", /Growth/],
    ["租客半夜打电话，真是恼火，你们有什么能帮忙的", /Customer Service Agent/],
  ])("%s", (message, answer) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(answer);
  });

  it.each(["你们到现在都没人联系我，太恼火了", "你们这个客服真恼火"])("%s is still a complaint", (message) => {
    expect(ask(message).act).toBe("complaint");
  });
});

describe("how does X work", () => {
  it("answers about X, not a sentence that happens to say 'works'", () => {
    const reply = ask("so how does your newsletter work?").response;
    expect(reply).toMatch(/newsletter box on our blog page/);
    expect(reply).not.toMatch(/button works too/);
  });
});

describe("a foreign currency taken", () => {
  it.each(["do y'all take pesos?", "¿aceptan quetzales?"])("%s is a payment method the site does not state", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("unanswered");
    expect(reply.response).toMatch(/555-0100|hello@bayoucity\.ai/);
  });
});
