import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 67 and 68's Vietnamese misses, by mechanism, with phrasings written for these tests (never the visitors'
// own): "mấy/bao nhiêu thứ tiếng" asking the languages; opting in to texts without naming the form, then stopping them
// (reply STOP); southern "hông hỏi giá đâu" setting the price aside; "mấy cách liên lạc" asking the form's contact
// choices; four-word Vietnamese names; "một tháng mấy tiền" asking the add-on just named; "công bằng" (fair housing),
// "hỏi mấy câu" (ask one question) and "biết nó chạy đúng" (measuring whether it works) asked of the posts.

const { ask, conversation } = useTrainedEngine();

describe("the languages asked as 'thứ tiếng'", () => {
  it.each(["trợ lý AI bên bạn nói được bao nhiêu thứ tiếng?", "chatbot trả lời khách những thứ tiếng nào vậy?", "trợ lý AI của công ty nói được mấy thứ tiếng?"])("%s", (text) => {
    expect(ask(text).response).toMatch(/Tây Ban Nha|Spanish/);
  });
});

describe("stopping texts the visitor opted in to, the form unnamed", () => {
  it.each([
    "lỡ đăng ký nhận tin nhắn qua WhatsApp rồi, giờ muốn ngừng thì sao?",
    "nếu tôi đồng ý nhận tin nhắn SMS thì sau này ngưng bằng cách nào?",
    "if I sign up for texts, how do I stop them later?",
  ])("%s", (text) => {
    expect(ask(text).response).toMatch(/STOP/);
  });
  it("an add-on named is the paid service, not the form's consent", () => {
    expect(ask("nếu đăng ký nhận tin nhắn SMS qua gói Enhanced Messaging rồi muốn hủy thì sao?").response).not.toMatch(/Trả lời STOP/);
  });
});

describe("the form's ways to reach the visitor, the price set aside in southern words", () => {
  it.each([
    "hông hỏi giá đâu nghen, đang uống nước mía: biểu mẫu có mấy cách để liên lạc với tui?",
    "ko hỏi giá đâu, form liên hệ có bao nhiêu cách liên hệ lại?",
    "not asking prices, just curious: how many ways does the contact form offer to reach me?",
  ])("%s", (text) => {
    const reply = ask(text);
    expect(reply.response).toMatch(/WhatsApp/);
    expect(reply.response).not.toMatch(/Foundation/);
  });
});

describe("four-word Vietnamese names", () => {
  it.each([
    ["Trần Thị Ngọc Lan, Hòa Bình Homes, 832-555-0177, gọi giùm em", "Lan"],
    ["Nguyen Thi Bich Ngoc, Song Hong Realty, 713-555-0142, ưu tiên tin nhắn", "Ngoc"],
    ["Phạm Thị Hồng Nhung, 832-555-0166, email giùm em nha", "Nhung"],
  ])("%s", (text, given) => {
    expect(ask(text).response).toContain(given);
  });
  it("a long capitalised phrase is no name", () => {
    expect(ask("Houston Real Estate Group, 832-555-0177").response).not.toMatch(/Cảm ơn bạn Houston|Thank you, Houston/);
  });
});

describe("the price of the add-on just named, asked as 'mấy tiền'", () => {
  it.each(["cái đó một tháng mấy tiền vậy?", "mỗi tháng tốn nhiêu tiền?"])("%s", (last) => {
    expect(conversation("Voice AI gắn thêm vô gói được không?", last).at(-1)!.response).toMatch(/\$197/);
  });
});

describe("what a post says, asked in Vietnamese words", () => {
  it("'công bằng' is the traffic post's fair housing", () => {
    const reply = conversation("có bài nào về xếp lịch xem nhà tránh giờ kẹt xe không?", "bài đó nhắc gì tới chuyện nhà ở công bằng không?").at(-1)!;
    expect(reply.response).toMatch(/fair housing/);
  });
  it("'hỏi mấy câu' is the speed post's one qualifying question", () => {
    expect(ask("bài trả lời khách nhanh, tin nhắn đầu nên hỏi khách bao nhiêu câu?").response).toMatch(/one qualifying question/);
  });
  it("'biết nó chạy đúng' is the bilingual post's measuring", () => {
    const reply = conversation("có bài nào về chăm sóc khách song ngữ không?", "làm sao biết nó hoạt động tốt cho mỗi thứ tiếng?").at(-1)!;
    expect(reply.response).toMatch(/Measuring whether it works/);
  });
});
