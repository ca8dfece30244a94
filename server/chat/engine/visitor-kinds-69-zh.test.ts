import { describe, expect, it } from "vitest";
import { readableChinese } from "./chinese-variants.ts";
import { splitQuestions } from "./question-split.ts";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 67 and 68's Chinese misses (Xining and Yangzhou flavoured Mandarin), by mechanism: Xining's 阿么 (how)
// and Yangzhou's 多晚 (when), "不管哪个套餐" as every package, a name after 名字/姓名, a scene set before a full-width
// colon, the stack and traffic posts' paragraphs found by what is asked (the questions that matter, what a reliable
// calendar does, the listing agents' instructions, AI not replacing a licensed professional), a field of the contact
// form said to be optional, and the newsletter called a news e-mail. Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("Xining and Yangzhou words", () => {
  it("reads 阿么 as 怎么 and 多晚 before what is to happen as 什么时候", () => {
    expect(readableChinese("这个阿么用")).toBe("这个怎么用");
    expect(readableChinese("Foundation多晚可以上线")).toBe("Foundation什么时候可以上线");
    expect(readableChinese("晚上多晚了")).toBe("晚上多晚了");
    expect(readableChinese("你们这个胡都方便")).toBe("你们这个很方便");
  });

  it("answers when a package goes live, asked with 多晚", () => {
    expect(text("Foundation套餐多晚可以弄好？")).toMatch(/两周/);
    const [, second] = conversation("我一个人做，哪个套餐合适", "那个多晚能上线");
    expect(second?.response).toMatch(/两周|三到四周/);
  });

  it("answers an Enterprise timeline even when the price is set aside first", () => {
    expect(text("价钱先不谈，Enterprise大概多晚能弄好")).toMatch(/六到八周/);
  });
});

describe("whichever package", () => {
  it("reads 不管/无论哪个套餐 as every package", () => {
    expect(readableChinese("无论选哪个方案，都有培训吗")).toContain("每个套餐都");
    expect(text("不论挑哪种套餐，里面都有哪些服务？")).toMatch(/每个套餐都包括/);
  });
});

describe("a name after 名字 or 姓名", () => {
  it("takes the name that follows the label", () => {
    expect(extractEntities("名字秀英，电话 832-555-0177").name).toBe("秀英");
    expect(extractEntities("邮箱 lin@example.org，姓名：林海峰").name).toBe("林海峰");
    expect(extractEntities("手机 713-555-0123，名字是Grace").name).toBe("Grace");
    expect(ask("名字春燕，邮箱 chunyan@example.org，发邮件给我").response).toContain("春燕");
  });
});

describe("a scene before a full-width colon", () => {
  it("splits the scene from the question after it, not a label from its value", () => {
    expect(splitQuestions("下周要去塔尔寺转转：那几天AI能帮我回客户吗")).toHaveLength(2);
    expect(splitQuestions("姓名：王建华，电话713-555-0100")).toHaveLength(1);
  });

  it("answers the question after the scene", () => {
    expect(text("端午节要回老家几天：我不在的时候，AI 晚上也能回复客户吗？")).toMatch(/24\/7|日夜|全天/);
  });
});

describe("a post's paragraph found by what is asked", () => {
  it("gives the stack post's table of what to check in a workflow engine", () => {
    expect(text("那篇讲MLS跟CRM连接的文章，挑工作流引擎该注意哪些问题？")).toMatch(/retry|credentials|branch/);
  });

  it("gives the traffic post's listing-agent instructions", () => {
    expect(text("那篇交通看房的文章，卖方经纪人通常会提出什么看房规矩？")).toMatch(/pets|alarm|notice/);
  });

  it("gives what a reliable calendar setup does, asked after the post was shown", () => {
    const [, , third] = conversation("有讲MLS、CRM和日历怎么串起来的文章吗", "它说房源资料从哪里来", "日历部分该注意什么");
    expect(third?.response).toMatch(/buffer|remind|availability/);
  });

  it("answers whether AI replaces agents from the welcome post", () => {
    expect(text("你们的文章说AI能不能代替经纪人？")).toMatch(/licensed|replace/);
  });
});

describe("an optional field of the contact form", () => {
  it("says the field is optional, in the visitor's language", () => {
    expect(text("填表单的时候预算必须填吗")).toMatch(/选填/);
    expect(text("on your contact form do I have to fill in the budget?")).toMatch(/optional/i);
    expect(text("en el formulario, ¿el rol es obligatorio?")).toMatch(/opcional/i);
  });
});

describe("the newsletter called a news e-mail", () => {
  it("reads 新闻邮件 as the newsletter and gives how to unsubscribe", () => {
    expect(readableChinese("新闻邮件")).toBe("电子报");
    expect(text("你们那个新闻邮件要怎么取消订阅？")).toMatch(/unsubscribe|退订/);
  });
});
