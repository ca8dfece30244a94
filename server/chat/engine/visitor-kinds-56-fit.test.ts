import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Fit, add-ons and hijacks, in phrasings written for these tests: cooking or music for a party that names a head
// count or a place we serve, a program a relative wrote to be connected (Custom Integrations), the e-mail add-on asked
// by what it does, Mexico's "Mande" opening a question, a Southern Vietnamese "nhắn SMS giùm" as the channel, a package
// asked of a size or of what only one package holds, the free self-setup asked with "pay" or Sichuan's "要得不", a
// package's go-live in weeks, and an add-on added "después".

const { ask, conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1)!;
const answered = (...messages: string[]) => answerKeys(last(...messages));

describe("a party's food or music is off-topic, whatever head count or place it names", () => {
  it("cooking for the team or the tenants", () => {
    for (const message of [
      "how do you cook a big pot of gumbo for 25 agents at the office party?",
      "¿cómo se preparan unos tamales oaxaqueños pa los 30 inquilinos del edificio en Katy?",
      "下周请团队10个人吃水煮鱼，啷个做才好吃？",
    ]) expect(ask(message).act, message).toBe("off_topic");
  });
  it("music for the office party", () => {
    for (const message of [
      "what songs should we play at the office party in the Heights?",
      "¿qué música pongo para la fiesta de la oficina en Sugar Land?",
      "mở nhạc gì cho tiệc cuối năm của văn phòng ở Katy?",
      "年会放什么歌比较好？",
    ]) expect(ask(message).act, message).toBe("off_topic");
  });
  it("the same numbers asked of us stay questions", () => {
    expect(answered("we're 25 agents and want executive dashboards, what package is that?")).toContain("recommend:enterprise");
    expect(ask("how do you make automatic follow-up work for 10 agents?").act).toBe("question");
  });
});

describe("a program someone they know made is Custom Integrations", () => {
  it("connected and priced, in the four languages", () => {
    for (const message of [
      "my brother-in-law built a little app for tracking showings, can you connect it and what does that cost?",
      "mi hijo programó un sistemita para las rentas, ¿lo pueden integrar? ¿cuánto sale?",
      "con trai tui tự làm cái app quản lý khách, bên anh kết nối vô được không, giá sao?",
      "我女儿编了个管理租客的小程序，能对接吗？啷个收费？",
    ]) expect(answered(message), message).toContain("addon:custom-integrations");
  });
});

describe("the e-mail add-on asked by what it does", () => {
  it("a full inbox, then which add-on sorts and drafts", () => {
    for (const message of [
      "my inbox has 3,000 unread. which add-on sorts it and drafts replies?",
      "mi correo está lleno, 900 sin leer. ¿qué complemento lo ordena y redacta respuestas?",
    ]) expect(ask(message).response, message).toContain("Email Commander");
  });
  it("our own address asked is still our address", () => {
    expect(answered("what's your email?")).toContain("entry:email");
  });
});

describe("Mande opens a question, it tells of no message sent", () => {
  it("a setup fee asked after Mande", () => {
    const reply = ask("Mande, ¿y cuánto cobran por conectar Gmail nada más?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("$200");
  });
  it("a message sent and nothing back is still a complaint", () => {
    expect(ask("Mandé un correo la semana pasada y nada").act).toBe("complaint");
  });
});

describe("a Southern Vietnamese request to be texted", () => {
  it("nhắn SMS giùm with a number is the sms channel", () => {
    const reply = ask("Tui là Trần Thị Hoa, số 281-555-0147, nhắn SMS giùm nha");
    expect(reply.context.channel).toBe("sms");
    expect(reply.leadDetails).toBe(true);
  });
});

describe("which package, asked of a size or of what one package holds", () => {
  it("a large office wanting what only Enterprise has", () => {
    expect(answered("our title company has 45 agents and wants a dedicated success manager, what package would that be?")).toContain("recommend:enterprise");
  });
  it("one agent wanting a chat on their own site", () => {
    expect(answered("i'm the only agent at my little office, i just want a chat on my own website for night leads. which package is for me?")).toContain("recommend:foundation");
  });
  it("a small team wanting Growth's follow-up and dashboard, asked 'gói chi'", () => {
    expect(answered("tui với 3 đứa phụ làm môi giới, muốn follow-up tự động với bảng hiệu suất. gói chi?")).toContain("recommend:growth");
  });
  it("a team's needs, asked 怎么选方案", () => {
    expect(answered("我们团队5个人，要自动跟进，还要看房排程避开堵车，怎么选方案？")).toContain("recommend:growth");
  });
  it("training is still asked with 'on my own'", () => {
    expect(answered("will I be left on my own after it's set up?")).toContain("extra");
  });
});

describe("the free self-setup", () => {
  it("asked with 'pago' or Sichuan's 要得不", () => {
    expect(ask("si yo mismo conecto las plataformas con las guías, ¿igual pago la instalación?").response).toMatch(/por su cuenta|gratuita/);
    expect(last("只接Gmail一个，安装费好多？", "算了，平台我自己接要得不？").response).toMatch(/自行安装|免费/);
  });
});

describe("a package's go-live and an add-on added later", () => {
  it("几个礼拜才弄得好", () => {
    expect(ask("Growth要几个礼拜才弄得好？").response).toContain("三到四周");
  });
  it("después, agregar", () => {
    expect(last("somos 7 agentes y queremos seguimiento automático, ¿qué paquete?", "¿y más adelante le puedo agregar el Email Commander?").response).toMatch(/cualquier momento/);
  });
});
