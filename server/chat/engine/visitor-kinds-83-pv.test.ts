import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// The posts' distinctive things asked in Vietnamese and Chinese, with phrasings written for these tests: the glossary
// gives each its everyday words (mã báo động / 警报密码, tiền đặt cọc / 定金, giảm tiền thuê, chia xoay vòng, 电线, 贷款),
// so the question finds the English paragraph that holds it and quotes it. A title word is counted once however many of
// the question's words gloss it ("bắt đầu" and "kết thúc" are both "runs"), so one verb names no post.

const { ask } = useTrainedEngine();

describe("a post's distinctive thing, named in Vietnamese or Chinese, finds its paragraph", () => {
  it.each([
    ["排看房的文章说警报密码谁来定？", /alarm codes/],
    ["bài viết về lịch xem nhà nói mã báo động ai đặt?", /alarm codes/],
    ["双语文章里定金这个词怎么处理？", /Earnest money; Use the approved translation/],
    ["bài song ngữ nói gì về tiền đặt cọc?", /Earnest money; Use the approved translation/],
    ["bài trả lời khách nhanh nói đừng chia khách xoay vòng, vậy chia theo gì?", /Route by area, not by round robin/],
    ["飓风那篇说看到电线掉下来要怎么办？", /downed power lines/],
    ["双语那篇说贷款的问题AI该怎么回答？", /financing terms/],
  ])("%s", (message, quoted) => {
    expect(ask(message).response).toMatch(quoted);
  });

  it("a yes-or-no question about rent concessions is answered by the paragraph that forbids them", () => {
    const reply = ask("bài mùa bão nói AI có được giảm tiền thuê không?");
    expect(reply.response).toMatch(/^Không\b/u);
    expect(reply.response).toMatch(/approve rent concessions/);
  });
});

describe("a title word glossed by two of the question's words names its post once", () => {
  it.each(["theo blog mùa bão bắt đầu khi nào, kết thúc khi nào?", "blog nói mùa bão bắt đầu với kết thúc ngày nào vậy?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/June 1 to November 30/);
    expect(reply.response).not.toMatch(/Email Marketing/);
  });
});
