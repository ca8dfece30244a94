import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 75 and 76's English misses, by mechanism, with phrasings written for these tests: one post of the blog
// described by its subject ("one of your articles about…") is the post asked of; "extra" before the thing it qualifies
// ("extra fields") asks for no add-on; "one person on your side" is a person of ours asked for, not a solo visitor;
// why the visitor asks ("would save us the fees") or what they don't ("not asking about price"), said as a part of its
// own, is no question; an emoji ends a clause; a CRM trouble told with the team's size beside "which package?" is what
// the package must fix; "my broker says…" does not answer "are you an agent or a broker?".

const { ask, conversation } = useTrainedEngine();

describe("one post described by its subject", () => {
  it("answers from the post, not with the list of posts", () => {
    expect(ask("I went through one of your articles about wiring the MLS, CRM and calendar together. what fields does it tell me to add?").response).toMatch(/Preferred language/);
  });
});

describe("'extra' before what it qualifies", () => {
  it("asks for no add-on", () => {
    const reply = ask("in that article on hooking up the MLS, CRM and calendar, which extra fields does it list?");
    expect(reply.response).not.toMatch(/add-on you can combine/);
    expect(reply.response).toMatch(/Your Houston Automation Stack/);
  });

  it("keeps 'which extras' an add-on question", () => {
    expect(ask("which extras do you sell besides the packages?").response).toMatch(/Voice AI/);
  });
});

describe("one person of ours asked for", () => {
  it("is no solo visitor", () => {
    expect(ask("my cousin runs a 30-agent brokerage and wants one person on your side he can call. which package is right for him?").response).toMatch(/I'd suggest Enterprise/);
  });

  it("keeps 'I'm one person' solo", () => {
    expect(ask("I'm one person doing it all, which package should I get?").response).toMatch(/I'd suggest Foundation/);
  });
});

describe("why they ask, or what they don't, said apart", () => {
  it("reads 'would save us the fees' as the reason, not a question", () => {
    const reply = ask("do you invoice in euros? would save us the bank fees");
    expect(reply.response).not.toMatch(/hours saved|setup fees|Data Tools/);
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
  });

  it("sets the price aside when 'not asking about price' is a part of its own", () => {
    const reply = ask("not asking about price, what's the Foundation package's promise?");
    expect(reply.response).toMatch(/The outcome: Never miss a lead again/);
    expect(reply.response).not.toMatch(/priced for each business|pricing is tailored/);
  });

  it("ends a clause at an emoji", () => {
    const reply = ask("finally home 🥵 not asking the price: the Enterprise package, what's its promise?");
    expect(reply.response).toMatch(/without scaling your headcount/);
    expect(reply.response).not.toMatch(/priced for each business|pricing is tailored/);
  });
});

describe("a CRM trouble told with the team's size", () => {
  it("is what the package must fix", () => {
    expect(ask("we're a team of seven and half our leads never land in the CRM. which package suits us?").response).toMatch(/I'd suggest Growth/);
  });

  it("keeps a CRM question the integration answer", () => {
    expect(ask("will new leads land in my CRM by themselves?").response).toMatch(/every lead lands in your pipeline/);
  });
});

describe("someone else's role", () => {
  it("does not answer 'are you an agent or a broker?'", () => {
    const replies = conversation(
      "what does it cost to hook up kvCORE, done for me?",
      "and with Gmail as well, two in total?",
      "my broker wants Slack and Google Sheets in there too, so four",
    );
    expect(replies[1]?.response).toMatch(/are you an agent, a broker/);
    expect(replies[2]?.response).toMatch(/Pro Bundle/);
  });
});
