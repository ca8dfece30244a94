import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Routing kinds of blind probe 24's misses, fixed by kind with phrasings written for these tests in the four languages:
// which package fits (a count word in "which of your three packages", a feature asked by its package, the package a
// feature "is in", one person said with Southern particles), the add-on for messages on a channel with its monthly
// price, a little-known tool to connect, and work for the visitor's own business (a piece shaped for their occasion or
// person, the return of their rentals) declined whatever place or figure it holds.

const { ask } = useTrainedEngine();


describe("which of the packages fits a team, a count word between", () => {
  it.each([
    "we're a crew of nine agents and still hiring, which of your 3 plans was built for a group like us?",
    "somos un equipo de seis agentes, ¿cuál de sus tres paquetes está pensado para nosotros?",
    "nhóm em 6 người, trong 3 gói bên anh thì gói nào hợp vậy anh?",
    "我们团队有六个经纪人，你们三个套餐里哪个适合我们？",
  ])("%s", (message) => expectOnlyPackage(ask(message).response, "Growth"));
});

describe("a feature asked by the package that lists it", () => {
  it.each([
    ["which of the three plans has the performance dashboard?", "Growth"],
    ["the monthly performance report — which tier really includes it in its feature list?", "Foundation"],
    ["¿cuál de los tres paquetes trae el programador de visitas con tráfico?", "Growth"],
    ["gói nào thật sự có lịch xem nhà tránh kẹt xe?", "Growth"],
    ["哪个套餐里面有考虑交通的带看排程？", "Growth"],
  ])("%s", (message, name) => expectOnlyPackage(ask(message).response, name));
});

describe("the package a feature said before is in", () => {
  it.each([
    "full CRM and MLS integration — what tier is that in?",
    "el panel ejecutivo para la dirección, ¿en qué paquete viene eso?",
    "dashboard cho ban giám đốc thì nằm trong gói nào?",
    "管理层看板在哪个套餐里？",
    "dashboards for our leadership, which plan would those be in",
  ])("%s", (message) => expectOnlyPackage(ask(message).response, "Enterprise"));
});

describe("one person asking which package, with the particles of spoken Vietnamese", () => {
  it.each([
    "chị làm một mình thôi, không có nhóm, gói nào hợp hen",
    "tui làm có một mình hà, xài gói nào em",
    "soy agente independiente, trabajo solita, ¿qué paquete me toca?",
    "I work alone, no team at all — which plan then?",
    "我一个人做，没有团队，选哪个套餐？",
  ])("%s", (message) => expectOnlyPackage(ask(message).response, "Foundation"));
});

describe("messages on a channel, our AI asked to take them and the price: Enhanced Messaging", () => {
  it.each([
    "most of my buyers reach out by SMS and WhatsApp now, can your AI take those and what's the monthly price?",
    "mis clientes me escriben por WhatsApp y SMS todo el día, ¿la IA puede contestarles? ¿cuánto cuesta al mes?",
    "khách của chị toàn nhắn WhatsApp với SMS, bên em có AI trả lời giùm không, mỗi tháng bao nhiêu?",
    "我的客户大多用WhatsApp和短信，你们的AI能自动回复吗？月费多少？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Enhanced Messaging");
    expect(reply.response).toContain("$129");
  });
  it.each(["do you work with WhatsApp?", "how much is the communication setup for WhatsApp?", "¿cuánto cuesta instalar WhatsApp y Twilio SMS?"])("the channel's setup stays its setup: %s", (message) => {
    expect(ask(message).response).toContain("$200-$350");
  });
});

describe("a little-known tool to connect is Custom Integrations", () => {
  it.each([
    "our brokerage runs on a little-known CRM, could you hook it up and what would that cost?",
    "my team uses a scheduling tool you've probably never heard of, can it be connected? price?",
    "usamos una app de visitas poco conocida, ¿la pueden conectar y cómo cobran?",
    "bên em xài một phần mềm ít ai biết, kết nối được không, tính phí sao?",
    "我们用一个很小众的看房软件，能对接吗？怎么收费？",
  ])("%s", (message) => expect(ask(message).response).toContain("Custom Integrations"));
});

describe("one piece of writing shaped for the visitor's own occasion or person is off-topic", () => {
  it.each([
    "can you write me a Facebook post for my open house in Katy this Sunday?",
    "please write a short text to my buyer in Bellaire thanking him for the referral",
    "draft an email to a tenant in Pasadena turning down his request for a pet, keep it firm, two paragraphs",
    "escríbeme un post de Instagram para mi casa abierta en Sugar Land, que sea divertido",
    "¿me puedes redactar un correo amable para un comprador en Katy rechazando su contraoferta?",
    "viết giúp em caption Facebook cho buổi open house ở Bellaire nha, vui vẻ chút",
    "soạn giúp anh email lịch sự gửi người bán ở Katy để từ chối giá thấp",
    "帮我写一封礼貌的邮件给River Oaks的卖家，婉拒对方的低价",
  ])("%s", (message) => expect(ask(message).act).toBe("off_topic"));
  it.each([
    "can your AI write Instagram captions for my listings?",
    "write a short summary of the Growth package",
    "¿la IA puede escribir correos amables a los compradores?",
    "AI bên em có viết caption cho open house không?",
    "你们的AI能写开放日的文案吗？",
  ])("asked of our product it stays a question: %s", (message) => expect(ask(message).act).toBe("question"));
});

describe("what the visitor's rentals bring in is off-topic, whatever place or figure it names", () => {
  it.each([
    "I've got 12 doors in Alief at $1,300 rent each, what do I gross a year?",
    "what's the cap rate on a fourplex in Katy renting at $1,800 a unit, bought for 600k",
    "¿cuánto me deja la renta de 8 departamentos a 1,400 dólares en Pasadena?",
    "em có 4 căn cho thuê ở Bellaire, mỗi căn 2.100 đô, lợi nhuận một năm bao nhiêu?",
    "两套公寓在Katy，每套租金2,000美元，一年能收多少？",
  ])("%s", (message) => expect(ask(message).act).toBe("off_topic"));
  it.each([
    "we have 200 rental units, what does the 24/7 agent cost a month?",
    "tengo 40 unidades de renta, ¿cuánto cuesta el paquete?",
    "em quản lý 30 căn cho thuê, phí hằng tháng bao nhiêu?",
    "我管理50套出租房，你们的收费是多少？",
  ])("our price asked beside rentals stays a question: %s", (message) => expect(ask(message).act).toBe("question"));
});
