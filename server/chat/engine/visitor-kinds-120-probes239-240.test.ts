import { describe, expect, it } from "vitest";
import { SITE_DOES_NOT_SAY, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Session 77's first round, on the misses of blind probes 239 (lender partners) and 240 (new brokerages), first scored
// at 6cd077fd before any of their misses was read (89.7 and 91.4 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("a loan officer's desk and a brokerage's paperwork are not on the site", () => {
  it("rate quotes, pre-approval letters, credit pulls and the bill split with a lender are gaps", () => {
    expect(ask("could the lender I work with cover part of the monthly fee? can you invoice her directly?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿El bot le puede sacar el reporte de crédito al comprador?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("AI có kiểm tra điểm tín dụng của người mua giùm không?").response).toMatch(SITE_DOES_NOT_SAY.vi);
    expect(ask("你们的AI能给买家出预批信吗？").response).toMatch(SITE_DOES_NOT_SAY.zh);
  });

  it("a broker's licence, an LLC, commission plans and a franchise contract are gaps", () => {
    expect(ask("can y'all walk me through getting my broker license?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("do you form the LLC for my new company?").response).toMatch(SITE_DOES_NOT_SAY.en);
    expect(ask("¿Ustedes me arman el esquema de comisiones para mis agentes?").response).toMatch(SITE_DOES_NOT_SAY.es);
    expect(ask("could someone review my franchise agreement before I walk away?").response).toMatch(SITE_DOES_NOT_SAY.en);
  });
});

describe("a logo asked in Spanish or for a brokerage is what we don't build", () => {
  it("answers no, with what we do build", () => {
    expect(ask("¿Nos pueden diseñar un logotipo para la oficina nueva?").response).toMatch(/^No, el diseño de logos/);
    expect(ask("could y'all create a logo for the new brokerage?").response).toMatch(/^No, logo and print design/);
  });
});

describe("what the AI does with the people who write in", () => {
  it("their names and numbers taken down is lead capture, in four languages", () => {
    expect(ask("will the chatbot collect each buyer's name and number for us?").response).toMatch(/Lead Capture/);
    expect(ask("¿El asistente puede estar en mi sitio y pedir los datos de los clientes que entran?").response).toMatch(/captura de prospectos/);
    expect(ask("Web của em gắn AI chat để trả lời khách rồi lấy số điện thoại được không?").response).toMatch(/thu thập khách/);
    expect(ask("AI能把客户的姓名和电话记录下来吗？").response).toMatch(/获取/);
  });

  it("our number asked is still our number", () => {
    expect(ask("can I get the number to call y'all?").response).toMatch(/\(713\) 555-0100/);
  });

  it("whether the AI answers a loan question or passes it on is the post's hand-off triggers, not a hand-off", () => {
    const en = ask('say a buyer types "can I afford a 30 year loan?", does the bot handle that itself or pass it to a human?');
    expect(en.act).toBe("question");
    expect(en.response).toMatch(/financing advice/);
    expect(ask("Khách hỏi AI về lãi suất vay mua nhà thì AI tự trả lời hay chuyển cho nhân viên?").response).toMatch(/financing advice/);
    const zh = ask("买家问AI房贷利率，AI会自己回复还是转给人工？");
    expect(zh.act).toBe("question");
    expect(zh.response).toMatch(/financing advice/);
  });

  it("a call answered instead of texting is Voice AI", () => {
    expect(ask("half my buyers phone the office instead of textin. got somethin that picks up and qualifies them calls?").response).toMatch(/Voice AI/);
  });

  it("a follow-up texted by the AI itself, in Vietnamese", () => {
    expect(ask("AI tự nhắn follow-up cho khách được không, hay tụi em phải tự nhắn?").response).toMatch(/^Có/);
  });
});

describe("names, roles and details", () => {
  it("an introduction's frame is no question once the name is out", () => {
    expectOnlyPackage(ask("Chào em, chị là Kim Thoa, quê Sóc Trăng. Team chị có 6 agent, gói nào hợp?").response, "Growth");
    expect(ask("chị là Mỹ Linh, cần tư vấn gói cho nhóm 6 người").context.lead.name).toBe("Mỹ Linh");
  });

  it("a name signed after the detail", () => {
    expect(ask("Email của em là thoa@example.com, em Thoa nha").context.lead.name).toBe("Thoa");
    expect(ask("我的电话是713-555-0163，秀兰").context.lead.name).toBe("秀兰");
  });

  it("a loan officer is no name and no audience of ours", () => {
    const reply = ask("soy oficial de crédito hipotecario, no agente. ¿Para quién es este servicio?");
    expect(reply.context.lead.name).toBeUndefined();
    expect(reply.response).not.toMatch(/^Sí/);
    expect(ask("I'm a lender, not a realtor. who's this thing made for?").response).not.toMatch(/^Yes/);
  });

  it("their borrowers' info is no deletion, and their buyers' details safe is the data-safety answer", () => {
    expect(ask("my borrowers info can't leak, how do y'all keep it safe?").act).toBe("question");
    expect(ask("are my clients' details safe with you?").response).toMatch(/never sell/);
  });
});

describe("smaller readings", () => {
  it("a post's fact asked after 'more than any other'", () => {
    expect(ask("the automation stack post says there's a mess y'all clean up in CRMs more than any other. which mess?").response).toMatch(/Duplicate contacts/);
  });

  it("a sum asked as '¿cuánto le sale en total?'", () => {
    expect(ask("Mi primo vende 25 platos de mole a $12 cada uno, ¿cuánto le sale en total?").act).toBe("off_topic");
  });

  it("a CRM installed for them, priced in Chinese, is the CRM row", () => {
    expect(ask("你们帮我们装好CRM大概要多少钱？").response).toMatch(/\$750/);
  });

  it("hours after the form, in Spanish", () => {
    expect(ask("¿Cuántas horas tardan en contestar el formulario?").response).toMatch(/24 horas/);
  });

  it("where their clients' data lives, after a story, in Vietnamese", () => {
    expect(ask("Bên cũ giữ hết data khách của em. Qua bên anh thì data khách hàng để ở đâu?").response).toMatch(/tài khoản/);
  });

  it("the owner watching each agent's leads is the analytics dashboards", () => {
    expect(ask("公司开张以后，我当老板要看到每个经纪人的线索，你们有这种看板吗？").response).toMatch(/看板/);
  });

  it("training asked of the package pointed at", () => {
    const [, training] = conversation("Nhóm chị 8 agent, gói nào hợp?", "Gói đó có đào tạo cho agent của tụi chị không?");
    expect(training?.response).toMatch(/đào tạo/);
    expect(training?.response).toMatch(/^Có/);
  });

  it("thanks with a consultation declined gets no booking pushed again", () => {
    const [, thanks] = conversation("Gói Growth giá bao nhiêu?", "Cảm ơn em, chị chưa muốn đặt lịch tư vấn");
    expect(thanks?.act).toBe("thanks");
    expect(thanks?.response).not.toMatch(/cal\.example\.com|tư vấn/);
    expect(ask("Thanks, but I don't need a consultation right now").response).not.toMatch(/cal\.example\.com|consultation/);
  });

  it("our hours on whose clock, and whether anyone is still there at five", () => {
    const [, clock, late] = conversation("¿En qué horario atienden?", "¿Esa hora es la de Houston? Es que estoy de viaje.", "Si allá son las 5 de la tarde, ¿aún me atienden?");
    expect(clock?.response).toMatch(/CST/);
    expect(clock?.response).not.toMatch(/instalación/);
    expect(late?.response).toMatch(/8 AM - 6 PM/);
    expect(ask("it's 5:30 in Houston, anybody still around?").response).toMatch(/8 AM - 6 PM/);
  });

  it("a preference said after the question is no question of its own", () => {
    const reply = ask('if a client asks the bot "which loan should I take", does it answer that or does a real person take over? I would rather those come to me');
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/financing advice/);
    expect(reply.response).not.toMatch(/MLS/);
  });
});
