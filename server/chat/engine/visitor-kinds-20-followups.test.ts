import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Follow-ups that do arithmetic on a count named earlier (doubled, N more), pick "the other" of two, a package by whom
// it is for, the first newly added platform, the rows just listed taken together; fit questions (a feature asked of a
// package, a Cantonese fit, "nobody answers" said of the visitor's own site); and how the visitor wants to be reached
// ("sms > call", "by WhatsApp", "(Name)" beside an address).

const { conversation, ask } = useTrainedEngine();

describe("a count named earlier, doubled or grown", () => {
  it("doubled, then two more, in English", () => {
    const [, doubled, more] = conversation("Outlook and kvCORE need connecting. What's the most affordable way?", "what if that number doubled?", "fine, plus two more beyond that");
    expect(doubled?.response).toMatch(/Pro Bundle/);
    expect(more?.response).toMatch(/Enterprise Bundle/);
  });
  it("el doble, in Spanish", () => {
    const [, reply] = conversation("Quiero conectar Slack y HubSpot, ¿qué es lo más barato?", "¿y si fuera el doble?");
    expect(reply?.response).toMatch(/Pro Bundle/);
  });
  it("thêm N, in Vietnamese", () => {
    const [, reply] = conversation("Em cần nối Outlook với Salesforce, rẻ nhất là sao ạ?", "vậy thêm 4 cái nữa thì sao?");
    expect(reply?.response).toMatch(/Enterprise Bundle/);
  });
  it("翻倍, in Chinese", () => {
    const [, reply] = conversation("我要连接 Gmail 和 Airtable，最便宜的办法是什么？", "如果数量翻倍呢？");
    expect(reply?.response).toMatch(/Pro Bundle/);
  });
  it("no count before: nothing to double", () => {
    expect(ask("what if we doubled our ad budget?").response).not.toMatch(/Pro Bundle/);
  });
});

describe("picks among things named earlier", () => {
  it("the other of two add-ons, after a filler word", () => {
    const [, , reply] = conversation("Voice AI or Enhanced Messaging, what do they each cost?", "the cheaper one, how does it work?", "alright, and the other one, what's it good for?");
    expect(reply?.response).toMatch(/^Voice AI/);
  });
  it("the package for individual agents keeps what was asked", () => {
    const [, , reply] = conversation("We're a team of 9 agents, what do you suggest?", "how soon could that be live?", "what about the one for solo agents?");
    expect(reply?.response).toMatch(/Foundation/);
    expect(reply?.response).toMatch(/two weeks/);
  });
  it("the package for brokerages, in Spanish", () => {
    const [, reply] = conversation("Somos 6 agentes, ¿qué paquete nos conviene?", "¿y el de inmobiliarias?");
    expect(reply?.response).toMatch(/Enterprise/);
  });
  it("the last newly added platform, alone", () => {
    const [, , reply] = conversation("We run Slack and HubSpot, cheapest way to hook them up?", "and if we add Google Drive and Mailchimp too?", "what's the last new one on its own?");
    expect(reply?.response).toMatch(/Business and Marketing/);
  });
  it("the first newly added platform, in Chinese", () => {
    const [, , reply] = conversation("Outlook 和 Salesforce 一起接，最划算怎么选？", "再加 Airtable 和 Calendly 呢？", "新加的第一个单独装要多少？");
    expect(reply?.response).toMatch(/Airtable/);
    expect(reply?.response).toMatch(/\$150-\$250/);
  });
  it("the two rows just listed, together as a bundle", () => {
    const [, reply] = conversation("What are the setup fees for Outlook and for Airtable?", "if we did both of them together, is a bundle cheaper?");
    expect(reply?.response).toMatch(/Starter Bundle/);
    expect(reply?.response).toMatch(/\$200-\$350/);
  });
  it("someone checks before launch, after a setup fee", () => {
    const [, reply] = conversation("How much is the CRM setup?", "will your people test it before we switch it on?");
    expect(reply?.response).toMatch(/^Yes/);
    expect(reply?.response).toMatch(/review your connections/);
  });
});

describe("fit", () => {
  it("the visitor's own unanswered phone is no complaint", () => {
    const reply = ask("I'm a one-woman shop with a phone line nobody answers on weekends. Which package fits me?");
    expect(reply.response).toMatch(/Foundation/);
    expect(reply.response).not.toMatch(/sorry/i);
  });
  it("a package asked by one of its features, after 'which of your plans'", () => {
    expect(ask("Which of the tiers has the performance dashboard? Our team lives on numbers.").response).toMatch(/^Growth/);
  });
  it("a feature asked of a package named", () => {
    const reply = ask("Does Foundation include instant lead notifications, or is that only for teams?");
    expect(reply.response).toMatch(/^Foundation/);
  });
  it("a Cantonese solo agent", () => {
    expect(ask("我自己一個人做 agent，邊個套餐最啱我？").response).toMatch(/Foundation/);
  });
});

describe("how the visitor wants to be reached", () => {
  it("sms > call", () => {
    expect(ask("Marisol, 832-555-0177, sms > call").context.channel).toBe("sms");
  });
  it("call < e-mail, the other way round", () => {
    expect(ask("dale@example.org — call < email").context.channel).toBe("email");
  });
  it("a name in brackets after the address", () => {
    expect(ask("Reach me at k.nguyen@example.com (Khanh). Thanks").context.lead.name).toBe("Khanh");
  });
  it("por whats, in Spanish", () => {
    expect(ask("me llamo Toña, 713-555-0122, escríbeme por whats").context.channel).toBe("whatsapp");
  });
  it("WhatsApp 我, in Chinese", () => {
    expect(ask("WhatsApp 我 832-555-0166 就行").context.channel).toBe("whatsapp");
  });
});
