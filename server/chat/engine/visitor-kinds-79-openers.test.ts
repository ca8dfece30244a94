import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// A visitor's first message, as people open one: a greeting and whom it greets ("xin chào bạn,", "anh ơi,", "hola
// buenas,", "你好，"), asking leave to ask ("cho em hỏi…", "xin hỏi…", "请问…", "quick question:"), then the question. The
// opener changes nothing of the answer. "你们做聊天机器人吗？" asks whether we build chatbots, not whether this is one.
// "Is this something that would help me?" asks whom we serve; "how is this different from just using ChatGPT?" what
// sets us apart.

const { ask } = useTrainedEngine();

describe("a greeting before the question", () => {
  it.each([
    ["xin chào bạn, bên bạn làm gì vậy?", "bên bạn làm gì vậy?"],
    ["xin chào, bên bạn có làm chatbot cho môi giới không?", "bên bạn có làm chatbot cho môi giới không?"],
    ["chị ơi, gói Foundation bao lâu thì chạy được?", "gói Foundation bao lâu thì chạy được?"],
    ["hola buenas, ¿trabajan en Pearland?", "¿trabajan en Pearland?"],
    ["你好，你们是做什么的？", "你们是做什么的？"],
  ])("%s", (withGreeting, bare) => {
    const greeted = ask(withGreeting);
    expect(greeted.intent).not.toBe("unanswered");
    expect(greeted.intent).toBe(ask(bare).intent);
  });
});

describe("asking leave to ask", () => {
  it.each([
    ["cho em hỏi bên bạn có làm chatbot không ạ?", "services"],
    ["anh ơi, cho em hỏi bên mình có làm chatbot không ạ?", "services"],
    ["xin hỏi gói Growth bao lâu thì xong?", "how_it_works"],
    ["请问你们是做什么的？", "services"],
    ["una pregunta: ¿cuánto tarda Foundation en estar listo?", "how_it_works"],
  ])("%s", (message, intent) => {
    expect(ask(message).intent).toBe(intent);
  });
});

describe("a chatbot built for the visitor, in Chinese", () => {
  it.each(["你们做聊天机器人吗？", "你们能帮房产经纪做聊天机器人吗？", "可以帮我们公司开发一个AI客服吗？"])("%s is the lead-capture service", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("services");
    expect(reply.response).not.toContain("不是真人");
  });

  it("'你是机器人吗？' still asks what this chat is", () => {
    expect(ask("你是机器人吗？").response).toContain("不是真人");
  });
});

describe("whether it would help them", () => {
  it.each(["is this something that would help me?", "¿esto me serviría?", "我是经纪人，这个对我有用吗？", "em là môi giới, cái này có giúp được em không?"])("%s says whom we serve", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("about");
    expect(reply.response).toMatch(/Houston|休斯顿/);
  });
});

describe("how we differ from a general AI chat", () => {
  it.each([
    "how is this different from just using chatgpt?",
    "why not just use ChatGPT myself?",
    "what's the difference between you and chatgpt?",
    "¿en qué se diferencian de ChatGPT?",
    "bên bạn khác gì ChatGPT?",
    "你们和ChatGPT有什么区别？",
  ])("%s: what sets us apart", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("about");
    expect(answerKeys(reply)).toContain("entry:about");
  });

  it("'do you use ChatGPT?' is still the integration", () => {
    expect(ask("do you use chatgpt?").intent).toBe("integrations");
  });
});
