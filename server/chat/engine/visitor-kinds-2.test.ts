import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { sampleFacts } from "./sample-facts.ts";

// A second round of failure kinds seen with real visitors, each in the four languages, with phrasings written for
// these tests (never the visitors' own words).

const { ask, conversation } = useTrainedEngine();

describe("an opt-out worded as a removal is never read as lead details", () => {
  it.each([
    ["kindly strip jo.mills@example.com from every mailing you send", "jo.mills@example.com"],
    ["832-555-0177. Get rid of it.", "832-555-0177"],
    ["este es mi celular 713-555-0163, bórrenlo de sus listas", "713-555-0163"],
    ["gỡ số 281-555-0145 ra khỏi danh sách giùm", "281-555-0145"],
    ["请把我的电话713-555-0128从你们的名单中删除", "713-555-0128"],
  ])("%s", (message, contact) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.context.optOut).toBe(true);
    expect(reply.leadDetails).toBe(false);
    expect(reply.response).not.toContain(contact);
    expect(reply.response).not.toContain(sampleFacts.bookingUrl);
  });

  it.each([
    ["my cell is 713-555-0190", "take it off please"],
    ["here's my email: pat.r@example.com", "Actually, delete it."],
    ["mi correo es ana.g@example.com", "mejor quítenlo"],
    ["số tôi là 832-555-0108", "xóa nó đi"],
    ["我的邮箱是 wang.l@example.com", "还是删掉吧"],
  ])("%s / %s: the removal refers to the contact just given", (first, second) => {
    const [given, removed] = conversation(first, second);
    expect(given!.act).toBe("details");
    expect(removed!.act).toBe("opt_out");
    expect(removed!.context.optOut).toBe(true);
    expect(removed!.language).toBe(given!.language);
    expect(removed!.response).not.toContain(sampleFacts.bookingUrl);
  });

  it("does not read 'remove it' as an opt-out when no contact was given", () => {
    expect(ask("can I remove it later if I don't like the add-on?").act).not.toBe("opt_out");
  });
});

describe("a deletion request with an e-mail is a deletion, not details", () => {
  it.each([
    "I'd like every record you keep about me erased. Email: k.lee@example.com",
    "Quiero que borren todo lo que tengan sobre mí, mi correo es k.lee@example.com",
    "Xóa hết mọi thứ bên bạn lưu về tôi, email của tôi là k.lee@example.com",
    "你们存的关于我的东西全部删掉，我的邮箱是 k.lee@example.com",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("deletion");
    expect(reply.context.deletionRequested).toBe(true);
    expect(reply.leadDetails).toBe(false);
    expect(reply.response).toContain("/privacy");
    expect(reply.response).not.toContain(sampleFacts.bookingUrl);
  });

  it.each([
    ["stop texting me", "and erase whatever you hold on me too"],
    ["no me manden más mensajes", "y borren lo que tengan de mí"],
    ["đừng nhắn tin cho tôi nữa", "và xóa hết những gì bên bạn có về tôi"],
    ["别再给我发消息了", "还有把你们存的我的信息都删了"],
  ])("%s / %s", (first, second) => {
    const [, reply] = conversation(first, second);
    expect(reply!.act).toBe("deletion");
    expect(reply!.context.optOut).toBe(true);
    expect(reply!.response).toContain("/privacy");
  });
});

describe("a complaint needs no complaint keyword", () => {
  it.each([
    "I never signed up for any of this and your rep won't stop phoning me",
    "your people keep texting me and I never asked for it",
    "cada día me llegan correos de ustedes, ya estuvo bueno",
    "no dejan de llamarme, ya basta",
    "ngày nào bên bạn cũng gọi cho tôi, phiền quá",
    "tuần nào cũng nhắn tin, bực mình thật",
    "你们每天都给我打电话，烦死了",
    "天天收到你们的短信，很烦",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.sentiment).toBe("negative");
    expect(reply.handoff).toBe(true);
  });

  it("does not read a product question about daily texts as a complaint", () => {
    expect(ask("can the AI text my leads every day?").act).not.toBe("complaint");
  });
});

describe("a stated profile gets its package", () => {
  it.each([
    ["broker-owner here, 7 agents, our weekend leads go cold", "Growth"],
    ["nhom minh co 6 agent, nen chon goi nao", "Growth"],
    ["team toi co 4 agent thi nen dung goi nao", "Growth"],
    ["Somos un equipo de 5 agentes y perdemos prospectos los domingos", "Growth"],
    ["我们团队有6个经纪人，周末的客户总是跟丢", "Growth"],
    ["Trabajo sola, sin asistente. ¿Cuál me recomiendan?", "Foundation"],
    ["Trabajo sola. ¿Qué plan me sirve?", "Foundation"],
  ])("%s → %s", (message, pkg) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.context.optOut).toBe(false);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toContain(pkg);
  });
});

describe("terse follow-ups stay in the bundle thread", () => {
  it.each([
    ["what setup bundles do you have?", "ok and 5?", /For 5 platforms, the Enterprise Bundle/, "en"],
    ["what setup bundles do you have?", "how about 3 haha", /For 3 platforms, the Pro Bundle/, "en"],
    ["¿qué bundles de instalación tienen?", "vale, ¿y con 2?", /Para 2 plataformas le conviene el Starter Bundle/, "es"],
    ["có những bundle cài đặt nào?", "con 4 thi sao", /Với 4 nền tảng, Pro Bundle/, "vi"],
    ["你们有哪些安装捆绑包？", "那3个呢", /3个平台适合选Pro Bundle/, "zh"],
  ])("%s / %s", (first, second, expected, language) => {
    const [, reply] = conversation(first, second);
    expect(reply!.act).toBe("question");
    expect(reply!.language).toBe(language);
    expect(reply!.response).toMatch(expected);
  });

  it.each([
    ["I run a leasing office in Clear Lake", "do you serve my area?", /^Yes, we serve Clear Lake/],
    ["tengo mi oficina en Katy", "¿dan servicio en mi zona?", /^Sí, atendemos Katy/],
    ["我在Bellaire做房产经纪", "你们覆盖我这边吗？", /^是的，我们服务Bellaire/],
    ["I'm an agent out of Pearland", "is my area covered?", /^Pearland isn't among the areas/],
  ])("%s / %s", (first, second, expected) => {
    const [, reply] = conversation(first, second);
    expect(reply!.response).toMatch(expected);
  });
});

describe("what the site does not say is said so, with the team's contacts", () => {
  it.each([
    ["roughly how many customers are you working with?", /doesn't say how many clients/],
    ["when was the company started and by whom?", /doesn't say who founded the company/],
    ["how many years have you guys been in business?", /doesn't say who founded the company/],
    ["could your voice ai take 30 phone calls simultaneously?", /doesn't say how many calls Voice AI can take at once/],
    ["¿cuántos clientes tienen ahora mismo?", /no dice cuántos clientes/],
    ["¿quién fundó Bayou City AI?", /no dice quién fundó/],
    ["hợp đồng ký tối thiểu mấy tháng?", /không nói thời hạn hợp đồng tối thiểu/],
    ["bên bạn có bao nhiêu khách hàng rồi?", /không nói chúng tôi có bao nhiêu khách hàng/],
    ["最短合同期是几个月？", /没有提到最短合同期限/],
    ["你们公司成立多久了？", /没有提到公司由谁创立/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.response).toMatch(expected);
    expect(reply.response).toContain(sampleFacts.email);
    expect(reply.response).toContain(sampleFacts.phone);
    expect(reply.response).not.toContain("$197");
  });
});

describe("yes/no questions get their yes first", () => {
  it.each([
    ["if I install it myself, do I skip the setup fee?", /^Yes\. With the free self-setup there is no setup fee/],
    ["si hago yo la instalación, ¿me ahorro la tarifa de instalación?", /^Sí\. Con la instalación gratuita/],
    ["nếu tôi tự cài đặt thì có khỏi trả phí cài đặt không?", /^Có\. Khi bạn tự cài đặt/],
    ["我自己安装的话，能省掉安装费吗？", /^是的。选择免费自行安装/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it("answers whether the tenant agent speaks Spanish in English", () => {
    const [, reply] = conversation("tell me about the 24/7 customer service agent", "can it reply to my tenants in spanish as well?");
    expect(reply!.language).toBe("en");
    expect(reply!.response).toMatch(/^Yes\./);
  });

  it.each([["¿Te puedo escribir en español?", /^Sí/], ["¿puedo hablarte en español?", /^Sí/]])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("a form instead of the chat", () => {
  it.each([
    ["can I just fill out a form rather than chat here?", /^Yes\..*\/contact/s],
    ["¿hay algún formulario que pueda llenar en vez de chatear?", /^Sí\..*\/contact/s],
    ["có biểu mẫu nào để điền thay vì chat không?", /^Có\..*\/contact/s],
    ["有没有表格可以填，不想聊天", /^可以。.*\/contact/s],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});
