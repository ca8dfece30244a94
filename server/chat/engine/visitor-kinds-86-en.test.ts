import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 85 and 86, English, by mechanism, with phrasings written for these tests: a situation only one post
// speaks to, asked in the visitor's words without naming the post (time padded onto a drive, what the agent is handed,
// scraping listings, a tenant's emergency mid-storm, the season's dates); a package named by its rank.

const { ask } = useTrainedEngine();

describe("a situation only one post speaks to, asked without naming the post", () => {
  it.each([
    ["heavy rain tomorrow, how much extra time should the schedule leave per drive?", /10 more minutes per leg/],
    ["how much cushion do you put on a freeway leg at 5pm?", /Drive time \+ 25 minutes/],
    ["how many minutes of padding for a gated subdivision where we grab the lockbox?", /Gated community or lockbox pickup; 10 more minutes/],
    ["how much buffer when we cross the 610 loop at lunchtime, no rush hour?", /^From our article[^\n]*: Crossing 610 or Beltway 8 outside rush hour; Drive time \+ 15 minutes/],
  ])("time padded onto a drive: %s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it.each([
    "when the chatbot passes a caller over to a colleague, what does my colleague get to see?",
    "when the AI transfers a hot buyer to my teammate, what info does she get? hate making clients repeat themselves",
  ])("what the agent is handed: %s", (message) => {
    expect(ask(message).response).toMatch(/short summary/);
  });

  it.each(["could the bot crawl zillow for listings instead of paying for a feed?", "why not scrape the MLS ourselves and save money"])("scraping listings: %s", (message) => {
    expect(ask(message).response).toMatch(/IDX or VOW/);
  });

  it.each(["a renter tells the assistant there's a gas leak in the kitchen during the hurricane, how does it respond?", "tenant texts that there's a gas smell during the storm, what would the AI say back?"])("a tenant's emergency: %s", (message) => {
    expect(ask(message).response).toMatch(/911/);
  });

  it.each(["new to Texas. when does hurricane season begin and when is it over?", "what months does hurricane season run here?"])("the season's dates: %s", (message) => {
    expect(ask(message).response).toMatch(/June 1 to November 30/);
  });
});

describe("a package named by its rank among the three", () => {
  it("the middle tier is Growth", () => {
    expect(ask("is the middle tier a fit for a crew of five?").response).toMatch(/^Growth|I'd suggest Growth/);
  });

  it("the top plan is Enterprise, built around their agents and data", () => {
    expect(ask("is the top tier made around our own agents and data?").response).toMatch(/built around your agents and your data/);
  });

  it("the entry tier and the middle one, side by side", () => {
    const response = ask("how does the entry tier compare with the middle tier?").response;
    expect(response).toMatch(/Foundation/);
    expect(response).toMatch(/Growth/);
  });
});

describe("which package holds a feature, with what the visitor sets aside", () => {
  it.each([
    "which plan has the performance dashboard rather than only a monthly report?",
    "which package carries the traffic-aware showing scheduler?",
    "all we need is automated follow-up sequences, not the whole enterprise setup. which tier covers that",
  ])("%s is Growth", (message) => {
    expect(ask(message).response).toMatch(/^Growth/);
  });
});

describe("whether someone checks the connections before launch, when a colleague sets them up or we connect them", () => {
  it.each([
    "our assistant wires the CRM up himself from your guides. will anyone on your side look it over before launch?",
    "once you connect our calendar, do you test it before it's turned on?",
    "my partner plans to hook the tools up on her own, would you check she did it right?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/tested end to end before it goes live/);
  });
});

describe("small talk: a reader called by a pet name, a bare time-of-day hello, only browsing", () => {
  it.each([
    "hiya pet, how are you today?",
    "hello duck, how are you doing",
    "afternoon! parked outside a showing in Bellaire, just having a nose around",
    "morning! waiting on a buyer at the title office, just browsing",
  ])("%s is a greeting", (message) => {
    expect(ask(message).act).toBe("greeting");
  });
});

describe("a match asked after is the visitor's weekend", () => {
  it.each(["did you see Spurs at White Hart Lane sunday? what a shambles", "did you catch the Dash match at Shell Energy last night?"])("%s is off-topic", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it("a message of theirs we should have seen is still a complaint", () => {
    expect(ask("did you see my email on monday? nobody got back to me").act).toBe("complaint");
  });
});

describe("whether the assistant sounds like the visitor's own office", () => {
  it.each(["will the assistant talk like our office does, or like a canned robot?", "does your AI come across like us or like every other bot out there?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/trained on your business, listings and voice/);
  });
});

describe("a thing asked to be bought from us that the site never lists", () => {
  it.each(["do you sell t-shirts with your logo?", "do you sell branded hoodies?", "do you sell coffee mugs? office secret santa"])("%s is a gap our team answers", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/Our site doesn't say/);
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
  });

  it("selling the visitor's data is still the data answer", () => {
    expect(ask("do you sell my data?").response).toMatch(/Your data stays in your own accounts/);
  });
});

describe("a situation asked of the post that speaks to it, named as the blog or an article", () => {
  it.each([
    ["in your showings article, how much gap between two homes in the same neighborhood?", /Same subdivision or walking distance; 10 minutes/],
    ["y'all wrote a hurricane piece for landlords, whens the season over?", /June 1 to November 30/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("the rules stay narrow", () => {
  it("something to do before the season starts is not the season's dates", () => {
    expect(ask("what does your hurricane article say to check on rentals before the season starts?").response).not.toMatch(/June 1 to November 30/);
  });

  it("two conditions of one drive get both rows", () => {
    const response = ask("what buffer for a freeway leg at 5pm, and how much extra time in the rain?").response;
    expect(response).toMatch(/Drive time \+ 25 minutes/);
    expect(response).toMatch(/10 more minutes per leg/);
  });

  it("selling what was just named (their data) is the data answer", () => {
    expect(ask("client data is safe, fine. do you sell it to anyone?").response).toMatch(/never sell or share/);
  });
});
