import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Work and facts asked of us with our words inside, by shape, with phrasings written for these tests: one listing text
// for a house described, a document of the visitor's translated, a contract, lease or budget drawn up, today's rates,
// books or podcasts to recommend; and an add-on asked to work with a tool the site does not list. What is asked
// decides: the same words asked of our product stay questions.

const { ask } = useTrainedEngine();

describe("work done now on the visitor's own material is off-topic", () => {
  it.each([
    "can you write me a listing blurb for a 3/2 bungalow in the Heights with a big backyard?",
    "please draft an MLS description for my 5 bed home in Cypress, pool and game room",
    "escríbeme una descripción para una casa de 4 recámaras en Katy con alberca",
    "viết giúp em đoạn mô tả cho căn nhà 3 phòng ngủ ở Sugar Land nhé",
    "帮我写一段房源描述，4室3卫，带车库，在Katy",
    "translate this lease into Vietnamese for me please",
    "¿Puedes traducirme esta carta del banco al inglés?",
    "dịch giúp em hợp đồng thuê nhà này sang tiếng Anh với",
    "帮我把这份租约翻译成中文",
    "could you draft a rental agreement for my duplex in Pasadena?",
    "hazme un contrato de arrendamiento para mi inquilino",
    "soạn giúp em hợp đồng thuê nhà cho người thuê mới",
    "帮我起草一份购房协议",
    "can you make our brokerage's marketing budget for next year in Excel?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
});

describe("the world's rates and reading are off-topic", () => {
  it.each([
    "what are mortgage rates doing this week?",
    "¿cómo están las tasas de interés hipotecarias hoy?",
    "lãi suất vay mua nhà hiện nay bao nhiêu vậy?",
    "现在30年固定房贷利率是多少？",
    "any podcasts you'd suggest for new agents?",
    "¿qué libros de ventas me recomiendan?",
    "có cuốn sách nào hay về bán hàng không anh?",
    "推荐几本关于销售的好书吧",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
});

describe("the same words asked of our product stay questions", () => {
  it.each([
    "can your AI write listing descriptions?",
    "does the assistant write listing descriptions in Spanish too?",
    "你们的AI能写房源描述吗？",
    "does the AI translate my listings into Spanish?",
    "can you connect Google Sheets?",
    "how much to set up Google Sheets for our HOA budget?",
    "do you have any articles on interest rates?",
    "can you send me the contract for the Growth package?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("question");
  });
});

describe("an add-on asked to work with a tool the site does not list", () => {
  it.each([
    ["en", "Will Voice AI work with our Grasshopper line?", "Grasshopper isn't among the platforms our site lists"],
    ["es", "¿Voice AI funciona con Vonage?", "Vonage no está entre las plataformas que lista nuestro sitio"],
    ["vi", "Voice AI có kết nối với Dialpad không?", "Dialpad không có trong danh sách nền tảng"],
    ["zh", "Voice AI 能对接 Aircall 吗？", "我们网站列出的平台中没有Aircall"],
  ])("%s: %s", (_language, message, gap) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toContain(gap);
    expect(reply.response).toContain("hello@");
  });
  it.each(["Does the Voice AI work with Twilio?", "Does Email Commander work with Outlook?", "Does Voice AI work with Spanish-speaking callers?"])("a listed tool or a language is no gap: %s", (message) => {
    expect(ask(message).response).not.toMatch(/isn't among the platforms/);
  });
});
