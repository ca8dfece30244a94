import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 83 and 84, English, by mechanism, with phrasings written for these tests: northern small talk and
// leave-takings; a scene, then "anyway"/"so" before the question; the visitor judging themselves; a deal on the platforms
// named; posts made and put up on social; the visitor's own office phone; the popular, the smallest and the fitting
// package asked in everyday words; reporting screens "in every package or only the top one"; "the diff"; "up to speed";
// day one after signing; cookies described; clients who'd rather not speak English; a post read before; the newsletter
// after its launch post; text alerts as a kind of message.

const { ask, conversation } = useTrainedEngine();

describe("small talk after a greeting, and leave-takings", () => {
  it.each(["hey 🙂 anybody in?", "hello, how's things today", "hiya, how ya doin"])("%s is a greeting", (message) => {
    expect(ask(message).act).toBe("greeting");
  });

  it.each(["ok cheerio then", "that'll do us for today, cheers", "cheerio for now, lads", "right, that'll do me"])("%s is a goodbye", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });
});

describe("a scene, then 'anyway' or 'so' before the question", () => {
  it.each([
    "spent the morning at my kid's swim meet. anyway what does your local market expertise mean",
    "was at a wedding all weekend, dear me. so what do you mean by local market expertise",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/neighborhoods, price trends/);
  });

  it("the visitor calling themselves useless is no complaint; calling the bot useless still is", () => {
    const reply = ask("ate way too much brisket and i'm totally useless now haha. anyway what does the lead capture do?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/in seconds/);
    expect(ask("this chat is useless").act).toBe("complaint");
  });
});

describe("a deal asked on the platforms named", () => {
  it.each(["our stack is outlook and hubspot, that's it. any discount for doing the pair?", "we run slack and quickbooks only, is there a deal to do both?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Starter Bundle/);
  });
});

describe("posts made and put up on social", () => {
  it("is the Social Scheduler, not the marketing setup row", () => {
    const response = ask("need something that creates posts for our rentals and shares them on instagram, setup fee and monthly?").response;
    expect(response).toMatch(/Social Scheduler/);
    expect(response).not.toMatch(/Business and Marketing setup/);
  });
});

describe("the visitor's own office phone", () => {
  it.each([
    "our office phone goes unanswered all lunch hour. is there an AI that picks up the calls, and the monthly cost?",
    "my office phone goes unanswered at lunch, can the ai pick up the calls? monthly cost?",
  ])("%s asks Voice AI", (message) => {
    const response = ask(message).response;
    expect(response).toMatch(/Voice AI/);
    expect(response).not.toMatch(/Our phone number is/);
  });
});

describe("packages asked in everyday words", () => {
  it("what most people end up picking is Growth", () => {
    expect(ask("which of the three do most folks end up picking?").response).toMatch(/I'd suggest Growth/);
  });

  it("a small team's smallest way in is Foundation", () => {
    expect(ask("budget's tight, just the 2 of us in Katy, part time. what's the smallest way in?").response).toMatch(/I'd suggest Foundation/);
  });

  it("'the right one for one person' is Foundation", () => {
    expect(ask("my cousin works alone and wants a chat on her site that texts her new leads, what's the right one for one person").response).toMatch(/I'd suggest Foundation/);
  });

  it("'what fits the team' asks the fit", () => {
    expect(ask("there's a 7 agent team in our office that needs follow-up on autopilot and a dashboard. what fits the team?").response).toMatch(/I'd suggest Growth/);
  });

  it("reporting screens in every package or only the top one are Enterprise's", () => {
    expect(ask("is top-level reporting for the broker in all the plans or just the biggest?").response).toMatch(/Enterprise[\s\S]*Executive analytics dashboards/);
  });

  it("'the diff' between two packages compares them", () => {
    const response = ask("what's the diff between growth and enterprise?").response;
    expect(response).toMatch(/Growth \(our most popular package\)/);
    expect(response).not.toMatch(/We offer three packages/);
  });
});

describe("onboarding asked in everyday words", () => {
  it("getting the team up to speed is the training", () => {
    expect(ask("will you bring our office staff up to speed? some of them hate new software").response).toMatch(/training/);
  });

  it("day one after signing is the discovery session", () => {
    expect(ask("so on day one after we sign, what do you actually do?").response).toMatch(/Discovery session/);
  });
});

describe("the site's privacy and languages in plain words", () => {
  it("little browser files are cookies", () => {
    expect(ask("do you put those tiny browser files on my laptop?").response).toMatch(/no cookies/);
  });

  it.each(["lots of my buyers don't speak much english, can the chat handle them?", "is the assistant ok with non-english speakers?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Spanish/);
  });
});

describe("posts read before", () => {
  it("a post about why the newsletter started is its launch post", () => {
    expect(ask("any article on why you guys began the newsletter? send me the link").response).toMatch(/welcome-to-the-ai-advantage-weekly/);
  });

  it("'read something on your blog about …' asks of that post", () => {
    expect(ask("read something on your blog about hurricane season, when does it say to have it set up?").response).toMatch(/in May/);
  });

  it("after the newsletter's launch post, 'it' is the newsletter", () => {
    const replies = conversation("is there a post introducing your newsletter?", "what topics does it say the articles cover?", "how do I get it in my inbox, and can I get rid of it later?");
    const response = replies[2]?.response ?? "";
    expect(response).toMatch(/newsletter box|unsubscribe/);
    expect(response).not.toMatch(/Email Commander/);
    expect(response).not.toMatch(/^No\./m);
  });
});

describe("a kind of message the visitor's system sends", () => {
  it("text alerts name no channel to reach them on", () => {
    const reply = ask("we only want twilio wired up for the text alerts whats the setup");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/\$200-\$350/);
  });
});

describe("earlier English misses, by mechanism", () => {
  it("the e-mail add-on asked by its job is no request for our address", () => {
    expect(ask("my broker has thousands of unread emails lol, which is the email add-on and how much?").response).toMatch(/Email Commander/);
  });

  it("what we charge to set up the one platform named is its setup fee", () => {
    const reply = ask("only quickbooks for now, what would you charge to set it up");
    expect(reply.intent).toBe("setup_fees");
    expect(reply.response).toMatch(/\$400-\$750/);
  });

  it("trying it on one's own is working solo, not a trial", () => {
    const response = ask("my niece wants to try it by herself first as a solo agent, which plan is for one person?").response;
    expect(response).toMatch(/I'd suggest Foundation/);
    expect(response).not.toMatch(/free trial/);
  });
});
