import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Vietnamese and Chinese words for a post's facts carried to the English passage that holds them: "cào dữ liệu" is
// scraping, "bảo" after "bài đó" is "says" (not "bão", storm), "hay dùng" is "often use", "từ ngày nào tới ngày nào"
// a date range asked, "thì thử" is "try" (not "thư", a letter), "nên cài" is "set it up", "ngửi thấy mùi gas" a gas
// smell; Shanghainese "里向" is "里" (inside), "几条" asks a number, "线索能多多少" the results figures.

const { ask, conversation } = useTrainedEngine();

describe("the automation stack post asked in Vietnamese", () => {
  it("reads 'cào dữ liệu' as scraping", () => {
    expect(ask("Bài viết về MLS có nói được phép cào dữ liệu nhà không?").response).toMatch(/scrape/);
  });
  it("reads 'bảo dùng' as what the post says to use, not the storm post", () => {
    const reply = ask("Bài về stack tự động hóa bảo dùng phần mềm nào để nối các app?").response;
    expect(reply).toMatch(/n8n/);
    expect(reply).not.toMatch(/hurricane/);
  });
  it("reads 'thì thử' as testing, not e-mail", () => {
    const reply = ask("Bài đó khuyên chạy thử một tuần thì thử những tình huống nào?").response;
    expect(reply).toMatch(/Gulfton|STOP/);
    expect(reply).not.toMatch(/Email Marketing/);
  });
});

describe("the hurricane post asked in Vietnamese", () => {
  it("answers a date range asked as 'từ ngày nào tới ngày nào'", () => {
    expect(ask("Theo bài về bão, mùa bão kéo dài từ ngày nào tới ngày nào?").response).toMatch(/June 1 to November 30/);
  });
  it("reads 'nên cài' as setting it up, in May", () => {
    expect(ask("Bài bão nói nên cài hệ thống từ tháng mấy?").response).toMatch(/Set it up in May/);
  });
  it("reads 'ngửi thấy mùi gas' as the gas smell the assistant recognizes", () => {
    const replies = conversation("Có bài nào nói về mùa bão cho chủ nhà cho thuê không? Nhà em có vài căn", "Nếu khách thuê ngửi thấy mùi gas thì trợ lý bảo họ gì?");
    expect(replies[1]?.response).toMatch(/911/);
  });
  it("still reads 'mùa bão là' as the storm season, and a day asked alone", () => {
    expect(ask("Theo bài viết, mùa bão là từ tháng nào?").response).toMatch(/June/);
    expect(ask("Mùa bão bắt đầu ngày nào theo bài viết?").response).toMatch(/June 1/);
  });
});

describe("Chinese: the browser's copy and the results figures", () => {
  it("reads 里向 as 里 and 几条 as a number asked", () => {
    expect(ask("浏览器里向会保留几条聊天消息？").response).toMatch(/60/);
  });
  it("reads 线索能多多少 as the lead capture figure", () => {
    expect(ask("用了之后线索可以多多少？").response).toMatch(/300%/);
  });
  it("keeps a price asked per lead a price question", () => {
    expect(ask("线索多少钱一个？").response).not.toMatch(/300%/);
  });
  it("reads 'thêm bao nhiêu lead' as the figure, but not beside a price", () => {
    expect(ask("Dùng AI thì tăng được bao nhiêu khách tiềm năng?").response).toMatch(/300%/);
    expect(ask("Thêm bao nhiêu lead thì tốn bao nhiêu tiền?").response).not.toMatch(/300%/);
  });
});
