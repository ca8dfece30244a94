import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { expandShorthand } from "./text.ts";
import { readableChinese } from "./chinese-variants.ts";
import { askedShapes } from "./knowledge/answer-shape.ts";

// Posts asked in Vietnamese and Chinese: central Vietnamese "khi mô"/"hồi mô" (khi nào) and Nghệ Tĩnh "nỏ" (không),
// Henan's 恁 (你们); a span of dates asked by both ends ("từ … đến …", "从…到…") answered by the sentence with the range;
// "mấy thứ" each message should have answered by the sentence counting them out; where listing data comes from
// ("获取", "từ đâu"); "上线前" read as "before" so the post's test cases answer after the post is shown; and the package
// for one agent asked after the go-live times ("gói cho người làm một mình") is Foundation's two weeks.

const { ask, conversation } = useTrainedEngine();

describe("dialect words read as standard ones", () => {
  it("reads central Vietnamese 'khi mô' and 'hồi mô' as 'nào'", () => {
    expect(expandShorthand("bão tới hồi mô vậy")).toContain("hồi nào");
    expect(expandShorthand("gửi tin khi mô")).toContain("khi nào");
  });
  it("reads Nghệ Tĩnh 'nỏ' before a verb as 'không', not a crossbow", () => {
    expect(expandShorthand("tui nỏ biết gói mô hợp")).toContain("không biết");
    expect(expandShorthand("cây nỏ bằng gỗ")).toContain("cây nỏ");
  });
  it("reads Henan's 恁 as 你们, not the 恁 of degree", () => {
    expect(readableChinese("恁公司有几个人")).toContain("你们公司");
    expect(readableChinese("恁大的公司")).toContain("恁大");
  });
  it("answers a Henan question about the chat model with the site's figure", () => {
    expect(ask("恁这聊天接了AI模型的话，会把以前几条消息一起发过去？").response).toMatch(/10/);
  });
});

describe("both ends of a span of dates", () => {
  it("asks a range only with a date", () => {
    expect(askedShapes("mùa bão kéo dài từ khi nào đến khi nào")).toContain("range");
    expect(askedShapes("mùa bão kéo dài từ khi nào đến khi nào")).not.toContain("when");
    expect(askedShapes("chạy xe từ Katy tới Galveston mất bao lâu")).not.toContain("range");
  });
  it("answers a Vietnamese follow-up with the season's dates", () => {
    const replies = conversation("có bài viết nào về mùa bão cho người quản lý nhà cho thuê không?", "mùa bão kéo dài từ khi nào đến khi nào?");
    expect(replies[1]?.response).toMatch(/June 1|1 tháng 6/);
  });
  it("answers a central Vietnamese follow-up too", () => {
    const replies = conversation("có bài viết nào về mùa bão cho người quản lý nhà cho thuê không?", "rứa mùa bão bắt đầu từ hồi mô đến hồi mô?");
    expect(replies[1]?.response).toMatch(/June 1|1 tháng 6/);
  });
  it("answers 从…到… in Chinese with the range, not 'since 2022'", () => {
    expect(ask("那篇飓风文章里，飓风季是从哪天到哪天？").response).toMatch(/June 1|6月1/);
  });
});

describe("what each message should have", () => {
  it("answers 'mấy thứ' with the one-topic rule", () => {
    expect(ask("bài về bão nói mỗi tin nhắn gửi khách thuê nên gồm mấy thứ?").response).toMatch(/one topic/);
  });
  it("answers 'how many things' in English with the same rule", () => {
    expect(ask("In the hurricane article, how many things should every tenant message have?").response).toMatch(/one topic/);
  });
  it("still answers a count of the checklist with the checklist", () => {
    expect(ask("In the hurricane article, how many items are on the May checklist?").response).toMatch(/checklist/i);
  });
});

describe("where listing data comes from", () => {
  it("answers 获取 in Chinese with the approved feeds", () => {
    const replies = conversation("有没有讲MLS、CRM和日历怎么连起来的文章？", "那篇里房源数据应该从哪获取？可以直接爬吗？");
    expect(replies[1]?.response).toMatch(/IDX|RESO/);
  });
  it("answers 'từ nguồn nào' in Vietnamese with the approved feeds", () => {
    expect(ask("bài automation stack nói nên lấy dữ liệu nhà từ nguồn nào cho hợp lệ?").response).toMatch(/IDX|RESO/);
  });
});

describe("test cases before going live", () => {
  it("answers 上线前 after the post is shown with its test cases", () => {
    const replies = conversation("有没有讲MLS、CRM和日历怎么连起来的文章？", "上线前要测哪些场景？");
    expect(replies[1]?.response).toMatch(/Gulfton|STOP|Sugar Land/);
  });
  it("keeps 'do you test before launch' about our own setup", () => {
    expect(ask("上线前你们会帮我测试吗？").intent).not.toBe("blog");
  });
});

describe("the package for one agent after the go-live times", () => {
  it("answers Foundation's two weeks for 'the plan for a solo agent'", () => {
    const replies = conversation("how long does the Growth package take to go live?", "and the plan for an agent who works alone?");
    expect(replies[1]?.response).toMatch(/two weeks/);
  });
  it("answers it in Vietnamese too", () => {
    const replies = conversation("gói Growth mất bao lâu để chạy?", "vậy gói cho môi giới làm một mình thì bao lâu?");
    expect(replies[1]?.response).toMatch(/hai tuần/);
  });
});
