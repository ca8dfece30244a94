import { describe, expect, it } from "vitest";
import { readableChinese } from "./chinese-variants.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Chinese misses of the blind probes up to 78, by mechanism: a message in simplified characters is not read through
// Taiwan's phrase table (序列 stays a sequence, 文件 a file, 整合 is still integration); the packages' "跟进序列" is the site's "跟进流程"; a case
// supposed with 如果/要是 after a recommendation asks which package then; the posts' words: 规矩 (rules) and 两条 (two),
// 系统搭建 (the automation stack), 收到 (what someone receives, the hurricane post's owner summary).
// Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("a message in simplified characters", () => {
  it("keeps its own words, not Taiwan's senses of them", () => {
    expect(readableChinese("自动跟进序列")).toBe("自动跟进序列");
    expect(readableChinese("导出成文件")).toBe("导出成文件");
  });

  it("reads 整合 as integration, as the mainland says it too", () => {
    expect(text("公司内部用的老系统，你们能帮忙整合吗？怎么收费")).toMatch(/Custom Integrations/);
  });

  it("still has traditional characters and Taiwan's phrases read", () => {
    expect(readableChinese("軟體跟簡訊")).toBe("软件跟短信");
  });
});

describe("a feature asked in the visitor's words", () => {
  it("finds follow-up sequences in Growth's list", () => {
    expect(text("哪个方案有跟进序列？")).toMatch(/^Growth/);
  });
});

describe("a case supposed after a recommendation", () => {
  it("asks which package then", () => {
    const [, then] = conversation("我自己一个人做，选哪个套餐？", "要是以后想要业绩看板呢？");
    expect(then?.response).toMatch(/Growth/);
  });
});

describe("the posts' words", () => {
  it("reads 规矩 as rules and 两条 as two", () => {
    expect(text("飓风那篇文章里，发通知要守哪两条规矩？")).toMatch(/Two rules/);
  });

  it("reads 系统搭建 as the automation stack", () => {
    expect(text("系统搭建那篇文章为什么选n8n？")).toMatch(/self-hosted/);
  });

  it("reads 收到 as what someone receives", () => {
    expect(text("暴风雨过后业主会收到什么？飓风那篇文章怎么说")).toMatch(/one summary per property/);
  });
});
