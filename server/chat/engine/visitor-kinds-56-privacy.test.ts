import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Details of the privacy page asked in so many words are answered by the page's own sentence on them
// (privacy-details.ts); the site's other pages answer whom the setup options suit, whether the AI knows Houston;
// staff languages are an admitted unknown, not a handoff; a complaint in the Newfoundland perfect is one.

const { ask, conversation } = useTrainedEngine();

describe("the chat's own details", () => {
  it("an e-mail given in the chat is saved as a request", () => {
    expect(ask("if I type my e-mail here in the chat, what happens to it?").response).toMatch(/as a request/);
    expect(ask("nếu em để lại email trong chat thì bên anh dùng làm gì?").response).toMatch(/request/);
  });
  it("who reads the chats: the team, in the staff portal, also right after the chat's section", () => {
    const [, who] = conversation("is this chat stored under my IP?", "who can read those chats?");
    expect(who?.response).toMatch(/staff portal/);
    expect(ask("¿quién puede leer las conversaciones de este chat?").response).toMatch(/equipo/);
    const [, what] = conversation("聊天记录员工能看到吗？", "那看了拿来干嘛？");
    expect(what?.response).toMatch(/follow up/);
  });
  it("the copy the browser keeps, and how to clear it", () => {
    const reply = ask("is my conversation kept in my browser?");
    expect(reply.response).toMatch(/Clearing this site's data/);
    expect(reply.response).not.toMatch(/We store every message/);
  });
  it("what not to type here", () => {
    expect(ask("should I share my bank account number in this chat?").response).toMatch(/wouldn't put in an e-mail/);
    expect(ask("¿puedo escribir mi número de seguro social en el chat?").response).toMatch(/correo/);
  });
  it("where the replies come from: our own server", () => {
    expect(ask("where do the replies in this chat actually come from?").response).toMatch(/own server/);
    expect(ask("is the chat on this site just ChatGPT talking?").response).toMatch(/own server/);
  });
  it("a question on what the AI model and the browser each get still gets both", () => {
    expect(ask("how many earlier messages go to the AI model, and how many does my browser keep?").response).toMatch(/10/);
  });
});

describe("the site's pages", () => {
  it("crawlers are not counted in the visit statistics", () => {
    expect(ask("do bots and crawlers show up in your visit statistics?").response).toMatch(/not counted/);
    expect(ask("¿los rastreadores de Google cuentan en sus estadísticas de visitas?").response).toMatch(/rastreadores/);
  });
  it("a mailbox refusing the newsletter is no longer sent to", () => {
    expect(ask("if my inbox keeps bouncing your newsletter, will you keep sending?").response).toMatch(/stop sending/);
  });
  it("fonts and scripts come from our own server", () => {
    expect(ask("does your website load fonts from Google's CDN?").response).toMatch(/own server/);
    expect(ask("các trang web của bạn có tải phông chữ từ Google không?").response).toMatch(/own server/);
  });
  it("share buttons load nothing before a click, with no yes in front", () => {
    const reply = ask("do the share buttons on your blog posts load anything from Twitter before I click?");
    expect(reply.response).toMatch(/until you click/);
    expect(reply.response).not.toMatch(/^Yes/);
    expect(ask("分享按钮会加载推特的脚本吗？").response).toMatch(/click/);
  });
  it("how the visitor came is kept for the tab; campaign tags are cut", () => {
    expect(ask("¿los datos de cómo llegué a su sitio se quedan guardados para siempre en el navegador?").response).toMatch(/pestaña/);
    expect(ask("do you keep my utm tags complete?").response).toMatch(/100 characters/);
  });
  it("most clients mix both setup options", () => {
    expect(ask("could I connect a few of the platforms myself and you handle the rest?").response).toMatch(/mix both/);
  });
  it("whom the free self-setup suits", () => {
    expect(ask("free self-setup suits what kind of person?").response).toMatch(/tech-comfortable/);
  });
  it("the AI knows Houston: Katy from Kingwood", () => {
    expect(ask("does your assistant understand Houston neighborhoods or is it a generic bot?").response).toMatch(/Kingwood/);
    expect(ask("你们的AI熟悉休斯顿本地吗？").response).toMatch(/Kingwood/);
  });
});

describe("acts", () => {
  it("staff speaking a language is an unknown, not a handoff", () => {
    const zh = ask("有没有讲客家话的真人客服？");
    expect(zh.handoff ?? false).toBe(false);
    expect(zh.response).toMatch(/hello@bayoucity\.ai|555-0100/);
    expect(ask("do you have any staff that speak Amharic?").response).toMatch(/doesn't say/);
    expect(ask("công ty có nhân viên biết tiếng Khmer không?").response).toMatch(/555-0100/);
  });
  it("an article talking about bilingual service is still an article", () => {
    expect(ask("有没有讲双语客服的文章？").response).toMatch(/bilingual-client-care/);
  });
  it("the Newfoundland perfect tells a complaint", () => {
    expect(ask("we're after emailing ye on Monday and heard nothing back").response).toMatch(/sorry/i);
  });
  it("this chat of mine, to be deleted, in Chinese", () => {
    const reply = ask("今天的聊天帮我删掉");
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
    expect(reply.response).not.toMatch(/cal\.example\.com/);
  });
});
