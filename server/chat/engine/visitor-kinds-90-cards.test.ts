import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 93 and 94 (their misses read after they were scored), by mechanism, with phrasings written for these tests:
// - a card of the home page named by its title and asked what it is, in any language and whatever small talk comes
//   first, is answered by that card in the visitor's language (named-card.ts), not by an add-on sharing a word of it
//   ("24/7") nor by a post; so is the traffic card asked in other words ("can the showings dodge rush hour?");
// - a scene told before the visitor turns to business ("问个正事：", "anyway, real question:") is cut (lead-ins.ts);
// - one person of ours kept for the client ("one named person on your side", "专门一个人对接") is Enterprise's success
//   manager, and "is there a package where …" asks which package (fit.ts);
// - "the smallest thing you've got for one agent" asks for the way in (fit.ts ENTRY_LEVEL).

const { ask } = useTrainedEngine();

describe("a home page card named by its title is answered by that card", () => {
  it.each([
    ["so what does Local Market Expertise actually mean?", "Local Market Expertise:", "en"],
    ["rough week at the office, but explain the traffic-aware scheduling bit to me", "Traffic-Aware Scheduling:", "en"],
    ["¿me explica qué es eso de Traffic-Aware Scheduling?", "Citas pensadas para el tráfico:", "es"],
    ["cái 24/7 Multilingual Support là gì vậy?", "Hỗ trợ đa ngôn ngữ 24/7:", "vi"],
    // The home page's own passage may answer first, in its Chinese words for the same card.
    ["你们首页写的Local Market Expertise是什么意思？", /深谙本地市场|本地市场专长/, "zh"],
  ])("%s", (message, card, language) => {
    const reply = ask(message);
    expect(reply.response).toMatch(card);
    expect(reply.language).toBe(language);
  });

  it("the multilingual card is not the 24/7 add-on that shares its '24/7'", () => {
    const reply = ask("tell me about 24/7 Multilingual Support");
    expect(reply.response).toContain("24/7 Multilingual Support:");
    expect(reply.response).not.toContain("$497");
  });

  it("the card's price asked is not the card: the rules answer it", () => {
    expect(ask("how much does Traffic-Aware Scheduling cost?").response).not.toContain("Traffic-Aware Scheduling:");
  });

  it.each([
    ["can the showings dodge rush hour traffic?", "Traffic-Aware Scheduling:"],
    ["¿pueden acomodar las citas según el tráfico de la hora pico?", "Citas pensadas para el tráfico:"],
    ["lịch xem nhà có tránh được giờ cao điểm không?", "Lên lịch theo tình hình giao thông:"],
    ["看房行程能不能避开高峰堵车？", "结合路况安排行程:"],
  ])("the traffic card asked in other words: %s", (message, card) => {
    expect(ask(message).response).toContain(card);
  });

  it("what the traffic post says stays the post's to answer", () => {
    expect(ask("in your traffic article, how long a buffer for rain at rush hour?").response).not.toContain("Traffic-Aware Scheduling:");
  });
});

describe("a scene told before the visitor turns to business is cut", () => {
  it.each([
    ["周末去钓鱼了，一条都没钓到。说正事：Voice AI一个月多少钱？", "$197"],
    ["the game went to overtime and we lost, ugh. anyway, real question: what does Voice AI cost a month?", "$197"],
    ["mi hijo ganó su partido ayer. Bueno, al grano: ¿cuánto cuesta el Market Dashboard?", "$149"],
  ])("%s", (message, figure) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toContain(figure);
  });
});

describe("one person of ours kept for the client is Enterprise's success manager", () => {
  it.each([
    "do any of your plans give us one person on your side who's just ours?",
    "is there a package where we get one named person at your end?",
    "哪个套餐会专门安排一个人对接我们？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toContain("Enterprise");
    expect(reply.response).toMatch(/success manager|专属客户成功经理/);
  });
});

describe("'the smallest thing you've got' asks for the way in", () => {
  it.each(["what's the smallest thing y'all have for a brand-new agent?", "smallest setup y'all offer for a single agent?"])("%s", (message) => {
    expectOnlyPackage(ask(message).response, "Foundation");
  });
});
