import { beforeAll, describe, expect, it } from "vitest";
import { talkTo, trainedEngine } from "./engine-test-support.ts";
import type { ChatEngine } from "./types.ts";

// Routing kinds of blind probe 22's misses (hijacks, a person for someone else, a form unanswered, our AI asked to
// answer chats on a messaging channel), fixed by kind with phrasings written for these tests in the four languages.

let engine: ChatEngine;
beforeAll(async () => {
  engine = await trainedEngine();
});
const { ask } = talkTo(() => engine);

describe("writing about someone's life, one text of a given length, the weather: not ours", () => {
  it("a note on a retirement or a farewell, whatever newsletter it goes in", () => {
    for (const message of [
      "Can you write a short retirement announcement for our brokerage newsletter? Twenty years in Katy!",
      "¿Me escribe un anuncio de jubilación para el boletín de la oficina?",
      "viết giúp em thông báo nghỉ hưu cho bản tin công ty",
      "帮我写一篇同事退休的公告，放在公司通讯里",
    ]) expect(ask(message).act, message).toBe("off_topic");
  });
  it("a listing text of so many words is one piece of writing; what our AI writes stays a question", () => {
    for (const message of ["write me a 400 word description of my listing in Katy", "escríbeme una descripción de 300 palabras para mi casa en Katy", "viết giúp em mô tả nhà ở Katy khoảng 300 chữ", "请帮我写一篇Sugar Land房源介绍，300字，突出学区"]) {
      expect(ask(message).act, message).toBe("off_topic");
    }
    expect(ask("can your AI write listing descriptions?").act).toBe("question");
    expect(ask("你们的AI能写房源描述吗？").act).toBe("question");
  });
  it("rain this weekend is the weather; hurricane season stays ours", () => {
    expect(ask("ngày mai Katy trời có mưa không, em định dẫn khách xem nhà").act).toBe("off_topic");
    expect(ask("cuoi tuan nay Sugar Land co mua ko z").act).toBe("off_topic");
    expect(ask("mùa bão ở Houston thì AI có nhắn khách không").act).toBe("question");
  });
});

describe("someone of ours to call another person, or to talk to", () => {
  it("a call asked for him or her, in four languages", () => {
    for (const message of ["can someone from your team call him directly? he's the broker", "mejor que alguien de su equipo la llame a ella, es la dueña", "llámenlo mañana, él decide", "nhờ bên bạn gọi cho anh ấy luôn nha", "请你们的顾问直接打给她吧"]) {
      expect(ask(message).act, message).toBe("handoff");
    }
  });
  it("a person to talk to, said short", () => {
    expect(ask("ok cho e gap nhan vien noi chuyen").act).toBe("handoff");
    expect(ask("cho tui gặp người thật nói chuyện nha").act).toBe("handoff");
  });
  it("tenants calling someone is no request", () => {
    expect(ask("我的租客会打给他吗").act).toBe("question");
  });
});

describe("a form sent and nobody called, said short in Vietnamese", () => {
  it("is a complaint", () => {
    for (const message of ["a gui form tuan truoc r ma ko ai lien he lai, sao vay", "chi dien form 3 ngay roi k ai goi lai het"]) expect(ask(message).act, message).toBe("complaint");
  });
  it("the visitor's own clients unanswered are a prospect's story", () => {
    const reply = ask("khach cua e nhan tin 2 ngay ko ai tra loi, co add-on nao ko");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Enhanced Messaging/);
    expect(ask("neu khach nhan tin ma ko ai tra loi thi sao").act).toBe("question");
  });
});

describe("our AI asked to answer the chats of a messaging channel is Enhanced Messaging", () => {
  it("in four languages, the channel named before or in the same breath", () => {
    for (const message of [
      "my leads hit me up on whatsapp all day. could your bot handle the whatsapp chats and plain texts too? $?",
      "mis clientes me mandan todo por WhatsApp y mensajes, ¿tienen algo para que la IA responda esos mensajes? ¿cuánto al mes?",
      "khách hay nhắn WhatsApp với SMS, AI trả lời mấy tin nhắn đó được không? giá sao",
      "买家都用WhatsApp和短信联系，AI可以回复这些消息吗？费用呢？",
    ]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.response, message).toMatch(/Enhanced Messaging/);
    }
  });
  it("a WhatsApp connection asked for is still its setup row", () => {
    expect(ask("What does it cost to connect WhatsApp for my team?").response).toMatch(/\$200-\$350/);
  });
});
