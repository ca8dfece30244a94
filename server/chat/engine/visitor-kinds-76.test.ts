import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 75 and 76's lead details, by mechanism, with phrasings written for these tests: a full name as an item of
// its own after a few words of lead-in; whose team someone is on, named in two words; a Vietnamese pronoun before the
// name and "đây"; a Chinese given name "这边" right before the verb leaving the detail; a business ending in 物业管理;
// Vietnamese "tiện nhất" naming the channel.

const { ask } = useTrainedEngine();

describe("a full name after a few words of lead-in", () => {
  it.each([
    ["sure thing, you can text me, Marisa Okafor, 713-555-0148", "Marisa Okafor"],
    ["perfect, let's book it. Deacon Whitfield, broker at Lakeside Realty Group, 281-555-0163", "Deacon Whitfield"],
    ["ya, listo. Gregorio Paz Landaverde, de Paz Propiedades; mi cel 832-555-0157", "Gregorio Paz Landaverde"],
    ["hey there, Imogen Clarke from Rafe Dunmore's team. he asked me to leave this, 346-555-0129", "Imogen Clarke"],
  ])("%s", (message, name) => {
    expect(ask(message).entities.name).toBe(name);
  });

  it.each(["thanks, Sugar Land, 832-555-0141", "ok cool, Happy Friday, text me 832-555-0142", "great, Follow Up Boss, 832-555-0143"])("%s names no one", (message) => {
    expect(ask(message).entities.name).toBeUndefined();
  });
});

describe("a Vietnamese pronoun, the name and 'đây'", () => {
  it("reads the name", () => {
    expect(ask("chị Hằng đây nhé, gửi giúp chị bảng giá qua hang.do@example.org").entities.name).toBe("Hằng");
  });
});

describe("a Chinese given name 这边, then the verb leaving the detail", () => {
  it("reads the name", () => {
    expect(ask("丽华这边补个电话：832-555-0136").entities.name).toBe("丽华");
  });
});

describe("a business ending in 物业管理", () => {
  it("reads it as the company", () => {
    expect(ask("我是赵建平，金桥物业管理的，电话281-555-0152").entities.company).toBe("金桥物业管理");
  });
});

describe("Vietnamese 'tiện nhất' after the channel", () => {
  it("names it as the way to reach them", () => {
    expect(ask("Phương đây, email của chị là phuong.ngo@example.com, gửi email là tiện nhất").context.channel).toBe("email");
  });
});

describe("a package of ours where a business would stand", () => {
  it.each(["顺便问下，Enterprise的分析看板是给谁看的？", "问一下，Foundation的通知是即时的吗？"])("%s is no company of the visitor's", (message) => {
    expect(ask(message).entities.company).toBeUndefined();
  });
});
