import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";
import { parseContext, newContext } from "./context.ts";
import { sampleFacts } from "./sample-facts.ts";
import { asksOnOwnClock, clockText, openingHours, ownClockTime, statedClockOffset } from "./visitor-clock.ts";
import { asksForRecap, recapAnswers } from "./recap.ts";

// Blind probes 141 and 142, round 4 (written for these tests, not copied from the probes): our hours on the visitor's
// own clock once they said how far from Houston they are; the last answers gathered in one message to forward; the
// add-ons with a setup fee and the platform setup fees as lists of their own, so "the second one" picks from them.

const { ask, conversation } = useTrainedEngine();

describe("the visitor's clock against Houston's", () => {
  it.each([
    ["We're three hours ahead of Houston over here", 180],
    ["I'm 2 hrs behind y'all, out in Phoenix", -120],
    ["Houston is six hours behind us", 360],
    ["heads up, we run an hour ahead of you", 60],
    ["we're on Eastern time", 60],
    ["I'm in Pacific time", -120],
    ["Aquí vamos ocho horas por delante de Houston", 480],
    ["Estamos dos horas atrasados respecto a Houston", -120],
    ["Houston va seis horas por detrás", 360],
    ["bên này đi trước Houston 12 tiếng", 720],
    ["chỗ chị nhanh hơn Houston mười hai tiếng", 720],
    ["Houston chậm hơn bên này mười hai tiếng", 720],
    ["我们这里比休斯顿快十四个小时", 840],
    ["休斯顿比我们慢13个钟头", 780],
    ["我这边比休斯顿晚两个小时", -120],
    ["India is ten and a half hours ahead of Houston", 630],
  ])("%s", (message, minutes) => {
    expect(statedClockOffset(message)).toBe(minutes);
  });

  it.each(["our team is 2 hours ahead of schedule", "the drive takes 3 hours", "we're 5 agents ahead of last year", "llegamos dos horas antes a la cita", "我们比去年多了两个经纪人"])(
    "no clock in %s",
    (message) => {
      expect(statedClockOffset(message)).toBeNull();
    },
  );

  it("reads the hour given on their own clock and leaves hours of duration alone", () => {
    expect(ownClockTime("call me tomorrow at 9 in the morning, my time")).toBe(540);
    expect(ownClockTime("llámenme a las cinco de la tarde, hora de aquí")).toBe(1020);
    expect(ownClockTime("明天晚上八点（我们这边的时间）打给我")).toBe(1200);
    expect(ownClockTime("my time is 2 hours ahead")).toBeNull();
    expect(ownClockTime("call me at 9 tomorrow")).toBeNull();
  });

  it("asks on their clock only when a time is asked and their clock is named", () => {
    expect(asksOnOwnClock("What time do you open, my time?")).toBe(true);
    expect(asksOnOwnClock("¿A qué hora de aquí cierran?")).toBe(true);
    expect(asksOnOwnClock("那你们下班是我们这边几点？")).toBe(true);
    expect(asksOnOwnClock("What time do you open?")).toBe(false);
  });

  it("states our hours on their clock, the next day when it comes round, and what an hour they gave is on ours", () => {
    expect(openingHours("Monday - Friday, 8 AM - 6 PM CST")).toEqual({ open: 480, close: 1080 });
    expect(clockText("en", sampleFacts, 120, 540)).toBe("On your clock (2 hours ahead of Houston) that's 10 AM to 8 PM. 9 AM your time is 7 AM in Houston, before our team starts.");
    expect(clockText("es", sampleFacts, 420)).toContain("de 15:00 a 01:00 del día siguiente");
    expect(clockText("zh", sampleFacts, 780)).toContain("晚上9点到第二天早上7点");
    expect(clockText("vi", sampleFacts, -60)).toContain("7 giờ sáng (07:00) đến 5 giờ chiều (17:00)");
  });

  it("says nothing of their clock when the hours setting is not a range it can read", () => {
    expect(clockText("en", { ...sampleFacts, hours: "By appointment" }, 120)).toBeNull();
    const [, reply] = conversation("We're two hours ahead of Houston.", "What's the earliest you could call me, my time?");
    expect(reply?.response).toContain("Our team is available");
  });

  it("answers a call time and the hours asked on their clock in a conversation", () => {
    const [first, second, third] = conversation(
      "I'm staying in Halifax this month, we're two hours ahead of Houston. Could someone ring me at 8 in the morning my time on 902-555-0144?",
      "Is 8 my time too early for your office? When's the first they could call, my time?",
      "And the last they could call, my time?",
    );
    expect(first?.act).toBe("handoff");
    expect(first?.response).toContain("8 AM your time is 6 AM in Houston, before our team starts");
    expect(second?.response).toMatch(/10 AM to 8 PM/);
    expect(third?.response).toMatch(/10 AM to 8 PM/);
  });

  it("answers in Spanish and Chinese on the visitor's clock", () => {
    const es = conversation("Estoy en Madrid, vamos siete horas por delante de Houston.", "¿A qué hora de aquí empiezan a atender?");
    expect(es[1]?.response).toContain("15:00");
    const zh = conversation("我在老家，比休斯顿快13个小时。", "你们上班的时候是我们这边几点？");
    expect(zh[1]?.response).toContain("晚上9点");
  });

  it("keeps the clock with the conversation: our number asked later says the hours on their clock too", () => {
    const [, reply] = conversation("we're on Eastern time", "what's your phone number?");
    expect(reply?.response).toContain("9 AM to 7 PM");
    expect(reply?.context.clockOffset).toBe(60);
  });

  it("a context saved before the clock was kept still parses, with no clock", () => {
    const old: Record<string, unknown> = { ...newContext("en") };
    delete old["clockOffset"];
    delete old["recent"];
    expect(parseContext(old)?.clockOffset).toBeNull();
    expect(parseContext(old)?.recent).toEqual([]);
  });
});

describe("the last answers gathered in one message", () => {
  it.each([
    "Can you put all that together in one message for my wife?",
    "sum it up for me so I can forward it",
    "¿Me lo juntas todo en un solo mensaje para mi jefe?",
    "Resúmeme lo que me dijiste, porfa",
    "em tóm tắt lại giúp chị mấy cái vừa nói nhé",
    "把刚才说的整理成一段发给我",
  ])("%s", (message) => {
    expect(asksForRecap(message)).toBe(true);
  });

  it.each(["can you put together a plan for my team?", "what's in the monthly summary report?", "月底总结报告里有什么？"])("no recap in %s", (message) => {
    expect(asksForRecap(message)).toBe(false);
  });

  it("says every earlier answer again, each once, without gaps", () => {
    expect(recapAnswers([[{ t: "addon", key: "voice-ai" }, { t: "unknown" }], [{ t: "addon", key: "voice-ai" }, { t: "timeline", key: "foundation" }]])).toEqual([
      { t: "addon", key: "voice-ai" },
      { t: "timeline", key: "foundation" },
    ]);
  });

  it("gathers the figures of three answers in English", () => {
    const replies = conversation(
      "What do you have that picks up our office line and screens callers? Monthly cost?",
      "Can my daughter add that to Foundation?",
      "How long does Foundation take to get going?",
      "Great, can you pull all of that together in one message so I can send it to my husband?",
    );
    const last = replies[3]?.response ?? "";
    expect(last).toMatch(/^Here it is all in one message:/);
    expect(last).toContain("$197");
    expect(last).toMatch(/two weeks/);
  });

  it("gathers the prices in Spanish, the monthly one and the setup", () => {
    const replies = conversation(
      "Mis agentes contestan todo por WhatsApp. ¿La IA se puede hacer cargo de esos mensajes? ¿Cuánto al mes?",
      "¿Y cuánto cuesta que ustedes instalen el WhatsApp?",
      "Júntame todo en un solo mensaje para pasárselo a mi socio.",
    );
    expect(replies[0]?.response).toContain("Enhanced Messaging");
    expect(replies[2]?.response).toContain("$129");
    expect(replies[2]?.response).toContain("$200-$350");
  });

  it("with nothing answered yet, a request to sum up is read as a question", () => {
    const reply = ask("Can you sum it all up for me?");
    expect(reply.response).not.toMatch(/^Here it is all in one message/);
  });
});

describe("lists of their own to pick from", () => {
  it("the add-ons with a setup fee, then the second and third of them", () => {
    const [list, second, third] = conversation("Which of your add-ons charge a setup fee, and how much?", "The second one, monthly?", "What's the third one do?");
    expect(answerKeys(list as NonNullable<typeof list>).slice(0, 3)).toEqual(["addon:email-commander", "addon:social-scheduler", "addon:customer-service-agent"]);
    expect(second?.response).toContain("$247");
    expect(third?.response).toContain("24/7 Customer Service Agent");
  });

  it("in Chinese", () => {
    const [, second] = conversation("附加服务里哪些有安装费？", "第二个每个月多少钱？");
    expect(second?.response).toContain("$247");
  });

  it.each(["what do you charge to set up our platforms?", "¿Cuánto cobran por la instalación de las plataformas?", "phí cài đặt nền tảng tính sao em?", "帮我们接平台的安装费怎么算？"])(
    "the platform setup fees by type: %s",
    (message) => {
      const reply = ask(message);
      expect(answerKeys(reply)).toEqual(["entry:setup-fees"]);
      expect(reply.response).toContain("$750-$1,200+");
    },
  );

  it("the third type after the second, in English and Chinese", () => {
    const en = conversation("what are your platform setup fees?", "the second type, which platforms?", "and what does the third one's fee cover?");
    expect(en[2]?.response).toContain("Business and Marketing");
    const zh = conversation("你们平台的安装费是多少？", "第二种包括哪些平台？", "第三种的费用都包括什么？");
    expect(zh[2]?.response).toContain("Mailchimp");
  });

  it("training asked in more words", () => {
    expect(ask("Will somebody coach my people how to run it once it's in?").response).toMatch(/training/);
    expect(ask("装好以后会教我们那几个新来的经纪人怎么用吗？").response).toContain("培训");
    expect(ask("bên em có kèm cặp nhân viên mới không?").response).toMatch(/đào tạo/);
  });
});
