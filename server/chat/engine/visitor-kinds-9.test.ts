import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A ninth round of failure kinds seen with real visitors, with phrasings written for these tests (never the
// visitors' own words).

const { ask, conversation } = useTrainedEngine();

describe("lead details: names, companies after a preposition, labelled numbers and channels", () => {
  it.each<[string, Record<string, string>]>([
    ["tom reyes, w/ reyes & diaz commercial, 346-555-0111", { name: "Tom Reyes", company: "Reyes & Diaz Commercial" }],
    ["we're w/ Ortega Capital over in midtown. tom@ortegacap.com", { company: "Ortega Capital" }],
    ["Name's Bev. Text is fine, 832 555 0122", { name: "Bev" }],
    ["Lupita, 713-555-0133 por WhatsApp mejor", { name: "Lupita" }],
    ["我姓李，在金湾地产工作，手机 713-555-0144", { company: "金湾地产" }],
    ["我是 Bayou Lending 的 Kevin Chen，电话 281-555-0155", { name: "Kevin Chen", company: "Bayou Lending" }],
  ])("%s", (message, expected) => {
    const lead = ask(message).context.lead ?? {};
    for (const [key, value] of Object.entries(expected)) expect(lead[key as keyof typeof lead]).toBe(value);
  });

  it.each<[string, string]>([
    ["Name's Bev. Text is fine, 832 555 0122", "sms"],
    ["Tôi là Hùng, WhatsApp: +1 713 555 0166", "whatsapp"],
    ["email is fine for me: bev@example.com", "email"],
  ])("%s stores the channel", (message, channel) => {
    expect(ask(message).context.channel).toBe(channel);
  });

  it.each([
    "mi correo es rosa@example.com, escríbanme por correo por favor",
    "email của tôi là hung@example.com, liên hệ qua email giúp tôi",
    "我的邮箱是 li@example.com，发邮件给我就好",
  ])("%s: their own detail and the channel for it are details, not a request for a person", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("details");
    expect(reply.leadDetails).toBe(true);
    expect(reply.context.channel).toBe("email");
  });
});

describe("a promised call that never came is a complaint, even without a complaint word", () => {
  it.each([
    "We scheduled a demo for Monday morning and I waited by the phone the whole hour.",
    "Your chat said someone would ring me Wednesday. Today is Saturday.",
    "quedaron en llamarme el lunes y ya estamos a jueves",
    "Bên bạn hẹn gọi thứ Hai mà nay đã thứ Năm rồi",
    "说好星期一联系我，现在都星期四了",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
    expect(reply.sentiment).toBe("negative");
  });
});

describe("'unsub' with a contact detail is an opt-out recorded on it, not a lead", () => {
  it.each(["unsub me: rosa@example.com", "pls unsub 713-555-0177"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.context.optOut).toBe(true);
    expect(reply.leadDetails).toBe(false);
  });

  it("asking how to unsubscribe later is a question", () => {
    expect(ask("how would I unsub later on?").act).toBe("question");
  });
});

describe("follow-ups read against what was just shown", () => {
  it.each<[string[], RegExp]>([
    // A count after the bundles, however it is put.
    [["We need to tie 3 systems together.", "ok and what if it grows to 6"], /Enterprise Bundle/],
    [["We need to link up 5 tools.", "suppose we trim that to 2"], /Starter Bundle/],
    [["有什么安装套装？", "那 6 个呢"], /Enterprise Bundle/],
    [["有什么安装套装？", "加上 Gmail 一共 4 个"], /Pro Bundle/],
    // Two add-ons named together, then one picked by its place or its price.
    [["email commander vs market dashboard", "the second one?"], /^Market Dashboard/],
    [["¿Voice AI o el 24/7 Customer Service Agent?", "¿y el más barato de los dos?"], /Voice AI/],
    // Packages compared, then one picked, then the other, with what is asked of it.
    [["Growth với Enterprise khác nhau thế nào?", "gói thứ hai có gì"], /^Gói Enterprise/],
    // Another platform named after a setup fee: its own setup row.
    [["Phí cài đặt HubSpot là bao nhiêu?", "còn Airtable thì sao?"], /công cụ dữ liệu/],
    [["what's the setup fee for kvCORE?", "what about Slack"], /^Communication setup/],
    // Setting a platform up in-house, asked in a bundle conversation.
    [["what bundles do you have", "what if our office manager connects a couple herself"], /self-setup/],
  ])("%j", (messages, expected) => {
    expect(conversation(...messages).at(-1)!.response).toMatch(expected);
  });

  it.each([
    "somos 8 vendedores y estamos creciendo, ¿qué plan nos sirve?",
    "we're 7 salespeople at a builder's office, which package?",
  ])("%s: salespeople count as the team's size", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/Growth/);
    expect(reply).not.toMatch(/\bFoundation\b|\bEnterprise\b(?! Bundle)/);
  });

  it("¿puedo instalarlo yo sola para ahorrarme la instalación? gets the self-setup answer", () => {
    expect(ask("¿puedo instalarlo yo sola para ahorrarme la instalación?").response).toMatch(/por su cuenta|usted mismo|autoinstal/i);
  });
});

describe("a tool, place or language the site does not list is named as not listed, with the team's contact", () => {
  it.each<[string, RegExp]>([
    ["does it sync with Rechat?", /Rechat isn't among the platforms/],
    ["can you hook it up to brokermint or dotloop", /Brokermint isn't among the platforms/],
    ["¿se conecta con Propertyware, que es lo que usamos?", /Propertyware no está entre las plataformas/],
    ["Có tích hợp với Lone Wolf không?", /Lone Wolf không có trong danh sách/],
    ["你们能跟 Rentvine 对接吗？", /没有Rentvine/],
    ["Do you serve Sienna Plantation?", /Sienna Plantation isn't among the areas/],
    ["¿trabajan en Mont Belvieu?", /Mont Belvieu no está entre/],
    ["could the assistant reply in Tagalog for my clients?", /doesn't say/],
  ])("%s", (message, expected) => {
    const reply = ask(message).response;
    expect(reply).toMatch(expected);
    expect(reply).toMatch(/@|555/);
  });

  it.each(["does it integrate with my CRM?", "can it connect to HubSpot", "do you work in Katy?", "¿trabajan en Sugar Land?"])("%s is still answered from the site", (message) => {
    expect(ask(message).response).not.toMatch(/isn't among|no está entre|doesn't say/);
  });
});

describe("on-topic questions the site answers are not refused or taken for a request", () => {
  it.each<[string, RegExp]>([
    ["will the assistant reply to my buyers over the weekend?", /^Yes\..*24\/7/s],
    ["¿la IA contesta a mis clientes a medianoche?", /^Sí\..*24\/7/s],
    ["trợ lý có trả lời khách lúc nửa đêm không?", /^Có\..*24\/7/s],
    ["will you send me monthly reports, or do I have to ask each time?", /monthly tuning and performance reports/],
    ["do you partner with brokerages or only solo agents?", /brokers/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it.each(["If a buyer wants a human, does the bot hand them off to me?", "when a client asks for a real person, does it pass them over to me?"])(
    "%s is a question about the product, not a request for our team",
    (message) => {
      const reply = ask(message);
      expect(reply.act).toBe("question");
      expect(reply.handoff).toBe(false);
    },
  );
});

describe("a name inside a question about something else does not take the answer", () => {
  it.each<[string, RegExp]>([
    ["công ty mẹ dùng Follow Up Boss, cho mình xin email liên hệ của bên bạn", /hello@bayoucity\.ai/],
    ["văn phòng tôi dùng Salesforce, xin số điện thoại công ty", /555-0100/],
  ])("%s", (message, expected) => {
    const reply = ask(message).response;
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/setup is|cài đặt CRM/);
  });

  it("'nothing to do with you' sets a brand aside", () => {
    const reply = ask("我的贷款是 Enterprise 银行办的，跟你们无关。你们有没有联系表格？").response;
    expect(reply).toMatch(/\/contact/);
    expect(reply).not.toMatch(/Enterprise套餐/);
  });
});
