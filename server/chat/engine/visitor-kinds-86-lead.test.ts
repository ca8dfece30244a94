import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// The lead's share before blind probes 85 and 86 were scored: an opt-out that names the newsletter also says the
// newsletter's own way out (the unsubscribe link in every issue), since the chat cannot unsubscribe an address it was not
// given; an opt-out that does not name it stays as it was.

const { ask } = useTrainedEngine();

describe("an opt-out naming the newsletter", () => {
  it.each([
    ["take me off the newsletter please", /unsubscribe link/],
    ["no quiero recibir más su boletín", /enlace para darse de baja/],
    ["đừng gửi bản tin cho tôi nữa", /link hủy đăng ký/],
    ["别再给我发你们的电子报了", /退订链接/],
  ])("%s says the newsletter's own way out", (message, way) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.response).toMatch(way);
  });

  it("an opt-out from texts says nothing of the newsletter", () => {
    const reply = ask("please stop texting me");
    expect(reply.act).toBe("opt_out");
    expect(reply.response).not.toMatch(/newsletter|unsubscribe link/i);
  });
});

describe("a post asked for by which one covers a subject", () => {
  it("is answered with the posts, not with one paragraph of a post that shares a word", () => {
    const reply = ask("which of your posts covers answering clients in other languages?");
    expect(reply.response).toMatch(/^From our blog/);
    expect(reply.response).not.toMatch(/^From our article/);
  });
});

describe("a post listed for one part of a message is what the next part's \"it\" points at", () => {
  it("the fact asked of it comes from that post", () => {
    const reply = ask("got any posts on storms? what does it say about when to set things up?");
    expect(reply.response).toMatch(/\/blog\/hurricane-season-playbook/);
    expect(reply.response).toMatch(/\bin May\b/);
  });
});

describe("greetings of other places and a first visit told", () => {
  it.each(["quiubo, ¿todo bien por allá?", "¿qué es la que hay? buenas noches", "épale, ¿cómo andan las cosas?", "chào anh nha, em mới vào trang này lần đầu", "hello! just found your site"])("%s is a greeting", (message) => {
    expect(ask(message).act).toBe("greeting");
  });

  it("a question after such a greeting is answered", () => {
    const reply = ask("quiubo, ¿cuánto cuesta el Pro Bundle?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/\$900/);
  });
});

describe("a Chinese relative leaving their own name", () => {
  it.each([
    ["我是他爱人孔雪梅，有事打我电话 713-555-0163", "孔雪梅"],
    ["我是她老公钱立新，邮箱 lixin@example.com", "钱立新"],
  ])("%s", (message, name) => {
    const reply = ask(message);
    expect(reply.act).toBe("details");
    expect(reply.response).toContain(name);
  });
});
