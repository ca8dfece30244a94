import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 70's first round, on misses left in blind probes 197 and 198 (already read, so no longer unseen), with
// phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("a figure of ours asked by what it counts", () => {
  it("how much (or many) more leads is the lead-capture figure, not a price", () => {
    expect(ask("what's the number on how much more leads your AI brings in").response).toMatch(/300% lead capture increase/);
    expect(ask("用了你们的AI，线索能多拿多少？").response).toMatch(/300%/);
  });

  it("one figure's value echoed or doubted is that figure", () => {
    expect(ask("一个礼拜能省20个小时？骗人的吧，真的吗？").response).toMatch(/20\+/);
    expect(ask("¿en serio se ahorran 20 horas cada semana?").response).toMatch(/20\+ horas/);
    expect(ask("my 20 agents each work 50 hours a week, which package fits").response).not.toMatch(/What our clients see/);
  });
});

describe("which package it comes in", () => {
  it("'¿en qué paquete viene…?' names the package whose list holds it", () => {
    expect(ask("¿En qué paquete viene el agente multilingüe de 24/7 para clientes?").response).toMatch(/^Enterprise/);
  });

  it("showings around jams, in Minnan or Taiwanese words, are Growth's scheduler", () => {
    expect(ask("看房会避开塞车的排程，是哪个套餐？").response).toMatch(/^Growth套餐/);
    expect(ask("哪个套餐的带看排程有考虑路况？").response).toMatch(/^Growth套餐/);
    expect(ask("哪个套餐的价格最低？").response).not.toMatch(/^Growth套餐/);
  });
});

describe("a place or a number pointed back at", () => {
  it("'y'all cover that?' after a listed area opens with the yes", () => {
    expect(ask("my cousin just bought in Bellaire, y'all cover that?").response).toMatch(/^Yes, we serve Bellaire/);
  });

  it("a number to call is our phone; 'just give me a number' is still the price asked", () => {
    expect(ask("ok give me a number to call, I will ring y'all tomorrow").response).toMatch(/\(713\) 555-0100/);
    expect(ask("skip the pitch, just give me a number").response).toMatch(/consultation/);
    expect(ask("skip the pitch, just give me a number").response).not.toMatch(/Our phone number/);
  });
});

describe("an add-on put on a package, asked in a statement or in Spanglish", () => {
  it("'n we can stick that on Foundation?' after an add-on gets the yes", () => {
    const first = ask("how much is the Social Scheduler");
    expect(ask("n we can stick that on Foundation?", first.context).response).toMatch(/^Yes\./);
  });

  it("'¿lo puedo add al Foundation?' after an add-on gets the yes", () => {
    const first = ask("¿Cuánto sale el Email Commander?");
    expect(ask("¿Y lo puedo add al Foundation?", first.context).response).toMatch(/^Sí\./);
  });
});
