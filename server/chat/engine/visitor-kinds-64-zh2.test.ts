import { describe, expect, it } from "vitest";
import { readableChinese } from "./chinese-variants.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 61 to 64's Chinese misses, by mechanism: written Cantonese typed in simplified characters (几耐, 系,
// 搞掂, 边几, 得闲, 文章话), a question after "不是问X，我想问…" or after when it came up ("开会的时候说起，…"), 打 as
// typing ("我打的字"), and the spam counters' keeping asked with 保存. Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("Cantonese in simplified characters read as Mandarin", () => {
  it.each([
    ["Growth要几耐先做得完？", "Growth要多久才做得完？"],
    ["佢系唔系真人？", "他是不是真人？"],
    ["你哋有边几个套餐？", "你们有哪几个套餐？"],
    ["嗰份报告几多钱？", "那份报告多少钱？"],
    ["今日搞掂得唔得？", "今日搞定可不可以？"],
    ["我得闲先打俾你", "我有空先打给你"],
  ])("%s reads as %s", (typed, read) => {
    expect(readableChinese(typed)).toBe(read);
  });

  it.each(["我们的系统和CRM有什么关系？", "旁边几个区也做吗？", "这篇文章的话题是什么？", "我想联系你们", "他是中文系的"])("leaves Mandarin %s as it is", (mandarin) => {
    expect(readableChinese(mandarin)).toBe(mandarin);
  });

  it("answers how long a package takes to go live, asked with 几耐", () => {
    expect(text("Growth大概几耐可以用得？")).toMatch(/三到四周/);
    expect(text("我哋系大公司，Enterprise几耐先装好？")).toMatch(/六到八周/);
  });

  it("reads the name given after 我系", () => {
    const reply = ask("我系黎志强，手机281-555-0147，听日得闲打俾我");
    expect(reply.act).toBe("details");
    expect(reply.response).toContain("黎志强");
  });

  it("answers what a post says asked with 文章话", () => {
    const [, second] = conversation("有冇文章讲双语客服？", "文章话几耐要检查一次对话？");
    expect(second?.response).toMatch(/每月|every month/);
  });
});

describe("Mandarin asked around its question", () => {
  it("drops what is not asked in 不是问X，我想问Y", () => {
    expect(readableChinese("不是问付款方式，我想问聊天内容会不会给AI模型公司？")).toBe("我想问聊天内容会不会给AI模型公司？");
    expect(text("唔系问收费，我想问聊天内容会唔会俾AI模型公司睇？")).toMatch(/OpenAI|Anthropic/);
  });

  it("drops when the question came up", () => {
    expect(text("上周和同事吃饭的时候聊起，这里的聊天会不会记录我打的内容？")).toMatch(/privacy/);
  });

  it("reads 打 as typing what was typed in the chat, and keeps calls as calls", () => {
    expect(readableChinese("我在这里打的字会存吗")).toBe("我在这里输入的字会存吗");
    expect(readableChinese("我打的电话没人接")).toBe("我打的电话没人接");
    expect(text("这个聊天会不会保存我打的每一句？")).toMatch(/privacy#chat/);
  });

  it("answers whether the spam counters keep the address, asked with 保存", () => {
    expect(text("防垃圾的请求计数会保存访客的IP吗？")).toMatch(/hash|一天/);
  });
});

describe("other Chinese asks read by what they ask", () => {
  it("reads a staff language named beside 团队里有…的人 as a question about our people", () => {
    expect(text("你们公司里有会讲斯瓦希里语的人吗？")).toMatch(/555-0100|hello@bayoucity\.ai/);
  });

  it("keeps annoyance at the visitor's own tenants a question, not a complaint", () => {
    const reply = ask("Voice AI多少钱一个月？客户老是半夜打电话来，真烦");
    expect(reply.act).toBe("question");
  });

  it("reads 撒 typed for 啥", () => {
    expect(readableChinese("撒方案适合我？")).not.toContain("撒");
    expect(readableChinese("有撒区别？")).toBe("有什么区别？");
  });

  it("reads a commission spreadsheet as a data tool to connect, not a referral reward", () => {
    expect(text("我们的佣金Google Sheets能接进来吗？多少钱？")).toMatch(/\$150/);
  });

  it("reads what we receive as the visitor's details, asked of HubSpot", () => {
    expect(text("你们收集到的信息会同步到HubSpot吗？")).toMatch(/privacy#sharing/);
  });
});
