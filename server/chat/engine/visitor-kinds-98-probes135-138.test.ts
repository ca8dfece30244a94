import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 135 to 138 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - leave-takings and thanks in more words; a person of ours asked for in more words; a wait for our call told;
// - a solo agent told by how they sell; "gói nào … hả cháu"; a person of ours put on one client, in plain words;
// - our reply time, hours, holidays and after-care asked in other words; a copy kept on the phone; data sold;
// - an add-on put on the package already held; a call asked for at a time; channels, names and an opt-out in more words.

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};
const channel = (reply: ReturnType<typeof ask>): unknown => (reply.context as Record<string, unknown>)["channel"];

describe("leave-takings and thanks", () => {
  it.each([
    ["well that's me away now, talk to y'all tomorrow", "goodbye"],
    ["ok gotta run, the kids are waiting in the truck. talk to you folks later", "goodbye"],
    ["Bueno, hasta otra, que se me quema el arroz.", "goodbye"],
    ["好了，我去接外孙放学了，下回再聊。", "goodbye"],
    ["that's exactly what I needed to know, thank you kindly", "thanks"],
    ["Cảm ơn con nhiều nghe, hỏi mấy chỗ rồi mà không ai nói rõ bằng con.", "thanks"],
    ["承蒙你，我晓得了。", "thanks"],
  ])("%s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });
});

describe("a person of ours asked for", () => {
  it.each([
    "could I talk to one of y'all's folks rather than this computer?",
    "Can I get talking to a human from your team?",
    "我想跟你们团队的人聊，帮我转过去好吗？",
    "Ponme con alguien de vuestro equipo, por favor.",
    "不跟机器讲了，给我换个活人来。",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });

  it.each(["让你们的人明天下午三点给我来个电话，346-555-0123。", "Sáng thứ Sáu con bảo người gọi cho dì số 713-555-0124 nha."])("a call at a time with the number: %s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("handoff");
    expect(lead(reply)["phone"]).toMatch(/555-012[34]/);
  });
});

describe("a wait for our answer told", () => {
  it.each([
    "Filled in yous's form on Tuesday, not a cheep since. Not impressed.",
    "I been waitin 4 days on a callback from y'all and nothin.",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("complaint");
  });

  it.each(["how soon do you folks get back to people, usually?", "填了表以后你们好久回我？", "what turnaround do you promise on the contact form?"])("our reply time: %s", (message) => {
    expect(ask(message).response).toMatch(/24/);
  });
});

describe("a solo agent told by how they sell", () => {
  it.each([
    "Mi tía vende casas sola hace 20 años en Baytown. ¿Cuál le conviene?",
    "mi hermano lleva 8 años vendiendo casas solo en Katy. qué le recomiendan",
    "my nephew's just after passing his licence and works for himself. what would suit him?",
    "she's sold homes solo for a decade, a real lone wolf. which package fits her?",
    "Thằng Tí cháu nội bác làm một mình thôi. Nó nên lấy gói nào hả cháu?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/Foundation/);
    expect(ask(message).response).not.toMatch(/Growth|Enterprise/);
  });
});

describe("a person of ours put on one client", () => {
  it.each([
    "¿Le ponen a alguien de ustedes solo para su correduría?",
    "is there a package with one of your own people to look after us and only us?",
    "Có ai bên con chuyên lo cho công ty của chú không?",
    "会不会有专门照顾我们公司的人？",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/Enterprise/);
  });
});

describe("the site's words asked in other words", () => {
  it.each([
    ["Bên con có trông chừng hệ thống sau khi chạy không, hay giao xong là thôi?", /giám sát|tinh chỉnh/],
    ["Una vez montado, ¿me explicáis cómo funciona?", /capacitación/],
    ["after it's up and going, does anybody keep an eye on it?", /monitoring/],
    ["bên con làm từ thứ mấy tới thứ mấy trong tuần?", /Thứ Hai - Thứ Sáu/],
    ["Tết Nguyên Đán bên con có nghỉ không?", /ngày lễ/],
    ["do I gotta know computers to run all this?", /done-for-you/],
    ["if we split up someday, whose data is it, mine or yours?", /own accounts/],
    ["what kind of jump in leads do you claim, percent wise?", /300%/],
    ["你们的AI是用的哪家的？", /OpenAI/],
    ["用Foundation一个礼拜能省好多时间？", /20/],
    ["你们的电子报叫什么？", /AI Advantage/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it.each([
    "does my phone hang on to a copy of the chat?",
    "¿Lo que escribo aquí se queda guardado en el móvil?",
    "Đoạn chat này điện thoại có giữ lại không?",
  ])("the copy kept on the device: %s", (message) => {
    expect(ask(message).response).toMatch(/60/);
  });

  it("the visitor's number, sold or not, asked with a kin word", () => {
    expect(ask("Bên con có đem bán số điện thoại của dì cho ai không?").response).toMatch(/không bao giờ bán|không bán/);
  });

  it("a second question joined by ', với bên con…'", () => {
    const reply = ask("cái Voice AI giá sao, với bên con làm từ thứ mấy tới thứ mấy?");
    expect(reply.response).toMatch(/Voice AI/);
    expect(reply.response).toMatch(/Thứ Hai - Thứ Sáu/);
  });

  it("an add-on that answers the phone 'thay' the visitor is no repair job", () => {
    expect(ask("cái AI nghe điện thoại thay chú thì một tháng bao nhiêu?").response).toMatch(/Voice AI/);
  });
});

describe("an add-on put on the package already held", () => {
  it.each([
    "We're on Growth since March. She wants the AI that answers the phone. Can that go onto what we have or do we need a different package?",
    "Ya tengo el Growth con ustedes. ¿Le puedo añadir lo de las redes sociales o me tengo que pasar a otro?",
    "can that be added to a Foundation package later on?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/any package|cualquier paquete/);
  });

  it("keeps 'which package fits' when the needs are told", () => {
    expect(ask("tui làm một mình, muốn có cái chat trên web, thêm báo cáo mỗi tháng. gói nào hợp hén").response).toMatch(/Foundation/);
  });
});

describe("details in more words", () => {
  it.each([
    ["Ana Ruiz, de Casa Sol Realty, 281-555-0131, tírame un WhatsApp", "whatsapp"],
    ["put down ana@example.com too and use email, I read it at night", "email"],
    ["Va, te lo doy: Ana Ruiz, ana@example.com. Por correo, ¿eh?", "email"],
  ])("%s", (message, expected) => {
    expect(channel(ask(message))).toBe(expected);
  });

  it("keeps a product question about a channel", () => {
    expect(channel(ask("do you use whatsapp?"))).toBeFalsy();
  });

  it.each([
    ["oh what the heck. it's Marta Lund, the office line is 281-555-0132", "Marta Lund"],
    ["行，给您：穆长顺，713-555-0133。", "穆长顺"],
  ])("a name: %s", (message, name) => {
    expect(lead(ask(message))["name"]).toBe(name);
  });

  it("our texts told to stop, with the number", () => {
    expect(ask("why y'all keep texting my cell? 281-555-0134, quit it, I ain't interested no more").act).toBe("opt_out");
  });

  it("a deletion asked about ahead of time is a question", () => {
    expect(ask("if I ask you to delete my info, does the copy in HubSpot get wiped too or just yours?").act).toBe("question");
  });

  it("a follow-up on the add-on after it was put on the package", () => {
    const [, reply] = conversation("We're on Growth. Can the AI that picks up the phone go onto what we have?", "How much is it a month?");
    expect(reply?.response).toMatch(/\$197/);
  });
});
