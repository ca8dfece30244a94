import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Visitor kinds found answered wrongly: whether connecting the platforms through their own people is charged, asked
// without refusing the fee or as "what if we do it ourselves?"; a result figure asked with words between "how much" and
// "rises"; the care after launch asked as "do you keep following up on the system or leave me on my own?"; a name
// typed as its own sentence before labelled details ("Dana Whitfield. Company: …"); the consultation declined in the
// same breath as a package's price is asked; "which single plan" for one agent; an old or unlisted tool of their own to
// connect; the extra service for a channel or for market data; a 24/7 service in the callers' language and its cost;
// "which of those has no setup fee" said with more words between; and "the second one I named" with its question.

const { ask, conversation } = useTrainedEngine();

describe("connecting the platforms themselves", () => {
  it("is the free self-setup with its step-by-step guides, in four languages", () => {
    const cases: [string, RegExp][] = [
      ["my daughter is good with computers, if she hooks everything up herself do you still charge for the install?", /self-setup/],
      ["mi hijo sabe de sistemas, si él lo configura solito ¿nos cobran algo?", /paso a paso/],
      ["nếu bên em tự connect mấy nền tảng thì có tốn phí gì không?", /miễn phí/],
      ["听说自己接平台是不收钱的，是吗？", /免费/],
    ];
    for (const [message, expected] of cases) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.response, message).toMatch(expected);
      expect(reply.response, message).not.toMatch(/\$\d/);
    }
  });
  it("answers 'what if we do it ourselves?' after the setup was asked", () => {
    const [, then] = conversation("Do you set everything up for us?", "vậy nếu tụi em tự connect hết thì sao?");
    expect(then!.response).toMatch(/miễn phí/);
  });
});

describe("a result figure asked in roundabout words", () => {
  it("is the results answer", () => {
    expect(ask("la captura de prospectos, ¿en cuánto se supone que les sube a sus clientes?").response).toContain("300%");
  });
});

describe("the care after launch, asked as being left alone", () => {
  it("is the list every package includes, with the monthly tuning", () => {
    expect(ask("Una vez lanzado el asistente, ¿le dan seguimiento al sistema o nos dejan solos?").response).toMatch(/mensual|monitoreo/);
  });
});

describe("a name typed as its own sentence before labelled details", () => {
  it("keeps the name and the company", () => {
    for (const [message, name] of [
      ["Dana Whitfield. Company: Gulf Breeze Homes. Phone 713-555-0199", "Dana Whitfield"],
      ["Lucía Benavides. Empresa: Casa Sur Realty. Teléfono 713-555-0148", "Lucía Benavides"],
    ] as const) {
      const reply = ask(message);
      expect(reply.act, message).toBe("details");
      expect(reply.entities.name, message).toBe(name);
    }
  });
});

describe("the consultation declined, a package's price asked", () => {
  it("is the quote policy, never 'the site doesn't say' or the booking link alone", () => {
    for (const message of ["No necesito cita nomás díganme el precio del Enterprise", "không muốn hẹn tư vấn chỉ cần giá gói Growth thôi"]) {
      const reply = ask(message);
      expect(reply.response, message).toMatch(/consulta gratuita|tư vấn miễn phí/);
      expect(reply.response, message).not.toMatch(/no dice eso|không nói về/);
    }
  });
});

describe("which single package for one agent", () => {
  it("is Foundation", () => {
    expect(ask("Which single plan suits one independent realtor?").response).toMatch(/Foundation/);
    expect(ask("yo sola con unas 30 unidades quiero un chat en mi página, ¿qué paquete me recomiendan?").response).toMatch(/Foundation/);
  });
});

describe("an old or unlisted tool of their own, connected", () => {
  it("is Custom Integrations, not a made-up name or the packages' pricing", () => {
    for (const message of [
      "Our office runs an old rent-ledger program from the 90s. Could you connect it to our CRM, and how is that priced?",
      "We keep our warranty claims in an in-house portal that isn t on your list. Can you hook it up, and what would that run us?",
    ]) {
      const reply = ask(message);
      expect(reply.response, message).toContain("Custom Integrations");
      expect(reply.response, message).not.toMatch(/^Our isn't/);
    }
  });
});

describe("the extra service for a need", () => {
  it("is the add-on, not the platform's setup row or a refusal", () => {
    expect(ask("mis compradores me escriben por whatsapp y sms sin parar cual es el servicio extra para eso y cuanto al mes").response).toContain("Enhanced Messaging");
    expect(ask("minh can data thi truong Sugar Land live, co dashboard hong, 1 thang bao nhieu").response).toContain("Market Dashboard");
    expect(ask("Người thuê nhà của em hay gọi ban đêm, họ chỉ nói tiếng Việt. Bên mình có dịch vụ trả lời 24/7 bằng ngôn ngữ của khách không, giá sao ạ?").response).toContain("24/7 Customer Service Agent");
  });
});

describe("which of the add-ons shown has no setup fee", () => {
  it("is the one without", () => {
    const [, pick] = conversation("cuánto cuestan Voice AI, Email Commander y Social Scheduler", "¿y cuál de esos no trae costo de instalación?");
    expect(pick!.response.startsWith("Voice AI")).toBe(true);
  });
});

describe("the second one the visitor named, with what is asked of it", () => {
  it("is picked in the visitor's order", () => {
    const [, second] = conversation("Entre Voice AI, Email Commander y Social Scheduler, ¿cuál sale más barato?", "¿y el segundo que le nombré cuánto cobra de instalación?");
    expect(second!.response.startsWith("Email Commander")).toBe(true);
  });
});
