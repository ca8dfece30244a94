import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// What session 52 left (blind probes 97 and 98, misses read), by mechanism, with phrasings written for these tests:
// - "ask for <name>" in lower case before a detail names whom to ask for (person-name.ts); "it's for <Business>" after
//   the details names the visitor's company (company-name.ts);
// - "不方便接电话" (can't take calls) asks for no number of ours, so "还是发短信吧，…" states the channel;
// - the details left in the chat, said as "我在聊天里留下的电话和邮箱", asked to be sold: nothing is sold;
// - when a person is at work, asked in Chinese, is our hours; paying quarterly is a gap the site leaves;
// - a hello with who writes and where ("good morning from a …"), a thanks with where they head next;
// - a platform connected "for texting" is its setup row; "os desentendéis" is read as "se desentienden".

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};

describe("lead details said late or in lower case", () => {
  it("ask for josefa, then the company", () => {
    const [, named, company] = conversation("could somebody ring me this week?", "ask for josefa, 346-555-0172", "oh and it's for Brazos Bend Realty");
    expect(lead(named!)["name"]).toBe("Josefa");
    expect(company?.act).toBe("details");
    expect(lead(company!)["company"]).toBe("Brazos Bend Realty");
  });

  it.each(["ask for help, 346-555-0172", "ask for pricing, 346-555-0172"])("%s names nobody", (message) => {
    expect(lead(ask(message))["name"]).toBeUndefined();
  });

  it("it's for property management names no company", () => {
    expect(lead(ask("it's for property management, 346-555-0172"))["company"]).toBeUndefined();
  });

  it("还是发短信吧 after the number, with why", () => {
    const [, reply] = conversation("我叫卢敏，电话 832-555-0177", "还是发短信吧，上午开会不方便接电话");
    expect(reply?.act).toBe("details");
    expect((reply?.context as Record<string, unknown>)["channel"]).toBe("sms");
  });
});

describe("privacy, hours and money asked in other words", () => {
  it("我在聊天里留下的邮箱 sold?", () => {
    expect(ask("我在聊天里留下的邮箱会不会被你们卖掉？").response).toMatch(/不出售|绝不出售/);
  });

  it("人工客服什么时候在线", () => {
    const reply = ask("你们人工客服什么时候在线？");
    expect(reply.act).not.toBe("handoff");
    expect(reply.response).toContain("8 AM");
  });

  it.each([
    ["can we pay yearly instead?", /quarterly or yearly/],
    ["¿se puede pagar cada tres meses?", /por trimestre/],
    ["mình đóng phí theo quý được không?", /theo quý/],
    ["能不能按年支付？", /按季度或按年/],
  ])("%s", (message, said) => {
    const reply = ask(message);
    expect(reply.intent).toBe("unanswered");
    expect(reply.response).toMatch(said);
  });
});

describe("courtesies told at length", () => {
  it("a hello with who writes and where", () => {
    expect(ask("hiya, good afternoon from a Tulsa guy parked outside a Cypress open house").act).toBe("greeting");
  });

  it("a hello from someone wanting a package is a question", () => {
    expect(ask("good morning from a team lead looking for a package for 8 agents").act).toBe("question");
  });

  it.each(["thanks a bunch, heading back to the office to tell my broker", "thank you, that actually helped. off to a closing"])("%s", (message) => {
    expect(ask(message).act).toBe("thanks");
  });
});

describe("the referent kept", () => {
  it("a twilio number for texting, connected", () => {
    const reply = ask("we've got a twilio number for texting our renters. what's it cost to connect it?");
    expect(reply.intent).toBe("setup_fees");
    expect(reply.response).toContain("$200-$350");
  });

  it("¿os desentendéis una vez montado?", () => {
    expect(ask("¿Y os desentendéis cuando ya está montado?").response).toMatch(/^No\./);
  });
});

describe("the package said first, the question after", () => {
  it("with the growth package, a lead at 10pm", () => {
    const reply = ask("with the growth package, if a lead texts at 10pm does anything answer?");
    expect(reply.response).toMatch(/^Yes\./);
    expect(reply.response).toContain("24/7");
  });
});

describe("a feature named beside the package asked for", () => {
  it.each([
    ["we run 35 agents and want the executive analytics screens. which package?", "Enterprise", "executive analytics dashboards"],
    ["team of 7 here, we really want the traffic-aware scheduler. which plan?", "Growth", "traffic-aware showing scheduler"],
    ["somos 45 agentes y queremos un gerente de éxito dedicado, ¿qué paquete nos recomienda?", "Enterprise", "gerente de éxito dedicado"],
  ])("%s", (message, name, feature) => {
    const reply = ask(message);
    expect(reply.response).toContain(name);
    expect(reply.response.toLowerCase()).toContain(feature);
  });

  it("a feature shared by two packages is not singled out", () => {
    expect(ask("we run 35 agents and want a dashboard. which package?").response.toLowerCase()).toContain("custom ai agents for every lead source");
  });

  it("solo agent here, then the package asked", () => {
    expect(ask("solo agent here, which package?").response).toMatch(/^I'd suggest Foundation/);
  });
});
