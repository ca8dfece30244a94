import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { findPackagePriceStatements } from "./price-guard.ts";

// Routing of add-on and setup prices, fit questions and follow-ups (blind probes 20 and 21, fixed by kind), with
// phrasings written for these tests in the four languages, never the visitors' own words.

const { ask, conversation } = useTrainedEngine();

describe("a price of an add-on or a setup row is not a request to be reached", () => {
  it("a channel the visitor's clients use is no channel for us to use", () => {
    const reply = ask("my renters text me or whatsapp me at midnight, got anything for that? what's it cost");
    expect(reply.act).toBe("question");
    expect(reply.response).not.toMatch(/phone number to reach you/);
    const other = ask("my buyers message me or whatsapp me all weekend. is there something for that and how much");
    expect(other.act).toBe("question");
    expect(other.response).toMatch(/Enhanced Messaging/);
  });
  it("a bracket after WhatsApp is no number, in four languages", () => {
    for (const message of ["What does it cost to connect WhatsApp (our business account)?", "¿Cuánto sale que me instalen WhatsApp (con las plantillas)?", "Phí cài đặt WhatsApp (tài khoản business) bao nhiêu?", "安装WhatsApp (商业账号) 要多少钱？"]) {
      const reply = ask(message);
      expect(reply.act, message).toBe("question");
      expect(reply.response, message).toMatch(/\$200-\$350/);
    }
  });
  it("one Google Sheet is the Data Tools row", () => {
    for (const message of ["What would you charge to hook up a single Google Sheet?", "¿Cuánto cobran por conectar mi Google Sheet?", "Kết nối một Google Sheet hết bao nhiêu tiền?", "接一个Google Sheet要多少钱？"]) {
      expect(ask(message).response, message).toMatch(/\$150-\$250/);
    }
  });
  it("a setup row's fee beats the data-safety answer its words are near", () => {
    for (const message of ["What's the fee to connect Mailchimp for e-mails to my clients?", "¿Qué cobran por conectar Mailchimp con los correos de mis clientes?", "Phí kết nối Mailchimp để gửi email cho khách hàng là bao nhiêu?", "连接Mailchimp给客户发邮件，收费多少？"]) {
      expect(ask(message).response, message).toMatch(/\$400-\$750/);
    }
  });
  it("an add-on named beside posts is the add-on, not an article", () => {
    for (const message of ["Someone to make my listing posts for Facebook: the Social Scheduler, what's it run with setup?", "Quiero que alguien haga mis posts de casas, ¿el Social Scheduler cuánto sale?", "Cần người làm posts nhà cho Facebook, Social Scheduler giá bao nhiêu?", "想找人做房源帖子，Social Scheduler 多少钱？"]) {
      expect(ask(message).response, message).toMatch(/\$247/);
    }
  });
  it("a channel's setup is the Communication row", () => {
    const [, reply] = conversation("What is Enhanced Messaging?", "ok, and setting up that second channel, what's the install fee?");
    expect(reply?.response).toMatch(/\$200-\$350/);
    expect(ask("¿Cuánto cuesta la instalación de un canal nuevo de mensajes?").response).toMatch(/\$200-\$350/);
    expect(ask("Cài đặt kênh tin nhắn đó hết bao nhiêu?").response).toMatch(/\$200-\$350/);
    expect(ask("对接这个渠道的安装费是多少？").response).toMatch(/\$200-\$350/);
    expect(ask("how do I set up my YouTube channel").response).not.toMatch(/\$200-\$350/);
  });
  it("an add-on added later: yes, any time, and its price", () => {
    for (const [message, anyTime] of [
      ["We're starting on Foundation; could we add Voice AI later on, and at what price?", /any time/i],
      ["Empezamos con Growth, ¿podemos agregar el Market Dashboard más adelante? ¿precio?", /cualquier momento/i],
      ["Bên em dùng Growth trước, sau này thêm Voice AI được không, giá sao?", /bất cứ lúc nào|lúc nào/i],
      ["先用Foundation，以后能再加Email Commander吗？价格呢？", /随时/],
    ] as const) {
      const reply = ask(message);
      expect(reply.response, message).toMatch(anyTime);
      expect(reply.response, message).toMatch(/\$\d/);
      expect(findPackagePriceStatements(reply.response)).toEqual([]);
    }
  });
});

describe("who it is for, and which package", () => {
  it("a solo visitor asking which package gets Foundation, not what every package includes", () => {
    expect(ask("it's only me, no assistant, I just want my site answered on weekends. which package?").response).toMatch(/Foundation/);
    expect(ask("Trabajo sola, solo quiero que alguien conteste mi página de noche, ¿qué paquete me conviene?").response).toMatch(/Foundation/);
    expect(ask("Em làm một mình, chỉ cần trả lời web ban đêm, gói nào hợp?").response).toMatch(/Foundation/);
    expect(ask("我一个人做，只想晚上有人回复网站咨询，哪个套餐适合？").response).toMatch(/Foundation/);
  });
  it("a team's size decides the package, not the budget said beside it", () => {
    expect(ask("we're 3 agents on a tight budget so which package do you recommend").response).toMatch(/Growth/);
    expect(ask("somos 4 agentes con poco presupuesto, ¿qué paquete nos conviene?").response).toMatch(/Growth/);
    expect(ask("nhóm 4 người, tiết kiệm nhất thì nên chọn gói nào?").response).toMatch(/Growth/);
    expect(ask("我们是5个人的团队，预算有限，想要自动跟进，推荐哪个套餐？").response).toMatch(/Growth/);
  });
  it("the entry-level package is Foundation", () => {
    expect(ask("got licensed this month. which is your entry-level plan and what comes in it?").response).toMatch(/Foundation/);
    expect(ask("¿Cuál es el paquete básico?").response).toMatch(/Foundation/);
    expect(ask("Gói cơ bản là gói nào vậy?").response).toMatch(/Foundation/);
    expect(ask("入门套餐是哪个？").response).toMatch(/Foundation/);
  });
  it("a feature said first, then 'which package has that?'", () => {
    expect(ask("I need a dedicated success manager for the office. Which package has that?").response).toMatch(/^(?:Gói )?Enterprise/);
    expect(ask("Necesito panel ejecutivo y gerente de éxito dedicado. ¿Qué paquete incluye eso?").response).toMatch(/^(?:Gói )?Enterprise/);
    expect(ask("Bên em cần bảng điều khiển phân tích cho ban giám đốc và quản lý thành công riêng. Gói nào có cái đó?").response).toMatch(/^(?:Gói )?Enterprise/);
    expect(ask("我们要专属客户成功经理和管理层看板。哪个套餐有这个？").response).toMatch(/^(?:有的。)?Enterprise/);
  });
  it("is it for property managers too? yes, in four languages", () => {
    for (const message of ["I run a small HOA office. Is this stuff for community managers or only for agents?", "Administro edificios en Katy, ¿esto es solo para agentes?", "Chị quản lý nhà cho thuê, dịch vụ này chỉ dành cho môi giới thôi hả?", "我是做物业管理的，这些只适合经纪人吗？"]) {
      expect(ask(message).response, message).toMatch(/property managers|administradores de propiedades|quản lý bất động sản|物业经理/);
    }
  });
  it("what the same sentence asks for is answered after who it is for", () => {
    expect(ask("I manage 80 units. do you guys have dashboards, or is that just for agents?").response).toMatch(/property managers[\s\S]*Market Dashboard/);
  });
  it("residents round the clock are the 24/7 Customer Service Agent", () => {
    expect(ask("Is there a round the clock agent for our residents? what does it cost").response).toMatch(/24\/7 Customer Service Agent/);
    expect(ask("¿Tienen un agente que atienda a los residentes día y noche?").response).toMatch(/24\/7 Customer Service Agent/);
    expect(ask("Có cái nào trả lời cư dân cả ngày lẫn đêm không?").response).toMatch(/24\/7 Customer Service Agent/);
    expect(ask("有没有能全天回复住户的服务？").response).toMatch(/24\/7 Customer Service Agent/);
  });
  it("the AI handing a chat to a person is answered by the site's words, not the overview", () => {
    const reply = ask("Question: when a lead asks for a human halfway through, does the AI keep chatting or pass it over to my agents?");
    expect(reply.response).toMatch(/hand/i);
    expect(reply.response).not.toMatch(/^Here is what we build/);
  });
});

describe("follow-ups on the two things just asked about", () => {
  it("a count said with a friendly word at the end", () => {
    const [, reply] = conversation("How much to connect HubSpot and Gmail?", "and if it's four, bro?");
    expect(reply?.response).toMatch(/Pro Bundle/);
    const [, es] = conversation("Quiero conectar Calendly y Outlook, ¿qué bundle?", "¿y si son seis, pana?");
    expect(es?.response).toMatch(/Enterprise Bundle/);
  });
  it("an add-on priced against the one before: 'which of the two is cheaper' picks between them", () => {
    const [, , en] = conversation("What does Email Commander cost?", "is the Market Dashboard cheaper than that?", "ok so which of the two costs more?");
    expect(en?.response).toMatch(/Email Commander/);
    const [, , es] = conversation("¿Cuánto cuesta Voice AI?", "¿y el Social Scheduler es más caro?", "¿cuál de los dos es más barato?");
    expect(es?.response).toMatch(/Voice AI/);
    const [, , vi] = conversation("Market Dashboard giá bao nhiêu?", "còn Email Commander đắt hơn bao nhiêu?", "trong 2 cái cái nào rẻ hơn?");
    expect(vi?.response).toMatch(/Market Dashboard/);
    const [, , zh] = conversation("Voice AI 多少钱？", "Email Commander 比它贵多少？", "这两个哪个便宜？");
    expect(zh?.response).toMatch(/Voice AI/);
  });
  it("the two platforms asked about one by one, together, ask for the bundle", () => {
    const [, , en] = conversation("Setup fee for Calendly?", "and for Airtable?", "both of them together, is there a cheaper bundle?");
    expect(en?.response).toMatch(/Starter Bundle/);
    const [, , es] = conversation("¿Cuánto es conectar Slack?", "¿y HubSpot?", "¿y los dos juntos sale más barato con un combo?");
    expect(es?.response).toMatch(/Starter Bundle/);
    const [, , vi] = conversation("Kết nối Outlook bao nhiêu?", "còn Airtable thì sao?", "cả hai cái gộp lại có gói nào tiết kiệm hơn không?");
    expect(vi?.response).toMatch(/Starter Bundle/);
    const [, , zh] = conversation("连接Gmail多少钱？", "那Calendly呢？", "这两个一起装有没有更便宜的套装？");
    expect(zh?.response).toMatch(/Starter Bundle/);
  });
  it("请安排人联系 is a handoff, as its English, Spanish and Vietnamese cousins are", () => {
    expect(ask("好的，麻烦安排一位顾问跟我联系").act).toBe("handoff");
    expect(ask("please have someone contact me next week").act).toBe("handoff");
    expect(ask("que alguien me llame la próxima semana").act).toBe("handoff");
    expect(ask("nhờ bên bạn gọi lại cho tôi tuần sau").act).toBe("handoff");
  });
});
