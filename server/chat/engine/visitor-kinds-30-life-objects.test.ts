import { describe, expect, it } from "vitest";
import { parseContext } from "./context.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// What is asked about decides, not the words of ours a message carries (life-objects.ts, kept-on-topic.ts), with
// phrasings written for these tests: a haircut, savings, a yard or ranch, papers, a pet, health, a car or a dish is
// off-topic even beside a package name, a place we serve or a price word; the same life turned to us stays a question;
// the company itself and a short follow-up in a conversation about us are never refused.

const { ask, conversation } = useTrainedEngine();

describe("the visitor's everyday life is off-topic, whatever words of ours it carries", () => {
  it.each([
    "anyone know a barber near Katy who can do a clean skin fade?",
    "should I roll my old 401k into a Growth fund or leave it?",
    "how much fertilizer per acre for the pasture on my Waller place?",
    "where do I renew my drivers license in Sugar Land? need it before my follow-up appointment",
    "my dog has fleas again, what kills them fastest?",
    "i've had a fever and a cough for 3 days, should i go to urgent care in the Heights?",
    "how often should I get an oil change on my truck?",
    "my fiddle leaf keeps dropping leaves since the move, how often should I water it?",
    "¿cuánto cuesta un corte de pelo en una barbería de Pasadena?",
    "tengo mi dinero en un fondo de inversion Growth, lo vendo o lo aguanto?",
    "¿qué podadora me recomiendan pa cortar el zacate de mi terreno en Cypress?",
    "donde saco el pasaporte en Houston pa mi hija",
    "mi perrito no quiere comer sus croquetas, qué hago?",
    "Cây trầu bà của em lá bị vàng, bao lâu tưới một lần?",
    "Nen mua may cat co nao cho vuon nha o Katy?",
    "Làm hộ chiếu ở Houston mất bao lâu vậy anh?",
    "Em bi sot cao voi ho khan 2 ngay roi, uong thuoc gi?",
    "nau pho cho ca nha can bao nhieu hanh phi voi nuoc mam?",
    "我的龟背竹长得很慢，多久浇一次水？",
    "在Sugar Land哪里可以换驾照？",
    "我的Growth基金跌了10%，要不要卖？",
    "理髮店推薦一下，Katy附近有好的嗎？",
    "煮牛肉麵要放多少醬油？",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
});

describe("the same life turned to us stays a question", () => {
  it.each([
    "can your AI book haircuts for my barbershop clients?",
    "I own a barbershop and sell homes on the side. Which package fits me?",
    "¿Ustedes hacen chatbots para barberías?",
    "Bên bạn có làm trang web cho tiệm nail không?",
    "你们能给宠物医院做AI客服吗？",
    "My tenants keep asking about the pet policy at night; can the assistant answer them?",
    "Does Market Dashboard show land prices for pasture acreage near Waller?",
    "Em làm tiệm nail, bận làm móng không nghe máy được, có dịch vụ nào trả lời giùm không?",
    "se puede pagar la instalacion en abonos?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("question");
  });
});

describe("the company itself is asked about, never refused", () => {
  it.each([
    ["who started this outfit anyway?", "en"],
    ["do y'all take Venmo?", "en"],
    ["aceptan Venmo pa pagar?", "es"],
    ["y quien es el dueño de la compañia?", "es"],
    ["你们公司老板是谁？", "zh"],
  ])("%s", (message, language) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.language).toBe(language);
  });
});

describe("a short follow-up in a conversation about us is not refused", () => {
  it.each([
    ["what does the Foundation package include?", "and who on my side has to be involved?"],
    ["¿qué incluye el paquete Growth?", "¿y hay que hacerlo por etapas?"],
    ["Enterprise套餐多久能上线？", "需要我们哪些人参与？"],
  ])("%s → %s", (first, then) => {
    const [, reply] = conversation(first, then);
    expect(reply?.act).toBe("question");
  });

  it.each([
    ["what does the Growth package include?", "ok and where do I get a haircut in Katy?"],
    ["what does the Growth package include?", "what's the tallest building in the world?"],
    ["¿qué incluye el paquete Growth?", "¿cuál es el río más largo del mundo?"],
  ])("a follow-up clearly about something else is still refused: %s → %s", (first, then) => {
    const [, reply] = conversation(first, then);
    expect(reply?.act).toBe("off_topic");
  });

  it("a post's list quoted whole does not make the conversation forget it", () => {
    const [first] = conversation("any article on bilingual client service?");
    const sentences = ["one", "two", "three", "four", "five", "six"];
    const context = { ...first?.context, lastAnswers: [{ t: "passage", id: "p", kind: "post", title: "T", url: "/blog/t", sentences, lang: "en" }] };
    expect(parseContext(context)?.lastAnswers[0]).toMatchObject({ sentences: sentences.slice(0, 4) });
  });
});
