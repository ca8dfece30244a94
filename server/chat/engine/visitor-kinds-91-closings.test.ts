import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 101 and 102 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests:
// - a thanks, then where the visitor heads ("me voy a cenar…", "để anh đi ăn…", "got to head off…"), or a leave-taking
//   in other words ("me despido", "我先撤了，改天再说"), closes the conversation;
// - lead details: a lower-case business after "its for", "the business is …", an address said to be the best way to
//   reach them, a reason given in Spanish beside the channel;
// - the turn to the question ("no os pregunto X:", "lo que le pregunto es otra cosa:", "mi consulta:") and what is then
//   asked in plain words (clients in their own language, homes really for sale, the freeway at 5pm, the working days);
// - what a setup does asked of the visitor's own platform ("what do you actually do when you set ours up?"), an old
//   internal system to connect, the newsletter's subject and its next issues, the blog's kinds of article.

const { ask, conversation } = useTrainedEngine();
const context = (reply: ReturnType<typeof ask>): Record<string, unknown> => reply.context as Record<string, unknown>;
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => (context(reply)["lead"] as Record<string, unknown> | undefined) ?? {};

describe("thanks with where they head, and leave-takings", () => {
  it.each([
    ["Mil gracias, me han ayudado un montón. Me voy a comer unas empanadas que me dejó mi suegra.", "thanks"],
    ["Cảm ơn chị nhiều, để em đi đón con rồi đọc lại sau.", "thanks"],
    ["cheers for all that. gotta head off, school pickup", "thanks"],
    ["Bueno, me despido. Voy a recoger a los niños al colegio.", "goodbye"],
    ["好，我先走了，回头再说。", "goodbye"],
  ])("%s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });

  it("a thanks with a question still asks", () => {
    expect(ask("thanks, but what does the Voice AI cost? heading out soon").act).toBe("question");
  });
});

describe("lead details", () => {
  it("its for <business> in lower case", () => {
    const [, , reply] = conversation("have someone call me", "281-555-0183", "oh and its for pecan grove realty");
    expect(lead(reply!)["company"]).toBe("Pecan Grove Realty");
  });

  it("the business is …", () => {
    const [, , reply] = conversation("have someone call me", "281-555-0183", "and the business is Magnolia Ridge Homes, named after our street");
    expect(lead(reply!)["company"]).toBe("Magnolia Ridge Homes");
  });

  it("an address said to be the best way", () => {
    const reply = ask("it's dee@example.com, that's the best way to reach me, calls go to voicemail");
    expect(context(reply)["channel"]).toBe("email");
  });

  it("WhatsApp with why, in Spanish", () => {
    const [, , reply] = conversation("llámenme", "281-555-0183", "mejor por WhatsApp a ese número, que durante las visitas no contesto");
    expect(reply?.act).toBe("details");
    expect(context(reply!)["channel"]).toBe("whatsapp");
  });
});

describe("the turn to the question, and what is asked", () => {
  it.each([
    ["La catedral da las horas, pero no os pregunto el horario: ¿cuánto cuesta el tablero del mercado?", /Market Dashboard/],
    ["Mi sobrino me instaló el Gmail, pero lo que le pregunto es otra cosa: ¿cuánto cuesta que ustedes me instalen HubSpot?", /\$750-\$1,200/],
    ["Fuimos a la feria el domingo; mi consulta: ¿el bot contesta con casas que realmente están a la venta?", /MLS\/HAR/],
    ["burnt the toast this morning, anyway. can the bot talk to my clients in their own language and in english?", /Spanish/],
    ["long week. when your system books showings, does it think about rush hour on the freeway at 6pm?", /Traffic-Aware Scheduling/],
    ["Cuối tuần đi biển vui lắm; mà bên em làm việc những ngày nào?", /Thứ Hai/],
  ])("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });
});

describe("setups, systems and the newsletter", () => {
  it("what a setup does, asked of their own CRM", () => {
    expect(ask("we're on follow up boss. what do you actually do when you set ours up?").response).toMatch(/field mapping/);
  });

  it("a package set aside is not asked about", () => {
    expect(ask("we're not enterprise size, 9 agents, but when you hook up our airtable what do you actually do to it").response).toMatch(/data mapping/);
  });

  it("一个很老的内部系统", () => {
    expect(ask("我们用的是自己的老系统，能帮忙连起来吗？多少钱？").response).toContain("Custom Integrations");
  });

  it("the newsletter's subject, then what it will not do, then its next issues", () => {
    const [about, notDo, next] = conversation("is there a newsletter? what's it actually about", "and what does it say you won't do", "ok and what's coming up in the next few issues");
    expect(about?.response).toContain("welcome-to-the-ai-advantage-weekly");
    expect(notDo?.response).toMatch(/invented numbers/);
    expect(next?.response).toMatch(/Hurricane season/);
  });

  it("how many kinds of post, in Vietnamese", () => {
    expect(ask("Blog bên mình chia bài viết thành mấy loại vậy?").response).toMatch(/Strategy/);
  });

  it("the form's contact choices asked in Chinese are no request to be contacted", () => {
    expect(ask("联系表单上能选哪些方式联系我？").act).toBe("question");
  });
});
