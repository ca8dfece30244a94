import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 115 to 118 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - a machine or a person, asked of this chat in other words (assistant-asked.ts), after "holy cow" too;
// - a story of life, then the question after "Mà", "vô chuyện chính", "pero antes dime";
// - platforms joined in Vietnamese ("nối") and counted, or shown as features of a package;
// - package fit: helpers beside a property manager, a "căn" that counts homes, "nên lấy gói nào con", "换哪个";
// - channels: "text that number rather than calling", "nhắn tin vô số đó, đừng gọi", "never answer the phone";
// - names: a surname of two characters, a rare one after the business, a business named with "Công ty của cô tên";
// - gaps: anywhere outside Houston, agencies of a place, people of ours somewhere, an office "allá por", shops and
//   warehouses (people of ours somewhere are their own gap, a place we serve named so is served);
// - the site's words: where the clients' data is kept, team training in Vietnamese, Voice AI described, the success
//   manager described, Spanish for a Mexican clientele, the newsletter's link and its way out, who we are.

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("a machine or a person, asked of this chat", () => {
  it.each([
    "wait, is it a real somebody typing back or a computer?",
    "holy cow that's fast, am i chatting with a program or is a person there",
    "¿eres una máquina o hay alguien de carne y hueso?",
    "我现在到底是在和机器聊还是和真人聊？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/AI assistant|asistente de IA|AI助手/);
  });
});

describe("a story of life, then a question of ours", () => {
  it("Vietnamese 'vô chuyện chính' after a meal", () => {
    const reply = ask("Hôm qua cả nhà ăn hết hai nồi lẩu mắm. Thôi vô chuyện chính: nối 3 nền tảng thì gói nào?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/\$/);
  });

  it("a Spanish 'pero antes dime' after a party for many", () => {
    const reply = ask("mañana hago un asado para 20 personas en el patio, pero antes dime, ¿trabajan en Katy?");
    expect(reply.response).toMatch(/Katy/);
    expect(reply.response).not.toMatch(/Growth|Enterprise/);
  });
});

describe("platforms counted", () => {
  it.each([
    ["Anh muốn nối Gmail với Calendly, hai cái đó hết bao nhiêu?", "bundle-for:starter"],
    ["Em xài Slack, Outlook, QuickBooks với HubSpot, bốn cái, nối hết bao nhiêu?", "bundle-for:pro"],
  ])("%s", (message, key) => {
    expect(answerKeys(ask(message))).toContain(key);
  });

  it("platforms that only illustrate a package's features", () => {
    expectOnlyPackage(ask("which plan gives a separate ai to our zillow, har and facebook leads and dashboards for the owners?").response, "Enterprise");
  });
});

describe("which package", () => {
  it.each([
    ["my aunt manages 50 rentals with 3 guys in the office, what should she get?", "Growth"],
    ["Chị quản lý 45 căn hộ cho thuê, có 2 người phụ việc, nên chọn gói nào?", "Growth"],
    ["Con gái cô mới lấy bằng, làm một mình, nên lấy gói nào con?", "Foundation"],
  ])("%s", (message, name) => {
    expectOnlyPackage(ask(message).response, name);
  });

  it("'换哪个' after a team is planned", () => {
    const [, reply] = conversation("我侄子刚拿到执照，一个人做，选哪个？", "明年他要带五个人的团队，到时候换哪个？");
    expectOnlyPackage(reply!.response, "Growth");
  });
});

describe("channels and details", () => {
  it("texts rather than calls, after the number", () => {
    const [, reply] = conversation("my cell is 281-555-0132", "text that number instead of calling, i'm out with clients all day");
    expect(reply!.act).toBe("details");
    expect(channel(reply!)).toBe("sms");
  });

  it("Vietnamese: text that number, don't call", () => {
    const [, reply] = conversation("Số của chị là 281-555-0127", "Nhắn tin vô số đó nha, đừng gọi");
    expect(reply!.act).toBe("details");
    expect(channel(reply!)).toBe("sms");
  });

  it("never answering the phone is a habit told, not a complaint", () => {
    const reply = ask("rhona gask, gask realty, rhona@gask.example.com. email please, i never answer calls");
    expect(reply.act).toBe("details");
    expect(lead(reply)["name"]).toBe("Rhona Gask");
  });

  it.each([
    ["我是司马文静，手机832-555-0112", "司马文静"],
    ["我是东湖地产的楼秀梅，电话713-555-0161", "楼秀梅"],
  ])("%s", (message, name) => {
    expect(lead(ask(message))["name"]).toBe(name);
  });

  it("a business named with 'Công ty của cô tên'", () => {
    const [, reply] = conversation("Cô tên Trần Thị Mai, số 281-555-0175", "Công ty của cô tên Sông Hậu Realty");
    expect(lead(reply!)["name"]).toBe("Trần Thị Mai");
    expect(lead(reply!)["company"]).toBe("Sông Hậu Realty");
  });

  it("a person asked for instead of chatting with the machine", () => {
    expect(ask("Cho chị gặp nhân viên nha, chị không muốn nhắn với máy").act).toBe("handoff");
  });

  it("a call asked on a number, in Chinese", () => {
    expect(ask("下午打713-555-0147找我，聊聊Enterprise").act).toBe("handoff");
  });
});

describe("gaps named", () => {
  it.each([
    ["do y'all take clients from other states?", /outside the Houston area/],
    ["¿Trabajan con inmobiliarias de otras ciudades?", /fuera del área de Houston/],
    ["do you work with brokerages in Tulsa?", /Tulsa isn't among/],
    ["got anybody up in moosonee? my cousin sells houses there", /people of our own/],
    ["¿Tienen oficina por allá por Zacapa?", /oficina/],
    ["¿Ustedes llevan también locales comerciales y bodegas, o solo casas?", /comerciales/],
  ])("%s", (message, topic) => {
    const reply = ask(message);
    expect(reply.response).toMatch(topic);
    expect(reply.response).toMatch(/555-0100|hello@/);
  });
});

describe("the site's words", () => {
  it("where the clients' data is kept", () => {
    expect(answerKeys(ask("where do our client records live once you set this up, on your servers or ours?"))).toContain("entry:data-safety");
  });

  it("team training asked in Vietnamese", () => {
    expect(ask("Bên em có hướng dẫn cho 4 nhân viên của chị dùng hệ thống không?").response).toMatch(/đào tạo/);
  });

  it("Voice AI described, the phone ringing nonstop", () => {
    expect(answerKeys(ask("my phone goes nonstop during showings. got something that picks up the calls?"))).toContain("need:voice-ai");
  });

  it("the success manager described, after Enterprise", () => {
    const [, reply] = conversation("Somos 40 agentes en dos oficinas, ¿qué paquete?", "¿Y luego tendremos una persona de referencia?");
    expect(reply!.response).toMatch(/gerente de éxito dedicado/);
  });

  it("Spanish for a Mexican clientele", () => {
    expect(ask("很多客户是墨西哥人，你们的AI能用他们的母语回复吗？").response).toMatch(/西班牙语/);
  });

  it("the newsletter's confirmation link clicked late", () => {
    expect(ask("joined your newsletter on friday and only clicked the link in the email today, is it still good?").response).toMatch(/48/);
  });

  it("who we are, asked as where the team is from", () => {
    expect(ask("¿Ustedes son de aquí de Houston o una empresa de fuera?").response).toMatch(/ingenieros/);
  });

  it("a price asked again because nobody said it is a price, not a complaint", () => {
    const reply = ask("goi Growth gia bao nhieu, hoi ba lan roi ma chua ai noi");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/tư vấn/);
  });
});
