import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 87 to 90, the Chinese share (and what a setup row includes, in all four languages), by mechanism, with
// phrasings written for these tests: the top of the line-up said by a superlative (最贵, 顶配, 最高那档) with a package's
// noun; one package's contents asked with 都; what a setup row includes; the languages of the 24/7 agent; a turn to the
// question with a comma (问一下，); market trends by area; whom a setup option suits; the form's request in the staff
// portal; a client's language kept later and where to start; a topic for a future issue; Wu's 弗.

const { ask } = useTrainedEngine();

describe("the top package said by a superlative", () => {
  it("最贵的那款方案", () => {
    const reply = ask("你们最贵的那款方案适合哪种公司？").response;
    expect(reply).toMatch(/Enterprise/);
    expect(reply).not.toMatch(/Foundation/);
  });

  it("顶配的那个方案 alone", () => {
    expect(ask("顶配的那个方案是给多大的公司用的？").response).toMatch(/Enterprise/);
  });

  it("最高那档 beside 中间那档", () => {
    const reply = ask("最高那档和中间那档差在哪？").response;
    expect(reply).toMatch(/Enterprise/);
    expect(reply).toMatch(/Growth/);
  });

  it("功能最全的版本", () => {
    expect(ask("功能最全的版本是哪个？").response).toMatch(/Enterprise/);
  });

  it("a named package for whom", () => {
    const reply = ask("Growth套餐适合哪些人？");
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(/成长中的经纪人/);
  });
});

describe("one package's contents asked with 都", () => {
  it("Foundation套餐都包含些什么", () => {
    const reply = ask("Foundation套餐都包含些什么？").response;
    expect(reply).toMatch(/Foundation/);
    expect(reply).not.toMatch(/每个套餐都包括/);
  });

  it("every package still reads as every package", () => {
    expect(ask("所有套餐都包含什么？").response).toMatch(/每个套餐都包括/);
  });
});

describe("what a setup row includes", () => {
  it("Slack的安装都含哪些", () => {
    expect(ask("Slack的安装都含哪些内容？").response).toMatch(/模板/);
  });

  it("接Instagram你们负责做什么", () => {
    expect(ask("帮我接Instagram的话，你们负责做些什么？").response).toMatch(/同步|触发/);
  });

  it("除了连上还做什么", () => {
    expect(ask("对接Salesforce，除了连上以外你们还做什么？").response).toMatch(/字段映射|数据导入/);
  });

  it("English: the setup fee for the platform's texting", () => {
    expect(ask("once you wire up our Twilio texting, what does the setup fee get us?").response).toMatch(/templates|routing/);
  });
});

describe("the 24/7 agent's languages", () => {
  it("除了英语还能说什么", () => {
    expect(ask("那个全天候的多语言客服，除了英文还能讲什么语言？").response).toMatch(/西班牙语/);
  });

  it("the service itself is still asked for", () => {
    expect(ask("有没有用客户自己的语言全天回答的服务？").response).toMatch(/24\/7 Customer Service Agent/);
  });
});

describe("a turn to the question after a comma", () => {
  it("问一下，", () => {
    const reply = ask("刚看完球赛，主队赢了。问一下，你们的数据看板能看到什么？");
    expect(reply.intent).not.toBe("off_topic");
    expect(reply.response).toMatch(/市场/);
  });

  it("说正事，", () => {
    expect(ask("刚看完球赛，主队赢了。说正事，你们的数据看板能看到什么？").intent).not.toBe("off_topic");
  });
});

describe("market trends by area", () => {
  it("片区行情", () => {
    expect(ask("能看各个片区楼市走势的那个附加功能怎么收费？").response).toMatch(/Market Dashboard/);
  });
});

describe("whom a setup option suits", () => {
  it("什么样的人适合自行安装", () => {
    expect(ask("自己动手装的那种，适合啥样的人？").response).toMatch(/熟悉技术/);
  });
});

describe("the form's request in the staff portal", () => {
  it("员工后台", () => {
    expect(ask("我们发过去的咨询，你们工作人员在后台可以做哪些操作？").response).toMatch(/notes|status|export/);
  });

  it("English", () => {
    expect(ask("what does your team do with the inquiry we submitted?").response).toMatch(/notes|status|export/);
  });
});

describe("the bilingual post's situations", () => {
  it("a client's language kept for later messages", () => {
    expect(ask("客户一开始用西班牙语联系，往后的提醒也都是西班牙语吗？").response).toMatch(/CRM/);
  });

  it("which language to start with", () => {
    expect(ask("我们打算加多语种客服，你们建议从哪种语言开始？").response).toMatch(/Spanish|西班牙语/);
  });
});

describe("a topic for a future issue", () => {
  it("Chinese", () => {
    expect(ask("下一期能不能写写学区房，这种想法去哪儿提？").response).toMatch(/chat|\/contact/);
  });

  it("English", () => {
    expect(ask("can I pitch a topic for your newsletter to cover?").response).toMatch(/chat|\/contact/);
  });
});

describe("Wu's 弗", () => {
  it("弗要再联系我", () => {
    expect(ask("弗要再打我电话了，谢谢").intent).toBe("opt_out");
  });
});
