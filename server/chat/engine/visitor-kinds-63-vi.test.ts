import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { questionGroups } from "./knowledge/passages.ts";
import { expandShorthand } from "./text.ts";

// Blind probes 59 and 60's Vietnamese questions of the site's own words, by mechanism, with phrasings written for these
// tests (never the visitors' own): a question's last "hông" is the particle (also after "Hoa", "hư", "màu"); "nữa"
// after a question word, "nếu", "luôn", "về" carry no topic; "thứ tiếng" is a language (Arabic, Hindi, Urdu…); "trễ" is
// late; "web mấy anh" is the company's site, "cái máy em" the visitor's device, "vô/vào web" a visit, "log/nhật ký máy
// chủ" the server logs; signed up and nothing came is the newsletter's confirmation step; "gói thấp nhất … mấy tuần" the smallest
// package's go-live time.

const { conversation, ask } = useTrainedEngine();

const first = (text: string): string[] => questionGroups(text).map((g) => g[0] ?? "");

describe("the particle 'hông' at a question's end", () => {
  it("is 'không', after 'Hoa', 'hư', 'màu' too, and only typed with its accent after them", () => {
    expect(expandShorthand("máy có bị hư hông?")).toBe("máy có bị hư không?");
    expect(expandShorthand("có đổi màu được hông vậy?")).toBe("có đổi màu được không vậy?");
    expect(expandShorthand("trợ lý nói tiếng Hoa hông?")).toBe("trợ lý nói tiếng Hoa không?");
    expect(expandShorthand("có nhận hoa hong?")).toBe("có nhận hoa hong?");
    expect(first(expandShorthand("nói tiếng Hoa hông?"))).not.toContain("hong");
  });
  it("a post on Chinese-speaking clients is found, and which other languages it names", () => {
    const [list, others] = conversation("Bên chị có bài viết về chăm sóc khách nói tiếng Hoa hông?", "Bài đó còn nhắc tới những thứ tiếng nào nữa vậy?");
    expect(list?.response).toMatch(/bilingual-client-care/);
    expect(list?.response).not.toMatch(/hoa hồng/i);
    expect(others?.response).toMatch(/Arabic|Hindi|Urdu/);
  });
});

describe("Vietnamese words that carry no topic", () => {
  it("'nữa' after a question word, 'nếu', 'luôn', 'về'; 'tui' stays the visitor", () => {
    expect(first("còn cần gì nữa?")).not.toContain("nua");
    for (const word of ["neu", "luon", "ve"]) expect(first("nếu vậy thì có ghi gì về lịch luôn không?")).not.toContain(word);
    expect(questionGroups("nó có nhớ luôn sở thích của khách không?").flat()).toContain("memory");
    expect(first("vậy gói nào hợp với tui?")).toContain("tui");
  });
});

describe("'trễ' is late", () => {
  it("the traffic post's text to the listing agent when running late", () => {
    expect(questionGroups("em bị trễ").flat()).toContain("late");
    const [, late] = conversation("có bài nào về xếp lịch đi coi nhà né kẹt xe hông?", "nếu em tới trễ thì nó có nhắn cho listing agent luôn không?");
    expect(late?.response).toMatch(/one tap|approve/);
  });
});

describe("the privacy page asked in spoken Vietnamese", () => {
  it("'web mấy chị … cái máy em dùng … vào web' is the device kept by the visit statistics", () => {
    const reply = ask("trang web mấy chị có lưu gì về cái máy em dùng khi vào web không?");
    expect(reply.response).toMatch(/kind of device|tablet/);
  });
  it("'nhật ký máy chủ' is the server logs: no IP, except rejected spam, and no plain yes", () => {
    const reply = ask("nhật ký máy chủ của mấy anh có giữ IP của em không?");
    expect(reply.response).toMatch(/except|spam/);
    expect(reply.response).not.toMatch(/^Có\./);
  });
  it("signed up and nothing came: the confirmation link comes first", () => {
    const reply = ask("đăng ký bản tin rồi mà sao chưa thấy gì gửi tới vậy?");
    expect(reply.act).not.toBe("off_topic");
    expect(reply.response).toMatch(/confirmation link|xác nhận/);
  });
});

describe("the packages", () => {
  it("the smallest package's weeks to go live", () => {
    expect(ask("gói thấp nhất thì mấy tuần là chạy?").response).toMatch(/hai tuần/);
  });
});
