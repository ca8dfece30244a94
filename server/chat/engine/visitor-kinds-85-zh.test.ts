import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 83 and 84, the Chinese share, by mechanism, with phrasings written for these tests: what a part of the
// stack is for and the stack post's most common mess; 休斯顿 read as one word; a home-page percentage quoted back; how to
// get started (the modal names nothing, the section heading says it); posts made and put on a schedule; the smallest
// package's contents on a tight budget; tracking code on the pages.

const { ask, conversation } = useTrainedEngine();

describe("the stack post asked what a part is for", () => {
  it("管什么 of the language model is its 'Where the AI model fits'", () => {
    const [, reply] = conversation("有没有讲MLS、CRM和日历怎么串起来的文章？", "语言模型在这套东西里管什么？");
    expect(reply?.response).toMatch(/drafting a reply/);
  });

  it("where the model is put to use (用在什么环节) is the part it is responsible for", () => {
    const [, reply] = conversation("有没有讲MLS、CRM和日历怎么串起来的文章？", "大模型用在什么环节比较好？");
    expect(reply?.response).toMatch(/drafting a reply/);
  });

  it("its most common mess, said as 烂摊子", () => {
    const [, reply] = conversation("有没有讲MLS、CRM和日历怎么串起来的文章？", "文章说最常遇到的烂摊子是啥？");
    expect(reply?.response).toMatch(/Duplicate contacts/);
  });
});

describe("休斯顿 is Houston", () => {
  it("the newsletter's Houston differences", () => {
    expect(ask("你们的周刊觉得休斯顿这个市场哪里不一样？").response).toMatch(/Houston is not generic/);
  });
});

describe("休斯顿 as one word keeps the company's own Houston", () => {
  it("a team asked whether it is local to Houston is who we are", () => {
    const reply = ask("你们公司的团队是休斯顿当地的吗？");
    expect(reply.intent).toBe("about");
    expect(reply.response).toMatch(/休斯顿/);
  });
});

describe("a home-page percentage quoted back", () => {
  it.each(["主页写的300%，是什么东西翻了三倍？", "首页那个300%指的是什么？"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("results");
    expect(reply.response).toMatch(/300%/);
    expect(reply.response).toMatch(/40%/);
  });
});

describe("how to get started, asked of a post", () => {
  it("the modal of 应该怎么起步 names nothing: the post's 'Getting started'", () => {
    const [, reply] = conversation("有没有讲快速回复线索的文章？", "我们应该怎么起步？");
    expect(reply?.response).toMatch(/Start small/);
  });

  it.each(["快速回复线索那篇文章里，刚开始应该如何起步？", "那篇讲快速回复的文章，说一开始应该怎么入手？"])("%s: of the post named, the paragraph under the heading that says it", (message) => {
    expect(ask(message).response).toMatch(/Getting started: Start small/);
  });
});

describe("posts made and put on a schedule", () => {
  it.each(["能不能帮我们写帖子再按时发出去？月费多少？", "我们的帖子排期一团乱，你们有啥服务？"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Social Scheduler/);
  });
});

describe("the smallest package's contents on a tight budget", () => {
  it.each(["预算很紧，想先从最基础的套餐做起，里面有什么？", "tengo poco presupuesto, ¿qué incluye el paquete más básico?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(/Foundation/);
    expect(reply.response).not.toMatch(/门槛最低|menor compromiso/);
  });

  it("the cheapest way to begin is still the start answer", () => {
    expect(ask("预算有限，怎么开始最省钱？").intent).toBe("pricing");
  });
});

describe("tracking code on the pages", () => {
  it.each(["你们网页里有没有埋第三方追踪代码？", "is there any third-party tracking code on your site?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/third-party analytics scripts/);
  });

  it("tracking pixels beside cookies are still the cookies answer", () => {
    expect(ask("does your website set cookies or tracking pixels on me?").response).toMatch(/^No\b/);
  });

  it("an outside company counting visits is still the statistics section", () => {
    expect(ask("你们网站用谷歌分析吗？").response).toMatch(/\/privacy#statistics/);
  });
});
