import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 49 and 50, the site's own pages and the add-ons: "this site" asked whether it keeps the IP (the visit
// statistics), and the Vietnamese "tự" of "tự động" kept in its phrase, so the privacy page answers whether chats are
// deleted automatically (a yes or no read from the sentence that says so); Chinese 钟头 (小时),
// 讯息 (消息), 传给 (发给) and "SMS" in a Chinese sentence (短信); how long it is kept asked right after a privacy answer;
// "do you keep what I type?" answered with the storing itself; a tool of the visitor's own making (custom integration,
// not a commission scheme); the 24-hour customer service add-on in Chinese; several add-ons asked in one list, each
// answered in the order said, so "the second one" picks the second named.

const { ask, conversation } = useTrainedEngine();

describe("the privacy page in southern Vietnamese", () => {
  it("says this site keeps only a one-way hash of the IP", () => {
    expect(ask("trang web này có ghi lại IP của tui hông?").response).toMatch(/one-way hash/);
  });
  it("says so in English, and no", () => {
    expect(ask("does your site keep my IP?").response).toMatch(/^No\..*one-way hash/s);
  });
  it("says chats are not deleted automatically, and no, not yes", () => {
    const reply = ask("đoạn chat ni có bị xoá tự động không?").response;
    expect(reply).toMatch(/not deleted automatically/);
    expect(reply).not.toMatch(/^Có/);
  });
  it("says it with the other spelling of xóa too", () => {
    expect(ask("mấy tin nhắn chat của tui có tự động bị xóa sau một thời gian không?").response).toMatch(/until we delete them/);
  });
  it("leaves the chat's own IP line to the chat", () => {
    expect(ask("does the chat store my IP?").response).toMatch(/random ID/);
  });
  it("still refuses the weather", () => {
    expect(ask("hôm nay trời có mưa hông?").act).toBe("off_topic");
  });
});

describe("Chinese words for the site's facts", () => {
  it("says up to 10 earlier messages go to the model, 讯息 and 传 read as 消息 and 发", () => {
    expect(ask("跟AI聊天的时候，会把我前面的讯息也传给模型吗？传多少条？").response).toMatch(/10/);
  });
  it("gives the hours saved per week for 钟头", () => {
    expect(ask("用了你们的服务一个礼拜能省多少钟头？").response).toMatch(/20\+/);
  });
});

describe("what is kept of the chat, in Spanish", () => {
  it("answers whether it is stored with the storing itself", () => {
    expect(ask("¿guardan lo que escribo en este chat?").response).toMatch(/Guardamos/);
  });
  it("answers 'for how long' after the chat's model with the retention", () => {
    const [, model, kept] = conversation("¿guardan lo que escribo en este chat?", "¿y eso lo mandan a OpenAI?", "¿por cuánto tiempo lo conservan?");
    expect(model?.response).toMatch(/10 mensajes/);
    expect(kept?.response).toMatch(/hasta que las eliminemos/);
  });
  it("leaves a package's setup time to the timeline after a privacy answer", () => {
    const [, timeline] = conversation("do you keep what I type here?", "how long does the Growth setup take?");
    expect(timeline?.response).toMatch(/three to four/);
  });
});

describe("a tool of the visitor's own making", () => {
  it("is a custom integration in English", () => {
    expect(ask("we have a lead tracker my nephew whipped up, can you connect to it?").response).toMatch(/Custom Integrations/);
  });
  it("is a custom integration in Chinese, 程序 kept a program", () => {
    expect(ask("我们公司自己瞎搞了一套管客户的程序，可以连到你们那边吗").response).toMatch(/Custom Integrations/);
  });
  it("leaves a referral commission asked outright to the unknown", () => {
    expect(ask("你们有推荐佣金吗？").intent).toBe("unanswered");
  });
});

describe("add-ons by what they do, in Chinese", () => {
  it("reads SMS in a Chinese sentence as 短信: Enhanced Messaging", () => {
    expect(ask("房客老是发SMS给我，有没有AI可以帮我回SMS？").response).toMatch(/Enhanced Messaging/);
  });
  it("names the 24/7 Customer Service Agent for round-the-clock service in the client's language", () => {
    expect(ask("你们有没有全天候的客服，会讲客户的母语的？").response).toMatch(/24\/7 Customer Service Agent/);
  });
  it("leaves the customer service phone number to the contacts", () => {
    expect(ask("你们24小时客服电话是多少").response).toMatch(/555-0100/);
  });
});

describe("several add-ons asked in one list", () => {
  it("answers all three in order, and the second one's setup fee", () => {
    const [all, second] = conversation("我需要AI帮我接电话、分类邮件，另外在IG上定时发帖", "第二个的安装费是多少？");
    const reply = all?.response ?? "";
    expect(reply.indexOf("Voice AI")).toBeGreaterThanOrEqual(0);
    expect(reply.indexOf("Email Commander")).toBeGreaterThan(reply.indexOf("Voice AI"));
    expect(reply.indexOf("Social Scheduler")).toBeGreaterThan(reply.indexOf("Email Commander"));
    expect(second?.response).toMatch(/Email Commander：\$1,500/);
  });
  it("answers one need with its one add-on", () => {
    const reply = ask("我想要AI接电话").response;
    expect(reply).toMatch(/Voice AI/);
    expect(reply).not.toMatch(/Email Commander|Social Scheduler/);
  });
});
