import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";

const { ask } = useTrainedEngine();

// Inside a post found by its title's words, the sentence holding the rest of the question answers: the words naming the
// post do not make its opening paragraph the answer.
describe("the answering sentence of a post named by its title", () => {
  it("quotes the table row of the thing asked, not the routing paragraph", () => {
    expect(ask("who gets a rental inquiry, per the speed to lead post?").response).toMatch(/Leasing coordinator or property manager/);
  });

  it("quotes what owners get, and the date the season ends", () => {
    expect(ask("the storm article: what should owners receive instead of lots of emails?").response).toMatch(/one summary per property/);
    expect(ask("according to the hurricane playbook, when does the season end?").response).toMatch(/November 30/);
  });
});
