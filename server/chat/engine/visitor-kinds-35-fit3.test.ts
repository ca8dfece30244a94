import { describe, expect, it } from "vitest";
import { extractCompany } from "./company-name.ts";
import { useTrainedEngine } from "./engine-test-support.ts";
import { faq } from "./knowledge/site-knowledge.ts";
import { timelineSentences } from "./package-timeline.ts";
import { extractName } from "./person-name.ts";
import type { Language } from "./types.ts";

// Kinds of blind probes 29-34's misses in fit, add-ons, follow-ups and details, with phrasings written for these tests:
// the go-live time beside a recommendation or asked of one package after the go-live answer, idioms that only look
// off-topic, "which suits us" said otherwise, an add-on pointed at by what it does, add-ons on any package, one add-on
// of a list with a setup fee, the visitor's own count of platforms, and names and companies introduced loosely.

const { ask, conversation } = useTrainedEngine();

describe("the go-live time of one package", () => {
  it("restates the FAQ's own figures", () => {
    const figures: Record<Language, [string, string, string]> = { en: ["two", "three to four", "six to eight"], es: ["dos", "tres a cuatro", "seis a ocho"], vi: ["hai", "ba đến bốn", "sáu đến tám"], zh: ["两周", "三到四", "六到八"] };
    for (const language of ["en", "es", "vi", "zh"] as const) {
      const said = timelineSentences(language);
      const [one, two, three] = figures[language];
      expect(faq("timeline", language)).toContain(three);
      expect(said.foundation).toContain(one);
      expect(said.growth).toContain(two);
      expect(said.enterprise).toContain(three);
    }
  });
  it("beside a recommendation is that package's time only, in four languages", () => {
    const cases: [string, string, string][] = [
      ["It's just me, one agent, and I only want a chat bot on my website. Which plan is mine and when could it be running?", "Foundation", "two weeks"],
      ["Trabajo sola como agente y solo quiero el chat en mi página web. ¿Qué paquete me recomiendan y cuánto tardan en dejarlo funcionando?", "Foundation", "dos semanas"],
      ["Tôi là môi giới cá nhân, chỉ cần chat trên website thôi. Gói nào hợp với tôi và bao lâu thì chạy được?", "Foundation", "hai tuần"],
      ["我是独立经纪人，只要网站上有个AI聊天就行。推荐哪个套餐？多久能上线？", "Foundation", "两周"],
    ];
    for (const [message, pkg, time] of cases) {
      const reply = ask(message).response;
      expect(reply, message).toContain(pkg);
      expect(reply, message).toContain(time);
      expect(reply, message).not.toMatch(/\bGrowth\b|\bEnterprise\b(?! Bundle)/);
    }
  });
  it("named right after the go-live answer is that package's time", () => {
    const cases: [string, string, string, string][] = [
      ["how soon could we be up and running?", "and Enterprise?", "six to eight", "two weeks"],
      ["¿Cuánto tiempo toma tenerlo funcionando?", "¿y el Enterprise?", "seis a ocho", "dos semanas"],
      ["bao lâu thì hệ thống chạy được vậy?", "còn gói Enterprise thì sao", "sáu đến tám", "hai tuần"],
      ["多久可以上线？", "那Enterprise呢？", "六到八", "两周"],
    ];
    for (const [first, second, time, notTime] of cases) {
      const [, reply] = conversation(first, second);
      expect(reply?.response, second).toContain(time);
      expect(reply?.response, second).not.toContain(notTime);
    }
  });
  it("asked of a package in Chinese or beside 'keep asking' is the go-live answer", () => {
    expect(ask("Enterprise 方案上线要几个礼拜？").response).toContain("六到八");
    expect(ask("my partners keep asking me: the largest package, how long until it is live?").response).toContain("six to eight");
  });
});

describe("which package fits, said otherwise", () => {
  it("an idiom is no joke asked for", () => {
    const reply = ask("I want showings scheduled around traffic for my 6 agents, the 610 at rush hour is no joke. what plan covers that?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("Growth");
  });
  it("'cuál nos viene mejor', '得用啥方案' ask for the package", () => {
    const cases: [string, string][] = [
      ["Somos tres agentes y queremos un panel de rendimiento con secuencias de seguimiento. ¿Cuál nos viene mejor?", "Growth"],
      ["我们团队想要业绩看板和跟进序列，得用啥方案？", "Growth"],
    ];
    for (const [message, pkg] of cases) expect(ask(message).response, message).toContain(pkg);
  });
});

describe("an add-on pointed at by what it does", () => {
  it("is that add-on, beside another named, in four languages", () => {
    const cases: [string, string[]][] = [
      ["what's the monthly for the market dashboard and the whatsapp plus sms one?", ["Market Dashboard", "Enhanced Messaging"]],
      ["¿Y el de SMS y WhatsApp para mis inquilinos, qué precio tiene?", ["Enhanced Messaging"]],
      ["cái SMS với WhatsApp đó bao nhiêu một tháng", ["Enhanced Messaging"]],
      ["WhatsApp加短信的那个，一个月多少？", ["Enhanced Messaging"]],
    ];
    for (const [message, names] of cases) {
      const reply = ask(message).response;
      for (const name of names) expect(reply, message).toContain(name);
      expect(reply, message).not.toContain("$200-$350");
    }
  });
  it("tenants who write by SMS and WhatsApp want Enhanced Messaging; e-mail to sort wants Email Commander", () => {
    expect(ask("người thuê nhà nhắn SMS và WhatsApp hoài, có add-on nào tự trả lời không?").response).toContain("Enhanced Messaging");
    expect(ask("Qué agobio, 900 correos sin abrir. ¿Tienen un servicio que los clasifique y redacte las respuestas?").response).toContain("Email Commander");
  });
  it("the phone one after another add-on is Voice AI", () => {
    const [, reply] = conversation("Tenants của chị gọi lúc nửa đêm, có gì trả lời 24/7 bằng tiếng của họ không?", "Vậy còn cái AI nhận cuộc gọi thì bao nhiêu?");
    expect(reply?.response).toContain("Voice AI");
  });
});

describe("add-ons and the packages", () => {
  it("go on any package, in four languages", () => {
    const cases: [string, string][] = [
      ["are the add-ons available with every plan or only Enterprise?", "any package"],
      ["¿los complementos se pueden sumar a todos los paquetes o solo al Enterprise?", "cualquier paquete"],
      ["add-on có gắn được vào mọi gói không hay chỉ gói Enterprise?", "bất kỳ gói nào"],
      ["附加服务所有套餐都能加吗？还是只有Enterprise？", "任何套餐"],
    ];
    for (const [message, expected] of cases) expect(ask(message).response, message).toContain(expected);
  });
  it("a tool missing from 'vuestra lista' is Custom Integrations", () => {
    expect(ask("Trabajo con un sistema de reservas que no aparece en vuestra lista. ¿Lo podéis integrar?").response).toContain("Custom Integrations");
  });
  it("the one of three with a setup fee is named", () => {
    const [, en] = conversation("How much are Voice AI, Social Scheduler and Market Dashboard?", "which of those three has a setup fee?");
    expect(en?.response).toContain("Social Scheduler");
    expect(en?.response).toContain("$2,000");
    const [, es] = conversation("¿Precios de Voice AI, Email Commander y Market Dashboard?", "¿Cuál lleva cuota de configuración?");
    expect(es?.response).toContain("Email Commander");
    expect(es?.response).toContain("$1,500");
  });
});

describe("platforms counted by the visitor", () => {
  it("a count said beside one more platform is the total, and 'total N' is the total", () => {
    const replies = conversation("what's the setup for Slack alone?", "I'd put Outlook on too, 2 platforms, is there a bundle?", "and Airtable plus Google Drive, total 4 then?");
    expect(replies[1]?.response).toContain("Starter Bundle");
    expect(replies[2]?.response).toContain("Pro Bundle");
  });
});

describe("names and companies introduced loosely", () => {
  it("a given name that is a word elsewhere, three-word names before 'here', 'outfit's called'", () => {
    expect(extractName("this is dale ramirez, ring me at 713-555-0199")).toBe("Dale Ramirez");
    expect(extractName("Lim Wei Jie here, landlord. whatsapp me at 346-555-0177")).toBe("Lim Wei Jie");
    expect(extractCompany("our outfit's called Lone Star Acres. text me 281-555-0123")).toBe("Lone Star Acres");
    expect(extractName("dale, llámame al 713-555-0199")).toBeUndefined();
  });
  it("'Vaya tela' asks for no phone or e-mail of ours", () => {
    expect(ask("Vaya tela, tengo 300 correos pendientes. ¿Hay algún servicio que los ordene?").response).not.toContain("(713) 555-0100");
  });
});
