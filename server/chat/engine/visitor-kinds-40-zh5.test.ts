import { describe, expect, it } from "vitest";
import { readableChinese } from "./chinese-variants.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Regional Chinese the engine had not read: Changsha (么子, 几久, 港 for 讲, 咯 / 咧, 好多 for 多少), Suzhou Wu (阿是,
// 伐, 覅, 辰光, 价钿) and Taiwan's Hakka (𠊎, 你兜, 仰般, 麼个, 摎, 愛, 做得, 無) read as Mandarin, with the words Mandarin
// shares left alone where the dialect reading is not certain; and the asks they carried: a post's rain buffer, why n8n,
// a 24-hour desk answering in a language named, a social network the site does not name, dishes and TV off-topic.

const { ask, conversation } = useTrainedEngine();

describe("regional words read as Mandarin", () => {
  it("Changsha: 么子, 几久, 港 after a speaker, closing 咯 and 咧", () => {
    expect(readableChinese("他港么子咯？")).toBe("他讲什么？");
    expect(readableChinese("搞完要几久咧？")).toBe("搞完要多久呢？");
  });
  it("港 as Hong Kong or a harbour, 这位 as this person and 爱 as love stay as they are", () => {
    expect(readableChinese("我们在香港和港口都有客户")).toBe("我们在香港和港口都有客户");
    expect(readableChinese("這位先生做得很好，我愛這個方案")).toBe("这位先生做得很好，我爱这个方案");
  });
  it("Hakka: 𠊎, 你兜, 仰般久, 做得 and a closing 無 in a Hakka message", () => {
    expect(readableChinese("你兜仰般久做得幫𠊎裝好無？")).toBe("你们多久可以帮我装好吗？");
  });
  it("Wu: 阿是, a closing 伐, 覅 and 价钿", () => {
    expect(readableChinese("阿是包安装的？覅骗我")).toBe("是不是包安装的？不要骗我");
    expect(readableChinese("有这种服务伐？价钿多少？")).toBe("有这种服务吗？价钱多少？");
  });
});

describe("asks in regional Chinese", () => {
  it("'几久' of a package is its timeline", () => {
    expect(ask("Foundation装好要几久咯？").response).toContain("两周");
  });
  it("'仰般久做得用' in Hakka is the timeline too", () => {
    expect(ask("Enterprise仰般久做得用？𠊎愛摎老闆報告").response).toContain("六到八周");
  });
  it("a Hakka introduction keeps the name as typed", () => {
    expect(ask("𠊎係鍾秀蘭，電話713-555-0163").context.lead).toMatchObject({ name: "鍾秀蘭" });
  });
  it("the traffic post's rain buffer, asked without naming it", () => {
    expect(ask("落雨天咧，每段路要多留几分钟？").response).toContain("10 more minutes");
  });
  it("what 'your blog says' about rush hour is the post's figure", () => {
    expect(ask("你们博客港高峰期走高速每一段多加好多分钟？").response).toContain("25 minutes");
  });
  it("why n8n is answered with the reason the post gives", () => {
    expect(ask("你们为什么选n8n做自动化？").response).toContain("self-hosted");
  });
  it("a 24-hour desk answering in a language named is the 24/7 Customer Service Agent", () => {
    expect(ask("晚上租客常常找不到人，有没有24小时用越南语回复的客服？月费多少？").response).toContain("24/7 Customer Service Agent");
  });
  it("a Chinese social network the site does not name is said to be unlisted", () => {
    expect(ask("Social Scheduler阿能发抖音？").response).toMatch(/列出的平台中没有抖音/);
  });
  it("one's own commercial leasing describes the visitor; asking whether we serve it is still unknown", () => {
    expect(ask("我自己一个人做商业地产，想要网站上的AI聊天帮我接客户，哪个套餐？").response).toContain("Foundation");
    expect(ask("你们做商业地产吗？").response).toMatch(/没有提到/);
  });
  it("'怎么知道讲什么语言' after the bilingual post asks how it detects the language", () => {
    const [, how] = conversation("有没有讲双语客服的文章？", "那篇讲AI怎么知道客人用什么语言？");
    expect(how?.response).toContain("first message");
  });
});

describe("off-topic in regional Chinese", () => {
  it("where a dish can be eaten, how to cook one and tonight's TV are not ours, though clients or a package are named", () => {
    expect(ask("休斯顿哪里吃得到生煎包？想请客户去").act).toBe("off_topic");
    expect(ask("台湾的卤肉饭在休士顿有得吃吗？想带客户去").act).toBe("off_topic");
    expect(ask("做得教𠊎煮客家小炒無？愛請團隊食").act).toBe("off_topic");
    expect(ask("今晚卫视放么子综艺？看完再问你们的套餐").act).toBe("off_topic");
  });
});
