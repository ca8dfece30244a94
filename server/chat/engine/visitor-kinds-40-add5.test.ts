import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Add-ons asked by what they should do, and the visitor's own tools: the tool to connect decides Custom Integrations
// (an accounting program unnamed, "của tụi tui là CINC" read as the tool's name, "nối vô" as connecting); the channel
// handled decides the add-on ("off the hook" is no tool to hook up; "cái chi" asks, it points at no add-on; a round the
// clock agent in their language is the 24/7 agent); "mí tuần" asks how many weeks.

const { ask } = useTrainedEngine();

describe("the visitor's own tool to connect", () => {
  it("is Custom Integrations, in Spanish and Vietnamese", () => {
    const cases = [
      "tenemos un sistema de contabilidad viejito, ¿lo podrían conectar a su plataforma?",
      "phần mềm quản lý nhà của tụi mình là TenantCloud, nối vào hệ thống mấy bạn được không?",
      "bên mình xài Propertyware để thu tiền nhà, nối vô được hông?",
    ];
    for (const message of cases) expect(ask(message).response, message).toContain("Custom Integrations");
  });
  it("a possessive 'của tụi tui là X' gives no name", () => {
    expect(ask("app kế toán của tụi tui là Xero, kết nối vô được không?").entities.name).toBeUndefined();
  });
});

describe("the channel handled decides the add-on", () => {
  it("phone calls, even when the phone rings off the hook", () => {
    const reply = ask("The front desk phone rings off the hook with parents asking about camp dates and parking stickers. Is there something that can pick up those calls for us?");
    expect(reply.response).toContain("Voice AI");
    expect(reply.response).not.toContain("isn't among the platforms");
  });
  it("a round the clock agent in the tenants' own language", () => {
    expect(ask("Renters text us at all hours; a few only speak Korean or Spanish. Is there an around the clock agent that replies in their own language?").response).toContain("24/7 Customer Service Agent");
  });
  it("SMS and WhatsApp asked with 'cái chi'", () => {
    expect(ask("Người thuê nhà hay nhắn SMS với WhatsApp lắm, có cái chi cho AI trả lời giùm mấy tin đó hông, mỗi tháng nhiêu tiền?").response).toContain("Enhanced Messaging");
  });
  it("e-mail sorted and drafted, asked after the inbox is described", () => {
    expect(ask("email khách gửi về mỗi ngày cả đống, tui coi hổng kịp, có dịch vụ AI phân loại với soạn email hông? nhiêu tiền?").response).toContain("Email Commander");
  });
  it("units published on Instagram and Facebook by themselves", () => {
    expect(ask("quiero que los locales que tengo libres salgan publicados en Facebook e Instagram, programados. cuanto cuesta ese servicio?").response).toContain("Social Scheduler");
  });
});

describe("others who text the visitor", () => {
  it("set the scene of an add-on asked, they give no contact preference", () => {
    const reply = ask("Overseas families WhatsApp me at odd hours. Do you have an add-on so the AI takes those SMS and WhatsApp chats?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Enhanced Messaging");
  });
});

describe("one platform's setup, for the visitor's own newsletter", () => {
  it("is its setup row", () => {
    expect(ask("tụi mình gửi newsletter cho khách thuê bằng Mailchimp, chỉ kết nối riêng cái đó thì phí bao nhiêu?").response).toContain("$400-$750");
  });
});

describe("what the site does not say", () => {
  it("a place that is no listed area, after a word for an area", () => {
    expect(ask("mấy bạn có phục vụ khu vực Bear Creek không?").response).toContain("Bear Creek không có trong danh sách");
    expect(ask("ustedes trabajan en la zona de Greenway Plaza?").response).toContain("Greenway Plaza no está entre");
  });
  it("the contract's term, monthly or yearly", () => {
    for (const message of ["hợp đồng bên em ký theo tháng hay theo năm vậy?", "el contrato es mensual o anual?"]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.intent, message).toBe("unanswered");
    }
  });
});

describe("how many weeks, said 'mí tuần'", () => {
  it("is the timeline", () => {
    expect(ask("gói Growth mất mí tuần mới chạy vậy em?").response).toContain("ba đến bốn tuần");
  });
});
