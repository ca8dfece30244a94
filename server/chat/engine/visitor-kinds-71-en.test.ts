import { describe, expect, it } from "vitest";
import { asStandardEnglish } from "./caribbean-english.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 69 and 70's English misses, by mechanism, with phrasings written for these tests: a name given as
// "X again", "X here from …" or "X on Y's team"; Bajan "wunna", "muh", "gine", "doan" and "en"; school pickup said as
// collecting or fetching a child, and a showing that will "overrun"; the small hours said in words; "text dat one"
// after a number; Brummie "me" for "my" and "anythink"; a package the visitor chose ("if we go for Growth") asked how
// long; a tool "a lad built us" or a "bespoke" app; a person "at your end looking after us".

const { ask } = useTrainedEngine();

describe("a name given as a returning visitor's or with where they come from", () => {
  it.each([
    ["Priya again, text me at 832-555-0101 this time", "Priya"],
    ["hey, Tomasz here from the Katy office, tomasz.k@example.com", "Tomasz"],
    ["Lorna Pike on Raj's team, ring me on 281-555-0142", "Lorna"],
  ])("%s", (message, name) => {
    expect(ask(message).context.lead.name).toMatch(new RegExp(name));
  });

  it("reads a name before 'again', never 'me' or 'sorry'", () => {
    expect(ask("Marcus again, my cell is 713-555-0188").context.lead.name).toBe("Marcus");
    for (const message of ["me again, call me at 713-555-0188", "sorry again, my cell is 713-555-0188"]) expect(ask(message).context.lead.name ?? "").not.toMatch(/^(?:Me|Sorry)\b/);
  });

  it("reads a capitalised name before 'here from', never 'sat here with'", () => {
    expect(ask("Hi, Ines here from Cypress Lane Realty, ines@example.com").context.lead.name).toMatch(/^Ines/);
    expect(ask("sat here with a coffee, email me at pat@example.com").context.lead.name ?? "").not.toMatch(/^Sat\b/);
  });
});

describe("Bajan function words", () => {
  it("reads wunna, muh, gine, doan and en as standard English", () => {
    const read = asStandardEnglish("wunna gine send muh tenants a notice? I en sure, doan want no trouble");
    expect(read).toMatch(/you going to send my tenants/);
    expect(read).toMatch(/I don't sure|I don't want|don't want/);
  });

  it("reads a Bajan opt-out as one", () => {
    expect(ask("doan call me no more on 713-555-0144, wunna too pushy").act).toBe("opt_out");
  });

  it("reads connecting the platforms oneself so as not to pay as the free self-setup", () => {
    expect(ask("muh cousin real good wid tech, she could hook up de platforms sheself so we en pay nobody?").response).toMatch(/self-setup|step-by-step/i);
  });
});

describe("school pickup said the British way", () => {
  it.each([
    "I collect my son from school at 3, will the scheduler tell me if a showing will overrun?",
    "I does collect de twins from school at 3, can wunna system warn me if a tour gine run past dat?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/heads-up|school pickup/);
  });
});

describe("the small hours said in words", () => {
  it.each(["will the bot reply to my buyers in the middle of the night?", "can your AI answer me clients at 4 in the morning?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/24\/7/);
  });
});

describe("the number just given, to be reached on", () => {
  it.each([
    ["my other cell is 346-555-0133, whatsapp dat one", "whatsapp"],
  ])("%s", (message, channel) => {
    expect(ask(message).context.channel).toBe(channel);
  });
});

describe("a package the visitor says they chose, asked how long", () => {
  it.each([
    ["once we sign up for Enterprise how many weeks till launch?", /six to eight/, /Foundation/],
    ["if I pick Foundation how long does it take to go live?", /two weeks/, /Growth|Enterprise/],
  ])("%s", (message, said, notSaid) => {
    const response = ask(message).response;
    expect(response).toMatch(said);
    expect(response).not.toMatch(notSaid);
  });
});

describe("a tool someone made for them, asked to be connected", () => {
  it.each(["some bloke made us a booking spreadsheet thing years ago, could you connect it?", "our office has a bespoke diary app, can you connect it?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Custom Integrations/);
  });
});

describe("a person at our end looking after them", () => {
  it("is Enterprise's success manager asked about, not a request to be contacted", () => {
    const reply = ask("we're a team of 8 and want a real person at your end looking after us, which package would that be?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Enterprise/);
  });
});

describe("the Irish 'handiest' names the channel preferred", () => {
  it.each([
    ["Siobhan Kearney, siobhan.k@example.ie, email is handiest for me", "email"],
    ["Aoife, 087 555 0142 or aoife@example.com, a text is handier", "sms"],
  ])("%s", (message, channel) => {
    expect(ask(message).context.channel).toBe(channel);
  });
});
