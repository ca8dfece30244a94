import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language.ts";
import { useTrainedEngine } from "./engine-test-support.ts";

// Kinds of blind probe 25's follow-up misses, fixed by kind with phrasings written for these tests in the four
// languages: the channel named after a verb of sending ("by text", "por mensaje") or by the address the details go to;
// an offering picked by a figure of its price or by a step along its kind; both platforms set up at once; a short
// Vietnamese turn typed without marks; a feature asked of the package just recommended.

const { ask, conversation } = useTrainedEngine();
const lastTopic = (...messages: string[]) => conversation(...messages).at(-1)?.context.topic;

describe("the channel a request to be sent something names", () => {
  it("by the words after the verb, or by the address it goes to", () => {
    for (const [message, channel] of [
      ["Okay, please send the quote over by SMS, 832-555-0144.", "sms"],
      ["Fine, forward the proposal to dana.pruitt@example.org.", "email"],
      ["Get me the brochure via e-mail: dana.pruitt@example.org", "email"],
      ["mándeme la propuesta por mensaje al 832 555 0144", "sms"],
      ["bueno, envíenlo todo a lucia.ramos@example.org", "email"],
      ["gửi báo giá qua tin nhắn giúp em, số 832 555 0144", "sms"],
      ["ok gui thong tin vao lan.tran@example.org nhe", "email"],
      ["好的，方案寄到li.wei@example.org吧", "email"],
    ]) expect(ask(message!).context.channel, message).toBe(channel);
  });
  it("names none when the product or someone else sends", () => {
    for (const message of ["Can your assistant send reminders to my tenants by text?", "My buyers send me their documents by email.", "¿el asistente les manda recordatorios a los inquilinos por mensaje?"]) {
      expect(ask(message).context.channel, message).toBeNull();
    }
  });
});

describe("an offering picked from the list shown by a figure of its price", () => {
  it("the one whose listed price holds the figure, in four languages", () => {
    expect(lastTopic("How much are Social Scheduler, Market Dashboard and Enhanced Messaging?", "Which is the one at $247 a month, and what does it do?")).toEqual({ kind: "addon", key: "social-scheduler" });
    expect(lastTopic("precios de Voice AI, Email Commander y el agente 24/7", "¿y el de $3,000 de instalación qué hace?")).toEqual({ kind: "addon", key: "customer-service-agent" });
    expect(lastTopic("Market Dashboard với Enhanced Messaging giá sao?", "cái 149 đô làm được gì?")).toEqual({ kind: "addon", key: "market-dashboard" });
    expect(lastTopic("Voice AI和24/7客服助手多少钱？", "月费497的那个是做什么的？")).toEqual({ kind: "addon", key: "customer-service-agent" });
  });
  it("a figure two of them share picks neither", () => {
    expect(lastTopic("Voice AI and Email Commander, prices?", "which one is the $197 a month one?")?.kind).not.toBe("addon");
  });
});

describe("a step along the kind of the offering last discussed", () => {
  it("the next one up, and the biggest", () => {
    expect(lastTopic("How much is the Pro Bundle?", "and the next one up?")).toEqual({ kind: "bundle", key: "enterprise" });
    expect(lastTopic("¿cuánto sale el Starter Bundle?", "¿y el siguiente?")).toEqual({ kind: "bundle", key: "pro" });
    expect(lastTopic("¿cuánto sale el Starter Bundle?", "¿y el más grande?")).toEqual({ kind: "bundle", key: "enterprise" });
    expect(lastTopic("Pro Bundle giá bao nhiêu?", "còn cái lớn nhất?")).toEqual({ kind: "bundle", key: "enterprise" });
    expect(lastTopic("Starter Bundle多少钱？", "下一个呢？")).toEqual({ kind: "bundle", key: "pro" });
    expect(lastTopic("What comes with Foundation?", "and the next one up?")).toEqual({ kind: "package", key: "growth" });
  });
});

describe("both platforms just asked about, set up at once", () => {
  it("the bundle for two", () => {
    expect(lastTopic("Setup fee for Slack?", "and Airtable?", "if we connect both, is there a cheaper bundle?")).toEqual({ kind: "bundle", key: "starter" });
    expect(lastTopic("¿cuánto cuesta conectar Slack?", "¿y Airtable?", "si conectamos las dos, ¿hay algún combo más barato?")).toEqual({ kind: "bundle", key: "starter" });
    expect(lastTopic("phí cài đặt Outlook bao nhiêu?", "còn Airtable?", "nếu cài đặt cả hai thì có gói nào rẻ hơn không?")).toEqual({ kind: "bundle", key: "starter" });
    expect(lastTopic("Slack安装费多少？", "Airtable呢？", "两个都接的话有没有更便宜的组合？")).toEqual({ kind: "bundle", key: "starter" });
  });
});

describe("a short turn whose Spanish words Vietnamese also spells", () => {
  it("keeps a Vietnamese conversation Vietnamese", () => {
    expect(detectLanguage("con Airtable?", "vi")).toBe("vi");
    expect(detectLanguage("la Outlook ha?", "vi")).toBe("vi");
    expect(conversation("phí cài đặt CRM bao nhiêu?", "con HubSpot?").at(-1)?.language).toBe("vi");
  });
  it("leaves Spanish turns Spanish", () => {
    expect(detectLanguage("con Airtable?", "es")).toBe("es");
    expect(detectLanguage("con descuento por favor", "vi")).toBe("es");
  });
});

describe("a feature asked of the package just recommended", () => {
  it("answered with that package's own list", () => {
    expect(conversation("We're a 30-agent brokerage, which package?", "does that one come with executive dashboards?").at(-1)?.response).toMatch(/Executive analytics dashboards/);
    expect(conversation("trabajo sola, ¿qué paquete me conviene?", "¿y ese incluye reporte mensual?").at(-1)?.response).toMatch(/Foundation/);
    expect(conversation("minh la moi gioi doc lap, goi nao hop?", "goi do co bao cao hang thang khong?").at(-1)?.response).toMatch(/Báo cáo hiệu suất hằng tháng/);
    expect(conversation("我们是40人的经纪公司，选哪个套餐？", "它有没有专属的客户经理？").at(-1)?.response).toMatch(/成功经理/);
  });
});
