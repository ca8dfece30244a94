import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";
import { addonBudgetSaid } from "./addon-budget.ts";
import { chineseName } from "./person-name-zh.ts";
import { looksOffTopic } from "./off-topic.ts";

// Blind probes 147 and 148 (their misses read after their first runs), with phrasings written for these tests, not
// copied from the probes: our days asked as days; add-ons told by what they do; a package asked by what it has; a home
// of theirs to sell; places asked with "also"; an add-on on top of the package they have; and regex words that missed
// their singular ("cual", "plan", "servidor").

const { ask, conversation } = useTrainedEngine();

describe("our days, asked as days", () => {
  it.each([
    ["which days are y'all actually in?", /Monday - Friday/],
    ["what days of the week is anyone at the office?", /Monday - Friday/],
    ["¿Qué días de la semana hay alguien en la oficina?", /lunes - viernes/],
    ["那天你们有人上班吗？", /周一 - 周五/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it("a weekday a post suggests is still the post's", () => {
    expect(ask("your traffic article: which day of the week works best for showings in Katy?").response).not.toMatch(/Monday - Friday/);
  });

  it("a call asked at a time, in Chinese, is a hand-off, and the earliest hour asked in Spanish is our hours", () => {
    expect(ask("麻烦让同事明天下午三点打给我，281-555-0139").handoff).toBe(true);
    const [, , hours] = conversation("Que me llame alguien el domingo al 832-555-0141", "¿El domingo trabajan?", "Bueno, ¿a partir de qué hora me llaman el lunes?");
    expect(hours?.act).toBe("question");
    expect(hours?.response).toMatch(/8 AM/);
  });

  it("a callback hour on the visitor's clock is said on ours", () => {
    const [, , call] = conversation("when are you open?", "I'm two hours ahead of Houston.", "then get someone to ring me Tuesday 10 in the morning my time, 713-555-0144");
    expect(call?.response).toMatch(/10 AM your time is 8 AM in Houston/);
  });
});

describe("add-ons told by what they do", () => {
  it.each([
    ["Dịch vụ nào theo dõi giá nhà theo từng khu cho chị, tháng bao nhiêu?", "market-dashboard"],
    ["Có dịch vụ nào viết bài rồi tự đăng nhà lên Facebook không em, giá sao?", "social-scheduler"],
    ["Cái AI lọc thư với soạn sẵn thư trả lời giá bao nhiêu em?", "email-commander"],
    ["有没有能帮我听电话、筛客户的AI？多少钱一个月？", "voice-ai"],
    ["Our crawfish boil is Saturday, 40 pounds at $4 a pound. Anyway, that text-and-WhatsApp thing you sell, what's it run monthly?", "enhanced-messaging"],
    ["Fuimos a la playa el finde, carísimo todo. Oye, ¿y lo que contesta las llamadas cuánto sale al mes?", "voice-ai"],
  ])("%s", (message, key) => {
    expect(answerKeys(ask(message)).some((k) => k === `addon:${key}` || k === `need:${key}`)).toBe(true);
  });

  it("something cheaper that still answers calls is no question about the world", () => {
    expect(looksOffTopic("¿No hay algo más económico que por lo menos conteste el teléfono?")).toBe(false);
    expect(looksOffTopic("¿Hay buenos restaurantes por el centro?")).toBe(true);
  });

  it("an add-on put on top of the package they pay for", () => {
    const [, onto] = conversation("How much is the Market Dashboard?", "could you add that on top of the Growth plan we already have?");
    expect(onto?.response).toMatch(/any package/);
    const [channels] = conversation("Tụi em đang xài gói Foundation, khách hay nhắn SMS với WhatsApp lắm. Có gói thêm nào cho chuyện đó không?");
    expect(answerKeys(channels!)).toContain("addon:enhanced-messaging");
    expect(channels?.response).toMatch(/bất kỳ gói nào/);
  });

  it("a monthly budget asked with 'cuál' (one), and raised after", () => {
    expect(addonBudgetSaid("Puedo gastar unos 140 dólares al mes en un extra, ¿cuál me alcanza?", null)).toBe(140);
    const [, more] = conversation("Tengo 135 al mes para un complemento, ¿cuál me alcanza?", "¿Y si son 70 más, qué otro entra?");
    expect(answerKeys(more!)).toContain("addon:voice-ai");
  });
});

describe("a package asked by what it has, and how many there are", () => {
  it.each([
    ["Chị muốn tin nhắn chăm khách tự chạy, còn lịch đi xem nhà thì tránh giờ kẹt xe, gói nào vậy em?", "growth"],
    ["想让跟进自动跑，带看避开堵车，还能看到团队的业绩，上什么套餐？", "growth"],
    ["我只要网站上有个AI聊天，有人留电话马上通知我，每个月给我个报告。哪一档？", "foundation"],
  ])("%s", (message, key) => {
    expect(ask(message).response).toContain(key === "growth" ? "Growth" : "Foundation");
    expect(ask(message).response).not.toMatch(/\$\d/);
  });

  it("lists the packages when asked how many there are", () => {
    expect(answerKeys(ask("Bên chị có mấy gói vậy em?"))).toEqual(["entry:packages"]);
    expect(answerKeys(ask("¿Cuántos planes tienen?"))).toEqual(["entry:packages"]);
    expect(answerKeys(ask("gói Growth mất mấy tuần?"))).not.toContain("entry:packages");
  });

  it("a package named only to compare with is not the one asked about", () => {
    const [, compared] = conversation("What's in Foundation?", "Does that one come with a dashboard like Growth does?");
    // No first (yes-no.ts): the dashboard is Growth's line, then Foundation's own list.
    expect(answerKeys(compared!)).toEqual(["verdict", "package:foundation"]);
    expect(compared?.response).toMatch(/^No\. “Performance dashboard” is part of Growth, not Foundation\./);
  });

  it("one of ours looking after them start to finish is the success manager", () => {
    const [, manager] = conversation("Công ty cậu tôi 50 người, 4 văn phòng, gói nào hợp?", "Gói đó có người bên em lo riêng cho cậu từ đầu tới cuối không?");
    expect(manager?.response).toMatch(/Enterprise/);
    expect(manager?.response).not.toMatch(/555-0100/);
  });
});

describe("things we don't do, and places we don't list", () => {
  it.each([
    ["Could y'all sell my mom's old house in Lubbock for her?"],
    ["¿Me pueden vender mi terreno en Puebla?"],
    ["Bên em bán giùm nhà của chú ở Đà Lạt được không?"],
    ["你们能帮我卖掉老家的房子吗？"],
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/isn't among the services|no está entre los servicios|không có trong danh sách|列出的服务中没有|doesn't say/);
  });

  it("a place asked with 'also', or with what they do there, is an unlisted place", () => {
    expect(answerKeys(ask("¿Ustedes trabajan además en Tegucigalpa?"))).toEqual(["unlisted-area"]);
    expect(answerKeys(ask("Bên em có làm bất động sản ở Tuy Phước không?"))).toEqual(["unlisted-area"]);
  });

  it("a discount asked in Chinese or Vietnamese is not on the site", () => {
    expect(ask("老客户介绍来的能打折吗？").response).toMatch(/没有列出/);
    expect(ask("Hội phụ nữ thì bên em có bớt chút đỉnh không?").response).toMatch(/không nêu/);
  });
});

describe("details and articles said otherwise", () => {
  it("the surname of the person to call, said for them", () => {
    expect(chineseName("经理让你们打给他，他姓雷，电话713-555-0161")).toBe("雷");
    expect(chineseName("我姓雷，电话713-555-0161")).toBe("雷");
  });

  it("how soon the quote comes, asked with 'se tardan'", () => {
    expect(answerKeys(ask("¿Cuánto se tardan en mandarme el presupuesto?"))).toEqual(["entry:why-no-prices"]);
  });

  it("an article they read about, then a question on it", () => {
    const reply = ask("Vi que escribieron algo sobre huracanes para administradores. ¿De qué fecha a qué fecha va la temporada?");
    expect(reply.response).toMatch(/June 1|1 de junio/);
  });

  it("data said in one sentence, and whether it is sold in the next", () => {
    expect(answerKeys(ask("Danh sách khách của chị để bên em, có bị bán cho bên khác không?"))).toEqual(["verdict", "entry:data-safety"]);
  });

  it("Facebook by its Chinese name, to connect", () => {
    const [, fee] = conversation("自动发社交媒体帖子的服务多少钱？", "那要是帮我们连上脸书，多收多少？");
    expect(answerKeys(fee!)).toContain("setup:business-marketing");
  });
});
