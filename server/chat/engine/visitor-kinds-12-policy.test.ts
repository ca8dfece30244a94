import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Policy acts said without their usual words (blind probe 12), with phrasings written for these tests (never the
// visitors' own words): deletion of every record held, a complaint told as "I wrote and nobody answered", an
// opt-out naming the address not to write to, a Vietnamese "have someone call me", and a question about when the bot
// hands over to a person.

const { ask, conversation } = useTrainedEngine();

describe("deletion: every record held about the visitor", () => {
  it.each([
    "Kindly wipe every file you keep on me and my office.",
    "I want every trace of me gone from your system",
    "eliminen cualquier registro que tengan sobre mí",
    "xóa mọi hồ sơ của tôi giúp nhé",
    "请删除关于我的全部记录",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("deletion");
  });

  it("a contact given with it is recorded as opted out, not taken as a lead", () => {
    const reply = ask("Please purge all entries you have about me, I signed up as dana@example.com");
    expect(reply.act).toBe("deletion");
    expect(reply.leadDetails).toBe(false);
    expect(reply.context.optOut).toBe(true);
    expect(reply.response).toContain("hello@bayoucity.ai");
  });
});

describe("complaint: asked or wrote before and heard nothing back", () => {
  it.each([
    "4th time im writing in here and nothing back from anybody",
    "I filled out the form last Tuesday and nobody has reached out",
    "dejé mis datos hace una semana y no me han contestado",
    "mandé el formulario el lunes y todavía sin respuesta",
    "em điền form 5 ngày rồi mà chưa có phản hồi gì",
    "我前天就发了邮件，一封回复都没有",
    "填了表一个星期了，还没收到任何回复",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
  });

  it.each(["如果客户发消息没有人回复怎么办？", "si un cliente no recibe respuesta, que hace el bot?"])(
    "%s asks about the visitor's clients, not a complaint",
    (message) => {
      expect(ask(message).act).not.toBe("complaint");
    },
  );
});

describe("opt-out: a contact not to be written to again", () => {
  it.each([
    "pls don't text 832-555-0190 any more",
    "please do not e-mail mara@example.com again",
    "no le escriban más a este correo: mara@example.com",
    "đừng nhắn cho tôi nữa nhé, số 713-555-0192",
    "不要再往 chen@example.com 发任何邮件",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.leadDetails).toBe(false);
    expect(reply.context.optOut).toBe(true);
  });

  it.each(["đừng nhắn cho tôi nữa", "don't text me again"])("%s without a contact", (message) => {
    expect(ask(message).act).toBe("opt_out");
  });

  it("another channel asked for instead is a preference, not an opt-out", () => {
    expect(ask("đừng liên hệ qua điện thoại, email cho tôi thôi").act).not.toBe("opt_out");
  });
});

describe("handoff: a Vietnamese visitor asks for someone to call them", () => {
  it.each(["nhờ người liên hệ tôi nhé", "để nhân viên gọi lại cho mình", "thôi cho ai đó gọi cho tôi"])("%s", (message) => {
    const replies = conversation("gói Growth gồm những gì?", message);
    expect(replies[1]?.act).toBe("handoff");
    expect(replies[1]?.handoff).toBe(true);
  });
});

describe("question: when or whether the bot hands a conversation to a person", () => {
  it.each([
    "when should the assistant pass a chat on to a real person?",
    "en el articulo, en que momento la IA debe pasar la conversacion a una persona?",
    "khi nào bot chuyển cuộc trò chuyện cho nhân viên thật?",
    "你们的机器人什么时候会转给真人？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.handoff).toBe(false);
  });

  it.each(["transfer me to a real person please", "pásame con una persona de verdad", "帮我转人工"])("%s still asks for a person", (message) => {
    expect(ask(message).act).toBe("handoff");
  });
});
