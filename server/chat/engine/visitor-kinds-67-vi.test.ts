import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 65 and 66's Vietnamese misses, by mechanism, with phrasings written for these tests (never the visitors'
// own): a count word before "cái" (central "cấy") in a thread of platforms; a bundle asked in a part of its own after
// the platforms listed; "gói nào vừa"; central "chi" closing a question; the privacy page's details asked in plain
// words (which phone or browser, ad scripts, the form's spam guard, where the booking button leads, what HubSpot
// receives); a connection's safety; the assistant taught after the visitor's own; the traffic and hurricane posts asked
// in everyday words; "<name> bên <business> nè"; "xài thử"; the analytics dashboard.

const { ask, conversation } = useTrainedEngine();

describe("platforms counted in Vietnamese words", () => {
  it("a count word before 'cái' or central 'cấy' is the count the bundle covers", () => {
    const five = conversation("kết nối Google Drive giá bao nhiêu", "thêm Slack nữa là hai cái", "mà nếu tới năm cái thì sao").at(-1)!;
    expect(answerKeys(five)).toContain("bundle-for:enterprise");
    const four = conversation("nối Gmail tốn bao nhiêu", "còn lỡ lên bốn cấy thì sao").at(-1)!;
    expect(answerKeys(four)).toContain("bundle-for:pro");
  });
  it("a bundle asked in a part of its own is asked for the platforms listed before it", () => {
    expect(answerKeys(ask("văn phòng dùng Gmail, Slack, Calendly với Airtable, có bundle nào không?"))).toContain("bundle-for:pro");
    expect(answerKeys(ask("we run Gmail and Slack. Any bundle for that?"))).toContain("bundle-for:starter");
  });
});

describe("central and southern question words", () => {
  it("'gói nào vừa' asks for the package that fits", () => {
    expect(answerKeys(ask("chị làm môi giới một mình ở Katy, cần chatbot trên web thôi, gói nào vừa?"))).toContain("recommend:foundation");
  });
  it("'chi' closing a question is 'gì'", () => {
    expect(ask("bản tin của bên bạn tên chi?").response).toMatch(/AI Advantage Weekly/);
  });
});

describe("the privacy page's details, asked in plain words", () => {
  it("which phone or browser: the kind of device kept", () => {
    for (const text of ["web có biết tui dùng điện thoại loại gì không?", "do you log which phone I browse from?"]) {
      expect(ask(text).response).toMatch(/kind of device/);
    }
  });
  it("ad scripts: none run, everything comes from our own server", () => {
    for (const text of ["trang có gắn script quảng cáo không?", "does the site run any ad scripts?"]) {
      expect(ask(text).response).toMatch(/third-party analytics scripts/);
    }
  });
  it("the contact form's spam guard", () => {
    expect(ask("biểu mẫu liên hệ lọc spam ra sao?").response).toMatch(/hidden field/);
  });
  it("where the booking button leads", () => {
    for (const text of ["nhấn nút đặt lịch thì nó đưa tui qua trang nào?", "uống trà đá nè: bấm nút đặt hẹn tư vấn thì mở trang của ai?"]) {
      expect(ask(text).response).toMatch(/scheduling page on another service/);
    }
  });
  it("what HubSpot receives of the visitor", () => {
    for (const text of ["HubSpot bên bạn lưu gì của tui?", "what does your HubSpot keep about me?"]) {
      expect(ask(text).response).toMatch(/HubSpot, our customer database/);
    }
  });
});

describe("other answers asked in everyday words", () => {
  it("a connection's safety is the data-safety answer (official, encrypted access)", () => {
    expect(ask("nối vô Outlook của văn phòng có an toàn không?").response).toMatch(/mã hóa/);
    expect(ask("is hooking up our CRM secure?").response).toMatch(/encrypted/);
  });
  it("the assistant taught after the visitor's own voice or listings", () => {
    expect(ask("AI có được huấn luyện theo giọng văn của văn phòng tui không?").response).toMatch(/giọng văn/);
  });
  it("'xài thử' is a free trial asked", () => {
    const reply = ask("bên bạn có cho xài thử không?");
    expect(reply.context.lastAnswers).toContainEqual({ t: "extra", id: "trial" });
  });
  it("the analytics dashboard asked what it shows", () => {
    expect(ask("cái bảng phân tích số liệu bên bạn hiện những gì?").response).toMatch(/khách tiềm năng/);
  });
  it("'<name> bên <business> nè' gives the name", () => {
    expect(ask("Tâm bên Cửu Long Homes nè, 713-555-0190").response).toMatch(/Tâm/);
  });
});

describe("posts asked in everyday words", () => {
  it("the traffic post: grouping homes by area, the direction on I-10", () => {
    const [, grouped, heading] = conversation("có bài nào về lịch xem nhà tránh kẹt xe không", "bài đó gom mấy căn theo khu ra sao", "sáng chạy I-10 thì nên đi hướng nào");
    expect(grouped!.response).toMatch(/group it by area/);
    expect(heading!.response).toMatch(/Heading west on I-10/);
  });
  it("the hurricane post: the damage backlog, and the notice when a system forms in the Gulf", () => {
    expect(ask("bài về mùa bão: bão qua rồi thì xử lý đống báo cáo hư hại thế nào?").response).toMatch(/severity/);
    expect(ask("theo bài bão, lúc bão mới hình thành trong vịnh thì gửi gì cho người thuê?").response).toMatch(/renters insurance/);
  });
});
