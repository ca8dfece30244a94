import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A phrase of the site quoted back names the passage that says it, over the reading of the question's other words;
// chat fillers ("po", "ngl", "y'all") ask for nothing.
const { ask } = useTrainedEngine();

describe("a quoted phrase of the site is answered from the passage holding it", () => {
  it.each([
    ["that \"lead capture increase\" number po, how big is it?", /300%/],
    ["the \"running late\" text, who sends it", /one tap/],
    ["lo de \"client retention boost\" en su sitio, ¿qué número es?", /40%/],
  ])("%s", (message, fact) => {
    expect(ask(message).response).toMatch(fact);
  });
});
