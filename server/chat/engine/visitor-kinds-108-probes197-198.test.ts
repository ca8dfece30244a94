import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 69's fourth round, on the misses of blind probes 197 (referral) and 198 (relocating), first scored at 50a8078c
// before any of their misses was read (90.0 and 88.4 %), with phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("moving to Houston, and what others bought", () => {
  it("the consultation by video or phone is a gap, even where booking words are said", () => {
    expect(ask("could we have the consultation over Google Meet?").response).toMatch(/doesn't say whether the consultation can be held by video/);
    expect(ask("¿Podemos agendar la consulta por Zoom?").response).toMatch(/no dice si la consulta puede hacerse por videollamada/);
    expect(ask("咨询可以视频吗？").response).toMatch(/没有提到咨询能否通过视频或电话进行/);
    expect(ask("I'd like to book the consultation").response).toMatch(/cal\.example\.com/);
  });

  it("a tool brought from another place is the tool's answer, not where we work", () => {
    expect(ask("back in San Antonio we used kvCORE, will that still work with y'all?").response).toMatch(/kvCORE/);
    expect(ask("En Monterrey usábamos Salesforce, ¿eso se puede conectar con ustedes?").response).toMatch(/Salesforce/);
  });

  it("what another client bought is never said", () => {
    expect(ask("which plan did my buddy's team sign up for? I want the same").response).toMatch(/doesn't say/);
    expect(ask("¿Qué paquete tiene la oficina de mi amiga? Quiero igual").response).toMatch(/no dice/);
  });

  it("a bill in pesos or by the bowl is off-topic", () => {
    expect(ask("Un completo sale como 3.000 pesos, si compro 3, ¿cuánto gasté?").act).toBe("off_topic");
    expect(ask("牛肉丸一碗12块，买三碗共多少？").act).toBe("off_topic");
  });
});
