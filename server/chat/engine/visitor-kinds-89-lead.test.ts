import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { splitQuestions } from "./question-split.ts";

// The listings said in everyday words are the MLS entry only when their source is asked: whether the assistant learns
// the way an office talks about its homes for sale is the agent every package has, trained on listings and voice.

const { ask } = useTrainedEngine();

describe("the homes for sale beside how the office talks", () => {
  it("is the agent trained on listings and voice", () => {
    const reply = ask("AI bên bạn có học theo giọng nói chuyện của văn phòng mình với mấy căn nhà đang bán không?");
    expect(reply.response).not.toMatch(/MLS/);
    expect(reply.response).toMatch(/giọng văn/);
  });

  it("is not the listing source in English either", () => {
    expect(ask("does your bot learn the way our office talks when it gives info on homes for sale?").response).not.toMatch(/MLS/);
  });

  it("keeps the listing source when the source is asked", () => {
    expect(ask("Dữ liệu về các căn nhà đang bán quanh đây thì AI của bạn lấy ở đâu?").response).toMatch(/MLS/);
  });
});

// A "when …" clause before "how much …?" is the moment that amount is asked of, and a short "just my …?" after
// a question narrows it: each stays one question with the one before, so the model named in the clause reaches it.
describe("a 'when' clause, then how much of the conversation goes to the model's maker", () => {
  it.each([
    "when your model is running, how much of my conversation goes off to that provider? just my last line?",
    "when you've got the model turned on, how much of me conversation gets sent to openai?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/\b10\b/);
    expect(reply.response).not.toMatch(/We build on/);
  });

  it("keeps the clause and the narrowing with the question", () => {
    expect(splitQuestions("when the assistant passes a lead to my agent, how many messages does the agent see? just the last few?")).toHaveLength(1);
  });
});
