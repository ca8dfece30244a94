import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 45 and 46's off-topic asks, unknowns and deletions, by kind, with phrasings written for these tests
// (never the visitors' own words): a food place to recommend, a sports rivalry, a team trip, a launch or fireworks to
// watch, two dishes compared, a social post drafted, the visitor's income tax or a client's ratio are off-topic whatever
// package, area or team they name; paying in another currency or from a bank abroad, and an area the site does not
// list asked in Shanghai Wu, get "the site doesn't say" with the contacts; a Wu request to delete everything is a
// deletion; "in how many hours" the quote comes is the FAQ's 24 hours.

const { ask } = useTrainedEngine();

describe("an ask of the team's life outside work, whatever package, area or team it names, is off-topic", () => {
  it.each([
    "any good taco spot near EaDo for our Foundation team lunch? recs welcome",
    "where's a decent sushi place around Bellaire? taking my Growth agents out friday",
    "Lakers or Celtics? my Katy team leads need an answer before the meeting",
    "settle a bet for me: Yankees vs Red Sox, who has more titles",
    "Galveston or Kemah for our team's summer outing, which one is nicer?",
    "when is the next SpaceX launch and can we see it from Clear Lake?",
    "what time do the fireworks start downtown on the 4th?",
    "what's the difference between gumbo and jambalaya? cooking for the River Oaks office",
    "how much income tax will I owe this year on 95k?",
    "Write me an Instagram post congratulating my buyer on her Montrose closing, keep it upbeat",
    "calculate my client's DTI: income 6,500 a month and debts of 2,100",
    "¿Qué playa es mejor para ir de paseo con el equipo, Galveston o Surfside?",
    "¿A qué hora es el desfile y se ve desde Heights?",
    "Đà Lạt hay Nha Trang chỗ nào đẹp hơn để đi du lịch với nhóm?",
    "tối mai mấy giờ bắn pháo hoa, ở Katy có thấy không?",
    "tính giúp mình DTI khách: lương 7000 nợ 2500 là bao nhiêu?",
    "粽子跟汤圆有什么区别？公司端午聚餐要准备",
    "明年团建去哪里玩好？我们Katy的team想出去",
    "烟花几点开始？在Sugar Land看得到吗",
    "帮我算算我的个税要交多少",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
});

describe("a real question about us that names food, a trip, a team or a tax stays on-topic", () => {
  it.each([
    "Our Growth team wants to know: does the scheduler handle showings near Montrose?",
    "Can your AI text my clients the fireworks schedule?",
    "Does the Growth package include a DTI calculator for buyers?",
    "what's the difference between Growth and Foundation?",
    "Growth跟Foundation差在哪？",
    "我们团队下周去旅游，回来想装Growth，多久能上线？",
    "we run a taco truck and rent out two duplexes, any recs on which package?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("question");
  });
});

describe("a fact the site never states gets the honest answer with the contacts", () => {
  it.each([
    "can we pay you in euros from a bank abroad?",
    "¿Puedo pagarles en pesos desde un banco de México?",
    "可以用人民币付款吗？",
    "我可以从国内的银行汇款给你们吗",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/hello@bayoucity\.ai|555-0100/);
  });

  it("Wu: whether we work in an area the site does not list", () => {
    const reply = ask("浦东那一带侬拉做伐？");
    expect(reply.act).not.toBe("off_topic");
  });
});

describe("Wu Chinese: a request to delete everything is a deletion", () => {
  it.each(["拿阿拉公司额资料统统删忒", "侬拿我额聊天记录删脱"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("deletion");
    expect(reply.response).toContain("/privacy");
  });

  it("Wu 额 after a pronoun is 的, never in 金额 or 额度", () => {
    expect(ask("Growth套餐的金额是多少？").act).toBe("question");
  });
});

describe("how many hours until the fixed quote", () => {
  it.each([
    "If I send the form, in how many hours do I get the fixed quote?",
    "Si mando el formulario, ¿en cuántos días llega el presupuesto?",
    "填了表单，报价几个小时能发过来？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/24/);
  });
});
