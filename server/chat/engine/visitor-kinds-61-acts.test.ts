import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 59 and 60's acts, by mechanism, with phrasings written for these tests (never the visitors' own words):
// money put on a match, a dish to make, a car in trouble or a ride wanted, the month for a trip are off-topic whatever
// package, bundle, team or served place they name (pastimes.ts); a place typed in lower case and known by its last word
// ("… lake"), or asked after "¿Y en …?", is not on the site's list; "del equipo X" and "X地产的<job>" name the business
// X; "me dicen …" gives the name; "delete it all for me" in Vietnamese and Chinese is a deletion; "what do you keep
// about me?" is answered from the privacy page's summary.

const { ask, conversation } = useTrainedEngine();
const said = (reply: { response: string }) => reply.response;

describe("a pastime that names an offering or a served place is off-topic", () => {
  it.each([
    "Rangers or Blues in the final tonight? thinking of putting the growth package money on it haha",
    "¿Le apuesto la lana del paquete al partido del domingo, Tigres o Pumas?",
    "cá độ trận chung kết tối nay đội nào, tui tính xuống tiền gói Growth luôn",
    "决赛押哪队？我想把套餐的钱全下注",
  ])("a bet: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "how do I make shrimp and grits for the 8 agents on my team?",
    "¿Cómo se preparan unos camarones al mojo pa' los 12 del equipo en Sugar Land?",
    "chỉ em cách nấu ghẹ rang muối đãi khách mua nhà ở Katy với",
    "排骨怎么做好吃？周末请团队吃饭",
  ])("a dish: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "my truck keeps leaking oil and I need a ride to Bellaire tomorrow, any tips?",
    "El carro no arranca y necesito un aventón pa The Woodlands, ¿qué hago?",
    "xe tui bị rỉ nhớt, mai cần đi nhờ xe qua Katy, làm sao giờ?",
    "我的车漏油了，明天去Katy想搭个车",
  ])("a car or a ride: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it.each([
    "what month is best to visit Cancun? taking the Growth team there",
    "¿En qué mes conviene ir a Cancún? Quiero llevar al equipo Foundation",
    "Đà Lạt tháng nào đi đẹp? định dẫn team Enterprise đi chơi",
    "三亚几月去最好？想带Growth团队去",
  ])("a trip's month: %s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it("the same words asked of us stay questions", () => {
    expect(ask("how do I make the follow-up sequences work for my team?").act).toBe("question");
    expect(ask("I bet Growth fits my 6 agents, what does it include?").act).toBe("question");
    expect(ask("what month is best to start the Growth package?").act).toBe("question");
  });
});

describe("a place the site does not list", () => {
  it("typed in lower case, known by the word that ends it", () => {
    const reply = ask("y'all cover cross creek ranch? most of my listings are there");
    expect(reply.intent).toBe("location");
    expect(said(reply)).toContain("Cross Creek Ranch isn't among the areas");
  });
  it("a listed place in lower case is still served", () => {
    expect(said(ask("do you cover clear lake?"))).toContain("Yes, we serve Clear Lake");
  });
  it("asked after a served place, opened with ¿Y en …?", () => {
    const [, reply] = conversation("¿Trabajan en Bellaire?", "¿Y en Pecan Grove?");
    expect(said(reply!)).toContain("Pecan Grove no está entre las zonas");
  });
});

describe("the visitor's business and name", () => {
  it("the business after 'del equipo', not the word 'equipo'", () => {
    expect(extractEntities("Soy Lucía Ortega, del equipo Casa Brava Realty en Sugar Land. lucia@example.com").company).toBe("Casa Brava Realty");
  });
  it("a job title before 'de X' is no part of X", () => {
    expect(extractEntities("Soy Ana, asistente de ventas de Bayside Homes, ana@example.com").company).toBe("Bayside Homes");
  });
  it("a Chinese business before 的 and a job title", () => {
    expect(extractEntities("我叫林美玲，金湾地产的行政助理，电话713-555-0144").company).toBe("金湾地产");
  });
  it.each([
    ["Escríbanme al 713-555-0166, todos me dicen Chuy", "Chuy"],
    ["text 713-555-0166, everyone calls me Deb", "Deb"],
    ["số em 713-555-0166, mọi người gọi em là Tí", "Tí"],
    ["电话713-555-0166，大家都叫我阿明", "阿明"],
  ])("the name they go by: %s", (message, name) => {
    expect(extractEntities(message).name).toBe(name);
  });
  it("'call me' before a day or a number names nobody", () => {
    expect(extractEntities("call me Friday at 713-555-0166").name).toBeUndefined();
  });
});

describe("deleting everything, said as a command", () => {
  it.each(["thôi xóa sạch giùm em luôn nha, mấy tin nhắn nữa", "xóa hết mấy cuộc chat cho tui", "那就全部删掉吧，聊天记录也一起"])("%s", (message) => {
    expect(ask(message).act).toBe("deletion");
  });
  it.each(["có xóa hết được không?", "nếu tui xóa hết thì sao?", "数据会全部删除吗？"])("asked, it is no request: %s", (message) => {
    expect(ask(message).act).not.toBe("deletion");
  });
});

describe("what is held about the visitor", () => {
  it.each([
    ["what info do you guys keep on me?", "We keep what you type"],
    ["¿Qué información tienen sobre mí?", "Guardamos lo que usted escribe"],
    ["bên bạn giữ thông tin gì về chị vậy?", "We keep what you type"],
    ["你们都保存了我什么信息？", "We keep what you type"],
  ])("%s", (message, words) => {
    const reply = ask(message);
    expect(said(reply)).toContain(words);
    expect(said(reply)).toContain("/privacy#summary");
  });
});
