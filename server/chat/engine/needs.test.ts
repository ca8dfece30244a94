import { beforeAll, describe, expect, it } from "vitest";
import { createChatEngine } from "./engine-setup.ts";
import { findPackagePriceStatements } from "./price-guard.ts";
import { sampleFacts } from "./sample-facts.ts";
import type { ChatEngine, ChatReply } from "./types.ts";

// Blind probe 2's kinds of misses (data/eval-visitors-probe2.txt), asked here in other words than the probe's.
let engine: ChatEngine;
beforeAll(async () => {
  engine = await createChatEngine();
});
const ask = (message: string): ChatReply => engine.reply({ message, facts: sampleFacts, context: null });
const UNKNOWN = /doesn't say|no lo dice|không nói về|没有提到/;

describe("what the visitor wants done, matched to the offering that does it", () => {
  it.each([
    ["i run a small property management company, 40 units, anything for my tenants?", "24/7 Customer Service Agent"],
    ["soy administradora, tengo 25 casas de renta", "24/7 Customer Service Agent"],
    ["could the AI handle my phone calls while I'm at closings?", "Voice AI"],
    ["can it reply to my emails automatically", "Email Commander"],
    ["I want my listings posted on facebook and instagram every week", "Social Scheduler"],
    ["我想每周自动把房源发到Facebook", "Social Scheduler"],
  ])("%s → %s, with no package price and no 'site doesn't say'", (message, name) => {
    const reply = ask(message);
    expect(reply.response).toContain(name);
    expect(reply.response).not.toMatch(UNKNOWN);
    expect(findPackagePriceStatements(reply.response)).toEqual([]);
  });

  it("answers a yes/no capability question with its yes first", () => {
    expect(ask("can your AI pick up calls after hours?").response).toMatch(/^Yes\. /);
    expect(ask("¿pueden contestar mis llamadas?").response).toMatch(/^Sí\. /);
  });

  it("says honestly when a named place is not among the listed areas", () => {
    const reply = ask("do you work with agents in friendswood?");
    expect(reply.response).toContain("Friendswood isn't among the areas our site lists");
    expect(reply.response).toContain(sampleFacts.email);
  });

  it("says a platform the site does not list is not listed, instead of a yes", () => {
    const reply = ask("does it sync with appfolio?");
    expect(reply.response).toMatch(/^AppFolio isn't among the platforms our site lists/);
  });

  it("gives the listed platform its yes and says the unlisted one is not listed", () => {
    const reply = ask("does it hook into kvcore and yardi?");
    expect(reply.response).toMatch(/^Yes, we work with kvCORE/);
    expect(reply.response).toContain("Yardi isn't among the platforms our site lists");
  });
});

describe("what the site does not offer, trials, first steps and the assistant itself", () => {
  it("gives a direct no for a service we do not offer, then what we build", () => {
    const reply = ask("can you guys design me a new website");
    expect(reply.response).toMatch(/^No, building websites isn't among the services our site lists\. We build AI automation/);
    expect(ask("你们能帮我建网站吗").response).toMatch(/^不，我们网站列出的服务中没有网站建设/);
  });

  it("answers a trial question with the free consultation and the free self-setup", () => {
    for (const message of ["any free trial period?", "¿hay periodo de prueba?"]) {
      const reply = ask(message);
      expect(reply.response).toContain(sampleFacts.bookingUrl);
      expect(reply.response).toMatch(/self-setup|por su cuenta/);
      expect(reply.response).not.toMatch(UNKNOWN);
    }
  });

  it("names the lowest-commitment start without any package price", () => {
    const reply = ask("what's the most affordable way to get going?");
    expect(reply.response).toContain("free consultation");
    expect(reply.response).toContain("Foundation");
    expect(findPackagePriceStatements(reply.response)).toEqual([]);
  });

  it("says it is the AI assistant and offers a person when asked if it is human", () => {
    const reply = ask("wait, are you a human?");
    expect(reply.response).toMatch(/^I'm the AI assistant of Bayou City AI, not a person\./);
    expect(reply.act).toBe("question");
    expect(ask("bạn là robot à?").response).toMatch(/^Tôi là trợ lý AI/);
  });

  it("does not apologise for a question that merely sounds negative", () => {
    const reply = ask("our team of 4 misses leads at night, what do you recommend");
    expect(reply.response).toMatch(/^I'd suggest Growth/);
    expect(ask("I'm so frustrated, I keep missing calls. Can the AI pick up the phone?").response).toMatch(/^I'm sorry to hear that\./);
  });

  it("reads 'I'm an agent in Houston' beside a question as the scene, not as a question about the areas", () => {
    const reply = ask("we're a small brokerage based in houston, do you do voice ai?");
    expect(reply.response).toMatch(/^Voice AI/);
    expect(reply.response).not.toContain("We focus on the Houston market");
  });

  it("treats an insult about us as a complaint with an apology and a person", () => {
    const reply = ask("this is a total ripoff");
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
    expect(reply.response).not.toMatch(UNKNOWN);
  });
});
