import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 77 and 78's English misses, by mechanism, with phrasings written for these tests: in a thread of
// bundles, the count the visitor grows to ("once we grow to five next year") is the bundle asked for, whatever the
// reason or the time said with it.

const { ask, conversation } = useTrainedEngine();

describe("the count a bundle thread grows to", () => {
  it("is the bundle of that size, said with why and when", () => {
    const replies = conversation(
      "how much is the setup to connect Airtable?",
      "and Slack as well, so that's two?",
      "say business picks up and we get to five later next year, what then?",
    );
    expect(replies[2]?.response).toMatch(/Enterprise Bundle/);
  });

  it("keeps a count of agents no platform count", () => {
    const replies = conversation("how much is the setup to connect Airtable?", "and Slack as well, so that's two?", "and once the team grows and we end up with six agents?");
    expect(replies[2]?.response).not.toMatch(/Enterprise Bundle/);
  });
});
