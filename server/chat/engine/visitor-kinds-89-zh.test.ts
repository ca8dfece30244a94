import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 87 to 91, the Chinese share, by mechanism, with phrasings written for these tests: how the done-for-you
// setup is charged, asked with that option and the setup named ("你们帮我把平台都装好，怎么收费", "how do you charge for
// done-for-you"), is its card (per platform or a bundle), not the package prices "charge" points at (a tool of theirs to
// connect stays Custom Integrations); paying said with any verb and money ("还要给钱吗", "得掏钱不") is the fee asked of
// the free self-setup; "not just me", "不光是我一个人" deny a solo agent, so "one person" in it recommends no Foundation; a relative or friend who leaves a detail for someone ("我是建华的
// 妹妹彭丽萍", any kin word) is stored under their own name, said last; a list of add-ons split into parts ("…的AI，还有
// 24小时…的客服，各多少钱") answers each, as the later part describes another add-on by its use, not the price of the first.

const { ask, conversation } = useTrainedEngine();

describe("how the done-for-you setup is charged, with that option named", () => {
  it.each(["要是你们替我们把CRM和邮箱都装好，这个怎么算钱？", "你们帮我装好所有平台的话，收费方式是怎样的？", "全包安装是如何收费的？"])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/按平台收费/);
    expect(reply).not.toMatch(/单独报价/);
  });

  it("in English too", () => {
    expect(ask("How do you charge for the done-for-you option?").response).toMatch(/per platform/i);
  });

  it("a tool of theirs to connect is no setup option asked", () => {
    expect(ask("Our office has an old app for showing feedback, can your team connect it to the system, how do you charge?").response).not.toMatch(/per platform/i);
  });

  it("a platform named keeps its own row", () => {
    expect(ask("你们帮我装HubSpot怎么收费？").response).toMatch(/HubSpot/);
  });
});

describe("paying for the self-setup said with any verb and money", () => {
  it.each(["我们自己连接平台的话，还用付钱吗？", "CRM我们自己接，安装还要交钱吗？"])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/不需要/);
    expect(reply).toMatch(/自行安装/);
  });
});

describe("'not just me' denies a solo agent", () => {
  it.each([
    "不仅是我一个人，整个团队都要用，选哪个套餐好？",
    "不只是给我一个人用，团队里的人都要用上，哪个套餐合适？",
    "Es para todo el equipo, no solo yo. ¿Qué paquete nos recomiendan?",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/(?:推荐您选择|suggest |sugiero )(?:Growth|Enterprise)/);
  });

  it("one person alone is still solo", () => {
    expect(ask("就我一个人做，选哪个套餐好？").response).toMatch(/Foundation/);
  });
});

describe("a relative leaving a detail for someone is stored under their own name", () => {
  it.each([
    ["我是陈志明的姐姐陈美玲，帮他留个手机713-555-0142。", "陈美玲"],
    ["我是她堂弟林浩然，替她留个邮箱haoran.lin@example.com", "林浩然"],
    ["我是老周的邻居郑秀英，他让我留电话281-555-0177", "郑秀英"],
  ])("%s", (message, name) => {
    expect(ask(message).context.lead?.name).toBe(name);
  });

  it("a role with no name after it stores none", () => {
    expect(ask("我是王总的助理，电话713-555-0111").context.lead?.name).toBeUndefined();
  });
});

describe("a later part that describes another add-on by its use is that add-on, not the price of the one before", () => {
  it.each([
    ["我需要接电话的AI，还有24小时用客户语言回答问题的客服，各多少钱？", ["Voice AI", "24/7 Customer Service Agent"]],
    ["两个都想问：能帮我整理邮箱的AI，还有3个人用的接听来电的AI，各多少钱？", ["Email Commander", "Voice AI"]],
  ])("%s", (message, names) => {
    const reply = ask(message).response;
    for (const name of names) expect(reply).toContain(name);
  });

  it("then 'the second one' is the second add-on", () => {
    const [, second] = conversation("我需要接电话的AI，还有24小时用客户语言回答问题的客服，各多少钱？", "第二个的安装费是多少？");
    expect(second!.response).toMatch(/24\/7 Customer Service Agent：\$3,000/);
  });

  it("a price asked after an add-on stays that add-on's", () => {
    const [, monthly] = conversation("自动整理邮件的AI多少钱？", "那每个月多少钱？");
    expect(monthly!.response).toContain("Email Commander");
  });
});
