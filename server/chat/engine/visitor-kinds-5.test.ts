import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A fifth round of failure kinds seen with real visitors, each in the four languages, with phrasings written for
// these tests (never the visitors' own words): posts the site has, asked for by their subject or by what they say.

const { ask } = useTrainedEngine();

const TRAFFIC = "/blog/traffic-aware-showings-scheduling-around-i-10-610-and-beltway-8";
const SPEED = "/blog/speed-to-lead-answer-every-houston-inquiry-within-minutes";
const HURRICANE = "/blog/hurricane-season-playbook-for-houston-property-managers";
const BILINGUAL = "/blog/bilingual-client-care-ai-assistants-that-speak-your-clients-language";
const NO_ARTICLE = /don't have an article|ningún artículo|chưa có bài|没有关于/;

describe("a post is found by its subject in every language", () => {
  it.each([
    ["Did you ever publish something on how long the drive between houses takes in Houston?", TRAFFIC],
    ["I reply to new inquiries way too slowly. Is there a post of yours that covers that?", SPEED],
    ["Have you written anything about sending storm warnings to renters?", HURRICANE],
    ["¿Han publicado algo sobre cuánto se tarda en manejar entre una casa y otra?", TRAFFIC],
    ["¿Tienen alguna nota en el blog sobre contestarle rápido a los clientes nuevos?", SPEED],
    ["¿Hay algún artículo sobre cómo avisarle a los inquilinos antes de una tormenta?", HURRICANE],
    ["Có bài viết nào về việc chăm sóc khách nói tiếng Việt không?", BILINGUAL],
    ["Bên em có viết bài nào về giờ kẹt xe khi dẫn khách đi xem nhà không?", TRAFFIC],
    ["你们有写过用越南语或中文接待客户的文章吗？", BILINGUAL],
    ["有没有关于看房路上交通的文章？", TRAFFIC],
    ["有没有讲台风来之前怎么通知房客的文章？", HURRICANE],
    ["¿Tienen algo escrito sobre preparar a los inquilinos para la temporada de tormentas?", HURRICANE],
    ["Co bai nao ve cach tra loi khach that nhanh khong?", SPEED],
  ])("%s", (message, url) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toContain(url);
    expect(reply.response).not.toMatch(NO_ARTICLE);
  });
});

describe("what a named post says is answered from that post", () => {
  it.each([
    ["Your showings-and-traffic article: how many minutes do you add for a gated community?", TRAFFIC, /10 more minutes/],
    ["The traffic article mentions a buyer moving from Kingwood: where was that job?", TRAFFIC, /Energy Corridor/],
    ["In the piece about showing routes, what buffer for a freeway leg between 4 and 7 p.m.?", TRAFFIC, /25 minutes/],
    ["The bilingual post: what forms are Texas home deals written on?", BILINGUAL, /TREC/],
    ["En el artículo del tráfico, ¿cuánto tiempo extra agregan por trayecto si va a llover?", TRAFFIC, /10 more minutes/],
    ["Según su artículo de huracanes, ¿en qué fecha termina la temporada?", HURRICANE, /November 30/],
    ["Trong bài về bão, mùa bão kéo dài tới ngày nào?", HURRICANE, /November 30/],
    ["Bài viết về giao thông nói nên cộng thêm bao nhiêu phút nếu trời mưa?", TRAFFIC, /10 more minutes/],
    ["En el artículo del tráfico, si hay que manejar con lluvia, ¿cuántos minutos más ponen por trayecto?", TRAFFIC, /10 more minutes/],
    ["飓风那篇文章说飓风季到什么时候结束？", HURRICANE, /November 30/],
    ["双语那篇文章里说合同能直接翻译吗？", BILINGUAL, /TREC|English/],
    ["讲交通的那篇文章说下雨的话每段路要多留几分钟？", TRAFFIC, /10 more minutes/],
  ])("%s", (message, url, fact) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toContain(url);
    expect(reply.response).toMatch(fact);
  });

  it("still says so when no post is about the subject", () => {
    expect(ask("Do you have an article about passing the real estate licensing exam?").response).toMatch(NO_ARTICLE);
    expect(ask("有没有关于考房地产执照的文章？").response).toMatch(NO_ARTICLE);
  });
});

describe("what is asked decides, not a product or a word that only fills the question", () => {
  const CSA = "24/7 Customer Service Agent";
  it.each([
    ["My tenants' records would go through your system. Is that data kept safe?", /never sell/],
    ["Mis inquilinos me preocupan: ¿sus datos están seguros con ustedes?", /nunca vendemos|no vendemos/],
    ["Dữ liệu người thuê nhà của tôi để ở hệ thống bên bạn có an toàn không?", /không bao giờ bán|không bán/],
    ["租户的信息交给你们以后，数据归谁所有？", /自己的(?:账户|账号)|您的账户/],
    ["接上系统以后，我客户的资料会存放在哪里？", /自己的(?:账户|账号)|您的账户/],
  ])("%s: a data question about tenants gets the data answer", (message, expected) => {
    const reply = ask(message);
    expect(reply.response).toMatch(expected);
    expect(reply.response).not.toContain(CSA);
  });

  it.each([
    "I have tenants all over Sugar Land. Do you work in that area?",
    "Tengo inquilinos en Sugar Land, ¿trabajan en esa zona?",
    "Tôi có người thuê nhà ở Sugar Land, bên bạn có phục vụ khu đó không?",
    "我的租户主要在Sugar Land，你们服务那边吗？",
  ])("%s: the area asked is answered", (message) => {
    const reply = ask(message);
    expect(reply.response).toContain("Sugar Land");
    expect(reply.response).not.toContain(CSA);
  });

  it.each([
    "My tenants send texts all day. Can the system reply to those texts?",
    "Mis inquilinos mandan mensajes de texto todo el día; ¿el sistema puede contestarlos por SMS?",
    "Người thuê nhà hay nhắn tin, hệ thống có trả lời tin nhắn SMS được không?",
    "我的房客习惯用短信联系，系统可以用短信回复他们吗？",
  ])("%s: texting tenants is Enhanced Messaging", (message) => {
    const reply = ask(message);
    expect(reply.response).toContain("Enhanced Messaging");
    expect(reply.response).not.toContain(CSA);
  });

  it.each<[string, RegExp]>([
    ["Voice AI can wait. First, what's your office phone number?", /\(713\) 555-0100/],
    ["Forget the Growth package for now, what are your business hours?", /8 AM - 6 PM/],
    ["Dejemos Voice AI para después; ¿cuál es su número de teléfono?", /\(713\) 555-0100/],
    ["Chưa bàn gói Growth vội, giờ làm việc của công ty thế nào?", /8 AM - 6 PM/],
    ["Growth套餐以后再说，你们几点上班？", /8 AM - 6 PM/],
  ])("%s: the product put aside gets no answer", (message, expected) => {
    const reply = ask(message);
    expect(reply.response).toMatch(expected);
    expect(reply.response).not.toMatch(/\$197|It includes|Bao gồm|包括/);
  });

  it("still answers adding a product later", () => {
    expect(ask("can I add Voice AI later, once we have a package?").response).toMatch(/any time|add-on|package/i);
  });
});

describe("selling or passing on client information, asked in any words, gets the data-safety answer", () => {
  it.each<[string, RegExp]>([
    ["Would you ever pass my buyers' contact details along to other companies for money?", /never sell/],
    ["Is my client list something you guys resell to marketers?", /never sell/],
    ["¿Le pasan la información de mis clientes a otras empresas?", /nunca vendemos|no vendemos/],
    ["Bên bạn có đem thông tin khách của tôi đi bán không?", /không bao giờ bán|không bán/],
    ["你们会不会把我客户的联系方式卖给别人？", /不会出售|从不出售|绝不出售|不出售/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("a complaint about a call that never came, an unprofessional service or an expired link gets an apology and a person", () => {
  it.each([
    "You said someone would ring me on Monday. It's Thursday and I've heard nothing.",
    "Booked a slot with you last week and the call never happened. Pretty unprofessional.",
    "The confirmation link in your email had already expired by the time I clicked it. So irritating.",
    "Quedaron en llamarme el lunes y hasta hoy nadie.",
    "Agendé una cita y nunca me marcaron, muy poco profesional de su parte.",
    "Đã hẹn tư vấn rồi mà chẳng ai gọi, làm ăn thiếu chuyên nghiệp quá.",
    "Bên bạn hứa gọi lại cho tôi mà tới giờ vẫn chưa có tin gì.",
    "说好昨天给我回电话，到现在还没消息。",
    "确认邮件里的链接已经过期了，真让人恼火。",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
    expect(reply.sentiment).toBe("negative");
  });
});

describe("asking to talk with a person on the team, in any words, is a handoff", () => {
  it.each([
    "Put me through to an actual advisor, please.",
    "¿Me pasa con alguien de su equipo, una persona de verdad?",
    "Prefiero hablar con un ser humano, no con una máquina.",
    "Cho tôi nói chuyện trực tiếp với nhân viên tư vấn nhé.",
    "可以让你们的同事直接跟我聊吗？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("handoff");
    expect(reply.handoff).toBe(true);
  });
});

describe("what the site does not cover is admitted, with a way to reach the team", () => {
  const UNKNOWN = /doesn't say|no dice|không nói|没有提到/;
  it.each([
    "Does your company hold an ISO 27001 certificate or a SOC 2 report?",
    "¿Puedo pagarles con cheque o por Zelle?",
    "Tôi có thể thanh toán bằng chuyển khoản ngân hàng không?",
    "可以用支票付款吗？",
    "How many employees does Bayou City AI have?",
    "¿Cuántos empleados tiene la agencia?",
    "Có ai trong đội ngũ của bạn biết tiếng Việt không?",
    "你们公司有会说中文的员工吗？",
    "Can the Voice AI hold a phone call in Mandarin?",
    "Voice AI 能用越南语接电话吗？",
    "Do you pay a commission if I refer another broker to you?",
    "推荐别的经纪人给你们有佣金吗？",
    "My clients use LINE. Can your system answer LINE messages?",
    "¿El asistente funciona en Telegram?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(UNKNOWN);
    expect(reply.response).toMatch(/hello@bayoucity\.ai|555-0100/);
  });

  it.each([
    "¿Tienen algún artículo para prepararse para el examen de licencia?",
    "有没有教怎么准备经纪人执照考试的文章？",
  ])("%s: no post on it, said so", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/ningún artículo|没有关于/);
    expect(reply.response).not.toMatch(/\/blog\/[\w-]/);
  });

  it("still answers the languages the assistant speaks", () => {
    expect(ask("Can your AI answer my clients in Spanish?").response).toMatch(/Spanish/);
  });
});

describe("on-topic questions get the site's answer", () => {
  it.each<[string, RegExp]>([
    ["I'm new to real estate and not techy. Will someone teach me how to use the system?", /training/],
    ["Soy nueva en esto, ¿alguien me enseña a usar la herramienta al principio?", /capacitación/],
    ["Mình mới vào nghề, có ai hướng dẫn cách sử dụng hệ thống không?", /đào tạo/],
    ["我是新手，刚开始的时候有人教我怎么用吗？", /培训/],
    ["Tôi lớn tuổi rồi, lúc đầu có ai chỉ cách sử dụng không?", /đào tạo/],
  ])("%s: the training every package includes", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });

  it.each([
    "We run our rentals on a property management program that isn't on your list. Can you still hook it up?",
    "Trabajamos con un programa de inventario que no aparece en su lista, ¿lo pueden conectar igual?",
    "Phần mềm quản lý của tôi không có trong danh sách, bên bạn vẫn kết nối được chứ?",
    "我们用的软件不在你们的列表里，还能对接吗？",
  ])("%s: software not listed is Custom Integrations", (message) => {
    const reply = ask(message);
    expect(reply.response).toContain("Custom Integrations");
    expect(reply.response).not.toContain("24/7 Customer Service Agent");
  });

  it.each<[string, RegExp]>([
    ["What kind of businesses are your customers?", /agents, brokers, team leaders and property managers/],
    ["So who exactly are your typical customers?", /agents, brokers, team leaders and property managers/],
    ["I work in HR helping staff relocate, is your service meant for someone like me?", /agents, brokers, team leaders and property managers/],
    ["¿Para qué tipo de clientes trabajan ustedes?", /agentes, corredores/],
    ["Khách hàng của bên bạn thường là ai?", /môi giới/],
    ["你们的客户主要是哪些人？", /经纪人/],
  ])("%s: who the site serves", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });
});

describe("the package that fits a stated size, in words or Chinese numerals", () => {
  it.each<[string, string]>([
    ["Got my license last month and I work alone, mostly weekends. Which package?", "Foundation"],
    ["Me acaban de dar la licencia y trabajo por mi cuenta, medio tiempo. ¿Qué paquete me conviene?", "Foundation"],
    ["Em mới có bằng, làm một mình thôi, nên chọn gói nào?", "Foundation"],
    ["Aprobé el examen de licencia y voy a trabajar sola. ¿Qué paquete me sirve?", "Foundation"],
    ["我们公司有四十五个经纪人，用哪个套餐好？", "Enterprise"],
    ["我们团队十二个经纪人，适合哪个套餐？", "Growth"],
    ["我们有一百二十多名经纪人，三个办公室，推荐哪个？", "Enterprise"],
  ])("%s", (message, pkg) => {
    const reply = ask(message);
    expect(reply.response).toContain(pkg);
    for (const other of ["Foundation", "Growth", "Enterprise"].filter((p) => p !== pkg)) expect(reply.response).not.toMatch(new RegExp(`\\b${other}\\b(?! Bundle)`));
  });
});

describe("a property manager who names where they work gets what fits, not only the area", () => {
  it.each([
    "I manage about 200 apartments in Baytown. What do you offer someone like me?",
    "Soy administrador de 150 unidades en Pearland, ¿tienen algo para mí?",
    "Tôi quản lý khoảng 40 căn hộ cho thuê ở Pasadena, bên bạn có gì cho tôi không?",
  ])("%s", (message) => {
    expect(ask(message).response).toContain("24/7 Customer Service Agent");
  });
});
