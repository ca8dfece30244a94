import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 87 to 91, the English share, by mechanism, with phrasings written for these tests:
// - the line-up spoken of as a ladder ("the bottom rung of your packages", "the top step of your plans") names the
//   package of that rank (package-ranks.ts), and "the smallest one" asks for the way in (fit.ts ENTRY_LEVEL);
// - a greeting opened with a filler ("well hey there"), said with a regional hello ("now then", "ey up", "g'day"), or
//   with a time of day and a place ("hi all, evening from Cypress") is a greeting (greeting-openers.ts);
// - leaving to talk it over and come back ("I'll have a word with my partner and get back to you") is a goodbye;
// - hearsay before the question ("my cousin said you do …?") is cut, the question is what they were told (lead-ins.ts);
// - qualifying in everyday words ("sort the serious buyers from the tire kickers", "weed out time wasters") (needs.ts);
// - things that go out "on their own" (texts, e-mails) are automatic, no person working alone (topics.ts);
// - "which one's that?" with the size told asks which package, before the platforms named are answered as connections;
//   dashboards "for the bosses" are the executive ones (not Follow Up Boss);
// - a package named by its audience before the noun ("the big brokerage package") asked what it holds (audience-package.ts);
// - the blog's first post ("the first thing you ever published on the blog") is the newsletter's launch post, and a thread
//   about it keeps asking that post (knowledge/newsletter-post.ts);
// - posts that set tools "up against each other" are the posts that compare them (glossary "compared");
// - "do any of your plans come with …?", "is there one with …?" ask which package (fit.ts PACKAGE_ASKED); the showing
//   planner that works "round the jams" is Growth's traffic-aware scheduler;
// - languages called "tongues", and chatting in them, ask which languages (question-patterns.ts LANGUAGES_ASK).

const { ask, conversation } = useTrainedEngine();

describe("the line-up as a ladder: the rung is the package of that rank", () => {
  it.each([
    ["budget's tight this year, what's the bottom rung of your plans?", "Foundation"],
    ["which of your packages is the lowest step, just the name please", "Foundation"],
    ["what sits on the top rung of your packages?", "Enterprise"],
    ["tell me about the middle step of your plans", "Growth"],
  ])("%s", (message, name) => {
    expectOnlyPackage(ask(message).response, name);
  });

  it("a rung of something else is no package", () => {
    expect(ask("my ladder's bottom rung broke, anyway what's voice ai cost?").response).toContain("Voice AI");
  });
});

describe("'the smallest one' asks for the way in, whatever the team's size", () => {
  it.each([
    "me and my brother run it together, we mostly want the site chat answering folks overnight. would the smallest one cover that?",
    "we're a pair of agents sharing a website, would your smallest one be enough?",
  ])("%s", (message) => {
    expectOnlyPackage(ask(message).response, "Foundation");
  });
});

describe("a greeting opened with a filler, a regional hello, or a time of day from somewhere", () => {
  it.each(["well hi there", "so hey there!", "ey up, is anyone around?", "g'day mate", "now then", "hi all, evening from Cypress", "hey, good afternoon from Pearland"])("%s", (message) => {
    expect(ask(message).act).toBe("greeting");
  });

  it("a question after the regional hello is still the question", () => {
    const reply = ask("alright, what does the voice ai cost a month?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Voice AI");
  });
});

describe("leaving to talk it over and come back is a goodbye", () => {
  it.each([
    "no worries, I'll have a word with my business partner and get back to you",
    "ok, let me run it past my broker and we'll be in touch. cheers",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });

  it("with a question in it, it is the question", () => {
    expect(ask("I'll talk to my partner and get back to you, but what does voice ai cost?").act).toBe("question");
  });
});

describe("hearsay before the question: what they were told is asked", () => {
  it.each([
    ["went to a mixer downtown and a lender said you do something about the traffic on showing days?", /traffic/i],
    ["my old mentor told me your system works around traffic for showings?", /traffic/i],
    ["heard you lot can post our listings to instagram?", /Social Scheduler/],
  ])("%s", (message, answer) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(answer);
  });
});

describe("qualifying leads said in everyday words", () => {
  it.each([
    "can the bot weed out the time wasters for me?",
    "back from the lake. anyway will your ai separate the genuine buyers from the looky-loos?",
    "does it sort the real sellers from the tyre kickers",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/qualify buyers and sellers/);
  });
});

describe("texts that go out 'on their own' are automatic, not a person working alone", () => {
  it("a team wanting texts that send by themselves gets the team's package", () => {
    expectOnlyPackage(ask("our 7 person team just wants reminder texts that go out on their own, which tier is that").response, "Growth");
  });
  it("a person going out on her own is still one person", () => {
    expectOnlyPackage(ask("my colleague is going out on her own next month, which package should she get?").response, "Foundation");
  });
});

describe("'which one's that?' with the size told asks which package", () => {
  it("a large office wanting the full CRM and MLS hookup", () => {
    expectOnlyPackage(ask("my brother-in-law runs 35 agents and wants the full crm and mls hookup plus dashboards for the bosses. which one's that").response, "Enterprise");
  });
  it("Follow Up Boss beside a team lead's dashboard is no executive dashboard", () => {
    expectOnlyPackage(ask("a 5 agent team in our office wants follow-up sequences, hooked into follow up boss, plus a dashboard for their lead. what fits them").response, "Growth");
  });
});

describe("a package named by its audience before the noun, asked what it holds", () => {
  it.each([
    ["does the big brokerage package come with screens for the owners?", "Enterprise", /Executive analytics dashboards/],
    ["does the solo agent plan have a monthly report?", "Foundation", /Monthly performance report/],
  ])("%s", (message, name, line) => {
    const reply = ask(message).response;
    expectOnlyPackage(reply, name);
    expect(reply).toMatch(line);
  });
  it("its go-live time asked is the timeline", () => {
    expect(ask("how long does the big brokerage one take to set up?").response).toMatch(/weeks/);
  });
});

describe("the blog's first post is the newsletter's launch post", () => {
  it("found, and asked about in the turns after", () => {
    const [first, then] = conversation("where's the first thing you ever published on the blog?", "did it say anything about numbers being made up?");
    expect(first?.response).toContain("/blog/welcome-to-the-ai-advantage-weekly");
    expect(then?.response).toMatch(/invented numbers/);
  });
  it("the first piece written for the blog is that post too", () => {
    expect(ask("which piece was the first thing you wrote for the blog?").response).toContain("/blog/welcome-to-the-ai-advantage-weekly");
  });
});

describe("posts that set tools against each other are the ones that compare them", () => {
  it.each(["any article that puts the popular CRMs head to head?", "got a blog post stacking the CRMs up against one another?"])("%s", (message) => {
    expect(ask(message).response).toContain("/blog/connecting-your-crm");
  });
});

describe("'do any of your plans come with …?', 'is there one with …?' ask which package", () => {
  it.each([
    ["do any of your plans come with a person at your end who looks after us?", "Enterprise"],
    ["do any of the packages include executive dashboards for the owners?", "Enterprise"],
    ["is there one with the traffic-aware scheduling that's not the giant brokerage one? money's tight", "Growth"],
    ["your showing planner that gets round the jams, which tier has it?", "Growth"],
  ])("%s", (message, name) => {
    expect(ask(message).response).toContain(name);
  });
});

describe("languages called tongues, and chatting in them", () => {
  it.each(["can your bot chat with tenants in other tongues?", "my gran was at the pub quiz again. anyway, does the ai talk to buyers in their mother tongue?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Spanish/);
  });
});
