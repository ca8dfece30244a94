import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { preferredChannel } from "./channel-cues.ts";
import { splitQuestions } from "./question-split.ts";
import { extractEntities } from "./entities.ts";
import { sampleFacts } from "./sample-facts.ts";

// Kinds of failure seen with real visitors, each in the four languages with phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();
const PHONE_LINE = "(713) 555-0100";

describe("one word does not hijack the answer", () => {
  it.each([
    "is what I type in this chat sent to OpenAI?",
    "¿lo que escribo aquí se envía a OpenAI?",
    "những gì tôi gõ ở đây có gửi cho OpenAI không?",
    "我在这里输入的内容会发给OpenAI吗？",
  ])("%s is not an integration pitch", (message) => {
    const reply = ask(message);
    expect(reply.intent).not.toBe("integrations");
    expect(reply.act).not.toBe("off_topic");
    expect(reply.response).not.toMatch(/we work with OpenAI|Trabajamos con OpenAI|làm việc với OpenAI|我们支持OpenAI/);
  });

  it.each([
    ["Everything I type in here goes straight to OpenAI, right?", /own server.*up to 10 earlier messages/s],
    ["Is this chat run by ChatGPT or something?", /own server/],
    ["Vậy tin nhắn em gõ ở đây có gửi cho OpenAI không?", /máy chủ riêng.*tối đa 10/s],
    ["你是ChatGPT吗？", /自己服务器.*最多10条/s],
  ])("%s is answered with how this chat's replies are made (the privacy page)", (message, words) => {
    const reply = ask(message);
    expect(reply.response).toMatch(words);
    expect(reply.response).toContain("/privacy");
  });

  it.each([
    ["Katy and Sugar Land can wait, what's your office e-mail?", /hello@bayoucity\.ai/],
    ["Chuyện Katy với Sugar Land để sau, cho em xin email của văn phòng trước.", /hello@bayoucity\.ai/],
    ["No me interesa Voice AI. ¿Tienen un formulario para escribirles?", /\/contact/],
    ["El Market Dashboard suena bien, pero primero: ¿venden los datos de mis clientes?", /cuentas/],
    ["How do I get your weekly newsletter?", /\/blog/],
  ])("%s answers what is asked, not what was put aside", (message, words) => {
    const reply = ask(message);
    expect(reply.response).toMatch(words);
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it.each(["¿Lo puedo agregar después, cuando ya tenga un paquete?", "可以先试用一下吗"])("%s is still a question of its own", (message) => {
    expect(ask(message).act).toBe("question");
  });

  it.each([
    ["Then put a person on. I'm not explaining my business to a program.", "handoff"],
    ["Cho em gặp nhân viên bên mình được không ạ?", "handoff"],
    ["bot nay tra loi khong dung gi het, mat thoi gian qua", "complaint"],
    ["What a waste of time this bot is", "complaint"],
  ])("%s is a %s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });

  it("answers 'do I need to be good with computers?' with the FAQ's no, said once", () => {
    const reply = ask("Do I need to be good with computers to use this?");
    expect(reply.response).toMatch(/^No\. With done-for-you setup/);
    expect(reply.response).not.toMatch(/No\. No\./);
  });

  it("reads 'what about 5?' in Vietnamese after the bundles, and 'who do I ask to delete it later?' in Chinese", () => {
    const [, five] = conversation("Kết nối 2 nền tảng thì gói bundle giá bao nhiêu anh?", "con 5 cai thi sao?");
    expect(five!.response).toContain("Enterprise Bundle");
    expect(ask("要是以后想删掉，找谁？").response).toContain("hello@bayoucity.ai");
  });

  it.each([
    ["Do you have something that answers our emails automatically?", "And monthly?"],
    ["Có dịch vụ nào giúp trả lời email tự động không anh?", "Phí cài đặt cái đó bao nhiêu?"],
    ["¿Tienen algo que conteste los correos solo?", "¿y al mes?"],
  ])("after '%s', '%s' is that add-on's price", (first, second) => {
    const [, reply] = conversation(first, second);
    expect(reply!.response).toContain("Email Commander");
    expect(reply!.response).toContain("$197");
  });

  it.each([
    ["好的，怎么预约咨询？", "booking"],
    ["你好，你们的套餐多少钱？", "pricing"],
    ["哈喽，在吗？", "greeting"],
    ["¿El asistente puede atender a mis clientes en español a medianoche?", "about"],
    ["Will your system plug into Follow Up Boss?", "integrations"],
  ])("%s is read past its Chinese greeting or filler, or by what it asks (%s)", (message, intent) => {
    expect(ask(message).intent).toBe(intent);
  });

  it.each([
    "Your chatbot told my son someone would call him back, and nobody ever did. Not impressed.",
    "Three e-mails from you in a single day after one form? That's way too much.",
    "Me suscribí al boletín hace días y no me llega nada.",
  ])("%s is a complaint", (message) => {
    expect(ask(message).act).toBe("complaint");
  });

  it.each([
    ["Is there a form on the site where I can write out what we need?", "/contact"],
    ["网站上有联系表格吗？", "/contact"],
    ["cho minh xin dia chi email cua cong ty", "hello@bayoucity.ai"],
    ["Soy agente sola, sin equipo. ¿Cuál me recomienda entonces?", "Foundation"],
  ])("%s gets %s", (message, words) => {
    expect(ask(message).response).toContain(words);
  });

  it.each(["Que alguien le llame para explicárselo, por favor.", "Nhờ bên bạn gọi lại cho sếp tôi nhé."])("%s is a handoff for someone else", (message) => {
    expect(ask(message).act).toBe("handoff");
  });

  it("reads 'text me please, don't call' in Vietnamese as a channel, never an opt-out", () => {
    const reply = ask("Nhắn tin giùm chị nha, đừng gọi: 832-555-0127.");
    expect(reply.act).toBe("details");
    expect(reply.context.optOut).toBeFalsy();
  });

  it.each(["Mándeme la lista de precios de los tres paquetes.", "send me your price list", "发一下价目表"])("%s gets the honest pricing answer", (message) => {
    expect(ask(message).intent).toBe("pricing");
  });

  it("answers 'can I unsubscribe easily later?' about the newsletter, and still takes 'unsubscribe me' as an opt-out", () => {
    const asked = ask("If I sign up for The AI Advantage Weekly, can I unsubscribe easily later?");
    expect(asked.act).toBe("question");
    expect(asked.response).toContain("unsubscribe link");
    expect(ask("unsubscribe me").act).toBe("opt_out");
    expect(ask("how do I unsubscribe?").act).toBe("opt_out");
  });

  it("asks, not complains: 'does it send too many messages to my clients?'", () => {
    expect(ask("Does it send too many messages to my clients?").act).toBe("question");
  });

  it("does not read 'stop recommending Growth, what's your number?' as an opt-out", () => {
    const reply = ask("别再给我推荐Growth套餐了，你们电话多少？");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain(PHONE_LINE);
  });

  it("still answers 'do you work with OpenAI?' as an integration", () => {
    expect(ask("do you work with OpenAI?").intent).toBe("integrations");
  });

  it.each([
    "where does that 300% figure on your site come from?",
    "¿de dónde sale la cifra del 300%?",
    "con số 300% đó lấy từ đâu vậy?",
    "网站上300%这个数字是怎么来的？",
  ])("%s gets neither the phone number, a price nor a refusal", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).not.toContain(`Our phone number is ${PHONE_LINE}`);
    expect(reply.intent).not.toBe("pricing");
  });

  it.each([
    "can I sign up for your newsletter to hear about voice ai?",
    "¿me puedo suscribir al boletín para noticias de voice ai?",
    "tôi muốn đăng ký nhận bản tin về voice ai",
    "怎么订阅你们关于voice ai的通讯？",
  ])("%s does not get the add-on's price", (message) => {
    expect(ask(message).response).not.toContain("$197/month");
  });
});

describe("counting platforms and fitting a package", () => {
  it.each([
    ["which bundle do I need for five tools?", "Enterprise Bundle", 5],
    ["necesito conectar seis plataformas, ¿qué bundle?", "Enterprise Bundle", 6],
    ["mình có 5 nền tảng, chọn gói cài đặt nào?", "Enterprise Bundle", 5],
    ["我们要接六个平台，选哪个安装套餐？", "Enterprise Bundle", 6],
    ["three platforms, which bundle fits?", "Pro Bundle", 3],
  ])("%s → %s", (message, bundle, count) => {
    const reply = ask(message);
    expect(reply.intent).toBe("bundles");
    expect(reply.response).toContain(bundle);
    expect(reply.response).toContain(String(count));
  });

  it("keeps 'we run 5 platforms' with its short question", () => {
    expect(splitQuestions("we run 5 platforms, which bundle?")).toHaveLength(1);
    expect(ask("we run 5 platforms, which bundle?").response).toMatch(/For 5 platforms, the Enterprise Bundle fits/);
  });

  it("counts the platforms a visitor lists", () => {
    const reply = ask("we use kvcore, hubspot, twilio, calendly and google workspace, which bundle?");
    expect(reply.response).toMatch(/For 5 platforms, the Enterprise Bundle/);
  });

  it.each([
    ["bundle for 9 platforms?", /9 platforms is more than our largest bundle.*Enterprise Bundle.*other 3 are added at each platform's own setup fee/s],
    ["¿qué bundle para ocho plataformas?", /8 plataformas son más.*Enterprise Bundle.*otras 2 se agregan/s],
    ["tôi có 8 nền tảng thì chọn bundle nào?", /8 nền tảng là nhiều hơn.*Enterprise Bundle.*2 nền tảng còn lại/s],
    ["我们有九个平台，哪个捆绑包？", /9个平台超过了我们最大的捆绑包.*Enterprise Bundle.*其余3个平台/s],
  ])("%s: the largest bundle plus per-platform fees", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it.each([
    ["I just got my license, solo agent in Katy", "Foundation"],
    ["recién licenciado, soy agente nuevo en Katy, ¿qué paquete?", "Foundation"],
    ["tôi là môi giới mới vào nghề ở Katy, nên dùng gói nào?", "Foundation"],
    ["我是刚入行的新手经纪人，在Katy，用哪个套餐？", "Foundation"],
    ["we're a 60 agent brokerage in Sugar Land", "Enterprise"],
    ["somos 40 agentes en The Woodlands", "Enterprise"],
    ["chúng tôi có 60 môi giới ở Katy", "Enterprise"],
    ["我们在Katy有40名经纪人", "Enterprise"],
  ])("%s → %s with the reason", (message, pkg) => {
    const reply = ask(message);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toContain(pkg);
    expect(reply.response).not.toMatch(/^(?:Yes, we serve|Sí, atendemos)/);
  });

  it("does not read Spanish 'solo' (only) or 'your team' as the visitor's profile", () => {
    expect(ask("dame solo el número").context.profile.size).toBeUndefined();
    expect(ask("can someone from your team call me?").context.profile.size).toBeUndefined();
  });
});

describe("complaints, opt-outs and 'call me'", () => {
  it.each(["this is harassment, stop it", "esto es acoso", "các bạn đang quấy rối tôi", "你们这是骚扰"])("%s is a complaint", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
  });

  it.each([
    ["please take my number off your list: 713-555-0142", "713-555-0142"],
    ["saquen mi número de su lista, 832-555-0199", "832-555-0199"],
    ["xóa số của tôi khỏi danh sách 281-555-0123", "281-555-0123"],
    ["把我的号码从你们的名单里删掉 713-555-0111", "713-555-0111"],
  ])("%s is an opt-out that sells nothing", (message, phone) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.context.optOut).toBe(true);
    expect(reply.entities.phone).toBe(phone);
    expect(reply.response).not.toContain(sampleFacts.bookingUrl);
    expect(reply.response).not.toContain(phone);
    const after = ask("ok what are your packages", reply.context);
    expect(after.response).not.toContain(sampleFacts.bookingUrl);
  });

  it.each([
    "¿alguien de su equipo me puede llamar?",
    "có ai bên bạn gọi lại cho mình được không?",
    "能不能让你们的人给我打个电话？",
    "could somebody on your side give me a call?",
  ])("%s is a request for a person", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("handoff");
    expect(reply.context.awaitingContact).toBe(true);
  });
});

describe("ordinary questions are never refused", () => {
  it.each([
    ["send me the booking link please", "booking"],
    ["你们的电话号码是多少？", "contact"],
    ["你们几点开门？", "hours"],
    ["si lo instalo yo mismo, ¿me ahorro la cuota de instalación?", "setup_fees"],
  ])("%s → %s", (message, intent) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.intent).toBe(intent);
  });
});

describe("follow-ups keep the previous turn", () => {
  it.each([
    ["what setup bundles do you have?", "and for 6?", /For 6 platforms, the Enterprise Bundle/],
    ["¿qué bundles tienen?", "¿y para cinco?", /Para 5 plataformas le conviene el Enterprise Bundle/],
    ["các bundle cài đặt gồm những gì?", "còn 3 nền tảng thì sao", /Với 3 nền tảng, Pro Bundle/],
    ["你们有哪些安装捆绑包？", "那6个呢？", /6个平台适合选Enterprise Bundle/],
  ])("%s / %s", (first, second, expected) => {
    const [, reply] = conversation(first, second);
    expect(reply!.response).toMatch(expected);
  });

  it.each([
    ["what packages do you have?", "the second one, what's in it?", "Growth"],
    ["¿qué paquetes tienen?", "¿y el tercero qué incluye?", "Foundation"],
    ["what setup bundles do you have?", "tell me about the first one", "Starter Bundle"],
    ["你们有哪些套餐？", "第二个包括什么？", "Growth"],
  ])("%s / %s → %s", (first, second, expected) => {
    const [, reply] = conversation(first, second);
    expect(reply!.response.split("\n")[0]).toContain(expected);
    expect(reply!.response).not.toMatch(/^We offer three packages/);
  });

  it.each([
    ["I'm a property manager in Clear Lake", "do you cover my area?", /Clear Lake/],
    ["soy administradora de propiedades en Katy", "¿trabajan en mi zona?", /Katy/],
    ["mình quản lý nhà cho thuê ở Pearland", "bên bạn có phục vụ khu vực của mình không?", /Pearland/],
  ])("%s / %s remembers the area", (first, second, expected) => {
    const [, reply] = conversation(first, second);
    expect(reply!.intent).toBe("location");
    expect(reply!.response).toMatch(expected);
  });
});

describe("blunt price pushes get the honest redirect", () => {
  it.each(["just the range", "only the number pls", "$?", "💰?", "dame nada más el número", "chỉ cần con số thôi", "直接说价格"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("pricing");
    expect(reply.response).toContain("Enterprise");
    expect(reply.response).toContain(sampleFacts.bookingUrl);
  });
});

describe("what the site does not say is said so, with the topic named", () => {
  it.each([
    ["do you guarantee we'll close more deals?", /doesn't say whether results are guaranteed/],
    ["¿garantizan los resultados?", /no dice si los resultados están garantizados/],
    ["bên bạn có cam kết kết quả không?", /không nói việc có cam kết kết quả/],
    ["你们保证效果吗？", /没有提到是否保证效果/],
    ["do you have an office in Dallas?", /doesn't say whether we have an office in Dallas/],
    ["¿tienen oficina en Austin?", /no dice si tenemos una oficina en Austin/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.response).toMatch(expected);
    expect(reply.response).toContain(sampleFacts.email);
  });
});

describe("lead details are stored as given", () => {
  it.each([
    ["I'm with Katy Home Group", "Katy Home Group"],
    ["estoy con Casa Bayou Realty", "Casa Bayou Realty"],
    ["tôi làm ở công ty Sao Mai Realty", "Sao Mai Realty"],
    ["我在休斯顿之家地产工作", "休斯顿之家地产"],
  ])("%s → company %s", (message, company) => {
    expect(extractEntities(message).company).toBe(company);
  });

  it.each(["nhắn qua WhatsApp nha", "zalo/whatsapp", "liên hệ qua whatsapp giúp mình", "通过WhatsApp联系我"])("%s → whatsapp", (message) => {
    expect(preferredChannel(message)).toBe("whatsapp");
  });
});
