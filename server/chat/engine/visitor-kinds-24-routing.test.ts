import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Routing kinds of blind probe 22's misses (hijacks, a person for someone else, a form unanswered, our AI asked to
// answer chats on a messaging channel), fixed by kind with phrasings written for these tests in the four languages.

const { ask, conversation } = useTrainedEngine();

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

describe("which package fits, said indirectly", () => {
  it("one person on her own asking for the most basic package, or with a typo, gets Foundation", () => {
    for (const message of [
      "My assistant is getting her license and will work on her own, only her. She wants a weekly report and simple follow-ups. What would you sugest for her?",
      "mi hermana va a trabajar solita, quiere reportes y seguimiento básico, ¿cuál es el paquete más básico?",
      "nếu chỉ 1 mình chị thôi, cần chatbot trên web + báo cáo hàng tháng, gói nào cơ bản nhất?",
      "我太太就她自己一个人做，想要每月报告，哪个方案最基本？",
    ]) expect(ask(message).response, message).toMatch(/Foundation/);
  });
  it("a small brokerage wanting someone assigned to it gets Enterprise", () => {
    for (const message of [
      "We run a brokerage of twelve agents and want one platform for the whole office plus a person assigned to us. Which of your packages is built for that?",
      "somos una inmobiliaria de 10 agentes, queremos un solo sistema para toda la oficina y alguien asignado a nosotros, ¿qué paquete?",
      "văn phòng môi giới bên em 10 người, muốn một hệ thống cho cả văn phòng và có người phụ trách riêng, gói nào?",
      "我们公司有12个经纪人，想要整个办公室用一套系统，还要有专人负责我们，哪个方案？",
    ]) {
      const response = ask(message).response;
      expect(response, message).toMatch(/Enterprise/);
      expect(response, message).not.toMatch(/\bGrowth\b/);
    }
  });
  it("a tier asked by a large office that names HAR is still a tier", () => {
    expect(ask("about 25 agents across two offices, we need custom AI agents on each lead source and full HAR MLS integration. which tier?").response).toMatch(/Enterprise/);
  });
  it("platforms numbered (1)…(4) are counted, not split into questions", () => {
    for (const message of [
      "we need four tools connected: 1) Follow Up Boss, 2) Gmail, 3) Calendly, 4) Slack. Which setup option covers four, and what's the price?",
      "necesito conectar cuatro: (1) HubSpot, (2) Gmail, (3) Calendly, (4) WhatsApp. ¿Qué opción de instalación cubre cuatro y cuánto cuesta?",
      "cần kết nối 4 cái: (1) Follow Up Boss, (2) Gmail, (3) Slack, (4) Google Sheets. gói cài đặt nào bao 4 cái, giá bao nhiêu?",
      "要接四个平台：(1) HubSpot、(2) Gmail、(3) Calendly、(4) Slack，哪个套装刚好包四个？多少钱？",
    ]) expect(ask(message).response, message).toMatch(/Pro Bundle/);
  });
  it("a numbered list of our offerings stays a list of questions", () => {
    const response = ask("Quick check: (1) Voice AI monthly, (2) the Market Dashboard, (3) Email Commander setup?").response;
    expect(response).toMatch(/Voice AI/);
    expect(response).toMatch(/Market Dashboard/);
    expect(response).toMatch(/Email Commander/);
  });
});

describe("an add-on asked for by what it should do, the platforms or languages only its setting", () => {
  it("posts made and scheduled are the Social Scheduler's", () => {
    for (const message of [
      "i can't stand posting my listings on insta and fb. got anything that makes the posts and schedules them? price?",
      "no tengo ganas de postear en Facebook e Instagram, ¿tienen algo que arme los posts y los programe? ¿y la instalación cuánto es?",
      "có gì tự làm bài đăng rồi lên lịch đăng lên Facebook với Instagram giùm không, giá sao?",
      "有没有服务可以自动做贴文并排程发到脸书和IG？费用怎么算？",
    ]) expect(ask(message).response, message).toMatch(/Social Scheduler/);
  });
  it("something answering tenants around the clock, whatever language they speak, is the 24/7 Customer Service Agent", () => {
    for (const message of [
      "renters ring me at 3am when the heater dies, half of them only speak vietnamese. is there something round the clock that answers them?",
      "los inquilinos me llaman a las 2 de la mañana y algunos solo hablan español, ¿hay algo que les conteste a toda hora?",
      "khách thuê gọi em lúc 2 giờ sáng, nhiều người chỉ nói tiếng Tây Ban Nha, có gì trả lời họ suốt ngày đêm giùm không?",
      "租客半夜两点打电话来，有的只会说西班牙语，有没有什么服务能全天候回答他们？",
    ]) expect(ask(message).response, message).toMatch(/24\/7 Customer Service Agent/);
  });
  it("anything to read is an article, not an add-on", () => {
    expect(ask("got anything to read on following up with old leads?").response).toMatch(/\/blog/);
  });
});

describe("follow-ups on a package recommended", () => {
  it("someone assigned to them is the success manager of the package that has one", () => {
    for (const [first, then] of [
      ["we're a 40 agent brokerage, which package?", "does it come with someone assigned to us?"],
      ["mi jefa tiene una oficina de 30 agentes, ¿qué paquete le conviene?", "¿y viene con alguien asignado para ellos?"],
      ["công ty 30 người, gói nào hợp?", "có người phụ trách riêng cho bên em không?"],
      ["我们公司40个经纪人，选哪个套餐？", "会有专人负责我们吗？"],
    ] as const) {
      const [, reply] = conversation(first, then);
      expect(reply?.act, then).toBe("question");
      expect(reply?.response, then).toMatch(/Enterprise/);
    }
  });
  it("buyer agents hired grow a solo agent into a team", () => {
    for (const [first, then] of [
      ["hi, solo agent in Katy, which package should I start with?", "what if I add 2 buyer agents next year"],
      ["soy agente independiente, ¿qué paquete me recomiendan?", "¿y si contrato 3 agentes nuevos el año que viene?"],
      ["em là môi giới cá nhân, gói nào hợp?", "nếu năm sau em tuyển thêm 3 người thì sao?"],
      ["我是独立经纪人，推荐哪个套餐？", "如果明年再招三个经纪人呢？"],
    ] as const) expect(conversation(first, then)[1]?.response, then).toMatch(/Growth/);
  });
});

describe("a total said after the count of platforms added", () => {
  it("is the bundle for that total", () => {
    for (const [first, then] of [
      ["I need two platforms hooked up, my e-mail and my calendar. What would it cost to have you do it?", "and if my partner adds her two, so four altogether?"],
      ["quiero conectar dos plataformas, Gmail y Calendly, ¿cuánto cuesta?", "¿y si mi socia suma las suyas, cuatro en total?"],
      ["em cần kết nối 2 nền tảng, Gmail với Calendly, giá sao?", "cộng mấy cái của chị ấy, 4 cái tất cả?"],
      ["我要接两个平台，Gmail和Calendly，多少钱？", "如果同事再加两个，一共四个呢？"],
    ] as const) expect(conversation(first, then)[1]?.response, then).toMatch(/Pro Bundle/);
  });
});
