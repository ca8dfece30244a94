import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 113 and 114 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - add-ons described by what they do: the market's prices and trends for one's areas, calls picked up and sorted,
//   posts of listings and market news scheduled (a Vietnamese "thị trường" is no stock market);
// - complaints and handoffs: "chả thấy ai liên lạc", "I want" in Vietnamese is no "came late", a tenant asking the AI
//   for a person is the site's answer about the hand-off, an AI calling others is no call asked;
// - names, companies and channels typed plainly; the figures asked in other words;
// - which package: "is that one package?", a helpers' office counted in Vietnamese, a school friend's brokerage;
// - gaps: servers' country, a tenant's credit checked, commercial leasing, Voice AI keeping one's number;
// - the site's words: the plan on paper, the care after launch, the setup split between us and them in Chinese, a
//   self-setup checked before launch, what comes after subscribing, what "the article" says in Spanish.

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("add-ons described by what they do", () => {
  it.each([
    ["I'd love to track prices and trends live for the three suburbs I farm. what's that and what's it cost?", "need:market-dashboard"],
    ["想随时看Sienna那边的房价和走势，有这样的附加服务吗？", "need:market-dashboard"],
    ["when I'm driving the phone rings nonstop; is there something that answers, chats with them and figures out if they're serious?", "need:voice-ai"],
    ["Chị muốn tin nhà với tin thị trường tự đăng lên mạng xã hội theo lịch, có dịch vụ đó không?", "need:social-scheduler"],
  ])("%s", (message, key) => {
    expect(answerKeys(ask(message))).toContain(key);
  });
});

describe("complaints, handoffs and questions about them", () => {
  it.each(["Đặt lịch từ tuần trước mà chả thấy ai gọi lại. Làm ăn kiểu gì vậy?", "đến giờ vẫn đếch thấy ai liên lạc"])("a complaint: %s", (message) => {
    expect(ask(message).act).toBe("complaint");
  });

  it("'tôi muốn' (I want) is no 'tới muộn' (came late)", () => {
    expect(ask("Tôi muốn nói chuyện với người thật bên em về gói Enterprise.").act).toBe("handoff");
  });

  it("a tenant asking the AI for a person is the site's answer about the hand-off", () => {
    const reply = ask("Si un inquilino molesto pide hablar con alguien de la oficina, ¿qué hace el asistente?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/le pasa la conversación/);
  });

  it("the AI calling others is no call asked for", () => {
    expect(ask("¿La IA puede llamar en frío a propietarios para conseguir listados?").act).not.toBe("handoff");
  });

  it("somebody to ring the visitor's cell, with the number", () => {
    expect(ask("get somebody to call my cell after lunch, 281-555-0143").act).toBe("handoff");
  });
});

describe("names, companies and channels typed plainly", () => {
  it("put me down as …", () => {
    expect(lead(ask("put me down as Ailsa McTavish, cell 832-555-0119"))["name"]).toBe("Ailsa McTavish");
  });

  it("two plain words then where they work, beside an e-mail", () => {
    const reply = ask("morag kincaid from heather glen realty, morag@example.com, email's the best way to reach me");
    expect(lead(reply)["name"]).toBe("Morag Kincaid");
    expect(lead(reply)["company"]).toBe("Heather Glen Realty");
    expect(channel(reply)).toBe("email");
  });

  it.each([
    ["我是旷丽华，邮箱lihua@example.com", "旷丽华"],
    ["我是亓建国，电话832-555-0144", "亓建国"],
  ])("%s", (message, name) => {
    expect(lead(ask(message))["name"]).toBe(name);
  });

  it.each([
    ["texts work best, I'm hardly ever at my desk", "sms"],
    ["Mándenme mensajitos, que el correo casi no lo reviso. Mi cel es 713-555-0138.", "sms"],
  ])("%s", (message, expected) => {
    expect(channel(ask(message))).toBe(expected);
  });
});

describe("figures asked in other words", () => {
  it.each(["¿Cuánto mejora la fidelización de clientes, tienen un dato?", "你们说的线索增加了多少？"])("%s", (message) => {
    expect(answerKeys(ask(message))).toContain("entry:results");
  });
});

describe("which package", () => {
  it("is that one package", () => {
    expectOnlyPackage(ask("I want leads qualified, chased up automatically and showings booked around traffic. is that all one package?").response, "Growth");
  });

  it("a helpers' office counted in Vietnamese", () => {
    expectOnlyPackage(ask("Em quản lý 45 căn nhà cho thuê, có hai người làm cùng. Gói nào hợp?").response, "Growth");
  });

  it("a school friend's brokerage is no school", () => {
    const reply = ask("我高中同学开了一家经纪公司，有40个经纪人，该用哪个套餐？");
    expect(reply.act).toBe("question");
    expectOnlyPackage(reply.response, "Enterprise");
  });
});

describe("gaps named", () => {
  it.each([
    ["¿En qué país tienen los servidores?", /servidores/],
    ["bên em có kiểm tra credit người thuê không", /tín dụng/],
    ["bên em có làm nhà cho thuê thương mại không", /thương mại/],
    ["can Voice AI keep my own office number?", /own phone number/],
  ])("%s", (message, topic) => {
    expect(ask(message).response).toMatch(topic);
  });
});

describe("the site's words", () => {
  it("the plan on paper before the build", () => {
    expect(ask("before anything gets built, do we get it in writing what you're going to automate?").response).toMatch(/blueprint/);
  });

  it("the care after launch", () => {
    expect(ask("once it's up and running, do you walk away or keep an eye on it?").response).toMatch(/monitoring/);
  });

  it("the setup split between us and them, in Chinese", () => {
    expect(ask("能不能有的平台你们帮我们接，有的我们自己接？").response).toMatch(/代为|自行|全包/);
  });

  it("a self-setup checked before launch, said in the same message", () => {
    expect(answerKeys(ask("如果我们自己照着教程接，上线前你们会帮忙检查吗？"))).toContain("extra");
  });

  it("what comes after subscribing", () => {
    expect(ask("Đăng ký bản tin xong thì còn phải làm gì thêm không?").response).toMatch(/confirm|xác nhận/i);
  });

  it("what the article says, asked in Spanish with a post shown", () => {
    const [, reply] = conversation("¿Tienen algún artículo sobre conectar el MLS, el CRM y el calendario?", "¿Qué pruebas dice el artículo que hay que hacer antes de prender todo?");
    expect(reply!.response).toMatch(/Test like it matters|Pruebe/);
  });
});
