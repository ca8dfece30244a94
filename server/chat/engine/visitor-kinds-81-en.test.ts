import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 79 and 80's English misses, by mechanism, with phrasings written for these tests: the text "giving" or
// "listing" frames a question about a post; a person stepping in (or the AI backing off) is the post's "a person takes
// over when"; a chat message tagged with its mood is the privacy page's labels; "which of the three has…" asks for the
// package whose features hold it.

const { ask, conversation } = useTrainedEngine();

describe("what a post gives or lists", () => {
  it("is the thing given, not a paragraph holding 'give'", () => {
    const reply = ask("your welcome post says Houston is not a generic market. what reasons does it give?").response;
    expect(reply).toMatch(/Katy Freeway/);
    expect(reply).not.toMatch(/legal advice/);
  });
});

describe("when the agent steps in, in English", () => {
  it("is the list of handoff triggers", () => {
    expect(ask("in the speed to lead article, when should a human jump in?").response).toMatch(/person takes over when/);
    expect(ask("speed-to-lead post: at which point does the assistant back off?").response).toMatch(/person takes over when/);
  });

  it("leaves the AI handing off to what the agent then receives", () => {
    expect(ask("speed to lead post: when the bot hands over to a realtor, what does the realtor get?").response).toMatch(/summary/);
  });
});

describe("chat messages tagged with their mood", () => {
  it("are the chat's labels (language, topic, tone), not the contact form's topics", () => {
    const reply = ask("are my chat messages tagged with anything like my mood?").response;
    expect(reply).toMatch(/tone/);
  });
});

describe("which of the three packages has a feature", () => {
  it("is the package whose features list it, the count said instead of 'packages'", () => {
    expect(ask("which of the three has the multilingual customer service agent included?").response).toMatch(/^Enterprise/);
    expect(ask("which one of y'all's plans comes with a dedicated success manager?").response).toMatch(/^Enterprise/);
  });
});

describe("a post asked for by a long subject after 'about'", () => {
  it("is named by the whole subject, the language asked included", () => {
    const [list, followup] = conversation("any post about AI answering tenants in Vietnamese or Chinese?", "how does it say the assistant should tell which language a client prefers?");
    expect(list?.response).toMatch(/^From our blog[^•]*\n• Bilingual Client Care/);
    expect(followup?.response).toMatch(/first message|preference/);
  });
});
