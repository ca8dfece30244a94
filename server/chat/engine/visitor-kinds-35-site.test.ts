import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// What the site's own pages say, asked in a visitor's words: the contact form's texting consent (how opting out would
// work is a question, not an opt-out), the home page's figures by their labels, the blog's categories, what of this chat
// an AI model receives, the newsletter's double opt-in, the spam guard of the form, what every package includes after
// launch, how the done-for-you setup is billed, who the team is, where the form's details go, and when the privacy
// policy changed. Each was answered with a price, an integration, an opt-out confirmation, a complaint reply or "our
// site doesn't say".

const { ask } = useTrainedEngine();

describe("how opting out of the form's texts works", () => {
  it("is answered with the consent's STOP, as a question, in four languages", () => {
    const cases = [
      "if I choose WhatsApp on the contact form, how would I stop those texts later on?",
      "si pongo SMS en el formulario, ¿cómo le hago para que ya no me lleguen mensajes después?",
      "nếu chọn nhắn tin SMS trong form rồi sau này không muốn nhận nữa thì hủy làm sao?",
      "如果我在表单上选短信，以后不想收了要怎么退订？",
    ];
    for (const message of cases) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.response, message).toContain("STOP");
    }
  });
  it("says the box left unticked means e-mail or a call", () => {
    expect(ask("what if i choose whatsapp on the form but dont tick the consent box").response).toMatch(/e-mail or call/);
    expect(ask("¿qué pasa si marco WhatsApp en el formulario pero no acepto la casilla?").response).toMatch(/correo electrónico o por teléfono/);
  });
  it("still takes a real opt-out as one, vosotros included", () => {
    for (const message of ["stop texting me", "no me manden más mensajes", "Dejad de escribirme, por favor. Dadme de baja."]) expect(ask(message).act, message).toBe("opt_out");
  });
});

describe("the home page's figures asked by their labels", () => {
  it("is the results, not a price, the services or a phone number", () => {
    expect(ask("what's the lead capture percentage y'all advertise?").response).toContain("300%");
    expect(ask("¿en cuánto sube la retención de clientes con ustedes?").response).toContain("40%");
  });
});

describe("the blog's categories", () => {
  it("are the blog page's categories in three languages", () => {
    for (const message of ["which categories does your blog file its articles under?", "¿en qué categorías están los artículos de su blog?", "博客文章都分成哪些类别？"]) {
      expect(ask(message).response, message).toContain("Strategy");
    }
  });
});

describe("what of this chat an AI model receives", () => {
  it("is the new message and up to 10 earlier ones, in three languages", () => {
    for (const message of ["when the AI model is switched on, how many previous messages of mine does it receive?", "¿cuántos mensajes previos míos recibe el modelo de IA?", "chat ở đây thì gửi mấy tin nhắn cũ cho AI vậy?"]) {
      expect(ask(message).response, message).toContain("10");
    }
  });
  it("is the chat section, not the office, for a chat kept under the IP in traditional Chinese", () => {
    expect(ask("聊天紀錄會用我的 IP 位址保存嗎？").response).toMatch(/random ID/);
  });
});

describe("the newsletter's double opt-in", () => {
  it("answers whether e-mails start right away", () => {
    expect(ask("if I sign up for your newsletter, do the emails start coming right away?").response).toMatch(/two steps/);
    expect(ask("¿si me suscribo al boletín me llegan correos de inmediato?").response).toMatch(/dos pasos/);
  });
});

describe("the contact form and the privacy page", () => {
  it("answers how bots are kept off the form, while spam from us stays a complaint", () => {
    const reply = ask("how do you keep bots from spamming the contact form?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/hidden field/);
    expect(ask("you keep spamming me").act).toBe("complaint");
  });
  it("names where the form's details go", () => {
    expect(ask("which CRM does my info go into when I send the contact form?").response).toContain("HubSpot");
    expect(ask("我填的联系表单会传到哪里？").response).toContain("HubSpot");
  });
  it("says the connections are encrypted, without a 'no' first", () => {
    const en = ask("are the platform connections encrypted?").response;
    expect(en).toMatch(/encrypted/);
    expect(en).not.toMatch(/^No\b/);
    expect(ask("¿las conexiones con mi CRM van cifradas?").response).toMatch(/cifrado/);
  });
});

describe("what the Solutions and home pages say of the service", () => {
  it("gives the care after launch every package includes", () => {
    expect(ask("once it's live, how often do you tune the assistant?").response).toMatch(/monthly tuning/);
    expect(ask("¿después de instalarlo cada cuánto ajustan el sistema?").response).toMatch(/ajustes mensuales|mensual/);
  });
  it("says how the done-for-you setup is billed", () => {
    expect(ask("is the done-for-you setup charged per platform?").response).toMatch(/per platform/);
  });
  it("says who the team is", () => {
    expect(ask("what is your team made up of?").response).toMatch(/engineers/);
    expect(ask("你们团队都是什么人组成的？").response).toMatch(/工程师/);
  });
});
