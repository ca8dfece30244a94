import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Kinds of blind probes 61 and 62's Chinese misses, fixed by mechanism with phrasings written for these tests:
// Guilin and Guizhou words (哪样, 莫要) and 什么地方 after a verb asking where; "delete it all" with 帮我 or with what
// is held on our side; a company name whose simplified form lies outside the BMP; the fastest channel named; weeks
// asked of the go-live; the 24/7 agent asked for beside the language clients write in; a commission sheet that is no
// referral reward; what HubSpot keeps of the visitor's details; where a figure comes from; the site they came from.

const { ask, conversation } = useTrainedEngine();

describe("Guilin and Guizhou words", () => {
  it("reads 哪样 as which one when a package is picked", () => {
    const reply = ask("我们五个经纪人，要自动跟进流程，还要避开堵车排看房，该挑哪样方案？");
    expect(answerKeys(reply)).toContain("recommend:growth");
  });
  it("reads 莫要 and 哪样 in a question of the hurricane post", () => {
    expect(ask("台风那篇文章讲暴雨期间助手莫要做哪样事？").response).toMatch(/repair dates|rent concessions/);
  });
});

describe("delete it all, in Chinese", () => {
  it("with 帮我, or with what is held on our side", () => {
    for (const message of ["行，那帮我统统删掉", "好的，那你们系统里的也都删了吧"]) expect(ask(message).act, message).toBe("deletion");
  });
  it("a question about deleting their own leads stays a question", () => {
    expect(ask("CRM里的旧线索可以全部删掉吗？").act).not.toBe("deletion");
  });
});

describe("lead details", () => {
  it("keeps a name with a rare character as typed", () => {
    const reply = ask("我叫陈鮀生，公司叫汕头湾置业，手机 832-555-0163");
    expect(reply.context.lead.name).toBe("陈鮀生");
    expect(reply.context.lead.company).toBe("汕头湾置业");
  });
  it("reads the fastest channel named as the one wanted", () => {
    expect(ask("我的邮箱是 wei.chen@example.com，WhatsApp 联络最快").context.channel).toBe("whatsapp");
  });
});

describe("the package's weeks, the 24/7 agent, a commission sheet", () => {
  it("answers how many weeks until it is in use", () => {
    expect(answerKeys(ask("Foundation 要几个星期才能投入使用？"))).toContain("entry:timeline");
  });
  it("gives the 24/7 agent asked for beside the clients' language", () => {
    expect(ask("租客晚上用越南语发短信，有没有24小时的客服代理？").response).toContain("Customer Service Agent");
    expect(answerKeys(ask("客服代理能用哪些语言回答？"))).toContain("entry:languages");
  });
  it("reads a commission sheet as a tool to connect, a referral reward as before", () => {
    expect(ask("经纪人的佣金表在 Excel 里，定制集成一小时收多少？").response).toContain("$250");
    expect(answerKeys(ask("介绍客户给你们有佣金吗？"))).toContain("unknown");
  });
});

describe("the site's own words", () => {
  it("answers what HubSpot keeps of the visitor's details from the privacy page", () => {
    expect(ask("我在这里留了电话，HubSpot 会存我什么信息？").response).toContain("/privacy#sharing");
    expect(ask("HubSpot 里能存客户的哪些资料？").response).not.toContain("/privacy");
  });
  it("answers where a figure comes from, not how the visitor found us", () => {
    const reply = ask("主页上那个40%是从哪里来的？");
    expect(reply.response).not.toContain("/privacy");
    expect(reply.response).toContain("40%");
  });
  it("answers which site the visitor came from with the privacy page's section", () => {
    expect(ask("我是从哪个页面点进来的，你们会存下来吗？").response).toContain("/privacy#how-you-found-us");
  });
  it("keeps the post's follow-up on where the model is used", () => {
    const [, reply] = conversation("有没有讲把 MLS、CRM 和日历连起来的文章？", "语言模型适合用来做什么？");
    expect(reply?.response).toMatch(/drafting|summarizing/);
  });
});
