import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// One part of a post asked in another language (or in pidgin) gets that part's passage: "附近" is the welcome post's
// "nearby", "判断" is "detects" (the bilingual post's first-message detection); "if the owner no reply" (pidgin: does
// not reply) is a case asked about, not a complaint. The Spanish cookie answer says "no usa cookies".

const { ask, conversation } = useTrainedEngine();

describe("a part of a post asked in Chinese", () => {
  it("reads 附近 as the welcome post's 'nearby' showing", () => {
    expect(ask("欢迎文章里说附近的看房要开多长时间？").response).toMatch(/forty minutes|40分钟/);
  });
  it("reads 判断 as the bilingual post's language detection", () => {
    const replies = conversation("有没有关于双语客户服务的文章？", "文章里助手怎么判断用哪种语言回复？");
    expect(replies[1]?.response).toMatch(/first message/);
  });
});

describe("a pidgin 'if the owner no reply' about the speed-to-lead post", () => {
  it("is a question about the backup rule, not a complaint", () => {
    const reply = ask("For the speed to lead post, what if the owner no reply quick?");
    expect(reply.act).not.toBe("complaint");
    expect(reply.response).toMatch(/15 minutes/);
  });
});

describe("cookies asked in Spanish", () => {
  it("says the site uses no cookies", () => {
    expect(ask("¿Ustedes ponen cookies en la página? Pregunto por un cliente").response).toMatch(/^No\. Nuestro sitio no usa cookies/);
  });
});
