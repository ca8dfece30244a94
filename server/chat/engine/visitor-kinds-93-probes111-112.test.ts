import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 111 and 112 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - "am I talking to a computer or a person?" asks about the assistant, "a person on the line, not the computer" asks
//   for one, and a person of ours asked in other words in three languages;
// - leaving with "lo dejo", "so long", a remark closed by thanks; a request before thanks stays a request;
// - names and companies typed plainly: "its <first> <last>, …", "company is <name> realty", "Công ty chị tên …",
//   a Chinese surname that also opens common words;
// - gaps: places asked as "work up in …" or "how about …" after the areas, counts of clients in Spanish, a whole
//   website, reselling under one's brand in Chinese;
// - the site's words: the retention figure asked across parts, a storm's emergencies and what the assistant must not
//   promise, the newsletter subscribed to from its own post, who else sees the form, the workflow tool asked in Chinese,
//   the AI answering on WhatsApp and texts (the add-on, not a connection);
// - which package: features described beside a post's topic, a brokerage whose lead sources name tools, a team whose
//   clients nobody follows up (no complaint), a helpers' office counted in Vietnamese.

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};

describe("a person or the assistant", () => {
  it.each(["honestly, am I chatting with a machine or a real person here?", "is this a person over there or one of those computer programs?"])("asks about the assistant: %s", (message) => {
    expect(answerKeys(ask(message))).toContain("extra");
    expect(ask(message).response).toMatch(/AI assistant/);
  });

  it("chị đang nói chuyện với người hay với máy: about the assistant", () => {
    expect(ask("Em ơi chị đang nói chuyện với người hay với máy vậy?").response).toMatch(/trợ lý AI/);
  });

  it.each([
    "could I get a real person on the phone, not the bot",
    "have one of your folks ring my cell this afternoon, 713-555-0161",
    "llámame mañana, quiero hablar del Growth con alguien",
    "Cho em nói chuyện với một người bên anh chị nhé.",
    "我想找你们的顾问详细谈谈Growth。",
  ])("asks for a person: %s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });

  it("someone to answer the visitor's leads is a need, not a person asked", () => {
    expect(ask("quiero que alguien me atienda a los prospectos de noche, ¿qué plan?").act).toBe("question");
  });
});

describe("leaving and thanks", () => {
  it.each([
    ["Bueno, lo dejo, que se me hace tarde para una visita. Buen día.", "goodbye"],
    ["ok, showing at four in spring. so long now", "goodbye"],
    ["well that's a clearer answer than I got from the last three vendors. thanks", "thanks"],
  ])("%s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });

  it("a request before the thanks is the request", () => {
    expect(ask("I need a quote for the Growth package, thanks").act).toBe("question");
  });
});

describe("names and companies typed plainly", () => {
  it("its <first> <last>, then a number", () => {
    expect(lead(ask("its marlene okafor, cell 832-555-0177, texts are best"))["name"]).toBe("Marlene Okafor");
  });

  it("a common word after its is no name", () => {
    expect(lead(ask("it's really urgent, call 832-555-0177"))["name"]).toBeUndefined();
  });

  it.each([
    ["company is bluebonnet realty", "Bluebonnet Realty"],
    ["Công ty chị tên Sông Lam Property Management.", "Sông Lam Property Management"],
  ])("%s", (message, company) => {
    expect(lead(ask(message))["company"]).toBe(company);
  });

  it("a surname that also opens common words, followed by a given name", () => {
    expect(lead(ask("我是项丽华，邮箱lihua.xiang@example.com"))["name"]).toBe("项丽华");
    expect(lead(ask("我是项目经理，邮箱pm@example.com"))["name"]).toBeUndefined();
  });
});

describe("gaps named", () => {
  it("a place asked as work up in", () => {
    expect(ask("do you guys do any work out in manitoba?").response).toMatch(/Manitoba isn't among the areas/);
  });

  it("a place after 'how about' following the areas, and no place for an everyday word", () => {
    const [, huntsville] = conversation("do you work in katy?", "how about conroe, we have an office there");
    expect(huntsville!.response).toMatch(/Conroe isn't among the areas/);
    const [, pricing] = conversation("do you work in katy?", "what about pricing?");
    expect(pricing!.response).not.toMatch(/among the areas/);
  });

  it.each(["¿Con cuántas inmobiliarias trabajan ahora mismo?", "¿cuántas agencias ya están usando su sistema?"])("client counts: %s", (message) => {
    expect(ask(message).response).toMatch(/no dice cuántos clientes/);
  });

  it("a whole website is not among our services", () => {
    expect(ask("¿ustedes me arman la web completa de la oficina?").response).toMatch(/páginas web no están/);
  });

  it("reselling under one's own brand, in Chinese", () => {
    expect(ask("能不能贴上我们自己的牌子，把你们的系统卖给别人？").response).toMatch(/没有提到/);
  });
});

describe("the site's words", () => {
  it("the retention figure, asked across two parts", () => {
    expect(ask("your home page talks about keeping clients around longer. what percent is that").response).toContain("40%");
  });

  it.each([
    ["en", "during a hurricane, what must the AI never tell my tenants?", /must not do/],
    ["es", "si un inquilino escribe que huele a gas en plena tormenta, ¿qué hace la IA?", /911/],
    ["vi", "Giữa bão người thuê báo nhà có mùi gas thì trợ lý AI xử lý sao?", /911/],
  ])("a storm's situation (%s)", (_language, message, said) => {
    expect(ask(message as string).response).toMatch(said as RegExp);
  });

  it("the newsletter subscribed to from its own post", () => {
    const [, reply] = conversation("is there a post that introduces your newsletter?", "great, how do I get it sent to me?");
    expect(reply!.response).toMatch(/To subscribe/);
  });

  it("who else sees the form, asked in Chinese", () => {
    expect(ask("联系表里填的名字和电话，除了你们还会给谁看到？").response).toMatch(/Besides our team/);
  });

  it("the workflow tool asked in Chinese", () => {
    expect(ask("你们做流程用的是Zapier吗？").response).toContain("n8n");
  });

  it("the AI answering on WhatsApp and texts is the add-on; connecting WhatsApp is the setup row", () => {
    expect(answerKeys(ask("租客都用WhatsApp和短信找我，AI能在上面直接回复吗？"))).toContain("need:enhanced-messaging");
    expect(answerKeys(ask("si solo conecto WhatsApp, ¿cuánto es la instalación?"))).toContain("setup:communication");
  });
});

describe("which package", () => {
  it("features described beside a post's topic", () => {
    expectOnlyPackage(ask("necesito que filtre a los compradores, seguimiento automático, visitas que esquiven el tráfico y un tablero por agente. ¿eso cuál es?").response, "Growth");
  });

  it("a brokerage whose lead sources name tools", () => {
    expect(answerKeys(ask("we're a 35-agent brokerage and leads come from zillow, realtor.com and our site. what would you put us on"))).toContain("recommend:enterprise");
  });

  it("nobody following up the visitor's own clients is no complaint", () => {
    const reply = ask("Em gái chị dẫn một team 6 agent, khách xem nhà xong là mất vì không ai nhắn lại. Gói nào hợp em?");
    expect(reply.act).toBe("question");
    expectOnlyPackage(reply.response, "Growth");
  });

  it("an office of the visitor and two helpers, in Vietnamese", () => {
    expectOnlyPackage(ask("Chị quản lý 40 căn cho thuê, văn phòng có chị với hai đứa phụ. Gói nào hợp với chị?").response, "Growth");
  });
});
