import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Session 73's first round, on the misses of blind probes 215 (seasonal) and 216 (luxury), first scored at 669fc490
// before any of their misses was read (91.5 and 92.1 %), with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

const TERMS = {
  en: /^Our site doesn't list a free trial, discounts or contract terms/,
  es: /^Nuestro sitio no menciona una prueba gratis, descuentos ni condiciones de contrato/,
  vi: /^Trang của chúng tôi không nêu dùng thử miễn phí/,
  zh: /^我们的网站没有列出免费试用、折扣或合同条款/,
};

describe("an add-on for the busy season", () => {
  it("added for part of the year is added any time, as the FAQ says", () => {
    expect(ask("could we put the Social Scheduler on for the spring months only?").response).toMatch(/^Yes\. Any time\./);
    expect(ask("¿Puedo agregar el Market Dashboard en marzo, antes de que arranque la temporada?").response).toMatch(/^Sí\. En cualquier momento\./);
  });

  it("dropping it again when the season ends is a term the site never states", () => {
    expect(ask("if we put Email Commander on for the rush, can we cancel it again in August?").response).toMatch(TERMS.en);
    expect(ask("Si contrato el Voice AI para el verano, ¿puedo darlo de baja cuando se calme?").response).toMatch(TERMS.es);
    expect(ask("Thêm Market Dashboard mấy tháng cao điểm, hết mùa thì hủy được không em?").response).toMatch(TERMS.vi);
    expect(ask("Social Scheduler用完旺季以后可以取消吗？").response).toMatch(TERMS.zh);
    const [, second] = conversation("how much is the Market Dashboard?", "and then drop it come October when it gets slow?");
    expect(second?.response).toMatch(TERMS.en);
    // (A client cancelling a showing is no add-on dropped.)
    expect(ask("when a buyer cancels a showing, can Voice AI call them to rebook?").response).not.toMatch(TERMS.en);
  });
});

describe("luxury clients", () => {
  it("proof of funds, off-market networks, yachts and drivers are not on the site", () => {
    expect(ask("can the assistant ask buyers for a proof of funds letter before a private showing?").response).toMatch(/^Our site doesn't say/);
    expect(ask("¿Ustedes tienen contactos de casas fuera del mercado para clientes VIP?").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("AI có kiểm tra lý lịch người mua trước khi dẫn đi xem không em?").response).toMatch(/^Trang của chúng tôi không nói/);
    expect(ask("能帮客户订酒店和司机吗？").response).toMatch(/^我们的网站没有提到这一点/);
    const [, second] = conversation("we're a team of 7 selling estates, which package?", "and can that one book a private jet for a buyer flying in?");
    expect(second?.response).toMatch(/^Our site doesn't say/);
  });

  it("a luxury lead to the team's specialist is the speed-to-lead post's specialist row, in Vietnamese too", () => {
    expect(ask("Khách hỏi nhà sang trên 4 triệu đô thì AI chuyển cho người chuyên của nhóm em được không?").response).toMatch(/^Có\. .*Specialist \(luxury/s);
  });
});

describe("data and this chat", () => {
  it("what they put in, sold or shared, is the data-safety answer", () => {
    expect(ask("is anything we load into it ever sold or shared with someone?").response).toMatch(/we never sell or share client information/);
    // (Told where their contacts are, "can it work with Follow Up Boss" is the CRM asked.)
    expect(ask("does it hook up with HubSpot? that's where our contacts live").response).toMatch(/^Yes, we work with HubSpot/);
  });

  it("someone besides us reading what is typed here is the chat's model providers", () => {
    expect(ask("¿Alguien de afuera puede leer lo que escribo aquí?").response).toMatch(/OpenAI, Anthropic/);
    expect(ask("can any third party see what I type in this chat?").response).toMatch(/OpenAI, Anthropic/);
  });
});

describe("asked in other words", () => {
  it("being told when a client asks for a person is the FAQ's hand-off, a yes", () => {
    expect(ask("¿el asistente me notifica cuando un cliente quiere hablar con una persona real?").response).toMatch(/^Sí\. /);
  });

  it("someone else's takings, priced by the piece, are a sum to do, off-topic", () => {
    expect(ask("my neighbor sold 25 jars of honey at $12 apiece at the market, how much did she make").act).toBe("off_topic");
    expect(ask("Mi tía vendió 40 rebozos a 900 pesos cada uno, ¿cuánto juntó?").act).toBe("off_topic");
    expect(ask("Chị bán 50 hũ mắm, mỗi hũ 80 ngàn, tổng cộng bao nhiêu tiền?").act).toBe("off_topic");
  });

  it("those two again, after two add-ons, are both said again; both read back are confirmed", () => {
    const [, , third] = conversation("what's Email Commander cost?", "and Enhanced Messaging?", "sorry, what were those two again per month?");
    expect(third?.response).toMatch(/Email Commander: \$1,500 setup \+ \$197\/month.*Enhanced Messaging: \$129\/month/s);
    const [, , back] = conversation("how much is the Market Dashboard?", "and the Social Scheduler?", "so both is $2,000 setup and then $149 plus $247 a month, right?");
    expect(back?.response).toMatch(/^Yes, that's right\./);
  });

  it("a phone chat asked for in Chinese is a hand-off", () => {
    expect(ask("想找个人电话沟通一下，下周一上午行吗？").act).toBe("handoff");
  });

  it("a guide on how to use it is the training, in Vietnamese", () => {
    expect(ask("Có hướng dẫn cho agent trong nhóm tôi cách sử dụng không?").response).toMatch(/đào tạo nhân viên/);
    // (How to make a sweet is no training of ours.)
    expect(ask("chỉ tui cách làm bánh da lợn đi").act).toBe("off_topic");
  });

  it("the package with automated follow-up, asked in Chinese, is Growth", () => {
    expect(ask("哪个套餐带自动跟进？").response).toMatch(/^Growth套餐/);
  });

  it("a service for their WhatsApp, asked which, is Enhanced Messaging; two questions joined by \"với\" are both answered", () => {
    expect(ask("todos mis inquilinos escriben por WhatsApp, ¿qué servicio es para eso?").response).toMatch(/Enhanced Messaging/);
    expect(ask("Email Commander bao nhiêu tiền, với gói Growth cài bao lâu em?").response).toMatch(/Email Commander.*ba đến bốn tuần/s);
  });

  it("a bundle priced after an add-on is the bundle, not the add-on's setup", () => {
    const [, second] = conversation("Email Commander多少钱？", "安装费不想超过400美元，两个平台的打包价多少？");
    expect(second?.response).toMatch(/Starter Bundle/);
  });
});

// Session 73's second round, on the misses of blind probes 217 (condo) and 218 (toolaudit), first scored at 82a4f08b
// before any of their misses was read (93.1 and 93.5 %), with phrasings written for these tests.

describe("condos and towers", () => {
  it("a building's amenities, freight elevator, parking permits and gate access are not on the site", () => {
    expect(ask("can the AI reserve the clubhouse or the pool for residents of our tower?").response).toMatch(/^Our site doesn't say/);
    expect(ask("¿El sistema les da el permiso de estacionamiento a los inquilinos nuevos?").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("AI có đặt lịch thang máy chở hàng cho cư dân dọn nhà không?").response).toMatch(/^Trang của chúng tôi không nói/);
    expect(ask("你们的系统能帮住户预约健身房和活动室吗？").response).toMatch(/^我们的网站没有提到这一点/);
  });

  it("leads writing late at night or on the weekend are the FAQ's around-the-clock answer", () => {
    expect(ask("¿El asistente le responde a mis clientes el fin de semana?").response).toMatch(/^Sí\. /);
    expect(ask("Khách nhắn lúc 10 giờ đêm hỏi thuê căn hộ thì AI có trả lời không em?").response).toMatch(/^Có\. /);
  });

  it("someone's takings told in the present are a sum to do", () => {
    expect(ask("Mi tía vende pan, 120 piezas a 15 pesos cada una, ¿cuánto junta?").act).toBe("off_topic");
  });

  it("our office asked to be in Houston says Houston", () => {
    expect(ask("你们的办公室是在休斯顿吗？").response).toMatch(/Houston/);
  });
});

describe("the tools they already pay for", () => {
  it("their other subscriptions cancelled or a vendor's contract bought out are not on the site", () => {
    expect(ask("will y'all shut off our old Mailchimp subscription for us once we switch?").response).toMatch(/^Our site doesn't say/);
    expect(ask("Chị chuyển qua thì em hủy giùm chị mấy gói Mailchimp đang trả tiền được hông?").response).toMatch(/^Trang của chúng tôi không nói/);
    expect(ask("我们跟网站供应商的合同还剩一年，你们能把合同买断吗？").response).toMatch(/^我们的网站没有提到这一点/);
    // (How many packages we have is still asked so.)
    expect(ask("bên em có mấy gói vậy?").response).toMatch(/^Chúng tôi có ba gói/);
  });

  it("a line of the package being talked about, asked whether it has it, is that package's yes", () => {
    const [, second] = conversation("we're a team of 5, which package?", "does that package come with CRM integration?");
    expect(second?.response).toMatch(/^Yes\. Growth includes “CRM integration”/);
    // (A CRM asked of the system, with no package pointed at, is the integration.)
    expect(ask("Nhóm em có 5 người xài Follow Up Boss, hệ thống có kết nối với Follow Up Boss được không?").response).toMatch(/^Có, chúng tôi làm việc với Follow Up Boss/);
  });

  it("a date to meet asks the go-live time, with no yes or no of ours", () => {
    const [first, second] = conversation("tengo dos semanas antes de abrir la oficina, ¿con el Growth me da tiempo?", "¿y con el Foundation, alcanza en ese tiempo?");
    expect(first?.response).toMatch(/^La mayoría de las instalaciones de Growth/);
    expect(second?.response).toMatch(/^La mayoría de las instalaciones de Foundation/);
  });

  it("those two setup rows in a bundle are the Starter Bundle", () => {
    const [, , third] = conversation("¿cuánto cuesta conectar HubSpot?", "¿y Mailchimp?", "¿y si junto esos dos en un paquete de instalación?");
    expect(third?.response).toMatch(/Starter Bundle/);
  });

  it("the AI posting homes on Facebook itself, in Vietnamese, is the Social Scheduler", () => {
    expect(ask("AI có tự đăng hình nhà lên Facebook cho chị không?").response).toMatch(/Social Scheduler/);
  });

  it("a Vietnamese opt-out refusing two channels at once is an opt-out", () => {
    expect(ask("Thôi, đừng gọi hay nhắn tin cho tôi nữa.").act).toBe("opt_out");
    // (One refused and another asked is a preference.)
    expect(ask("đừng gọi, nhắn tin cho chị nha").act).not.toBe("opt_out");
  });

  it("two add-ons found by their use, then \"those two\" again, are both said again", () => {
    const [, , third] = conversation("Dịch vụ trả lời WhatsApp giá sao em?", "Còn Voice AI?", "Nhắc lại giá hai cái đó giùm chị.");
    expect(third?.response).toMatch(/Enhanced Messaging: \$129\/tháng.*Voice AI: \$197\/tháng/s);
  });

  it("a post's link asked as \"gửi chị link\" is its entry", () => {
    expect(ask("Bài chào mừng á, gửi chị link luôn nha.").response).toMatch(/^Từ blog The AI Advantage Weekly.*\/blog\/welcome/s);
  });
});

// Session 73's third round, on the misses of blind probes 219 (bilingualteam) and 220 (vendors), first scored at
// bac538ab before any of their misses was read (87.6 and 91.1 %), with phrasings written for these tests.

describe("teams that speak many languages", () => {
  it("the languages told beside the size are the scene of the package asked", () => {
    expect(ask("we're 14 agents and between us we speak Spanish, Hindi and Urdu. which package fits us?").response).toMatch(/^I'd suggest Growth/);
    expect(ask("my cousin works by herself in Katy, what package would y'all put her on?").response).not.toMatch(/three packages/);
  });

  it("a lead who prefers a language goes to the agent who speaks it, by the speed-to-lead post's row", () => {
    expect(ask("if a new lead wants to talk in Hindi, who should it go to?").response).toMatch(/Language preference; Agent who speaks it/);
    expect(ask("si un prospecto prefiere hablar en árabe, ¿a quién se lo deben pasar?").response).toMatch(/Al agente que lo habla/);
  });

  it("agents or interpreters supplied, accents, Voice AI's dialects and pay for languages are not on the site", () => {
    expect(ask("¿Ustedes me pueden conseguir un agente que hable coreano?").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("你们能帮我们招聘会讲韩语的经纪人吗？").response).toMatch(/^我们的网站没有提到这一点/);
    expect(ask("do y'all provide interpreters for our Arabic-speaking clients' calls?").response).toMatch(/^Our site doesn't say/);
    expect(ask("¿Voice AI puede hablar con acento argentino?").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("Voice AI có nói tiếng Chăm được không em?").response).toMatch(/^Trang của chúng tôi không nói/);
  });

  it("an hour of the night is no price guessed: the tenants' 24/7 agent is a yes", () => {
    expect(ask("Si un inquilino escribe a las 10 de la noche por una fuga, ¿el asistente le contesta?").response).toMatch(/^Sí\. /);
  });

  it("an agent who doesn't answer, asked how long before someone else gets the lead, is the 15-minute row", () => {
    expect(ask("if my agent doesn't reply, how long before the lead goes to somebody else?").response).toMatch(/within 15 minutes; Team lead or backup agent/);
  });

  it("a post named as \"the one about\" with its link asked is its entry", () => {
    expect(ask("and the one about hurricane season, what's the link for it?").response).toMatch(/^From our blog.*\/blog\/hurricane/s);
  });

  it("someone's takings priced per piece in Vietnamese, the price before the unit, are a sum", () => {
    expect(ask("Chị gói 40 đòn bánh tét, bán 100 ngàn một đòn thì được bao nhiêu tiền?").act).toBe("off_topic");
  });
});

describe("vendors and trades", () => {
  it("a vendor's insurance, bids, ratings and pay are not on the site", () => {
    expect(ask("can the AI make sure the plumber's certificate of insurance is up to date?").response).toMatch(/^Our site doesn't say/);
    expect(ask("¿el sistema puede pedir presupuestos a tres plomeros y compararlos?").response).toMatch(/^Nuestro sitio no dice eso/);
    expect(ask("can your system rank our contractors by tenant reviews?").response).toMatch(/^Our site doesn't say/);
    expect(ask("系统能帮我们付款给维修师傅吗？").response).toMatch(/^我们的网站没有提到这一点/);
  });
});
