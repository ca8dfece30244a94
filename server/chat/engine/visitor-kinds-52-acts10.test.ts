import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 51 and 52's acts, unknowns, details and site words, by mechanism, with phrasings written for these tests
// (never the visitors' own words): two named sides and "who you got / decime la verdad" ask for a match pick
// (match-pick.ts); Jianghuai 么得 reads as 没有; a wallet asked of us is the payment unknown; "pregunta por / hỏi / 找"
// names whom to ask for; "the whole lot" is everything held; which company gets the visitor's messages names the
// providers; "what other AI" asks the technology strip; "gente de informática" asks who we are; "captación" is the
// lead-capture figure; "she solo", "just got her license" is a solo agent.

const { ask, conversation } = useTrainedEngine();

describe("a pick between two sides of a match is off-topic", () => {
  it.each(["Dynamo vs Galaxy Sunday, who you taking?", "Astros or Rangers this weekend, who y'all got", "¿Boca o River? dime la verdad", "Spurs or Mavs tomorrow, who's winnin"])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it("our packages set against each other stay a question", () => {
    expect(ask("Growth or Enterprise, who you got for a 12-agent team?").act).toBe("question");
  });
  it("two platforms set against each other stay a question", () => {
    expect(ask("HubSpot or Follow Up Boss, which do you recommend?").act).toBe("question");
  });
  it("a price asked as either-or stays a question", () => {
    expect(ask("¿caro o barato? dime la verdad, ¿cuánto cuesta Voice AI?").act).toBe("question");
  });
});

describe("Jianghuai 么得 for 没有", () => {
  it("nobody called back at the booked time is a complaint", () => {
    const reply = ask("前天约好的电话咨询，等了一上午么得人联系我");
    expect(reply.act).toBe("complaint");
  });
  it("怎么得 is left alone", () => {
    expect(ask("怎么得到免费咨询？").act).toBe("question");
  });
});

describe("a wallet asked of us is the payment unknown, with our contacts", () => {
  it.each(["can I pay y'all through GCash?", "¿aceptan pagar con Nequi?", "anh thanh toán qua ZaloPay được không?", "能用支付宝付款吗", "可以用悠遊付嗎"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/555-0100|hello@bayoucity\.ai/);
    expect(reply.response).not.toMatch(/CRM|\$750/);
  });
  it("the visitor's tenants paying rent with a wallet is no payment to us", () => {
    expect(ask("¿mis inquilinos pueden pagar con Nequi el alquiler?").response).not.toMatch(/formas de pago/);
  });
  it("paying with a package's name is no wallet", () => {
    expect(ask("¿hay que pagar con el plan Growth la instalación?").response).not.toMatch(/formas de pago/);
  });
  it("automating payments is no way of paying us", () => {
    expect(ask("可以用AI自动化支付流程吗").response).not.toMatch(/付款方式/);
  });
});

describe("whom to ask for at the number given", () => {
  it.each([
    ["márcame al 832-555-0142 y pregunta por Inés", "Inés"],
    ["gọi 832-555-0142 rồi hỏi chị Hạnh.", "Hạnh"],
    ["打832-555-0142找王丽", "王丽"],
    ["ring 832-555-0142 and ask for Siobhan", "Siobhan"],
  ])("%s", (message, name) => {
    expect(extractEntities(message).name).toBe(name);
  });
  it("without a number, a question is no name", () => {
    expect(extractEntities("hỏi Growth có gì?").name).toBeUndefined();
  });
});

describe("the whole lot held on the visitor is deleted", () => {
  it("Ulster English", () => {
    expect(ask("wipe the whole lot yous hold on me, thanks").act).toBe("deletion");
  });
  it("a whole lot of leads is no deletion", () => {
    expect(ask("we get a whole lot of leads on me and my partner's site, can you help").act).not.toBe("deletion");
  });
});

describe("which company gets the visitor's messages names the model providers", () => {
  it("English after privacy talk", () => {
    const [, reply] = conversation("do you keep my chat?", "so which company gets my messages then");
    expect(reply?.response).toMatch(/OpenAI|Anthropic/);
  });
  it("Spanish", () => {
    expect(ask("¿a qué empresas de IA envían mis mensajes?").response).toMatch(/OpenAI|Anthropic/);
  });
  it("Chinese", () => {
    expect(ask("我的消息会发给哪家公司？").response).toMatch(/OpenAI|Anthropic/);
  });
  it("what other AI we build on names Claude too", () => {
    expect(ask("you use OpenAI, what other AI do you build on?").response).toMatch(/Anthropic|Claude/);
  });
});

describe("site words", () => {
  it("who the team is, asked as IT people or real-estate people", () => {
    expect(ask("¿son gente de informática o del sector inmobiliario?").response).toMatch(/ingenieros/);
  });
  it("the lead-capture figure asked with captación", () => {
    const reply = ask("¿en cuánto sube la captación de prospectos según su página?");
    expect(reply.response).toMatch(/300/);
  });
  it("the price of lead capture stays a price", () => {
    expect(ask("¿cuánto cuesta la captación de prospectos?").response).not.toMatch(/300/);
  });
  it("a newly licensed relative, solo, wanting a site chat gets Foundation", () => {
    expect(ask("my niece just passed her licence exam, she solo and wants a chat on her site for leads, what should she get").response).toMatch(/Foundation/);
  });
});
