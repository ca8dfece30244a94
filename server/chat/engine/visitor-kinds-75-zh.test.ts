import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Chinese misses of the blind probes up to 74, by mechanism: the hand-off told as a moment ("转人工以后…") or as what a
// post says is no request for a person; a traditional opera to hear is an outing of theirs; Gan, Hakka and Hubei 么个
// (什么); "X比Y多了什么" compares two packages; the kind of tool named before 工具 still asks what we build on; the task
// said before 用的是 and an unnamed old 软件 to connect is no question on rent; a platform that holds the visitor's
// records (用X管租客名单) asks its setup row, not the tenants' add-on; "那X呢" after the areas asks of a place the site
// does not list; the package that fits, asked with its go-live time, gets both; whether the newsletter's link is the
// only way out is a question (and "我不想要你们的周刊了" an opt-out); 谁 asks.
// Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("the hand-off asked about, not asked for", () => {
  it("reads the hand-off as a moment, or as what the post says, as a question", () => {
    expect(ask("AI把对话交给真人接手的时候，我这边会收到通知吗").act).toBe("question");
    expect(ask("转人工以后客户那边看到的是什么？").act).toBe("question");
    const [, post] = conversation("有没有讲怎么快点回复新客户的文章", "文章里说转给真人那一步，经纪人拿到的是什么");
    expect(post?.act).toBe("question");
    expect(post?.response).toMatch(/summary/);
  });

  it("keeps the visitor's own request a hand-off", () => {
    expect(ask("帮我转人工").act).toBe("handoff");
    expect(ask("给我找个真人").act).toBe("handoff");
  });
});

describe("a traditional opera to hear", () => {
  it("is off-topic, whatever follows it", () => {
    expect(ask("Katy哪里能听粤剧？好久没听了").act).toBe("off_topic");
    expect(ask("休斯顿有没有人会唱黄梅戏？想听一场").act).toBe("off_topic");
  });
});

describe("么个 and 比…多了什么", () => {
  it("reads 么个 as 什么", () => {
    expect(text("你们做系统用的是么个AI模型？")).toMatch(/Anthropic Claude/);
  });

  it("compares two packages asked with 多了 / 少了 什么", () => {
    const more = text("Growth比Foundation多出哪些东西");
    expect(more).toMatch(/Growth套餐/);
    expect(more).toMatch(/Foundation套餐/);
    expect(text("Foundation比Enterprise少了啥？")).toMatch(/专属客户成功经理/);
  });
});

describe("the kind of tool named before 工具", () => {
  it("asks what we build on", () => {
    expect(text("你们平时用什么工作流工具？")).toMatch(/n8n/);
  });
});

describe("the visitor's own tool", () => {
  it("reads the task said before 用的是 and an old 软件 to connect as Custom Integrations", () => {
    expect(text("我们记账用的是一个自己买的老系统，你们能对接吗？")).toMatch(/\$250/);
    expect(text("我们收房租用的是一套十几年的旧软件，能接进来吗？")).toMatch(/Custom Integrations/);
  });

  it("still names rent collection when that is what is asked", () => {
    expect(text("你们能帮我收租吗？")).toMatch(/代收租金/);
    expect(text("我用一个软件来收租，你们能代收租金吗？")).toMatch(/代收租金/);
  });

  it("reads a platform holding the tenants' records as the platform's setup row", () => {
    const reply = text("我们租户的资料都存在HubSpot里，接一下收多少？");
    expect(reply).toMatch(/\$750/);
    expect(reply).not.toMatch(/\$497/);
  });
});

describe("a place the site does not list, asked after the areas", () => {
  it("answers 那X呢 with the gap", () => {
    const [, other] = conversation("你们服务Katy吗？", "那Bordersville呢？");
    expect(other?.response).toMatch(/没有列出Bordersville/);
  });
});

describe("the package that fits, with its go-live time", () => {
  it("names the package and how long it takes", () => {
    const reply = text("适合我们三十个经纪人的套餐，要几周才能用上");
    expect(reply).toMatch(/Enterprise/);
    expect(reply).toMatch(/六到八周/);
  });
});

describe("the newsletter's way out", () => {
  it("answers whether the link is the only way with the mail program's own button", () => {
    const reply = ask("周刊不想再收了，只能点邮件底下那个链接吗？");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/mail program/);
  });

  it("reads 'I no longer want your newsletter' as an opt-out", () => {
    expect(ask("这个newsletter我不要了").act).toBe("opt_out");
  });
});

describe("谁 asks", () => {
  it("finds the post's row for 'to whom' asked without a question mark", () => {
    expect(text("快速回复那篇文章里，租房的询盘交给谁")).toMatch(/Leasing coordinator/);
  });
});
