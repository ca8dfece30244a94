import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Site-passage kinds of blind probe 25's misses (a span's two ends asked beside filler words, what must not be done,
// a list asked for by a request, the two setup options, an example the site gives, a street asked for, two figures of
// the privacy page in Vietnamese without diacritics, the welcome post's categories, the AI companies in traditional
// characters, "ahí dice" and a longer follow-up on a post shown), fixed by kind with phrasings written for these tests
// in the four languages.

const { ask, conversation } = useTrainedEngine();

const expectAll = (messages: readonly string[], ...facts: RegExp[]): void => {
  for (const message of messages) {
    const { response } = ask(message);
    for (const fact of facts) expect(response, message).toMatch(fact);
  }
};

describe("a post asked about its facts", () => {
  it("the start and the end of a span: the range's own dates, whatever else the visitor adds", () => {
    expectAll(
      [
        "the storm article for landlords — when does the season start and when does it finish? I would like to note it down.",
        "¿según su guía de huracanes para administradores, cuándo empieza y cuándo termina la temporada?",
        "theo bài về bão cho người quản lý nhà, mùa bão bắt đầu và kết thúc khi nào?",
        "飓风季指南里说飓风季从什么时候开始，什么时候结束？",
      ],
      /June 1/,
      /November 30/,
    );
  });
  it("what must not be done: the sentence that says so", () => {
    expectAll(
      [
        "your hurricane article: what is the assistant not allowed to promise tenants?",
        "en la guía de huracanes, ¿qué no debe hacer el asistente con los inquilinos durante la tormenta?",
        "trong bai ve bao, tro ly khong duoc hua gi voi nguoi thue?",
        "飓风那篇文章说AI助手在风暴期间不能替租客做什么？",
      ],
      /repair dates|rent concessions/,
    );
  });
  it("the visitor's own negation asks for no negative sentence", () => {
    expectAll(["the hurricane post, which dates does it give for the season? I never remember them"], /June 1/);
  });
  it("a list asked for by a request, not a question: its items", () => {
    expectAll(
      [
        "Your automation stack article has a set of test scenarios. Please name them.",
        "El artículo del stack de automatización trae casos de prueba. Enumérelos, por favor.",
        "Bai viet ve he thong tu dong hoa co may tinh huong chay thu. Liet ke giup minh.",
        "自动化系统那篇文章有几个测试情况，请列出来。",
      ],
      /Gulfton/,
      /STOP/,
    );
  });
  it("the welcome post's categories", () => {
    expectAll(
      [
        "the welcome post: which four categories does it sort articles into?",
        "el artículo de bienvenida, ¿en qué cuatro categorías divide el blog?",
        "bai chao mung chia blog thanh bon chu de nao?",
        "歡迎那篇文章說部落格有哪些分類？",
      ],
      /Strategy/,
      /Tools/,
    );
  });
  it("a street asked for: the sentence naming the place", () => {
    expectAll(
      [
        "your bilingual client care post: which street does it say you hear lots of languages on?",
        "el artículo de atención bilingüe, ¿qué calle menciona donde se oyen muchos idiomas?",
        "bài về chăm sóc khách song ngữ có nói con đường nào ở Houston nghe thấy nhiều ngôn ngữ không?",
        "双语客户服务那篇文章提到休斯顿哪条街能听到很多种语言？",
      ],
      /Bellaire/,
    );
  });
  it("an example the site gives, asked for without naming the post", () => {
    expectAll(
      [
        "the example of the buyer who sends one question to three agents at night: what time was it and where was the buyer browsing?",
        "en su ejemplo del comprador que manda la misma pregunta a tres agentes, ¿a qué hora lo hace y dónde está viendo casas?",
        "bài trả lời nhanh có ví dụ về người mua nhắn cho ba môi giới, lúc mấy giờ và ở khu nào?",
      ],
      /9:40/,
      /Cypress/,
    );
  });
});

describe("a post just shown, asked about again", () => {
  it("'ahí dice' points back at it, and a question going on with 'y' may be long", () => {
    const [, handover, first] = conversation("¿hay algún artículo sobre responder rápido a los prospectos?", "y ahí qué dice, si el agente asignado no responde, a los cuántos minutos pasa a otro", "y el primer seguimiento para los prospectos que aún no están listos para ver casas, cuándo se les manda");
    expect(handover?.response).toMatch(/15 minutos/);
    expect(first?.response).toMatch(/dos días/);
  });
  it("a test list asked with 它 or 'it' right after the stack post", () => {
    for (const [search, asked] of [
      ["any article on connecting MLS, CRM and calendar?", "which scenarios does it suggest testing?"],
      ["有没有关于自动化系统的文章？", "它说上线前要测哪几种情况？"],
    ]) {
      const [, reply] = conversation(search!, asked!);
      expect(reply?.response, asked).toMatch(/Gulfton/);
    }
  });
  it("an article named after another post was shown ('còn bài về … thì sao') is that other post", () => {
    const [, reply] = conversation("có bài nào về lịch xem nhà tránh kẹt xe không?", "còn bài về việc trả lời khách hàng thật nhanh thì sao?");
    expect(reply?.response).toMatch(/speed-to-lead/);
  });
  it("after a search that set a scene, the post's dates and what it must never promise", () => {
    const [list, dates, never] = conversation("Do you have a guide on storms for landlords? I look after a few duplexes in Pasadena.", "Which dates does it give?", "And what must the assistant never promise?");
    expect(list?.response).not.toMatch(/Customer Service Agent/);
    expect(dates?.response).toMatch(/June 1/);
    expect(never?.response).toMatch(/repair dates|rent concessions/);
  });
});

describe("the site's own pages", () => {
  it("done-for-you or self-setup, which clients take: How Clients Choose", () => {
    for (const message of [
      "do most of your customers have you do the setup, or do they set it up themselves?",
      "¿la mayoría de sus clientes lo instala por su cuenta o ustedes se lo hacen?",
      "khach cua ben ban thuong tu cai dat hay de ben ban lam giup?",
      "你们的客户一般是自己安装还是你们帮忙装？",
    ]) {
      const { response } = ask(message);
      expect(response, message).toMatch(/how-clients-choose/);
      expect(response, message).not.toMatch(/Growth/);
    }
  });
  it("how many earlier messages reach the AI and how many the browser keeps, with or without diacritics", () => {
    expectAll(
      [
        "khi chat ở đây, bao nhiêu tin nhắn trước đó được gửi cho AI và trình duyệt giữ bao nhiêu tin?",
        "khi chat o day, bao nhieu tin nhan truoc do duoc gui cho AI va trinh duyet giu bao nhieu tin?",
      ],
      /\b10\b/,
      /\b60\b/,
    );
  });
  it("which AI companies' models: the technology list, in simplified and traditional characters too", () => {
    expectAll(
      ["你们的系统用的是哪几家公司的大模型？", "你們的系統是用哪幾家公司的模型？", "¿los modelos de qué empresas de IA usan?", "he thong ben ban chay mo hinh AI cua cong ty nao?", "whose AI models do you use, which companies?"],
      /OpenAI/,
      /Claude/,
    );
  });
});
