import { describe, expect, it } from "vitest";
import { asStandardEnglish } from "./caribbean-english.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asPlainEnglish } from "./scots-english.ts";

// Blind probes 65 and 66's English misses, by mechanism, with phrasings written for these tests: Doric Scots ("fit",
// "fan", "foo", "jist", "een", "o"); Guyanese Creolese ("ayo", "abi", "yuh", "wah", a "does" of habit, "nobody call me
// back"); a scene set before a search of the posts; "it" after a list of posts; the MLS said beside a CRM; a lower-case
// name before "here" confirmed by the e-mail address; a package named after "for" read as a business; a Welsh "not a
// dicky bird back" after a clause of feeling; "throw in" adding platforms to a tally.

const { ask } = useTrainedEngine();

describe("Doric read as standard English", () => {
  it.each([
    ["foo lang dis the Foundation tak?", "how long does the Foundation take?"],
    ["fit dis the dashboard show ye?", "what does the dashboard show you?"],
    ["fan wid ma leads get a reply? jist askin", "when would my leads get a reply? just asking"],
    ["een o the lads wid like tae ken", "one of the lads would like to ken"],
    ["div ye hae a Spanish bot at aa?", "do you have a Spanish bot at all?"],
  ])("%s", (message, plain) => {
    expect(asPlainEnglish(message)).toBe(plain);
  });

  it.each([
    "is Growth a good fit for a team of 5?",
    "I'm a big fan of the dashboard, when can it go live",
    "would the Foundation fit a solo agent?",
    "foo bar",
  ])("leaves English alone: %s", (message) => {
    expect(asPlainEnglish(message)).toBe(message);
  });

  it("answers how long a package takes, asked in Doric", () => {
    expect(ask("foo lang wid the Growth een tak, roughly?").response).toMatch(/three to four/);
  });

  it("answers a person asked for in Doric", () => {
    expect(ask("i'd raither spik tae somebody real, can ye phone me?").act).toBe("handoff");
  });

  it("answers whether we have an office abroad, in Doric", () => {
    expect(ask("div ye hae an office ower in Inverness at aa?").response).toMatch(/doesn't say|won't guess/);
  });
});

describe("Guyanese Creolese read as standard English", () => {
  it.each([
    ["wah time ayo does open on a monday?", "what time you open on a monday?"],
    ["abi on hubspot, will yuh ting work wid it?", "we're on hubspot, will your thing work with it?"],
    ["tell me straight, who else does get a copy a wah i write pon de chat?", "tell me straight, who else get a copy of what i write on the chat?"],
  ])("%s", (message, plain) => {
    expect(asStandardEnglish(message)).toBe(plain);
  });

  it("answers our hours asked with a habitual does", () => {
    expect(ask("if de bot break pon a sunday, wah hours ayo does keep?").response).toMatch(/Monday - Friday/);
  });

  it("reads nobody calling back as a complaint", () => {
    expect(ask("fill out de form tuesday an nobody call me back yet, dis ain right").act).toBe("complaint");
  });
});

describe("a scene set before a search of the posts", () => {
  it("lists the post and keeps it for the next question", () => {
    const first = ask("my brother-in-law manages a few rentals, is there a post about getting ready for hurricanes?");
    expect(first.intent).toBe("blog");
    const next = ask("what does it tell landlords to send when a storm is still out in the gulf?", first.context);
    expect(next.response).toMatch(/Hurricane Season Playbook/);
  });
});

describe("'it' after a list of posts is the first one listed", () => {
  it("answers from the post the search named by its title", () => {
    const first = ask("is there a write-up on hooking the MLS, CRM and calendar together?");
    const next = ask("what workflow tools does it mention?", first.context);
    expect(next.response).toMatch(/Automation Stack/);
    expect(next.response).toMatch(/Zapier|n8n|Make/);
  });
});

describe("the MLS said beside a CRM", () => {
  it("answers both the CRM and the listing data", () => {
    const reply = ask("we use Follow Up Boss, can you connect to that and to the MLS?");
    expect(reply.response).toMatch(/Follow Up Boss/);
    expect(reply.response).toMatch(/MLS\/HAR/);
  });
});

describe("details and names", () => {
  it("reads a lower-case name before 'here' when the e-mail address holds it", () => {
    expect(ask("ailsa brodie here, office manager, ailsa.b@example.com").response).toMatch(/Ailsa/);
  });

  it("reads a package named after 'for' as no business", () => {
    const reply = ask("rough figure for Growth with 12 agents, no commitment");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/consultation/);
  });
});

describe("Welsh English complaints", () => {
  it.each([
    "proper fuming I am, sent your form in last Tuesday and not a dickie bird back",
    "I'm livid, emailed you on Friday and not a squeak back since",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("complaint");
  });
});

describe("'throw in' adds platforms to a tally", () => {
  it("counts them into the bundle that covers the total", () => {
    const one = ask("how much to set up Mailchimp for us?");
    const two = ask("and Gmail with it, two in all?", one.context);
    const four = ask("right, chuck in Slack and Google Drive, so four now", two.context);
    expect(four.response).toMatch(/Pro Bundle/);
  });
});
