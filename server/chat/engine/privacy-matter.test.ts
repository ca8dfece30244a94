import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// What the privacy page, the contact form and "How Clients Choose" say, asked of the thing they are about (this chat,
// the form, the newsletter, the visit statistics) in any of the four languages: the page's own sentences on it, in the
// visitor's language where the page has one. Phrasings written for these tests.

const { ask } = useTrainedEngine();

describe("this chat and the visitor's IP address", () => {
  it.each([
    "Is this chat filed under my IP address?",
    "Chat này có lưu lại theo địa chỉ IP của mình không?",
    "這個聊天是用我的IP地址來存的嗎？",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toContain("random ID");
    expect(reply).not.toMatch(/^(?:Yes|Có|是的)/u);
  });
});

describe("the visit statistics", () => {
  it.each(["你们的访客统计会不会存我的IP地址？", "do your visitor stats keep my IP address?"])("%s: only a one-way hash", (message) => {
    expect(ask(message).response).toContain("hash");
  });
  it("what they keep of the visitor's computer: the kind of device", () => {
    expect(ask("你们网站的访问统计会记录我电脑的什么资料？").response).toMatch(/kind of device|tablet/);
  });
});

describe("the contact form", () => {
  it("no AI model reads it to tag it, in the page's Spanish", () => {
    expect(ask("¿Una IA lee lo que pongo en el formulario para clasificarlo?").response).toContain("ningún modelo de IA");
  });
  it("the requests can be exported as a spreadsheet", () => {
    expect(ask("can your team export the form submissions to a spreadsheet?").response).toMatch(/spreadsheet/);
  });
  it("how it keeps out spam", () => {
    expect(ask("Form liên hệ của bên bạn chặn spam bằng cách nào?").response).toContain("hidden field");
  });
  it.each(["經網站表單送出的資料會轉給哪些第三方？", "does the contact form pass my details to third parties?"])("%s: who else gets a copy", (message) => {
    expect(ask(message).response).toContain("HubSpot");
  });
  it.each([
    ["Which role options does the contact form give me?", "Team Leader"],
    ["¿Qué puesto puedo elegir en el formulario?", "Líder de equipo"],
    ["Trong form liên hệ có những vai trò nào để chọn?", "Trưởng nhóm"],
    ["表单上可以选哪些身份？", "团队负责人"],
  ])("%s: the roles it lists", (message, role) => {
    expect(ask(message).response).toContain(role);
  });
  it("how they reach the visitor who leaves texts unticked: the form's contact methods", () => {
    expect(ask("Si no marco WhatsApp en el formulario, ¿cómo me contactan?").response).toContain("Correo electrónico");
  });
});

describe("the newsletter", () => {
  it.each(["Para el boletín: ¿cuántos pasos tiene la suscripción?", "to join the newsletter, how many steps? is there a confirmation?"])("%s: double opt-in", (message) => {
    expect(ask(message).response).toMatch(/dos pasos|two steps/);
  });
  it("an unsubscribe link in every issue, asked, is no opt-out", () => {
    const reply = ask("On the newsletter: is there an unsubscribe link in each issue?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("unsubscribe link");
  });
});

describe("how long conversations are kept, and who else gets them", () => {
  it("kept until deleted, not on a timer", () => {
    expect(ask("这些聊天记录会保存多久？会自动删除吗？").response).toMatch(/until we delete them/);
  });
  it("the chat's AI providers, named", () => {
    expect(ask("你们的聊天内容会发给第三方AI供应商吗？").response).toMatch(/OpenAI|Anthropic/);
  });
});

describe("How Clients Choose: most mix both", () => {
  it.each([
    ["¿Sus clientes suelen elegir la instalación hecha por ustedes o la instalación por su cuenta?", "combina las dos"],
    ["客户一般选择自行安装还是由你们代为安装？", "两者结合"],
  ])("%s", (message, closing) => {
    expect(ask(message).response).toContain(closing);
  });
});

describe("not a privacy question", () => {
  it("the AI chat for the visitor's own website storing their leads is the service's", () => {
    expect(ask("Will the AI chat on my website store my leads in my CRM?").response).not.toContain("/privacy");
  });
});
