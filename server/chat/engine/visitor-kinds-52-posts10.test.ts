import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { readableChinese } from "./chinese-variants.ts";

// Facts asked of a post just shown: Hefei Mandarin's 么得 (没有) and 么 (什么) after a verb ("用么工具"), "里面推荐…"
// pointing back at the post, the thing asked kept even when the post's title holds it ("合同是什么语言" in a post titled
// "…Language"), and the bilingual post's glossary named in Vietnamese ("bảng thuật ngữ").

const { conversation } = useTrainedEngine();

describe("Hefei Mandarin's 么 and 么得", () => {
  it("reads 么得 as 没有 and 么 after a verb as 什么", () => {
    expect(readableChinese("有么得讲飓风的文章")).toContain("有没有");
    expect(readableChinese("他们用么软件")).toContain("用什么软件");
  });
  it("leaves 怎么, 要么, 那么 and a closing 么 alone", () => {
    expect(readableChinese("要么你们装，要么我自己装")).toBe("要么你们装，要么我自己装");
    // 怎么得到 is "how to get": its 么得 is no 没有.
    expect(readableChinese("我怎么得到报价")).toBe("我怎么得到报价");
    expect(readableChinese("怎么连")).toBe("怎么连");
    expect(readableChinese("那么贵")).toBe("那么贵");
  });
  it("asks the workflow tool of the stack post just listed", () => {
    const replies = conversation("有没有讲MLS和CRM怎么连起来的文章？", "里面推荐用么软件做工作流？");
    expect(replies[1]?.response).toMatch(/n8n/);
  });
  it("answers the approved path for listing data and no scraping", () => {
    const replies = conversation("有没有讲MLS和CRM怎么连起来的文章？", "房源数据能直接爬吗？怎么拿？");
    expect(replies[1]?.response).toMatch(/IDX|RESO/);
  });
  it("lists the hurricane post asked for with 么得", () => {
    expect(conversation("有么得讲飓风季的文章？")[0]?.response).toMatch(/\/blog\/hurricane-season/);
  });
});

describe("the thing asked, when the post's title holds it", () => {
  it("answers the contract's language from the bilingual post", () => {
    const replies = conversation("有没有讲双语客户服务的文章？", "合同一般是什么语言写的？");
    expect(replies[1]?.response).toMatch(/English|TREC/);
  });
  it("still answers the glossary question of the same post", () => {
    const replies = conversation("有没有讲双语客户服务的文章？", "里面说术语表多久要复查？");
    expect(replies[1]?.response).toMatch(/twice a year|两次/);
  });
});

describe("negatives", () => {
  it("keeps a setup choice with 要么 a setup question", () => {
    const reply = conversation("要么你们装，要么我自己装，哪个省钱？")[0];
    expect(reply?.intent).toBe("setup_fees");
  });
  it("reads a question with 么 as the same question with 什么", () => {
    const [hefei] = conversation("今天天气么样？");
    const [mandarin] = conversation("今天天气什么样？");
    expect(hefei?.act).toBe(mandarin?.act);
  });
  it("keeps the weather refused", () => {
    expect(conversation("明天休斯顿天气怎么样？")[0]?.act).toBe("off_topic");
  });
});
