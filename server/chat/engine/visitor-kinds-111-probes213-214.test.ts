import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Session 72's second round, on the misses of blind probes 213 (investors) and 214 (backoffice), first scored at
// a74f2f12 before any of their misses was read (88.4 and 90.5 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("investors as the leads", () => {
  it("telling investors from first-time buyers is the AI's qualifying, a yes", () => {
    expect(ask("can your AI tell apart the investors from the first-time buyers when they write in?").response).toMatch(/^Yes\. That's our Custom AI Agents/);
    expect(ask("AI có phân biệt được khách là nhà đầu tư hay người mua nhà lần đầu không?").response).toMatch(/^Có\./);
    // (Whom we serve is still asked as such.)
    expect(ask("do you work with investors?").response).toMatch(/Our site doesn't mention other uses/);
  });

  it("investor leads sent to the specialist are the speed-to-lead post's specialist row", () => {
    expect(ask("can investor leads go straight to the agent on my team who handles investors?").response).toMatch(/Specialist \(luxury, new construction, investors\)/);
    expect(ask("¿se pueden mandar los leads de inversionistas al asesor que ve inversiones?").response).toMatch(/^Sí\. .*Al especialista/s);
  });
});

describe("gaps: investment figures and the back office", () => {
  it("a flip's profit, rent estimates, licence renewals and commission splits are not on the site", () => {
    expect(ask("¿el sistema saca cuánta ganancia le dejaría una casa para remodelar?").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("AI có ước tính giá thuê cho nhà đầu tư được không?").response).toMatch(/^Trang của chúng tôi không nói/);
    expect(ask("does the bot work out the cap rate on a fourplex for my buyers?").response).toMatch(/^Our site doesn't say/);
    expect(ask("¿el sistema lleva el control de cuándo vencen las licencias de mis agentes?").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("能帮我们算每个经纪人的佣金分成吗？").response).toMatch(/^我们的网站没有提到这一点/);
  });
});

describe("asked in plain words", () => {
  it("SMS and WhatsApp priced are Enhanced Messaging, not their setup row", () => {
    expect(ask("how much for the texting and WhatsApp piece?").response).toMatch(/^Enhanced Messaging: \$129\/month/);
    expect(ask("SMS với WhatsApp giá sao em?").response).toMatch(/Enhanced Messaging \(\$129\/tháng\)/);
  });

  it("our number asked in Chinese is the phone, not Voice AI", () => {
    expect(ask("那我打过去好了，号码是多少？").response).toMatch(/^我们的电话是/);
  });

  it("'only English' is the languages line's no", () => {
    expect(ask("a friend of mine swears the chat only speaks English, is that so?").response).toMatch(/^No\. Your AI answers clients in English, Spanish and more/);
    expect(ask("¿el chat solo habla inglés?").response).toMatch(/^No\. /);
  });

  it("where their clients' data stays, asked beside our servers, is their own accounts", () => {
    expect(ask("¿y los datos de mis clientes en dónde se quedan, en sus servidores?").response).toMatch(/^Sus datos se quedan en sus propias cuentas/);
  });

  it("what the hurricane post says the AI must not do, asked whether it does, is a no", () => {
    expect(ask("will the AI promise my tenants a date for repairs?").response).toMatch(/^No\. From our article "Hurricane Season Playbook/);
    expect(ask("can the bot approve rent concessions for tenants after a storm?").response).toMatch(/^No\. /);
  });

  it("what comes after the consultation: the three steps and the fixed quote within 24 hours", () => {
    expect(ask("what happens after the consultation?").response).toMatch(/three steps[\s\S]*fixed quote within 24 hours/);
    expect(ask("¿y qué sigue después de la consulta?").response).toMatch(/cotización fija en 24 horas/);
  });
});

describe("in a conversation", () => {
  it("a package turned down as too big, with the size told now, is refitted", () => {
    const [, second] = conversation("Nhóm chị 5 người, em thấy gói nào hợp?", "Thôi, gói đó lớn quá, chị làm một mình thôi");
    expectOnlyPackage(second?.response ?? "", "Foundation");
  });

  it("adding an add-on 'lúc đó' is the FAQ's any-time yes", () => {
    expect(ask("Lúc đó anh thêm Email Commander vào được không em?").response).toMatch(/^Có\./);
  });

  it("owners who live in another state are their clients, not a place we work", () => {
    expect(ask("AI có nhắn hỏi thăm mấy khách ở tiểu bang khác sau khi mua nhà không?").response).toMatch(/^Có\. Việc đó do Quản lý khách hàng tự động/);
  });
});
