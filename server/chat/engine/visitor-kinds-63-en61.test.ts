import { describe, expect, it } from "vitest";
import { asStandardEnglish } from "./caribbean-english.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asPlainEnglish } from "./scots-english.ts";

// Blind probes 61 and 62's English misses, by mechanism, with phrasings written for these tests (never the visitors'
// own words): Scots "oor", "naebody", "ma", "maself", "d'ye", "wi" and plural dropped g's; Bahamian "da", "wha", "fore",
// "ga", "ent", "ain", "bey", "n"; "nobody call me back" told with the plain verb; "stop the promotional texts"; "who you
// reckon wins"; "my name <Name>" without its "is"; what not to hand to the software and how to start, asked of a post;
// "when X start and end" without its "does"; a guarantee of results asked in writing; the people trained named by role;
// the AI trained on the visitor's own business; "how much of them" after the things named; "flood me with e-mails".

const { ask, conversation } = useTrainedEngine();

describe("Scots and Bahamian words read as standard English", () => {
  it.each([
    ["naebody answered oor email", "nobody answered our email"],
    ["is there a post aboot it? I'd rather dae it maself", "is there a post about it? I'd rather dae it myself"],
    ["what d'ye charge for that?", "what do you charge for that?"],
    ["can I talk wi the team about ma listings?", "can I talk with the team about my listings?"],
    ["how do the showins work for ma buyers?", "how do the showings work for my buyers?"],
  ])("%s", (typed, read) => {
    expect(asPlainEnglish(typed)).toBe(read);
  });
  it.each([
    ["wha da Growth package got in it bey?", "what the Growth package got in it?"],
    ["dis ain fair, wha happen to da call?", "this isn't fair, what happen to the call?"],
    ["nobody ent text me since friday n dat is wrong", "nobody text me since friday and that is wrong"],
  ])("%s", (typed, read) => {
    expect(asStandardEnglish(typed)).toBe(read);
  });
  it.each(["ma tante says hi", "Ma Li here, 713-555-0100", "da nang office?", "what is di price"])("%s is left alone", (typed) => {
    expect(asStandardEnglish(asPlainEnglish(typed))).toBe(typed);
  });
});

describe("acts said in other Englishes", () => {
  it("a reply that never came, told with the plain verb, is a complaint", () => {
    for (const message of ["sent da form since tuesday an no one ent call me back, not right", "nobody answer my email since last week, what is going on"]) {
      expect(ask(message).act, message).toBe("complaint");
    }
  });
  it("nobody who answers the visitor's own phones is still their problem, not ours", () => {
    expect(ask("our phones ring at night and nobody answer them, what add-on helps?").act).not.toBe("complaint");
  });
  it("marketing named by its kind is an opt-out", () => {
    expect(ask("Please stop the marketing emails to jo@example.com, thanks").act).toBe("opt_out");
    expect(ask("stop all these sales calls on 713-555-0142").act).toBe("opt_out");
  });
  it("stopping marketing to the visitor's own leads is a question about the product", () => {
    expect(ask("how can we stop the promo texts going to our leads after they buy?").act).not.toBe("opt_out");
  });
  it("a match to pick, asked with 'reckon' or 'yall think', is off-topic", () => {
    expect(ask("who do you reckon wins the cup final, Rovers or United?").act).toBe("off_topic");
    expect(ask("who yall think gonna win the rake n scrape contest dis year?").act).toBe("off_topic");
  });
  it("'my name <Name>' without its 'is' names the visitor", () => {
    const reply = ask("ma name Lorraine Ferguson, ring me at 713-555-0177 in the morning");
    expect(reply.entities.name).toBe("Lorraine Ferguson");
  });
});

describe("what a post says, asked in the visitor's own words", () => {
  const post = "any article on routing showings around the freeways?";
  it("what not to hand to the software: the judgment kept", () => {
    const [, reply] = conversation(post, "which parts does it say I shouldn't leave to the AI?");
    expect(reply?.response).toMatch(/judgment/);
  });
  it("how to start: the section that says so, not another holding a synonym", () => {
    const [, reply] = conversation(post, "and where does it tell me to begin?");
    expect(reply?.response).toMatch(/Start with one week|one week/);
  });
  it("'bombard my inbox with' is many e-mails sent, not a storm: the double opt-in", () => {
    expect(ask("when I join the newsletter, will you bombard my inbox with mail before I've confirmed?").response).toMatch(/double opt-in|one e-mail/);
  });
  it("a span asked without 'does': the dates of the season", () => {
    expect(ask("when da storm season start n finish?").response).toMatch(/June 1|November 30/);
  });
});

describe("questions of the site read by what they ask", () => {
  it("a guarantee of results asked in writing is the team's to answer", () => {
    const reply = ask("could you put in writing a guarantee that our sales will grow?");
    expect(reply.response).toMatch(/doesn't say whether results are guaranteed/);
  });
  it("the people trained may be named by their role", () => {
    expect(ask("will you train our office manager and the receptionist?").response).toMatch(/training/);
  });
  it("an AI trained on the visitor's own business is the custom agent every package includes", () => {
    expect(ask("does the bot get trained on my brokerage, or is it a canned chatbot?").response).toMatch(/trained on your business/);
  });
  it("'how much of them' goes with the things named before it, not a price", () => {
    expect(ask("the campaign tags in my link, how much of them gets stored?").intent).not.toBe("pricing");
  });
});
