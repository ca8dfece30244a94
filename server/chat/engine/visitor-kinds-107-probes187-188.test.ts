import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { withoutPlainWordsAsk } from "./plain-words.ts";

// Session 68's first round, on the misses of blind probes 187 and 188 (first scored at 854ef082, before any of their
// misses was read: 86.9 and 87.4 %), with phrasings written for these tests: a request to be told simply left out of
// the question (plain-words.ts), one package shared, moved or split (shared-use.ts), yes or no said first for more of
// the site's facts, and smaller readings.

const { ask, conversation } = useTrainedEngine();

describe("a request to be told simply asks nothing of its own", () => {
  it("is left out of the question in the four languages", () => {
    expect(withoutPlainWordsAsk("put it in simple terms for me: what's in the Growth plan?")).toBe("what's in the Growth plan?");
    expect(withoutPlainWordsAsk("Dígame sencillito, sin tecnicismos: ¿qué es el Voice AI?")).toBe("¿qué es el Voice AI?");
    expect(withoutPlainWordsAsk("Giải thích dễ hiểu giùm tui: gói Foundation có gì?")).toBe("gói Foundation có gì?");
    expect(withoutPlainWordsAsk("用大白话讲一下，Growth套餐包括什么？")).toBe("Growth套餐包括什么？");
  });

  it("keeps a lack of skill that the question itself is about, and a request said alone", () => {
    expect(withoutPlainWordsAsk("I'm not very techy, is it hard to use?")).toBe("I'm not very techy, is it hard to use?");
    expect(withoutPlainWordsAsk("tell me in plain english")).toBe("tell me in plain english");
    expect(withoutPlainWordsAsk("yo de computadoras no sé nada, ¿cuánto cuesta el Market Dashboard?")).toBe("¿cuánto cuesta el Market Dashboard?");
  });

  it("answers the question beside it, not a hand-off or a language", () => {
    const reply = ask("Hábleme clarito por favor: ¿qué trae el Growth?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Growth");
    expect(ask("Contame en criollo cuánto sale el Voice AI").response).toContain("$197");
    expect(ask("说白了，Market Dashboard一个月多少钱？").response).toContain("$149");
  });
});

describe("one package shared, moved or split", () => {
  it("is a gap the site leaves, in the four languages", () => {
    for (const message of [
      "my business partner is at another brokerage, could we split one Growth plan and both log in?",
      "¿Puedo compartir el mismo usuario con mi asistente o cada quien necesita su cuenta?",
      "Hai vợ chồng tui dùng chung một tài khoản được không em?",
      "我和我太太可以共用一个套餐吗？",
    ]) {
      const reply = ask(message);
      expect(reply.response).toMatch(/doesn't say|no dice|không nói|没有提到/);
      expect(reply.response).not.toMatch(/I'd suggest|Le sugiero/);
    }
    expect(ask("if I change brokerages next year, does my plan come with me?").response).toMatch(/doesn't say whether one package/);
  });

  it("a brokerage of several offices gets its package with the gap; a price split is a consultation", () => {
    const offices = ask("can our three offices share one plan?").response;
    const [, counted] = conversation("we're 30 agents in three offices", "could they all share one plan?");
    expect(counted?.response).toContain("Enterprise");
    expect(offices).toContain("Enterprise");
    expect(offices).toMatch(/doesn't say whether one package/);
    expect(ask("Chia đôi tiền gói Foundation thì mỗi người trả bao nhiêu?").response).toMatch(/tư vấn/);
    expect(ask("can I share my calendar with my assistant?").response).not.toMatch(/shared by more than one/);
  });
});

describe("yes or no said first for more of the site's facts", () => {
  it("what the chat keeps, and whether data is sold", () => {
    expect(ask("does this chat keep the messages I send?").response).toMatch(/^Yes\./);
    expect(ask("¿Ustedes guardan los mensajes que les mando aquí?").response).toMatch(/^Sí\./);
    const [, sold] = conversation("¿dónde quedan los datos de mis clientes?", "¿y los venden a alguien?");
    expect(sold?.response).toMatch(/^No\./);
  });

  it("an add-on later or at night, and services added as the business grows", () => {
    expect(ask("can I bolt the market dashboard on later once I'm busier?").response).toMatch(/^Yes\. Market Dashboard/);
    expect(ask("¿El Voice AI contesta las llamadas en la madrugada?").response).toMatch(/^Sí\./);
    expect(ask("以后开了新店，到时候还能再加服务吗？").response).toMatch(/^可以/);
  });

  it("mixing the setup options, and having to set it up oneself", () => {
    expect(ask("could y'all do some of the hookups and we do the others?").response).toMatch(/^Yes\./);
    expect(ask("will I have to connect everything myself?").response).toMatch(/^No\. Done-for-you setup/);
    expect(ask("¿tenemos que configurarlo nosotros mismos?").response).toMatch(/^No\./);
  });

  it("a relative 'que' asks nothing of its own, and 干嘛 asks what for", () => {
    expect(ask("¿El chat se queda con lo que yo le escribo?").response).toMatch(/^Sí\./);
    expect(ask("Voice AI是干嘛的？").response).not.toMatch(/^(?:是的|能|可以)/);
  });
});

describe("smaller readings", () => {
  it("a service we do not list asked of our product, and what the site never says", () => {
    expect(ask("could the bot handle my bookkeeping?").response).toMatch(/isn't among the services our site lists/);
    expect(ask("will I need to purchase a new tablet to run it?").response).toMatch(/doesn't say/);
    expect(ask("can the AI do valuations of my listings?").response).toMatch(/doesn't say/);
    expect(ask("do I need to be good with computers for this?").response).not.toMatch(/doesn't say/);
  });

  it("the package that holds a person to call is asked, not a hand-off", () => {
    const reply = ask("what plan includes a dedicated success manager? I'd rather have a human to phone");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Enterprise");
  });

  it("people counted with one more named, a hire that asks about training, several stores", () => {
    expect(ask("it's us two plus my daughter now, which package?").response).toMatch(/I'd suggest Growth/);
    expect(ask("if we take on an assistant, will she get trained as well?").response).toMatch(/training/);
    expect(ask("我们有三间门店，一共18个经纪，选哪个套餐？").response).toContain("Enterprise");
  });

  it("an add-on by its setup fee or by having none, and the gap with an add-on priced", () => {
    const [, bySetup] = conversation("how much is voice ai?", "which one is it that has the 1,500 setup then?");
    expect(bySetup?.response).toContain("Email Commander");
    expect(ask("the one that's 197 a month without any setup fee, which is it?").response).toMatch(/^Voice AI/);
    const gap = ask("if I want telegram, how do custom integrations charge?").response;
    expect(gap).toMatch(/doesn't say/);
    expect(gap).toContain("$250");
  });

  it("how to have one's information deleted, asked ahead, is a question", () => {
    const reply = ask("if I ever want my details erased, where do I write?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("hello@bayoucity.ai");
    expect(ask("¿qué hacen con los datos de mis inquilinos?").response).toMatch(/nunca vendemos/);
  });

  it("which of the two packages compared has a feature", () => {
    const [, which] = conversation("compare foundation and growth for me", "which of them has the performance dashboard?");
    expect(which?.response).toMatch(/^Growth/);
  });
});
