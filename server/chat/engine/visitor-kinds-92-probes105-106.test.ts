import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 105 and 106 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - what the site never states, named: reselling under the visitor's brand, talks at associations, franchises, a
//   podcast; what we do not offer: 3D tours, tax filing; a free month's trial;
// - a story of the visitor's life, then a question of ours: the question is answered;
// - a call with our people asked in Chinese, a channel beside the visitor's e-mail or "this number";
// - data passed on to other companies, a package's list (not listing data), what a package has told in plain words;
// - a setup's data import asked as contacts that "come across", a lower-case business ending in "property management".

const { ask, conversation } = useTrainedEngine();
const context = (reply: ReturnType<typeof ask>): Record<string, unknown> => reply.context as Record<string, unknown>;
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => (context(reply)["lead"] as Record<string, unknown> | undefined) ?? {};

describe("what the site never states, or we do not offer", () => {
  it.each([
    ["can our brokerage resell your system under our own logo?", /resold under another company's own brand/],
    ["do you folks ever present at board of realtors luncheons?", /talks at associations or events/],
    ["¿venden franquicias de su empresa?", /franquicias/],
    ["do you guys have a podcast? i listen a lot in the car", /podcast/],
    ["bên công ty có làm podcast không?", /podcast/],
    ["¿ofrecen recorridos virtuales de las casas?", /fotografía y el video/],
    ["你们能帮忙报税吗？", /记账或会计/],
    ["¿puedo probar la plataforma unas semanas gratis antes de pagar?", /prueba gratis/],
  ])("%s", (message, said) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(said);
  });

  it("a podcast recommended is still off-topic", () => {
    expect(ask("any good real estate podcasts you'd recommend?").act).toBe("off_topic");
  });
});

describe("a story of the visitor's life, then a question of ours", () => {
  it("is answered", () => {
    expect(ask("cuối tuần rồi đi ăn phở với cả nhà, vui lắm. bên công ty có làm ở Katy không?").response).toMatch(/Katy/);
  });

  it("a question that asks nothing of us stays refused", () => {
    expect(ask("We had gumbo at the office today. Can you give me a gumbo recipe?").act).toBe("off_topic");
  });
});

describe("calls, channels and details", () => {
  it.each(["我想约你们的同事电话聊一下Growth", "我想找你们的人通个电话"])("%s", (message) => {
    expect(ask(message).act).toBe("handoff");
  });

  it("a channel beside the visitor's e-mail", () => {
    expect(context(ask("我邮箱是ming@example.com，最好用WhatsApp联系我"))["channel"]).toBe("whatsapp");
  });

  it("texts to this number", () => {
    const [, , reply] = conversation("我想找人聊聊", "王明，713-555-0176", "发短信就行，就这个号");
    expect(reply?.act).toBe("details");
    expect(context(reply!)["channel"]).toBe("sms");
  });

  it("a business ending in property management", () => {
    expect(lead(ask("it's ana ruiz from blue heron property management, 281-555-0177"))["company"]).toBe("Blue Heron Property Management");
  });
});

describe("what is asked, read right", () => {
  it.each([
    ["you won't hand our tenants' info over to other companies, right?", /never sell/],
    ["Thông tin khách của tôi bên bạn có đưa cho bên khác không?", /tài khoản/],
    ["what exactly is in growth, the full list?", /CRM integration/],
    ["is the performance dashboard in every plan or just one?", /Growth/],
    ["if you set up follow up boss for us will our existing contacts come over too?", /data import/],
    ["¿a las 3 de la madrugada el asistente les contesta en español?", /24\/7/],
    ["不说这些了，你们的Pro套餐包括几个平台？", /Pro Bundle/],
    ["Llevamos las cuentas en un programa que casi nadie conoce, ¿lo pueden conectar?", /Custom Integrations/],
    ["En la oficina a veces nadie contesta el teléfono. ¿Tienen algo que atienda las llamadas?", /Voice AI/],
  ])("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });

  it("a thanks that praises, and leaving to a meeting", () => {
    expect(ask("gracias, me aclaraste todo").act).toBe("thanks");
    expect(ask("好了，我去吃饭了，走了哈").act).toBe("goodbye");
  });
});

describe("package features in plain words", () => {
  it("a summary every month", () => {
    const [, reply] = conversation("I'm a solo agent, which package?", "will I get a summary every month on how it's going?");
    expect(reply?.response).toMatch(/Monthly performance report/);
  });

  it("following up by itself", () => {
    const [, reply] = conversation("我们团队8个人，用哪个套餐？", "客户没回的话系统会自己跟进吗？");
    expect(reply?.response).toMatch(/自动跟进/);
  });

  it("a team planned for next year", () => {
    expect(ask("el año que viene armo un equipo de tres agentes, ¿tendría que pasarme a otro paquete?").response).toMatch(/Growth/);
  });
});
