import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 85 and 86, the Chinese share, by mechanism, with phrasings written for these tests: whom we serve asked
// openly; a package named by its place in the line-up or as an edition (中间那个, 企业版); the rollout asked as all at
// once or in phases; deletion asked about, not asked for; how far two packages are apart; whether they need a package.

const { ask } = useTrainedEngine();

describe("whom we serve, asked with no role named", () => {
  it("服务的是什么样的客户", () => {
    expect(ask("我是出租公寓的，你们服务的是什么样的客户？").response).toMatch(/物业经理/);
  });

  it("面向哪类客户", () => {
    const reply = ask("你们面向哪类客户？");
    expect(reply.intent).toBe("about");
    expect(reply.response).toMatch(/物业经理/);
  });

  it("给谁用的", () => {
    expect(ask("这套AI系统主要是给谁用的？").response).toMatch(/经纪人/);
  });
});

describe("a package named by rank or edition", () => {
  it("中间的方案 is Growth", () => {
    expect(ask("中间的方案有没有业绩看板？").response).toMatch(/Growth/);
  });

  it("企业版 is Enterprise", () => {
    expect(ask("企业版包括哪些东西？").response).toMatch(/Enterprise/);
  });

  it("the cheapest beside the middle one are both named", () => {
    const reply = ask("最便宜的那个套餐跟中间那档有什么区别？").response;
    expect(reply).toMatch(/Foundation/);
    expect(reply).toMatch(/Growth/);
  });
});

describe("the rollout, all at once or in phases", () => {
  it("一口气全部弄好还是", () => {
    expect(ask("Enterprise是一口气全部弄好还是一步步来？").response).toMatch(/分阶段/);
  });

  it("上线咋安排", () => {
    expect(ask("Enterprise套餐上线咋安排？").response).toMatch(/分阶段/);
  });
});

describe("deletion asked about is no request to delete", () => {
  it("会自动删掉吗 asks retention", () => {
    const reply = ask("我的对话记录你们会保留多久？会自动删掉吗？");
    expect(reply.intent).not.toBe("deletion");
  });

  it("what would happen to the copies if they asked", () => {
    const reply = ask("如果我叫你们删掉我的信息，传到其他系统的那份怎么办？");
    expect(reply.intent).not.toBe("deletion");
  });
});

describe("how far two packages are apart", () => {
  it("差得多吗 compares", () => {
    const reply = ask("Growth和Enterprise在数据看板上差得多吗？").response;
    expect(reply).toMatch(/Growth/);
    expect(reply).toMatch(/Enterprise/);
  });

  it("差很多吗 compares", () => {
    const reply = ask("Foundation和Growth在跟进上差很多吗？").response;
    expect(reply).toMatch(/Foundation/);
    expect(reply).toMatch(/Growth/);
  });
});

describe("whether they need a package, with rentals said", () => {
  it("需不需要买大套餐 is a fit asked", () => {
    expect(ask("我自己一个人，有8套出租房，只想要网站上的聊天机器人，需不需要买大套餐？").response).toMatch(/Foundation/);
  });

  it("用不用上贵的方案", () => {
    expect(ask("就我一个经纪人，手上几套出租房，用不用上贵的方案？").response).toMatch(/Foundation/);
  });
});
