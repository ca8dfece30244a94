import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Names said as "Hi, <name> here", pidgin "Name na …", a full name after the e-mail it belongs to; "bên em là …" names
// the business; a program written for the visitor by someone they know is Custom Integrations; pidgin "una get
// something wey…" asks for an add-on; a Chinese word or two in an English line leaves it English; go-live asked as
// "mất mấy tuần", "几多个星期", "¿en cuánto queda lista?"; "选啥子" asks which package; 价钱 is the price; others who
// quit calling the visitor is no opt-out.

const { ask, conversation } = useTrainedEngine();

describe("names and companies", () => {
  it("a greeting, then the name said as who is here", () => {
    expect(ask("Hello, Marcus Webb here, I run leasing for two duplexes. cell 713-555-0142").entities.name).toBe("Marcus Webb");
  });
  it("pidgin 'Name na …'", () => {
    expect(ask("Call me on 832-555-0177 abeg. Name na Chidi").entities.name).toBe("Chidi");
  });
  it("a full name after the e-mail it belongs to, a closing urge after it", () => {
    expect(ask("mi email es lupe.salinas@example.com, Guadalupe Salinas Ortiz, órale").entities.name).toContain("Salinas");
  });
  it("'bên em là …' is the business, no name", () => {
    const found = ask("Số em là 713-555-0133, bên em là Bellaire Garden Apartments.").entities;
    expect(found.company).toBe("Bellaire Garden Apartments");
    expect(found.name).toBeUndefined();
  });
});

describe("the visitor's own tools and needs", () => {
  it("a program written for them by someone they know is Custom Integrations", () => {
    for (const message of [
      "tenemos un programa de rentas que nos programó mi sobrino, ¿se puede conectar con lo de ustedes?",
      "We track showings in an app my nephew built. Can you connect it?",
    ]) expect(ask(message).response, message).toContain("Custom Integrations");
  });
  it("a salon's accounting program typed without accents, to connect, is no off-topic ask", () => {
    const reply = ask("chi xai phan mem ke toan cua tiem nail, noi vao he thong ben em duoc khong");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Custom Integrations");
  });
  it("pidgin 'una get something wey fit…' after the phone is described", () => {
    expect(ask("My phone no dey stop ringing for showings. Una get something wey fit pick the calls? Wetin e cost?").response).toContain("Voice AI");
  });
  it("tenants who should quit calling the visitor is no opt-out", () => {
    const reply = ask("I'm solo, I just want a website chat so renters stop calling my phone all night. which package?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Foundation");
  });
});

describe("language and go-live", () => {
  it("a Chinese word before an English line is English", () => {
    expect(ask("你好, we want the AI to sort our inbox and draft replies, got add-on for that? how much").language).toBe("en");
  });
  it("go-live asked in Vietnamese, Cantonese-style Chinese and Spanish", () => {
    expect(ask("bên mình muốn gói Enterprise, cài đặt mất mấy tuần vậy?").response).toMatch(/sáu đến tám/);
    expect(ask("Enterprise 要几多个礼拜先可以上线？").response).toMatch(/六到八/);
    const [, when] = conversation("soy agente independiente, quiero un chat para mi web, qué paquete me conviene?", "¿y en cuánto queda lista?");
    expect(when!.response).toMatch(/dos semanas/);
  });
  it("选啥子 asks which package; 价钱 asks its price", () => {
    const [fit, price] = conversation("我们团队6个人，想要自动跟进和数据看板，选啥子？", "那价钱呢？");
    expect(fit!.response).toContain("Growth");
    expect(price!.response).toMatch(/免费咨询/);
  });
});
