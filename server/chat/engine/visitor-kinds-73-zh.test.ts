import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Chinese misses of the blind probes up to 72, by mechanism: "它有没有讲…" (its verb asked as a yes/no) still points
// at the post just shown; 几号 (which day of the month) asks a date, and 大西洋 is the post's "Atlantic"; "the third
// one" or "剩下那个" after two packages' go-live times is the package left out; two add-ons asked one turn after the
// other are the list "the first" picks from. Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("a yes/no verb of saying still points at the post shown", () => {
  it("reads 它有没有讲 and 它有没有说 as asked of that post", () => {
    const [, wont] = conversation("有没有讲newsletter的第一篇文章", "它有没有讲他们不会做的事？");
    expect(wont?.response).toMatch(/will not/);
    const [, never] = conversation("你们newsletter第一篇讲什么", "那它有没有说他们绝对不做哪些事？");
    expect(never?.response).toMatch(/will not/);
  });
});

describe("几号 asks a date", () => {
  it("answers a span of days from the post that gives it, not with our office hours", () => {
    expect(text("飓风季是几月几号到几月几号")).toMatch(/June 1 to November 30/);
    expect(text("飓风季一般从几号持续到几号？")).toMatch(/June 1 to November 30/);
    // The post's "Atlantic hurricane season", named in Chinese.
    expect(text("大西洋飓风季节是从几月几号到几月几号？")).toMatch(/June 1 to November 30/);
  });
});

describe("the package left out", () => {
  it("reads 'the third' or 'the one left' after two packages' go-live times as the third package's time", () => {
    const [, third] = conversation("Foundation和Growth各要多长时间才能用上？", "那第三个呢？");
    expect(third?.response).toMatch(/六到八周/);
    const [, left] = conversation("Enterprise和Foundation分别多久能上线", "剩下的那个呢");
    expect(left?.response).toMatch(/三到四周/);
    expect(left?.response).not.toMatch(/两周/);
    const [, en] = conversation("How long do Enterprise and Growth take to go live?", "and the remaining one?");
    expect(en?.response).toMatch(/two weeks/);
  });
});

describe("two add-ons asked one after the other", () => {
  it("lets 'the first one' pick the add-on asked first", () => {
    const [, , first] = conversation("Voice AI多少钱？", "那帮我整理邮件的那个呢？", "第一个有没有安装费？");
    expect(first?.response).toMatch(/Voice AI/);
    const [, , second] = conversation("Market Dashboard是做什么的？", "那Voice AI呢？", "第一个每个月多少钱？");
    expect(second?.response).toMatch(/Market Dashboard/);
  });
});

describe("a name given as 'X这边' beside a contact detail", () => {
  it("is the visitor's name", () => {
    expect(ask("建平这边，电话 832-555-0162，发短信就行").entities.name).toBe("建平");
  });

  it("is no name when a group is 'here'", () => {
    expect(ask("我们这边，邮箱 li.group@example.com").entities.name).toBeUndefined();
  });
});
