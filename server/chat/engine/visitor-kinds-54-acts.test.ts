import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 53 and 54's acts, add-ons by need, names and follow-ups, by mechanism, with phrasings written for these
// tests (never the visitors' own words): a dish made "for 40 people" is cooking; "24/7 … ¿cuánto es?" is no sum; a
// program or sheet someone made for the visitor, to connect, is Custom Integrations; vacancies posted to Facebook are the
// Social Scheduler's; "có 1 cái" counts, it asks nothing; a sign-off after "it's <name>" and "Dale <Surname>, <phone>"
// give the name; small talk before a question ("quick one", "did ya eat yet") gets no passage; "youse" is "you"; the
// whole list of areas; "Spring itself"; "整哪个" picks; "¿en cuántas semanitas?"; "ponerle … después" adds later; the
// second of the visitor's own pair, with "nói lại giùm"; "agrégale …" adds to the count; "自己来接" is self-setup.

const { ask, conversation } = useTrainedEngine();
const said = (reply: { response: string }) => reply.response;

describe("a dish made for a crowd is off-topic", () => {
  it.each(["how should we make gumbo n rice for 40 people, family reunion", "¿cómo preparo frijoles charros para 30 personas?"])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
  it("making our tool work for a team stays a question", () => {
    expect(ask("how do I make the follow-ups work for 12 people on my team?").act).toBe("question");
  });
});

describe("24/7 is round the clock, not a sum", () => {
  it("a 24/7 answerer and its price is the Customer Service Agent", () => {
    const reply = ask("Mis inquilinos mandan mensajes de madrugada en vietnamita. ¿Algo que les conteste 24/7? ¿Cuánto es?");
    expect(reply.act).toBe("question");
    expect(said(reply)).toContain("24/7 Customer Service Agent");
  });
  it("a real sum stays off-topic", () => {
    expect(ask("¿cuánto es 350 por 12?").act).toBe("off_topic");
  });
});

describe("a tool someone made for the visitor, to connect, is Custom Integrations", () => {
  it.each(["我女儿给我写了一个小程序管租金，能接上吗？多少钱？", "我們自己用Google表格弄了個帶看表，可以連起來嗎？"])("%s", (message) => {
    expect(said(ask(message))).toContain("Custom Integrations");
  });
  it("code asked for stays off-topic", () => {
    expect(ask("帮我写一个Python程序算房贷").act).toBe("off_topic");
  });
});

describe("vacancies posted to Facebook automatically are the Social Scheduler's", () => {
  it("with the setup fee asked", () => {
    expect(said(ask("Muốn tự động đăng căn hộ trống lên Facebook thì xài dịch vụ gì, phí cài đặt nhiêu?"))).toContain("Social Scheduler");
  });
  it("connecting Facebook alone is still its setup row", () => {
    expect(said(ask("chỉ kết nối Instagram thôi, phí cài đặt bao nhiêu?"))).toContain("$400");
  });
});

describe("one platform, counted, then the fee to connect it", () => {
  it("có 1 cái says how many, and the price is its setup row", () => {
    const reply = ask("em dùng HubSpot thôi, có 1 cái, mấy anh kết nối giùm thì tốn nhiêu?");
    expect(said(reply)).toContain("$750");
  });
  it("tốn nhiều thời gian asks no price", () => {
    expect(said(ask("cài đặt có tốn nhiều thời gian không?"))).not.toContain("$750");
  });
});

describe("names signed or listed", () => {
  it.each([
    ["call me on 713-555-0123, it's Bronwen. thanks!", "Bronwen"],
    ["Mark Delgado, 281-555-0142, after 5 please", "Mark Delgado"],
    ["Dale Brennan, 832-555-0190, mornings are best", "Dale Brennan"],
  ])("%s", (message, name) => {
    expect(extractEntities(message).name).toBe(name);
  });
  it("a bare Spanish 'dale' before a number is no name", () => {
    expect(extractEntities("Dale, 832-555-0190").name).toBeUndefined();
  });
});

describe("small talk before the question", () => {
  it("'did ya eat yet' and 'quick one' get no passage of their own", () => {
    const reply = ask("did ya eat yet? quick one, do youse work in Bellaire");
    expect(reply.intent).toBe("location");
    expect(said(reply)).toContain("Bellaire");
    expect(said(reply)).not.toContain("$750");
  });
});

describe("areas", () => {
  it("the whole list of areas", () => {
    expect(said(ask("right, give me the full list of areas yous serve"))).toContain("Clear Lake");
  });
  it("Spring itself, after a listed place, is not on the list", () => {
    const [, reply] = conversation("do you serve Katy?", "and Spring itself, is it on your list?");
    expect(reply!.intent).toBe("location");
    expect(said(reply!)).toContain("Spring");
  });
  it("spring the season stays a season", () => {
    expect(said(ask("is the spring market a good time to start?"))).not.toContain("Spring isn't");
  });
});

describe("northeastern 整哪个 picks a package", () => {
  it("a team of six asking follow-ups and a dashboard gets Growth", () => {
    expect(said(ask("我们6个人的小团队，想要自动回访和数据看板，整哪个？"))).toContain("Growth");
  });
});

describe("follow-ups on what was just named", () => {
  it("¿en cuántas semanitas? asks the timeline", () => {
    const [, reply] = conversation("¿Qué paquete para una correduría de 60 agentes?", "¿y ese en cuántas semanitas queda?");
    expect(said(reply!)).toMatch(/seis a ocho/);
  });
  it("ponerle the second one to a package later is added any time", () => {
    const [, , reply] = conversation("¿Cuánto cuestan Voice AI y Social Scheduler?", "¿El primero qué hace?", "¿Y el segundo se lo puedo poner al Growth más adelante?");
    expect(said(reply!)).toMatch(/cualquier/);
  });
  it("a deferral with después still puts the offering aside", () => {
    expect(said(ask("el Voice AI lo vemos después, ¿cuánto cuesta Growth?"))).not.toContain("$197");
  });
  it("the second of the visitor's own pair, after an add-later answer, with 'nói lại giùm'", () => {
    const replies = conversation("Voice AI với Email Commander mỗi cái nhiêu?", "cái đầu tiên làm gì vậy?", "thêm nó vào gói Growth được không?", "còn cái thứ hai thì mỗi tháng bao nhiêu, nói lại giùm");
    expect(said(replies[3]!)).toContain("Email Commander");
  });
  it("agrégale adds to the platforms counted", () => {
    const replies = conversation("solo quiero conectar HubSpot, ¿cuánto?", "y también Gmail, o sea dos", "agrégale Slack, Calendly y Airtable, ¿qué bundle me toca?");
    expect(said(replies[2]!)).toContain("Enterprise Bundle");
  });
  it("自己来接 after a bundle is the free self-setup", () => {
    const replies = conversation("我只接HubSpot，安装费多少？", "再加Gmail和Slack，三个", "算了，我们自己来接，行吗？");
    expect(replies[2]!.act).toBe("question");
    expect(replies[2]!.intent).toBe("setup_fees");
  });
});
