import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Go-live asked as "cuánto dura la instalación", "多少时间/辰光上线" is a timeline, not a price; a solo agent who wants only
// a website chat is Foundation (the chat is no "build me a website", "de IA pa…" no business); messages in two languages
// at all hours, answered round the clock, are the 24/7 Customer Service Agent; vacant units posted to Facebook are the
// Social Scheduler; "may tin no" points back at the SMS named; a point-of-sale system to connect is Custom Integrations;
// "the setup of that platform, friend?" is the channel's setup fee; a platform count after "how many agents?" is no team
// size; a way out asked after the newsletter is unsubscribing; "WhatsApp mi pon …" asks for WhatsApp; a colleague named
// after their role, before the detail, is the name kept.

const { ask, conversation } = useTrainedEngine();

describe("go-live time", () => {
  it("'cuánto dura la instalación' and 多少时间 ask the time, in Spanish and Chinese", () => {
    expect(ask("¿cuánto dura la implementación de Enterprise?").response).toMatch(/seis a ocho/);
    expect(ask("Growth上线需要多少时间？").response).toMatch(/三到四/);
    expect(ask("Enterprise 要多少辰光才能上线？").response).toMatch(/六到八/);
  });
  it("the price of a package is still its price", () => {
    expect(ask("¿cuánto cuesta Growth al mes?").intent).toBe("pricing");
    expect(ask("Growth多少钱？").intent).toBe("pricing");
  });
});

describe("a solo agent who only wants the website chat", () => {
  it("is Foundation in Chinese and Spanish", () => {
    expect(ask("我一个人做，刚拿到执照，只想网站上有个AI聊天，选什么套餐？").response).toContain("Foundation");
    const reply = ask("Trabajo sola de agente y necesito el chat de IA pa mi sitio web");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Foundation");
    expect(reply.entities.company).toBeUndefined();
  });
  it("building a website is still not offered", () => {
    expect(ask("你们能帮我做个网站吗？").response).toMatch(/没有网站建设/);
  });
  it("a business named after 'de' keeps its name", () => {
    expect(ask("soy Ana, de Casas del Sol Realty, mi cel 713-555-0100").entities.company).toBe("Casas Del Sol Realty");
  });
});

describe("add-ons asked by what they do", () => {
  it("people writing at night in two languages, answered round the clock: the 24/7 Customer Service Agent", () => {
    for (const message of [
      "my renters message me late at night in Vietnamese and Spanish, is there anything that replies round the clock in their language?",
      "我们的房客半夜发消息，讲越南话讲西班牙话都有，有没有全天帮我回的？多少钱",
      "我们几十套公寓的租客半夜发消息，讲西班牙话、越南话，有什么全天用他们的语言回答的服务？",
    ]) expect(ask(message).response, message).toContain("Customer Service Agent");
  });
  it("which languages the AI speaks stays the languages answer", () => {
    expect(ask("你们的AI支持什么语言？").response).not.toContain("Customer Service Agent");
  });
  it("vacant units posted to Facebook and Instagram: the Social Scheduler", () => {
    expect(ask("quiero que mis casas de renta salgan publicadas en Instagram solas, cuánto cuesta?").response).toContain("Social Scheduler");
    expect(ask("I want my vacant apartments posted to Facebook automatically, what service is that?").response).toContain("Social Scheduler");
  });
  it("connecting a Facebook page is its setup", () => {
    expect(ask("can you connect my Facebook page?").response).toMatch(/\$400-\$750/);
  });
  it("'may tin no' points back at the SMS and WhatsApp named", () => {
    expect(ask("khach hay nhan tin SMS voi WhatsApp, co dich vu nao cho AI tra loi may tin no khong?").response).toContain("Enhanced Messaging");
  });
  it("a point-of-sale system to connect is Custom Integrations", () => {
    for (const message of ["我店里的收银机能对接吗？多少钱", "¿se puede conectar el sistema de caja de mi tienda? ¿cuánto cobran?", "can you connect our point of sale system? how much"])
      expect(ask(message).response, message).toContain("Custom Integrations");
  });
  it("the visitor's own restaurant sets the scene; the best restaurant asked of us is still off-topic", () => {
    for (const message of ["could you hook the POS system in our restaurant up to our CRM? what would that run?", "¿se puede integrar el punto de venta de nuestro restaurante? ¿cuánto sale?"])
      expect(ask(message).response, message).toContain("Custom Integrations");
    for (const message of ["which restaurant in Montrose has the best patio?", "recomiéndenme un restaurante bueno en Sugar Land", "I run a restaurant too, any restaurants you love in Katy?"])
      expect(ask(message).act, message).toBe("off_topic");
  });
});

describe("platform setups and bundles", () => {
  it("the setup of 'that platform', with a word to the listener, is the channel's setup fee", () => {
    expect(ask("I only want WhatsApp hooked up for my tenants. what's the setup for that platform, my friend?").response).toMatch(/\$200-\$350/);
  });
  it("a platform count after 'how many agents?' counts platforms", () => {
    const [, , third, fourth] = conversation("how much is the kvCORE setup?", "add Calendly, that's 2", "plus Mailchimp, so 3", "and Instagram too, 4 total");
    expect(third!.response).toContain("Pro Bundle");
    expect(fourth!.response).toContain("Pro Bundle");
  });
});

describe("newsletter and lead details", () => {
  it("a way out asked after the newsletter is unsubscribing", () => {
    const [, out] = conversation("If I sign up for the newsletter, how long is the confirmation link good for?", "and how do I get out of it later?");
    expect(out!.response).toMatch(/unsubscribe/);
    const [, salir] = conversation("Si me suscribo al boletín, ¿cuánto dura el enlace de confirmación?", "¿y cómo me salgo luego?");
    expect(salir!.response).toMatch(/cancelar la suscripción/);
  });
  it("a package or a contract ended after the newsletter is not the newsletter", () => {
    const [, plan] = conversation("If I sign up for the newsletter, how long is the confirmation link good for?", "and could I cancel the Growth plan later on?");
    expect(plan!.response).not.toMatch(/unsubscribe/);
    const [, contrato] = conversation("Si me suscribo al boletín, ¿cuánto dura el enlace de confirmación?", "¿y se puede anular el contrato después?");
    expect(contrato!.response).not.toMatch(/cancelar la suscripción/);
  });
  it("'WhatsApp mi pon …' asks for WhatsApp", () => {
    expect(ask("WhatsApp mi pon 713-555-0161, mi see it tonight").response).toMatch(/WhatsApp/);
  });
  it("a colleague named after their role, right before the detail, is the name kept", () => {
    expect(ask("please cc our office coordinator Mara Cole at 713-555-0190, she handles scheduling").entities.name).toBe("Mara Cole");
    expect(ask("escríbanle a nuestra coordinadora Ana Ruiz al 713-555-0101").entities.name).toBe("Ana Ruiz");
    expect(ask("our office manager Katy at 713-555-0101").entities.name).toBeUndefined();
  });
});
