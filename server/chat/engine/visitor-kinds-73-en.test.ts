import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 69 to 72's English misses, by mechanism, with phrasings written for these tests: "not a soul", "not one
// person" for nobody; a package named only to be ruled out; "which of the two" after two packages asked about in turn;
// a lead's owner who doesn't answer, in the speed-to-lead post's words; the contents of a checklist asked; the vendor
// list, which the hurricane post calls a roster.

const { ask, conversation } = useTrainedEngine();

describe("nobody said with a negated one", () => {
  it.each([
    "sent in your form on friday and not a soul rang me back, shocking",
    "filled in the contact form, not one person got back to me",
    "I send the form monday and not a single soul call me back",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("complaint");
  });
});

describe("a package named only to be ruled out", () => {
  it("reads the needs, not the package ruled out", () => {
    const reply = ask("we want someone on your side looking after us and dashboards for the directors, that isn't Growth right? which one then");
    expect(reply.response).toMatch(/Enterprise/);
    expect(reply.response).not.toMatch(/^Growth/);
  });
});

describe("which of the two, after two packages asked about in turn", () => {
  it("picks the smaller one's go-live time for faster", () => {
    const replies = conversation("tell me about Foundation", "and Growth?", "which of those two is quicker to set up");
    expect(replies[2]?.response).toMatch(/Foundation setups go live within two weeks/);
  });

  it("picks the larger one's for slower", () => {
    const replies = conversation("tell me about Enterprise", "what about Foundation", "which of them takes longer to get running");
    expect(replies[2]?.response).toMatch(/six to eight weeks/);
  });
});

describe("a lead's owner who doesn't answer, in the speed-to-lead post", () => {
  it.each([
    "your speed to lead article: if the agent a lead was assigned to does not reply, what happens and after how long?",
    "speed-to-lead post, if the rep it went to doesn't pick up, who gets it?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/15 minutes/);
    expect(reply.response).toMatch(/Team lead or backup agent/);
  });
});

describe("the contents of a checklist asked", () => {
  it.each([
    "my brother manages rentals and read your hurricane post, what's on that May checklist?",
    "I manage rentals in Katy, what is in the May checklist from your hurricane post?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/vendor roster/);
    expect(reply.response).not.toMatch(/Clear Lake to Tomball/);
  });
});

describe("the vendor list, which the hurricane post calls a roster", () => {
  it("answers who goes on it after the post was shown", () => {
    const replies = conversation("the hurricane post", "who does it say should be on the contractor list?");
    expect(replies[1]?.response).toMatch(/tree removal/);
    });
});

describe("a package asked as 'which one's got' a feature", () => {
  it("is the package whose list names it", () => {
    const reply = ask("which one's got the performance dashboard, then?");
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(/Growth/);
  });
});

describe("the post that explains the newsletter", () => {
  it("is the newsletter's launch post", () => {
    expect(ask("got an article that describes what the newsletter covers?").response).toMatch(/\/blog\/welcome-to-the-ai-advantage-weekly/);
  });
});

describe("a channel said with a folded possessive ('email's better')", () => {
  it("names e-mail", () => {
    expect(ask("Dana again, email's best for me, dana.k@example.com").context.channel).toBe("email");
  });
});

describe("one category of the blog asked about", () => {
  it.each([
    ["does the blog have a Strategy section? what's in it", /Strategy: how to design lead response/],
    ["¿qué publican en la categoría de Herramientas del blog?", /Tools: the building blocks/],
    ["博客里房地产那个栏目主要写什么？", /Real Estate: Houston-specific playbooks/],
  ])("%s", (message, line) => {
    expect(ask(message).response).toMatch(line);
  });
});
