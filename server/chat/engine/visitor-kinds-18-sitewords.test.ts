import { beforeAll, describe, expect, it } from "vitest";
import type { ChatEngine } from "./types.ts";
import { talkTo, trainedEngine } from "./engine-test-support.ts";

// Probe 18's sitewords kind: a list asked of a post is answered with its items (not the line introducing them), and a
// quoted phrase names the section it comes from.
let engine: ChatEngine;
beforeAll(async () => {
  engine = await trainedEngine();
});
const { ask } = talkTo(() => engine);

describe("a list asked of a post answers with its items", () => {
  it.each([
    "In the automation stack article, what test scenarios should we run before going live?",
    'The stack guide, "test like it matters": what are the realistic test cases?',
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/Gulfton/);
  });
});

describe("negative: questions about our services with the same words are unchanged", () => {
  it("asking to test the assistant before launch is not answered from the post", () => {
    expect(ask("Can we test the assistant before it goes live?").response).not.toMatch(/Gulfton/);
  });
});
