import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 87 to 90, the Vietnamese share (and the bundle counts in all four languages), by mechanism, with phrasings
// written for these tests: the bundle for a count of platforms (a count in one part and "any package for that many" in
// another, a platform added in a thread of setup fees even when it is WhatsApp, "gói gộp", lead sources that ask for a
// package, a bundle paid once); "cả năm" (the whole year) and "tiền" read as no count and no connecting; a discount for
// paying ahead; call-back requests; a story, then "à mà"; listings said in everyday words; an office asked "or some place";
// our post named beside tradesmen; a package named by its audience; "đầu tiên" (first) is no price.

const { ask, conversation } = useTrainedEngine();
const bundleOf = (message: string): string[] => answerKeys(ask(message)).filter((k) => k.startsWith("bundle-for:"));

describe("a count of platforms in one part, the package asked in another", () => {
  it.each([
    ["sang năm chắc bên mình xài tới 4 nền tảng, có gói nào cho chừng đó không?", "bundle-for:pro"],
    ["tui dung 2 nen tang thoi, co goi nao cho ngan do khong", "bundle-for:starter"],
    ["we'll be on six platforms soon, is there a package for that many?", "bundle-for:enterprise"],
  ])("%s", (message, key) => {
    expect(bundleOf(message)).toEqual([key]);
  });
});

describe("'gói gộp', 'gói combo': the Vietnamese bundle words, asked beside the platforms", () => {
  it.each([
    ["Em xài HubSpot với Gmail, có gói gộp nào rẻ hơn không ạ?", "bundle-for:starter"],
    ["Mình dùng Gmail, Slack và Calendly, có gói gộp nào không?", "bundle-for:pro"],
  ])("%s", (message, key) => {
    expect(bundleOf(message)).toEqual([key]);
  });
});

describe("a platform added in a thread of setup fees is counted on, WhatsApp too", () => {
  it.each(["Thêm WhatsApp vô nữa là hai cái rồi nha.", "cộng WhatsApp vào là hai nền tảng nhé"])("%s", (added) => {
    const [, reply] = conversation("Tôi chỉ dùng HubSpot, kết nối cái đó phí cài đặt bao nhiêu?", added);
    expect(answerKeys(reply!)).toContain("bundle-for:starter");
    expect(reply!.context.channel ?? null).toBeNull();
  });
});

describe("lead sources named beside 'which package' ask for a package, not a bundle", () => {
  it("a team whose leads come from Zillow, HAR and Facebook", () => {
    const reply = ask("zillow, har and facebook is where our leads come from. which of your packages suits a 3 agent team?");
    expect(answerKeys(reply).some((k) => k.startsWith("bundle-for:"))).toBe(false);
    expectOnlyPackage(reply.response, "Growth");
  });
});

describe("a bundle is said to be a one-time payment", () => {
  it.each([
    ["if we hook up Gmail and Calendly with a bundle, is that billed every month?", /one-time payment \(not monthly\)/],
    ["¿Si junto HubSpot y Gmail en un bundle, lo pago cada mes?", /pago único/],
    ["nối HubSpot với Gmail bằng bundle thì có phải trả hàng tháng không?", /trả một lần/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
});

describe("'cả năm' (the whole year) and 'tiền' (money) count no platforms", () => {
  it.each(["nếu đóng trước cả năm thì có bớt tiền không?", "trả luôn cả năm có được giảm giá không anh?"])("%s is a discount not stated", (message) => {
    const reply = ask(message);
    expect(answerKeys(reply).some((k) => k.startsWith("bundle-for:"))).toBe(false);
    expect(reply.intent).toBe("unanswered");
  });

  it.each(["is there a discount if I prepay the whole year?", "¿me hacen descuento si pago el año por adelantado?", "包年付款有折扣吗？"])("%s", (message) => {
    expect(ask(message).intent).toBe("unanswered");
  });
});

describe("someone of ours asked to call back, in Vietnamese", () => {
  it.each(["Xếp giúp em một nhân viên gọi lại để trao đổi về gói nhé", "Chú muốn có người bên con liên hệ bàn về mấy căn nhà cho thuê của chú.", "Cho tớ hẹn một chuyên viên gọi lại tuần này nhé"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.handoff).toBe(true);
  });

  it("someone calling in is no call-back asked", () => {
    expect(ask("khi có người gọi đến văn phòng ngoài giờ thì AI có bắt máy không?").handoff).toBe(false);
  });

  it("chatting called slow beside asking for a person is a hand-off, not a complaint", () => {
    expect(answerKeys(ask("Cho mình gặp nhân viên thật đi, nhắn tin qua lại thế này mất thời gian lắm.")).length).toBe(0);
    expect(ask("can somebody just call me, chatting with a bot is a waste of time").intent).toBe("handoff");
  });
});

describe("a story, then 'à mà' or 'mà cho hỏi', then the question", () => {
  it.each([
    "Mới đi chợ Bà Chiểu về, mua được mớ xoài ngon lắm. À mà các bạn có kết nối với MLS không?",
    "Đang ngồi uống cà phê sữa đá ngoài hiên... mà cho mình hỏi dữ liệu niêm yết địa phương là sao?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/MLS/);
  });
});

describe("the listings said in everyday words", () => {
  it.each([
    "Dữ liệu về các căn nhà đang bán quanh đây thì AI của bạn lấy ở đâu?",
    "where does the assistant pull its info on houses for sale from?",
    "¿de dónde salen los datos sobre propiedades en venta que usa el asistente?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/MLS/);
  });
});

describe("an office asked 'in X or some place in Y'", () => {
  it("is our office, which the site does not state, not the areas we serve", () => {
    const reply = ask("Bên bạn có văn phòng ở Việt Nam không, ở Huế hay chỗ nào ở miền Trung?");
    expect(reply.intent).toBe("unanswered");
    expect(reply.response).not.toMatch(/Memorial Villages/);
  });
});

describe("our post named beside tradesmen", () => {
  it("is asked of the post, not refused", () => {
    expect(ask("Trong bài về mùa bão, nên gọi sẵn loại thợ nào?").response).toMatch(/\/blog\/hurricane/);
  });
});

describe("a package named by its audience, asked what it includes", () => {
  it.each([
    ["Gói cho người làm một mình có gửi báo cáo không?", "Foundation"],
    ["Gói dành cho người hành nghề độc lập có gửi báo cáo không?", "Foundation"],
  ])("%s", (message, name) => {
    expectOnlyPackage(ask(message).response, name);
  });

  it("'gói nào cho người…' asks for the fit", () => {
    expectOnlyPackage(ask("gói nào cho người hành nghề một mình vậy?").response, "Foundation");
  });
});

describe("'đầu tiên' (first), 'ưu tiên' (priority) are no price asked", () => {
  it.each(["Tin nhắn đầu tiên gửi cho khách nên ngắn hay dài?", "Nên ưu tiên trả lời khách nào trước?"])("%s", (message) => {
    expect(ask(message).intent).not.toBe("pricing");
  });
});
