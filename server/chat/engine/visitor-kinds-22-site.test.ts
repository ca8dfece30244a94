import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { pointsAtPage } from "./knowledge/site-cited.ts";

// Blind probes 20 and 21's site-words, hijack and unknown kinds, by shape, with phrasings written for these tests
// (never the visitors' own words): a relative "a plan where we get…" is no request for someone else's thing; writing
// for another trade or a holiday greeting is a task; money terms the site never states; a figure or a line of the home
// page, who is behind the agency, and what happens to what the visitor types here, from the site's own words.

const { ask } = useTrainedEngine();

describe("a plan described by what comes with it stays a question", () => {
  it.each([
    "do you have a plan where we get one person assigned to us, a dedicated success manager?",
    "which tier is the one where we get a success manager of our own?",
    "is there an option where we'd have our own success manager to call?",
  ])("en: %s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Enterprise/);
  });

  it("asking who founded it, in any spelling, is what the site does not say", () => {
    const reply = ask("whos the founder of bayou city ai?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/doesn't say who founded/);
  });
});

describe("writing for another trade, or a holiday greeting, is a task", () => {
  it.each([
    ["vi", "Anh giúp em viết quảng cáo cho tiệm nail của em nhé"],
    ["es", "¿Me puedes escribir un anuncio para mi restaurante de mariscos?"],
    ["en", "can you write me a promo for my dental clinic's summer special"],
    ["zh", "帮我写一条春节拜年的短信，发给老客户"],
    ["en", "please write a Christmas message for my past clients"],
  ])("%s: %s", (_, message) => {
    expect(ask(message).act).toBe("off_topic");
  });

  it.each(["can your AI write listing descriptions for my homes?", "Anh giúp em viết quảng cáo cho căn nhà 3 phòng ngủ ở Katy được không?", "你们的AI能帮我写房源文案吗？"])(
    "our own writing stays a question: %s",
    (message) => {
      expect(ask(message).act).toBe("question");
    },
  );
});

describe("money terms the site never states are unknown, never a price", () => {
  it.each([
    "what's the early termination fee if we leave after half a year?",
    "can we pay the setup in installments?",
    "¿cobran alguna penalización si cancelamos antes?",
    "phí hủy hợp đồng là bao nhiêu?",
    "平台安装费能不能分三期付？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("unanswered");
    expect(reply.response).toMatch(/555-0100/);
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it("the setup fees asked plainly are still the setup table", () => {
    expect(ask("how much are the platform setup fees?").response).toMatch(/\$150/);
  });
});

describe("the home page's own figures and lines", () => {
  it("joins a pointer at a page to the question asked of it", () => {
    expect(pointsAtPage("the big number on your homepage")).toBe(true);
    expect(pointsAtPage("what do you show on the home page")).toBe(false);
  });

  it.each([
    ["en", "that activity card on the homepage, how many showings set does it say?", /27/],
    ["es", "¿cuánto dice la página principal que aumenta la captación de prospectos? solo el número", /300/],
    ["vi", "trang chủ ghi tăng bao nhiêu phần trăm khách tiềm năng vậy?", /300/],
    ["en", "the sentence on your homepage about chatbots not knowing neighborhoods?", /Kingwood/],
    ["zh", "首页上那句说普通聊天机器人分不清的话是什么？", /Kingwood/],
  ])("%s: %s", (_, message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });

  it.each([
    ["en", "honestly who is behind this company, developers or realtors?", /engineers/],
    ["es", "¿quiénes están detrás de esta empresa?", /ingenier/],
  ])("who is behind it, from its own words: %s", (_, message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it("the founder by name stays unknown", () => {
    expect(ask("what's the name of the person behind this company?").response).not.toMatch(/engineers/);
  });
});

describe("what happens to what the visitor types here", () => {
  it.each([
    ["en", "how long do you keep what I type in this chat?", /until we delete/],
    ["es", "si le doy mi correo al chat, ¿lo comparten con otras empresas?", /HubSpot/],
    ["vi", "những gì tôi viết ở đây có bị gửi cho bên thứ ba không?", /OpenAI/],
    ["zh", "我在这里发的消息会发给别的公司吗？", /HubSpot/],
  ])("%s: %s", (_, message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });

  it("a question about the visitor's clients' data stays the data answer", () => {
    expect(ask("can the AI push my leads' phone numbers into my CRM?").response).not.toMatch(/privacy policy/i);
  });

  it("when to reach the team is the office hours", () => {
    expect(ask("when can I actually reach your team?").response).toMatch(/Monday/);
  });
});
