import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A sixth round of failure kinds seen with real visitors, each in the four languages, with phrasings written for
// these tests (never the visitors' own words).

const { ask, conversation } = useTrainedEngine();

describe("how soon someone answers after the form is our reply time, not a request for a person", () => {
  it.each([
    ["Once I submit the form on your site, how quickly does a real person answer?", /24 hours/],
    ["What's your usual turnaround for getting back to people who write in?", /24 hours/],
    ["¿Cuánto se demoran en responder si les mando el formulario hoy?", /24 horas/],
    ["Gửi form xong thì khoảng bao lâu có người liên lạc với em?", /24 giờ/],
    ["填完表格以后，大概多久会有人联系？", /24小时/],
    ["提交联系表后多长时间能收到回复？", /24小时/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("leads or tenants who write to the visitor on a channel are a question about that channel, not a handoff", () => {
  it.each([
    "My buyers usually message me on WhatsApp. Can your system answer them there?",
    "Mis clientes me escriben casi siempre por WhatsApp. ¿Se les puede responder ahí de forma automática?",
    "Mis inquilinos casi siempre me mandan mensajes por WhatsApp. ¿Ustedes podrían responderles por ahí?",
    "Khách thuê hay nhắn cho tôi qua WhatsApp, hệ thống có trả lời họ ở đó được không?",
    "我的租客都用WhatsApp给我发消息，你们的系统能在那里回复他们吗？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/WhatsApp|Enhanced Messaging/);
  });
});

describe("a deletion request that gives a phone number stays a deletion and makes no lead", () => {
  it.each([
    "Wipe out all the information I left on your site, the chat included. It was under 713-555-0177.",
    "Todo lo que dejé en su página, bórrenlo, también el chat. Mi número: 832-555-0190.",
    "Những gì tôi để lại trên web các bạn thì xóa hết giùm, cả tin nhắn chat. Số của tôi 713-555-0166.",
    "请把我留在你们这里的个人资料全部清除掉，对话也一样。我的号码是713-555-0181。",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("deletion");
    expect(reply.response).toContain("hello@bayoucity.ai");
    expect(reply.context.optOut).toBe(true);
  });
});

describe("adding an add-on later, after a package is picked, is answered: any time", () => {
  it.each([
    ["What is Voice AI?", "Could I tack it on later, once we've signed up for a package?", /any time/i],
    ["¿Qué es Voice AI?", "¿Y eso se lo puedo sumar más adelante, después de elegir el paquete?", /cualquier momento/i],
    ["Voice AI là gì?", "Giờ lấy gói trước, sau này mới thêm dịch vụ đó có được không?", /bất cứ lúc nào/i],
    ["Voice AI是什么？", "我先买套餐，这个以后再加可以吗？", /随时/],
  ])("%s → %s", (first, second, expected) => {
    const reply = conversation(first, second)[1]!;
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("the home page's figures asked in so many words get the figures", () => {
  it.each([
    ["Roughly how many hours would we be saving each week, going by your site?", /20\+/],
    ["Según su página principal, ¿cuántas horas a la semana se ahorran?", /20\+/],
    ["Dùng dịch vụ thì một tuần đỡ được mấy tiếng?", /20\+/],
    ["Theo trang web, khách hàng tăng được bao nhiêu phần trăm lead?", /300%/],
    ["你们主页上说每周能省多少小时？", /20\+/],
    ["用了以后获客能提高多少？", /300%/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("the newsletter's name and its confirmation link are the site's facts", () => {
  it.each([
    ["What do you call your newsletter?", /The AI Advantage Weekly/],
    ["¿Cómo se llama su boletín?", /The AI Advantage Weekly/],
    ["Bản tin của các bạn tên là gì?", /The AI Advantage Weekly/],
    ["你们的周报叫什么名字？", /The AI Advantage Weekly/],
    ["How long before the confirmation link in the e-mail stops working?", /48 hours/],
    ["The confirmation link you e-mailed me, can I click it twice?", /works once/],
    ["¿Cuánto dura el enlace de confirmación del boletín?", /48 horas/],
    ["Link xác nhận đăng ký bản tin có hạn bao lâu?", /48 giờ/],
    ["确认链接可以用几次？", /只能用一次/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("setup fees and bundles asked per platform in every language get the site's figures", () => {
  it.each([
    ["Our whole client list lives in a spreadsheet. Which spreadsheet tools can you connect?", /Google Sheets.*\$150-\$250/],
    ["Tengo todo en hojas de cálculo, ¿cuáles pueden conectar?", /Google Sheets.*\$150-\$250/],
    ["Danh sách khách của tôi nằm trong bảng tính, bên bạn kết nối được loại nào?", /Google Sheets.*\$150-\$250/],
    ["我们的客户名单都在电子表格里，你们能接哪些表格工具？", /Google Sheets.*\$150-\$250/],
    ["Tôi có khách trong Google Sheets và Airtable, bên bạn kết nối hai cái đó hết bao nhiêu?", /\$150-\$250[\s\S]*Starter Bundle/],
    ["我们用Google Sheets和Airtable，帮我们连接这两个要多少钱？", /\$150-\$250[\s\S]*Starter Bundle/],
    ["我要对接五个系统，有没有打包的价格？", /Enterprise Bundle.*\$1,500/],
    ["我想把三个平台接起来，一起算多少钱？", /Pro Bundle.*\$900/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("cookies get the privacy page's plain no in every language", () => {
  it.each([
    ["Does your website put cookies on my laptop?", /^No\. Our site sets no cookies/],
    ["¿Su página me deja cookies en el navegador?", /^No\. Nuestro sitio no usa cookies/],
    ["Trang web này có lưu cookie trên máy tôi không?", /^Không\. Trang của chúng tôi không đặt cookie/],
    ["你们网站会在我电脑上存cookie吗？", /^不会。我们的网站不设置任何cookie/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
    expect(reply.response).toContain("/privacy#storage");
  });
});

describe("'do you cover my area?' after the visitor said where they sell gets a yes for that place", () => {
  it.each([
    ["Most of what I sell is in Bellaire. What could you set up for me?", "Is my area covered?", /Yes, we serve Bellaire/],
    ["Vendo sobre todo en Katy, ¿qué me pueden ofrecer?", "¿Trabajan en mi zona?", /Sí, atendemos Katy/],
    ["我主要在Heights卖房子，你们能帮什么忙？", "我这个地区你们做吗？", /是的，我们服务Heights/],
  ])("%s → %s", (first, second, expected) => {
    const reply = conversation(first, second)[1]!;
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("where connected data lives, or what becomes of it if the work ends, is the data answer", () => {
  it.each([
    ["If we ever end the contract, what becomes of our clients' data?", /your own accounts/],
    ["Whose account holds my contacts after you connect the CRM?", /your own accounts/],
    ["Si un día dejamos de trabajar con ustedes, ¿qué pasa con la información de mis clientes?", /sus propias cuentas/],
    ["Sau khi kết nối Airtable thì dữ liệu khách của tôi được lưu ở đâu?", /chính tài khoản của bạn/],
    ["要是以后不合作了，我们的客户资料怎么办？", /您自己的账户/],
    ["你们接入我们的CRM以后，数据存在谁的账户里？", /您自己的账户/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("where a home-page figure comes from: the figures, and that the site does not say how they were measured", () => {
  it.each([
    ["Who came up with that 300 percent number?", /300%[\s\S]*doesn't say how[\s\S]*hello@/],
    ["¿De dónde sacaron la cifra del 300%?", /300%[\s\S]*no dice cómo[\s\S]*hello@/],
    ["Con số 40% giữ chân khách đó lấy từ đâu?", /300%[\s\S]*không nói[\s\S]*hello@/],
    ["40%这个数据是哪来的？", /300%[\s\S]*没有说明[\s\S]*hello@/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
  });
});

describe("how deletion works, asked ahead of time, is answered as a question, not taken as a request", () => {
  it.each([
    ["Say we part ways next year: how would I get everything you hold on me deleted?", /write to hello@bayoucity\.ai/],
    ["If one of my agents chats with your bot and later wants their information erased, how do they go about it?", /write to hello@bayoucity\.ai/],
    ["Si algún día cancelamos, ¿cómo hago para que borren mis datos?", /escriba a hello@bayoucity\.ai/],
    ["Nếu sau này không hợp tác nữa thì làm sao để xóa thông tin của tôi?", /email hello@bayoucity\.ai/],
    ["如果将来不用你们的服务了，怎么让你们把我的数据删除？", /hello@bayoucity\.ai/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
    expect(reply.context.optOut).toBe(false);
  });

  it("a request to delete now stays a deletion", () => {
    expect(ask("Please delete all the data you have on me.").act).toBe("deletion");
    expect(ask("请删除你们保存的关于我的所有信息。").act).toBe("deletion");
  });
});
