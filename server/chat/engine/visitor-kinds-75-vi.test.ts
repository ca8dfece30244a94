import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Vietnamese misses of blind probes 73 and 74, by mechanism, with phrasings written for these tests (never the visitors'
// own): "không hỏi giá/tiền" said after the question (or "hỏi tí thôi không hỏi giá" before it) puts the price aside;
// the southern "mình ên" and "mới đậu license" say a solo agent, and "gói nào cho nó" asks for a package for them; a
// part that only says who they are ("em làm một mình") is no question of its own, and who they are decides "gói nào"
// asked in a later part; "báo cáo kết quả hằng tháng" is the package's monthly report, not a company's earnings;
// where a thing is sold ("chỗ nào bán …") and "có ai … từng đi … chưa" (Vietnamese "ai" is "anyone") are off-topic,
// the place we serve named in them only their setting.

const { ask } = useTrainedEngine();

describe("the price put aside after the question", () => {
  it.each([
    ["gói Growth hợp với ai vậy, không hỏi giá đâu nha", /môi giới và nhóm đang phát triển/],
    ["hỏi xíu thôi không hỏi giá: gói Foundation có gửi báo cáo không?", /Báo cáo hiệu suất hằng tháng/],
  ])("%s", (text, expected) => {
    const reply = ask(text);
    expect(reply.intent).not.toBe("pricing");
    expect(reply.response).toMatch(expected);
  });
});

describe("a solo agent in southern words, the package asked for them", () => {
  it.each([
    "tui chạy văn phòng mình ên ở Gulfton, muốn có chat trên web với báo cáo mỗi tháng, gói nào hợp hén",
    "thằng em tui mới đậu license, làm ở Alief, cần cái gì để khỏi sót khách. gói nào cho nó",
  ])("%s", (text) => {
    expect(ask(text).response).toMatch(/Tôi đề xuất gói Foundation/);
  });
  it("who they are told in a part of its own", () => {
    const reply = ask("anh làm một mình, cần có cái chat trên trang web. gói nào vậy?");
    expect(reply.response).toMatch(/^Tôi đề xuất gói Foundation/);
    expect(reply.response).not.toMatch(/Chúng tôi xây dựng cho giới bất động sản/);
  });
  it("'báo cáo kết quả hằng tháng' is the monthly report", () => {
    const reply = ask("em gái tui làm môi giới một mình, chỉ cần báo cáo kết quả hằng tháng thôi, gói nào ạ?");
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(/Foundation/);
  });
});

describe("everyday asks of a local, a place we serve as their setting", () => {
  it.each([
    "Houston có chỗ nào bán áo dài đẹp không bạn? nhớ Huế quá",
    "có ai ở Sugar Land từng đi chợ nổi Cái Răng chưa, vui lắm",
  ])("%s", (text) => {
    expect(ask(text).intent).toBe("off_topic");
  });
});
