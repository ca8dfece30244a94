import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Work asked of the assistant that carries one of our words (a text to write, a route to drive, a tax or a mortgage
// to work out, a place to eat in an area we serve), and details of ours the site does not give (who founded us,
// where the data sits, an integration it does not list). Phrasings written for these tests; the same words asked
// of us stay questions.

const { ask } = useTrainedEngine();

describe("a task asked of the assistant is off-topic, whatever name of ours fills it", () => {
  it.each([
    "could you compose a short poem for my broker's retirement? she swears by the Enterprise package",
    "please write me a best man speech, my buddy is a realtor in Katy",
    "quickest route from Sugar Land to Hobby airport around 5pm on Thursday?",
    "what would the property tax be on a $450k house in The Woodlands?",
    "calculate the monthly mortgage payment on a 400k home at 7%",
  ])("en: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "¿me escribes un brindis para la boda de mi hermana? ella usa el paquete Growth",
    "¿cuál es la ruta más rápida de Pearland al centro a las 5?",
    "¿qué pupusería buena hay en Bellaire?",
    "¿cuánto pagaría de impuesto a la propiedad por una casa de 300 mil en Sugar Land?",
  ])("es: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "viết giúp em một bài thơ tặng sếp nhân dịp sinh nhật nha",
    "đi đường nào nhanh nhất từ Katy ra sân bay Hobby vậy?",
    "tính giúp tôi tiền thuế nhà đất một căn 400 ngàn ở Katy mỗi năm",
  ])("vi: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each(["帮我写一首关于Growth套餐的诗", "从Katy到机场走哪条路最快？", "帮我估算一下Sugar Land一套60万美元房子的月供"])("zh: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "do you serve Katy?",
    "can your AI write listing descriptions?",
    "does the traffic scheduler know rush hour?",
    "can the scheduler plan my showings around rush hour traffic?",
    "does the scheduler pick the fastest route between showings?",
    "¿atienden en Sugar Land?",
    "bên anh có phục vụ khu Katy không?",
    "你们服务Bellaire吗？",
  ])("stays ours: %s", (message) => {
    expect(ask(message).act).toBe("question");
  });
});

describe("a detail of ours the site does not give is the honest unknown", () => {
  it.each(["who is the CEO of Bayou City AI?", "¿quién es el fundador de la empresa?", "ai là người sáng lập công ty vậy?"])("founder: %s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
    expect(reply.response).not.toMatch(/privacy|privacidad|quyền riêng tư/i);
  });
  it.each(["is our data kept on servers in the US or overseas?", "dữ liệu của bên anh có lưu ở nước ngoài không?", "¿los datos quedan en servidores en el extranjero?"])("data location: %s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
  });
  it.each([
    ["bên chị có kết nối với phần mềm quản lý tòa nhà Rentec Direct không?", "Rentec Direct"],
    ["Does your system work with Yardi Breeze for our units?", "Yardi"],
    ["¿su plataforma se integra con el software de administración Propertyware?", "Propertyware"],
  ])("an unlisted product is never a yes: %s", (message, name) => {
    const reply = ask(message);
    expect(reply.response).toContain(name);
    expect(reply.response).not.toMatch(/^(?:Yes|Sí|Có|是的)\b/u);
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
  });
  it("a place after \"work with\" stays a place", () => {
    expect(ask("does your team work with realtors in Conroe?").response).not.toMatch(/platforms/);
  });
  it("a listed platform keeps its yes", () => {
    expect(ask("does your system work with Follow Up Boss?").response).toMatch(/^Yes/);
  });
});
