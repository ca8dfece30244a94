import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Chinese misses of the blind probes 79 and 80, by mechanism: the Chinese words of the English-only posts and privacy
// page (报修 repair reports, 一堆 a backlog, 接下来几期 the coming issues, 话题 topics, 需求 a request,
// 换了时间 a changed window); a part asking only how long something is kept ("保存多久？") asks it of what the part
// before named; the site's technology strip named by its place ("技术那个栏目").
// Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const text = (message: string) => ask(message).response;

describe("the Chinese words of the English-only posts", () => {
  it("reads a pile of repair reports as the storm backlog", () => {
    const [, reply] = conversation("有没有讲飓风季节物业管理的文章？", "暴雨过后一堆报修单，文章里建议怎么处理？");
    expect(reply?.response).toMatch(/work orders/);
  });

  it("reads the coming issues as the newsletter's preview", () => {
    expect(text("欢迎那篇周报文章里，接下来几期要写哪些主题？")).toMatch(/Coming up in the next issues/);
  });

  it("reads a seller's changed time as a changed window", () => {
    const [, reply] = conversation("有没有讲看房排路线的文章？", "卖家换了时间怎么办？");
    expect(reply?.response).toMatch(/new order/);
  });
});

describe("the privacy page's words", () => {
  it("reads topic tags on a request as the contact form's tags", () => {
    expect(text("联系表单会给我的需求打哪些话题标签？")).toMatch(/Lead Generation/);
  });
});

describe("how long it is kept, asked after the thing", () => {
  it("asks it of the spam counters named before", () => {
    const reply = text("聊天的防刷计数器会记我的IP吗？保存多久？");
    expect(reply).toMatch(/one day/);
    expect(reply).not.toMatch(/两周/);
  });
});

describe("the technology strip by its place", () => {
  it("lists what we build on", () => {
    expect(text("网站技术那个栏目里都有哪些？")).toMatch(/Microsoft 365/);
  });
});
