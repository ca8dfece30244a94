import { describe, expect, it } from "vitest";
import { readableChinese } from "./chinese-variants.ts";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Chinese misses left after blind probes 69 and 70, by mechanism: a given name alone typed right before a contact
// detail, Cantonese 我系 before a full name, Hainan and Cantonese 有无 (有没有), a clause opened by 篇 alone (that post),
// 邊張 / 邊年 (which), what the welcome post says the agency will not do (its heading all stop words), and the
// newsletter's first issue or a post introducing it (the launch post, not how to subscribe), 市场仪表盘 as the Market
// Dashboard, and 多少周 / 要很久 as the go-live timeline, not a price. Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("a name typed right before a contact detail", () => {
  it("takes a given name alone as the first item before a labelled detail", () => {
    expect(extractEntities("秀兰，邮箱 xiulan@example.org").name).toBe("秀兰");
    expect(ask("志强，邮箱 zhiqiang@example.org，发邮件联系我").response).toContain("志强");
  });

  it("reads Cantonese 我系 before a full name", () => {
    expect(extractEntities("电话 713-555-0142，我系陈美玲").name).toBe("陈美玲");
  });
});

describe("Hainan and Cantonese words", () => {
  it("reads 有无 as 有没有, but not 有无数", () => {
    expect(readableChinese("它有无提到收费")).toBe("它有没有提到收费");
    expect(readableChinese("有无数个问题")).toBe("有无数个问题");
  });

  it("reads a clause opened by 篇 as that post, and 邊張 / 邊年 as which", () => {
    expect(readableChinese("篇文講租約幾時要改？")).toBe("那篇文讲租约什么时候要改？");
    expect(readableChinese("呢篇文章話邊張表格要填")).toBe("这篇文章说哪张表格要填");
    expect(readableChinese("佢係邊年開始")).toBe("他是哪年开始");
  });
});

describe("what the welcome post says the agency will not do", () => {
  it("quotes the refusals, asked with 不干 or 不会做", () => {
    expect(text("你们那篇欢迎文章讲了你们不干哪些事？")).toMatch(/invented numbers/);
    const [, second] = conversation("你们周报的第一期讲的是什么？", "它说自己不会做什么？");
    expect(second?.response).toMatch(/will not/);
  });
});

describe("the newsletter's launch post", () => {
  it("names the post for the newsletter's first issue, not the way to subscribe", () => {
    expect(text("你们周报的第一期讲的是什么？")).toContain("/blog/welcome-to-the-ai-advantage-weekly");
    expect(text("有没有介绍你们周讯的文章？")).toContain("/blog/welcome-to-the-ai-advantage-weekly");
    expect(text("Is there a post announcing your newsletter?")).toContain("/blog/welcome-to-the-ai-advantage-weekly");
  });

  it("answers a fact asked of the first issue from its paragraphs", () => {
    expect(text("你们周报第一期说，Katy Freeway上一个附近的看房要开多久？")).toMatch(/forty minutes/);
    expect(text("The first issue of your newsletter says a nearby showing can take how many minutes on the Katy Freeway?")).toMatch(/forty minutes/);
  });

  it("answers what the launch post says, asked after it was shown", () => {
    const [, second] = conversation("你们简报创刊号在哪里看", "它说休斯顿有什么特别的？");
    expect(second?.response).toMatch(/Katy Freeway|Distance|sprawls/);
  });
});

describe("an add-on and a timeline in everyday words", () => {
  it("reads 市场仪表盘 as the Market Dashboard", () => {
    expect(text("那个市场仪表盘的月费是多少？")).toContain("Market Dashboard");
  });

  it("reads 多少周 and 要很久 as the timeline asked, not a price", () => {
    expect(text("Growth套餐大概多少周能弄好？")).toMatch(/三到四周/);
    expect(text("Enterprise是不是要很久才能用上？")).toMatch(/六到八周/);
  });
});
