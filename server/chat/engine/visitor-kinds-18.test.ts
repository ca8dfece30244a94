import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 18's first misses fixed by kind, in phrasings written for these tests: not hiring is no request for a
// person, "find someone to call me" is; which AI models, asked in Spanish; connecting it yourself to save the fee;
// training asked of the visitor's agents; the add-on with (or without) a setup fee; counts said as a total.

const { ask, conversation } = useTrainedEngine();

describe("people, asked for or not", () => {
  it("working alone and not hiring asks which package, not for a person", () => {
    const reply = ask("我自己一个人做，不打算请人，推荐哪个套餐？");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Foundation/);
  });
  it("finding someone to call is a handoff", () => {
    expect(ask("能不能找个人给我打个电话解释一下？").act).toBe("handoff");
  });
});

describe("the site's answers in new words", () => {
  it.each([
    ["¿Cuáles modelos de IA utilizan?", /OpenAI/],
    ["could I hook everything up myself and skip paying for setup?", /self-setup/],
    ["will you train my staff on the system?", /training/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("picks and counts", () => {
  it("the one add-on without a setup fee", () => {
    const [, reply] = conversation("Email Commander and Market Dashboard prices?", "which one has no setup fee?");
    expect(reply?.response).toMatch(/^Market Dashboard/);
  });
  it.each([
    [["what setup bundles are there?", "两个平台", "再加三个，总共五个呢？"], "Enterprise Bundle"],
    [["what setup bundles are there?", "two platforms", "and if we end up with four?"], "Pro Bundle"],
  ])("%j", (messages, bundle) => {
    const replies = conversation(...messages);
    expect(replies[2]?.response).toContain(bundle);
  });
});

describe("follow-ups and words of other senses", () => {
  it("'song ngữ' (bilingual) is no song", () => {
    const reply = ask("có bài nào viết về phục vụ khách song ngữ không?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("/blog/bilingual-client-care");
  });
  it("'the one I named second'", () => {
    const [, reply] = conversation("Voice AI, Email Commander and Market Dashboard, prices please", "the one I named second, what's it for?");
    expect(reply?.response).toMatch(/^Email Commander/);
  });
  it("'y si al final son tres'", () => {
    const [, , reply] = conversation("¿qué bundles tienen?", "dos plataformas", "¿y si al final son tres?");
    expect(reply?.response).toContain("Pro Bundle");
  });
});

describe("policy and unknowns in new words", () => {
  it("a booked consultation nobody followed up, in Vietnamese, is a complaint", () => {
    expect(ask("hôm qua chị đã đặt lịch tư vấn rồi mà tới giờ chưa ai liên hệ lại").act).toBe("complaint");
  });
  it("a data processing agreement is something the site does not say", () => {
    expect(ask("will you sign our DPA?").response).toMatch(/data processing/);
  });
  it("whether a person on the team speaks Spanish is a question, not a request", () => {
    const reply = ask("¿Hay alguien en su equipo que hable español? Una persona, no el bot.");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/idiomas/);
  });
});

describe("something of ours asked for by what it should do, or by who it is for", () => {
  it.each([
    ["Nights and weekends nobody answers our phones. What do you have that can take those calls?", /^That's our Voice AI/],
    ["có dịch vụ nào giúp đăng bài listing lên Facebook tự động không?", /Social Scheduler/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
  it.each([
    ["what would you suggest for a brokerage of 40 agents?", /Enterprise/],
    ["¿qué ofrecen para una agente que trabaja sola?", /Foundation/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("a platform beyond the largest bundle", () => {
  it("names the added platform's own setup row", () => {
    const replies = conversation("which setup bundles do you have?", "and if we end up needing six?", "plus a seventh, Follow Up Boss?");
    expect(replies[2]?.response).toMatch(/the other one is added at its own platform's setup fee/);
    expect(replies[2]?.response).toContain("CRM setup");
  });
});
