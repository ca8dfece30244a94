import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 133 and 134 (their misses read after their first runs), by mechanism, with phrasings written for these
// tests, not copied from the probes:
// - opt-outs given with a number in Spanish and Chinese ("no me textees más al …", "不消再给…发短信了，我不想收");
// - "bên con có …" no longer split at "con" (Spanish "with"), so people of ours, and the question after, are read whole;
//   people of ours asked with more words ("anybody working back home in", "¿tenéis a alguien por …?");
// - what is really for sale or made up (the MLS answer); what the visitor types here sent to an AI company, in Chinese
//   and Vietnamese; the care after launch in Vietnamese; the first step in Chinese; a weekend call in Chinese;
// - 盘 as a surname; thanks and leave-taking ("that cleared it right up", "see y'all").

const { ask } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => ((reply.context as Record<string, unknown>)["lead"] as Record<string, unknown> | undefined) ?? {};

describe("opt-outs with a number", () => {
  it.each(["no me textees más al 832-555-0150, porfa", "mejor ya no me textees nada", "不消再给713-555-0151发短信了，我不想收。"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(lead(reply)["status"]).not.toBe("new");
  });

  it("still reads a channel picked over another as details", () => {
    expect(ask("不用给我打电话，发短信就行，281-555-0152").act).not.toBe("opt_out");
  });
});

describe("people of ours, asked whole", () => {
  it.each([
    "do y'all have anybody based back home in Antigonish?",
    "¿Tenéis a alguien por Tafalla? Allí tengo a mi hermano.",
    "tienen gente o oficina allá en Aguadilla?",
    "bên con có ai làm việc dưới Mỏ Cày không?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/555-0100|hello@/);
  });

  it("answers a question opened by 'bên con có'", () => {
    expect(ask("bên con có làm dashboard không?").act).toBe("question");
    expect(ask("bên con có làm dashboard không?").response).not.toMatch(/chỉ có thể trả lời/);
  });
});

describe("site facts", () => {
  it.each([
    ["is it gonna know what's actually for sale or go making up houses?", /MLS/],
    ["con AI có biết nhà đang bán thiệt không hay là bịa ra?", /MLS/],
    ["我在这儿跟你说的话，会不会给OpenAI？", /OpenAI/],
    ["Tin nhắn anh gõ ở đây có gửi cho công ty AI nào bên ngoài không?", /OpenAI/],
    ["cài xong bên em bỏ đó luôn hay có theo dõi giùm?", /giám sát|tinh chỉnh/],
    ["签完合同以后，你们头一件事做什么？", /方案/],
    ["周末打电话也可以吗？", /周一 - 周五/],
  ])("%s", (message, answer) => {
    expect(ask(message).response).toMatch(answer);
  });

  it("takes 盘 as a surname before given-name characters", () => {
    expect(lead(ask("我是盘秀英，邮箱 xiuying@example.com"))["name"]).toBe("盘秀英");
  });
});

describe("courtesy", () => {
  it("thanks", () => {
    expect(ask("thanks love, that cleared it all up").act).toBe("thanks");
  });

  it("goodbye", () => {
    expect(ask("traffic's building on 45, better run. see y'all").act).toBe("goodbye");
  });
});

describe("services not on the list, asked of us", () => {
  it.each([
    ["could your team shoot headshots of my agents?", /photography/],
    ["¿Hacen vídeos con dron de las casas?", /fotografía/],
    ["你们能不能帮我们画户型图？", /摄影或视频/],
    ["bên em có thiết kế logo cho tui không?", /logo/],
    ["你们能帮客户办房贷吗？", /贷款/],
    ["¿ustedes tramitan los préstamos hipotecarios de mis compradores?", /préstamos/],
    ["你们能帮忙办公证吗？", /公证/],
    ["can you build a mobile app for my brokerage?", /mobile app/],
  ])("%s", (message, what) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(what);
    expect(reply.response).toMatch(/555-0100|hello@/);
  });

  it("leaves a tool of theirs that collects rent to Custom Integrations", () => {
    expect(ask("what would it cost to hook up the program we collect rents with?").response).not.toMatch(/collecting rent isn't/);
  });

  it("reads 'no mandarme más mensajes' as an opt-out", () => {
    expect(ask("Hágame el favor de no mandarme más mensajes al 832-555-0153.").act).toBe("opt_out");
  });
});
