import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Probes 87 to 91, the Vietnamese share, by mechanism, with phrasings written for these tests: an add-on asked for by
// its kind ("có con AI nào…", "có công cụ nào…", "có dịch vụ chi…") with the need said in the part before; e-mail
// "chưa đọc" after the e-mail and "ngập email"; the phone picked up ("bắt máy", "nhấc máy"), but "có người bắt máy" is
// our hours; "theo ngôn ngữ của khách" is their language; "bài đăng" is a social post, not an article of ours;
// "thuế" (tax) and "thuê" (rent) fold alike; "nối vô" connects; where the data lives asked after a long clause;
// Vietnamese words that fold to domain words ("có ai" is anyone, "nhớ nhà" is home, "tiện đi" is no money) in chit-chat;
// "chọn gói nào để có…" asks the package that lists a feature; a 20-to-25-agent office asking only for Growth's lines.

const { ask } = useTrainedEngine();

describe("an add-on asked for by its kind, the need said before it", () => {
  it.each([
    ["Chị có 300 cái mail chưa đọc, có app nào phân loại giùm không?", /Email Commander/],
    ["Mail tồn cả trăm cái, có con AI nào phân loại giúp không em?", /Email Commander/],
    ["có con AI nào nhấc máy thay mình được không?", /Voice AI/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
});

describe("the inbox said in Vietnamese ways", () => {
  it.each(["hộp thư có 500 email chưa đọc, bên em có dịch vụ chi xử lý không?", "chị ngập email luôn, có cách nào bớt không, giá sao?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Email Commander/);
  });
});

describe("the phone picked up, or a person of ours picking up", () => {
  it("'nhấc máy' asked of an AI is Voice AI", () => {
    expect(ask("có con AI nào nhấc máy giùm không, giá bao nhiêu?").response).toMatch(/Voice AI/);
  });

  it("'có người bắt máy' is when we answer, not an add-on", () => {
    const reply = ask("mấy giờ gọi thì có người bắt máy vậy?");
    expect(reply.response).not.toMatch(/Voice AI/);
    expect(reply.response).toMatch(/8 AM/);
  });
});

describe("'theo ngôn ngữ của khách' round the clock is the 24/7 agent", () => {
  it("asked with its price", () => {
    expect(ask("Khách Hàn Quốc nhắn tin khuya, có dịch vụ trả lời 24/7 theo ngôn ngữ của khách không, giá sao?").response).toMatch(/24\/7 Customer Service Agent/);
  });
});

describe("'bài đăng' is a social post, not an article of ours", () => {
  it("the scheduler described, its fees asked", () => {
    const reply = ask("Cái lo soạn bài đăng rồi lên lịch đăng Facebook ấy, phí cài đặt bao nhiêu?");
    expect(reply.response).toMatch(/Social Scheduler/);
    expect(reply.response).not.toMatch(/\/blog\//);
  });
});

describe("'cho thuê' (renting) is no tax to work out", () => {
  it("posting rentals on social media is asked of us", () => {
    expect(ask("muốn đăng mấy căn hộ cho thuê lên mạng xã hội mỗi tuần, có cái gì làm giùm không, bao nhiêu?").response).toMatch(/Social Scheduler/);
  });

  it("a house tax is still off-topic", () => {
    expect(ask("tính giùm thuế nhà đất căn 300 ngàn là bao nhiêu").intent).toBe("off_topic");
  });
});

describe("a platform connected ('nối vô') and where its data lives", () => {
  it("'nối vô' asks the platform's setup fee, whoever's records it holds", () => {
    expect(ask("hồ sơ khách thuê để hết trong Google Sheets, nối vô thì tốn phí bao nhiêu?").response).toMatch(/\$150-\$250/);
  });

  it("where the data lives, asked after a long clause", () => {
    expect(ask("Thông tin người thuê trong Airtable của anh sau khi các em kết nối xong thì được lưu ở đâu?").response).toMatch(/tài khoản (?:riêng )?(?:của )?bạn/);
  });
});

describe("chit-chat whose words fold to ours is off-topic", () => {
  it.each([
    "Xa nhà lâu rồi, tự nhiên nhớ nhà ghê.",
    "Ở bên này có ai biết chỗ bán bánh tét ngon không ta?",
    "Cuối tuần này mình về quê ngoại, tiện ghé chợ nổi Cái Răng luôn.",
  ])("%s", (message) => {
    expect(ask(message).intent).toBe("off_topic");
  });

  it("AI in capitals is still ours", () => {
    expect(ask("Có AI nào trả lời tin nhắn khách lúc nửa đêm không?").intent).not.toBe("off_topic");
  });
});

describe("the package that lists what is asked", () => {
  it("'chọn gói nào để có…'", () => {
    expectOnlyPackage(ask("nhóm 20 người nên chọn gói nào để có bảng hiệu suất?").response, "Growth");
  });

  it.each([
    ["văn phòng tụi mình 22 agent, muốn xếp lịch xem nhà tránh kẹt xe, gói nào hợp?", "Growth"],
    ["which package fits a 21-agent office that only wants the traffic-aware showing scheduler?", "Growth"],
  ])("%s", (message, name) => {
    expect(ask(message).response).toContain(name);
  });

  it("a larger office is still Enterprise", () => {
    expectOnlyPackage(ask("văn phòng 60 agent, muốn xếp lịch xem nhà tránh kẹt xe, gói nào hợp?").response, "Enterprise");
  });
});
