import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 103 and 104 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - leave-takings told with where the visitor heads ("me piro que…", "em đi đón con đây", "để mình về bàn với…",
//   "signing off", "今天就问到这儿，回见"), and "that's what I needed" asking nothing;
// - questions about us not refused: a game as the time of a missed call, what our AI knows, posts to write and schedule,
//   the market's data for one's areas, pausing after signing;
// - data sold or passed on, asked across two sentences; the integrations asked as "what other systems";
// - what the visitor asks named after a scene: reported speech ("me dijeron que…, pero…"), their own phone unanswered,
//   a lead source, an old program of theirs, a service asked for by what it does;
// - package features told in plain words ("does he know at once when a client writes"), a channel with its reason.

const { ask, conversation } = useTrainedEngine();
const context = (reply: ReturnType<typeof ask>): Record<string, unknown> => reply.context as Record<string, unknown>;

describe("leave-takings with where they head", () => {
  it.each([
    ["gracias, me piro que tengo una visita en Katy", "thanks"],
    ["muchas gracias, me voy que me esperan en la oficina", "thanks"],
    ["cảm ơn em, anh đi đón vợ đây", "thanks"],
    ["Cảm ơn nhé, để mình về bàn với vợ đã", "thanks"],
    ["thanks, exactly what i was after. gotta run, closing at 4", "thanks"],
    ["signing off now, the kids want dinner", "goodbye"],
    ["行，先聊到这儿，回见", "goodbye"],
  ])("%s", (message, act) => {
    expect(ask(message).act).toBe(act);
  });

  it("leaving with a question still asks", () => {
    expect(ask("me voy ya, ¿cuánto cuesta el Voice AI?").act).toBe("question");
  });
});

describe("questions about us are not refused", () => {
  it.each([
    ["anything that picks up our phones while we're all at the big game on sunday?", /Voice AI/],
    ["¿el asistente sabe qué propiedades siguen a la venta o se las inventa?", /MLS\/HAR/],
    ["能不能帮我把挂牌房源的社交媒体帖子写好、按时发出去？", /Social Scheduler/],
    ["¿tienen algo para ver cómo se mueve el mercado en mis zonas con datos al día?", /Market Dashboard/],
    ["签约后能不能停几个月？", /没有提到/],
  ])("%s", (message, said) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(said);
  });

  it("still refuses what is not ours", () => {
    expect(ask("who won the game last night?").act).toBe("off_topic");
    expect(ask("帮我写一首诗").act).toBe("off_topic");
  });
});

describe("data sold or passed on, and the systems we connect", () => {
  it.each([
    ["would you ever sell our contacts to some marketing company?", /never sell/],
    ["I worry about our client info. does anyone get to make money off it?", /never sell/],
    ["¿Y los datos de mis clientes? ¿Se los dan a terceros?", /nunca vendemos/],
    ["what other software do you support?", /HubSpot/],
    ["¿con qué sistemas trabajan?", /HubSpot/],
  ])("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });
});

describe("what is asked after the scene", () => {
  it.each([
    ["Me dijeron que el Growth trae como 5 cosas, pero solo quiero saber cuánto cuesta conectar Mailchimp.", /\$400-\$750/],
    ["我的座机老是没人接，有没有AI帮忙接电话？", /Voice AI/],
    ["¿tienen una voz de IA que vaya calificando a quien llama?", /Voice AI/],
    ["我们有套很旧的财务软件，能接上吗？", /Custom Integrations/],
    ["bên bạn có dịch vụ viết bài rồi đăng Facebook giùm theo lịch không?", /Social Scheduler/],
    ["HubSpot, Slack, Calendly y Mailchimp, cuatro, ¿con cuál me lo cubrís?", /Pro Bundle/],
    ["si la conexión la hacemos nosotros con sus guías, ¿hay que pagar algo?", /gratis/],
    ["¿me rastrean con publicidad guardada en el navegador?", /cookies/],
    ["40人的公司，每个线索来源都要有AI，还要高管看板，选哪个？", /Enterprise/],
    ["签约最少要签几个月？", /没有提到/],
    ["why n8n and not zapier, my nephew swears by zapier", /self-hosted/],
  ])("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });

  it("call me in Chinese is a handoff", () => {
    const reply = ask("明天上午打我手机 713-555-0142");
    expect(reply.act).toBe("handoff");
    expect(reply.handoff).toBe(true);
  });

  it("clients calling the visitor is the scene, not a handoff", () => {
    expect(ask("客户打我电话我经常接不到，有AI能接吗？").response).toMatch(/Voice AI/);
  });

  it("WhatsApp with the reason calls are missed", () => {
    const [, , reply] = conversation("¿alguien me puede llamar?", "Carmen Ruiz, 713-555-0177", "mejor por WhatsApp, en la oficina no contesto el teléfono");
    expect(reply?.act).toBe("details");
    expect(context(reply!)["channel"]).toBe("whatsapp");
  });
});

describe("package features told in plain words", () => {
  it("what the bosses get to see", () => {
    const [, reply] = conversation("we're a brokerage of 30 agents, which package?", "what do the bosses get to see in it?");
    expect(reply?.response).toMatch(/analytics/);
  });

  it("knowing at once when a client writes", () => {
    const [, reply] = conversation("Tôi làm một mình, gói nào hợp?", "khách nhắn thì tôi có biết ngay không?");
    expect(reply?.response).toMatch(/thông báo/);
  });

  it("numbers sent regularly", () => {
    const [, reply] = conversation("Tôi làm một mình, gói nào hợp?", "có gửi số liệu định kỳ cho tôi xem không?");
    expect(reply?.response).toMatch(/Báo cáo/);
  });

  it("something of ours read on a subject names its post", () => {
    expect(ask("Leí algo de ustedes sobre huracanes. ¿Qué dice que hagan si hay cables caídos?").response).toMatch(/911/);
  });

  it("when the AI should stop and hand over, from the speed-to-lead post", () => {
    expect(ask("快速回复那篇文章里说，对话涉及哪些事情时AI要停下，交给经纪人？").response).toMatch(/negotiation/);
  });

  it("a post followed up: when to have it all set up", () => {
    const [, reply] = conversation("¿tienen un artículo sobre huracanes para administradores?", "¿cuándo dice que hay que tenerlo todo listo?");
    expect(reply?.response).toMatch(/May/);
  });
});
