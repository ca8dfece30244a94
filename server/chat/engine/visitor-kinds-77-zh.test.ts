import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Chinese misses of the blind probes up to 76, by mechanism: Cantonese 點做 (how), 老細 (the boss), 一次過 (all at
// once) and the simplified 电邮 (e-mail), Hubei's 伢 (a child); going live all at once ("一起上线") asks the timeline;
// 通讯 before a kind of tool is communication, not the newsletter; cancelling mid-way or after signing, and a penalty
// for it, is the cancellation the site does not state; a Social Security number or bank details typed here are sensitive; asked of
// all and answered of only some is no "yes"; a how-to whose post table row the question names is answered by that row;
// the posts' words: a house flooded before (its flood history), a seller's changed window, the remaining homes, a mass
// message.
// Phrasings written for these tests.

const { ask } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("Cantonese and Hubei words", () => {
  it("reads 點做 as how", () => {
    expect(ask("飓风季快到了，我点做提醒租客？").context.lastAnswers).toContainEqual(expect.objectContaining({ t: "posts", slugs: expect.arrayContaining(["hurricane-season-playbook-for-houston-property-managers"]) }));
  });

  it("reads 一次過 as all at once", () => {
    expect(answerKeys(ask("Growth系统可唔可以一次过上线？"))).toContain("entry:timeline");
  });

  it("reads 老細 and the simplified 电邮", () => {
    expect(ask("老细问你们有没有讲电邮营销的文章").context.lastAnswers).toContainEqual(expect.objectContaining({ t: "posts", slugs: expect.arrayContaining(["email-marketing-that-runs-itself"]) }));
  });

  it("reads 伢 as a child", () => {
    expect(text("下午接伢放学之前带看排不完，交通那篇文章说系统会提醒我吗？")).toMatch(/school pickup/);
  });
});

describe("going live all at once", () => {
  it("asks the timeline", () => {
    expect(text("Enterprise能不能全部一起上线？")).toMatch(/分阶段/);
  });
});

describe("通讯 before a kind of tool", () => {
  it("is the communication setup row", () => {
    expect(text("你们能接哪些通讯类的软件？")).toMatch(/Twilio SMS/);
  });
});

describe("cancelling mid-way", () => {
  it("is the cancellation terms the site does not state", () => {
    const reply = ask("签约以后中途解约，要罚钱吗？");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/违约金/);
  });
});

describe("a Social Security number or bank details in the chat", () => {
  it("is told not to be typed here", () => {
    expect(text("客户的银行账号可以在这个对话框里打给你吗")).toMatch(/e-mail/);
  });
});

describe("asked of all, said of only some", () => {
  it("is no yes", () => {
    const reply = text("飓风那篇文章说，撤离令下来的时候要给全部租客群发消息吗？");
    expect(reply).toMatch(/only the affected/);
    expect(reply).not.toMatch(/^是的/);
  });
});

describe("the posts' words", () => {
  it("reads a seller's changed window and the remaining homes", () => {
    expect(text("卖方突然改了看房时段，系统会怎么处理剩下的房子？")).toMatch(/propose a new order/);
  });

  it("reads a mass message (群发) as the message sent", () => {
    expect(text("你们博客说，政府下令疏散时系统要给每个租客群发通知吗？")).toMatch(/only the affected/);
  });
});

describe("a how-to naming a post's table row", () => {
  it("is answered by the row", () => {
    expect(text("租客想知道房子以前进过水没有，助手应该怎么回复？")).toMatch(/Flood history/);
  });
});
