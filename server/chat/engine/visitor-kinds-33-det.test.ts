import { describe, expect, it } from "vitest";
import { extractCompany } from "./company-name.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { extractName } from "./person-name.ts";

// Kinds of blind probes 29 and 30's misses in acts and details, with phrasings written for these tests: lead details
// typed in lower case or after "bên", a channel named in Vietnamese after an own e-mail, questions that only look like
// introductions, tasks and unknowns read as off-topic, told contradictions, and follow-ups to a privacy answer.

const { ask, conversation } = useTrainedEngine();

describe("lead details", () => {
  it("'this is NAME with COMPANY' typed in lower case gives both", () => {
    expect(extractName("this is tess morrow with morrow feed & seed, cell 409-555-0162")).toBe("Tess Morrow");
    expect(extractCompany("this is tess morrow with morrow feed & seed, cell 409-555-0162")).toBe("Morrow Feed & Seed");
    expect(extractCompany("hi i'm raul with two quick questions, 713-555-0133")).toBeUndefined();
  });
  it("a business after 'bên' beside a contact detail, but not a place", () => {
    expect(extractCompany("anh tên Phát, bên Kim Long Leasing, số anh 346-555-0190 nha")).toBe("Kim Long Leasing");
    expect(extractCompany("em Thảo bên Sugar Land, 346-555-0191")).toBeUndefined();
  });
  it("a channel asked in Vietnamese after 'email chị/anh là …'", () => {
    const reply = ask("email anh là phat.kl@example.com, mà gọi điện cho anh thì tiện hơn");
    expect(reply.context.channel).toBe("call");
  });
});

describe("no greeting by name for questions", () => {
  it("a role talked about, or a Chinese list, names no business", () => {
    for (const message of ["el asistente de IA aprende de mis correos viejos o viene ya hecho?", "有没有讲Zillow、HubSpot和表单怎么对接的文章"]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.entities.company, message).toBeUndefined();
    }
  });
});

describe("tasks and unknowns", () => {
  it("a birthday or year-end party text is off-topic in four languages", () => {
    for (const message of ["write a birthday note for my broker, make it funny", "redáctame unas palabras de cumpleaños pa' mi jefa", "viết giúp chị lời chúc sinh nhật cho sếp", "帮我写一段年会致辞，感谢团队"]) {
      expect(ask(message).act, message).toBe("off_topic");
    }
  });
  it("a payment app, an API or voice notes: the site does not say", () => {
    expect(ask("do you accept payments through Payoneer?").response).toMatch(/doesn't say/);
    expect(ask("¿reciben pagos con Nequi?").response).toMatch(/no dice/);
    expect(ask("bên em có SDK cho lập trình viên không?").response).toMatch(/không nói/);
    expect(ask("你们提供公开的API吗？给开发者用的").response).toMatch(/没有提到/);
    expect(ask("can your AI listen to audio messages my buyers send?").response).toMatch(/doesn't say/);
  });
});

describe("contradictions and privacy follow-ups", () => {
  it("our side saying one thing and another is a complaint", () => {
    for (const message of ["your bot told my wife one thing and your rep told her something else, so which is it", "su chatbot me dijo una cosa y la señorita del teléfono lo contrario", "你们网站说一个价，客服又说另一个价，前后矛盾"]) {
      expect(ask(message).act, message).toBe("complaint");
    }
  });
  it("after a privacy answer: sold, or sent to an AI model", () => {
    const [, sold] = conversation("where does my clients' data live?", "and do those get sold to anybody?");
    expect(sold!.response).toMatch(/never sell/);
    const [, model] = conversation("cuánto tiempo se guarda lo que escribo en el chat?", "¿y eso lo pasan a un modelo de IA?");
    expect(model!.response).toMatch(/OpenAI/);
  });
});
