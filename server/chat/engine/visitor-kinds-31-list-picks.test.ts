import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Follow-ups that point into what was just listed or compared, in phrasings written for these tests: the order the last
// reply showed (the go-live times name Foundation first), "top" and "bottom", two picks at once, which goes live sooner,
// which bundle covers the most, a total said after who adds what, and the add-on for a channel named after the add-ons.

const { conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1)!;
const answered = (...messages: string[]) => answerKeys(last(...messages));

describe("an ordinal reads the list in the order the last reply showed it", () => {
  it("after the go-live times, the first is Foundation and the last Enterprise", () => {
    for (const [first, then, key] of [
      ["How long does it take to go live?", "who's the first one aimed at?", "foundation"],
      ["¿Cuánto tardan en dejarlo funcionando?", "y el último, ¿a quién le sirve?", "enterprise"],
      ["Mất bao lâu để triển khai?", "goi dau tien phu hop voi ai?", "foundation"],
      ["多久可以上线？", "最后一个适合谁？", "enterprise"],
    ] as const) expect(last(first, then).context.topic, then).toEqual({ kind: "package", key });
  });
  it("after the package list, the first is the one shown first", () => {
    expect(last("What packages do you offer?", "who's the first one aimed at?").context.topic).toEqual({ kind: "package", key: "enterprise" });
    expect(last("Các gói dịch vụ của bạn là gì?", "cái cuối cùng cho ai vậy?").context.topic).toEqual({ kind: "package", key: "foundation" });
  });
  it("the top and the bottom of the list", () => {
    for (const [then, key] of [
      ["and the bottom one?", "foundation"],
      ["¿el de arriba qué trae?", "enterprise"],
      ["cái trên cùng gồm những gì?", "enterprise"],
      ["最下面那个包括什么？", "foundation"],
    ] as const) expect(last("What packages do you offer?", then).context.topic, then).toEqual({ kind: "package", key });
  });
  it("two picks at once are both answered", () => {
    for (const then of ["the top one against the middle one?", "el primero contra el del medio?", "gói trên cùng với gói giữa khác gì?", "第一个同第二个差在哪？"]) {
      expect(answered("What packages do you offer?", then), then).toEqual(["package:enterprise", "package:growth"]);
    }
  });
  it("a long new question is no pick", () => {
    const then = "is it quick to set up? how long would it take for a brokerage like ours with forty agents and three offices around Houston?";
    expect(last("What packages do you offer?", then).context.lastAnswers.some((a) => a.t === "package" && a.key === "foundation")).toBe(false);
  });
  it("an ordinal of steps or times picks nothing", () => {
    for (const then of ["what's the first step?", "¿cuál es el primer paso?", "第一步要做什么？"]) {
      expect(last("What packages do you offer?", then).context.topic?.kind, then).not.toBe("package");
    }
  });
});

describe("a comparison asked of the list", () => {
  it("goes live sooner: the smaller package, with the go-live times", () => {
    expect(answered("Growth versus Enterprise?", "which of those two launches sooner?")).toEqual(["package:growth", "entry:timeline"]);
    for (const then of ["¿cuál de los tres queda funcionando antes?", "goi nao chay nhanh nhat?", "边个最快可以上线？", "which is quickest to get up and running?"]) {
      expect(answered("What packages do you offer?", then), then).toEqual(["package:foundation", "entry:timeline"]);
    }
  });
  it("covers the most platforms: the largest bundle", () => {
    for (const then of ["which of them hooks up the most platforms?", "¿cuál conecta más plataformas?", "cái nào kết nối nhiều nhất?", "哪个可以接最多平台？"]) {
      expect(last("what setup bundles are there?", then).context.topic, then).toEqual({ kind: "bundle", key: "enterprise" });
    }
  });
  it("which of the add-ons compared has a setup fee, asked in Vietnamese", () => {
    expect(answered("Voice AI, Social Scheduler và Email Commander giá bao nhiêu?", "trong mấy cái đó cái nào có phí cài đặt?")).toEqual(["addon:social-scheduler", "addon:email-commander"]);
  });
});

describe("a pick by price or by what it handles, however it is said", () => {
  it("the cheapest and the dearest of the add-ons compared", () => {
    for (const [then, key] of [
      ["邊個最平？", "market-dashboard"],
      ["最貴嗰個係邊個？", "social-scheduler"],
      ["cái nào mắc nhất?", "social-scheduler"],
      ["which of those is easiest on the wallet?", "market-dashboard"],
      ["cual de esos sale mas caro", "social-scheduler"],
    ] as const) expect(last("Voice AI, Market Dashboard and Social Scheduler: what do they cost?", then).context.topic, then).toEqual({ kind: "addon", key });
  });
  it("the other of two, told by the channel it handles", () => {
    for (const then of ["and the other one, the email one?", "¿y la otra, la del correo?", "còn cái kia, cái về email?", "另一个，邮件那个呢？"]) {
      expect(last("Email Commander vs Voice AI, prices?", then).context.topic, then).toEqual({ kind: "addon", key: "email-commander" });
    }
  });
  it("the cheaper of the platforms named, after the setup rows", () => {
    for (const [then, key] of [
      ["which costs less, Outlook or Salesforce?", "communication"],
      ["which one's pricier, Airtable or Mailchimp?", "business-marketing"],
    ] as const) expect(last("What are the setup fees?", then).context.topic, then).toEqual({ kind: "setup", key });
  });
  it("the smallest bundle said in Cantonese", () => {
    expect(last("what setup bundles are there?", "最細嗰個包幾多個平台？").context.topic).toEqual({ kind: "bundle", key: "starter" });
  });
});

describe("a total said after who adds what", () => {
  it("is the bundle for that total, however the adding is told", () => {
    for (const [then, key] of [
      ["plus my partner brings his three, so five in total?", "enterprise"],
      ["y si mi asistente mete las suyas, ¿serían cuatro en total?", "pro"],
      ["vậy tổng cộng là bốn cái thì sao?", "pro"],
      ["再加埋Slack呢？", "pro"],
    ] as const) expect(last("HubSpot and Outlook, which bundle would cover them?", then).context.topic, then).toEqual({ kind: "bundle", key });
  });
});

describe("a channel named right after the add-ons", () => {
  it("is the add-on that handles it", () => {
    for (const [then, key] of [
      ["what about texting clients on WhatsApp?", "enhanced-messaging"],
      ["¿y pa' los sms?", "enhanced-messaging"],
      ["còn nhắn tin sms thì sao?", "enhanced-messaging"],
      ["客户多数用短信，加边个？", "enhanced-messaging"],
      ["¿y para contestar llamadas?", "voice-ai"],
    ] as const) expect(last("Which add-ons are there?", then).context.topic, then).toEqual({ kind: "addon", key });
  });
  it("asking for our own number is no pick", () => {
    expect(last("Which add-ons are there?", "what's your phone number?").context.topic?.kind).not.toBe("addon");
  });
});
