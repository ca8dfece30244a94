import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Counting and fit, in phrasings written for these tests: a package asked for by Growth's features ("what plan is
// that"), a small landlord who runs their own few rentals, the cheapest setup for platforms listed over several
// sentences, a total said in a long follow-up, a tool on none of the site's lists connected in one sentence and priced
// in the next, our AI answering the texts of people named before, round the clock in whatever language, the phone
// answered and qualified, listings posted for the visitor, one platform's setup fee beside tenants, and going live.

const { conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1)!;
const answered = (...messages: string[]) => answerKeys(last(...messages));

describe("which package fits", () => {
  it("Growth's own features wanted, asked 'what plan is that'", () => {
    for (const ask of [
      "my 6 agents keep dropping leads. we want follow-up sequences and a performance dashboard. what plan is that?",
      "queremos secuencias de seguimiento y un panel de rendimiento para el equipo, ¿qué plan es ese?",
      "bọn em cần chuỗi chăm sóc khách và dashboard hiệu suất, vậy là gói nào?",
      "我们想要自动跟进序列和绩效仪表板，是哪个方案？",
    ]) expect(answered(ask), ask).toContain("recommend:growth");
  });
  it("a small landlord running their own few rentals gets Foundation", () => {
    for (const ask of [
      "I self-manage my own 3 rentals and want a chat on my site so renters can book viewings, which package?",
      "tengo dos dúplex en Katy y los administro yo misma, quiero un chat en mi página para que los inquilinos agenden visitas, ¿qué paquete me conviene?",
      "anh có 3 căn nhà cho thuê ở Katy, tự quản lý, muốn có chat trên website cho khách thuê hẹn xem nhà, gói nào hợp?",
    ]) expect(answered(ask), ask).toContain("recommend:foundation");
  });
  it("a brokerage one grows into is no count of one agent", () => {
    expect(answered("要是我们将来变成一个经纪公司，要专属经理，选哪个？")).toContain("recommend:enterprise");
  });
});

describe("bundles by the platforms counted", () => {
  it("platforms listed, a total said, a cheaper setup asked, over several parts", () => {
    for (const ask of [
      "mình dùng HubSpot, Outlook, Calendly với Airtable, tổng 4 cái, có gói cài đặt nào rẻ hơn không?",
      "uso HubSpot, Gmail, Calendly y Airtable, son cuatro, ¿cuál es la forma más barata de conectarlos?",
    ]) expect(answered(ask), ask).toContain("bundle-for:pro");
  });
  it("two more named and the total said in a long follow-up", () => {
    expect(answered("cài Gmail bao nhiêu", "thêm HubSpot, Facebook với Airtable nữa, tổng 4 cái")).toContain("bundle-for:pro");
    expect(answered("Slack的安装费多少？", "再加个Outlook呢？", "再来俩，Mailchimp跟Airtable，一共四个")).toContain("bundle-for:pro");
  });
  it("one platform's setup fee asked beside the tenants it serves", () => {
    for (const ask of ["we text our tenants through Twilio SMS. what's the setup cost for it?", "solo uso WhatsApp con mis inquilinos, ¿cuánto cuesta instalarlo?", "em dùng Twilio SMS nhắn khách thuê, cài đặt bao nhiêu tiền?"]) {
      expect(answered(ask), ask).toEqual(["setup:communication"]);
    }
  });
});

describe("add-ons by need", () => {
  it("a tool on none of the lists, used for something, then connected and priced", () => {
    for (const [ask, tool] of [
      ["we use AppFolio for the rentals, can your AI connect? what's the price", "AppFolio"],
      ["uso Rentvine para mis rentas. ¿se puede conectar? ¿cuánto cobran?", "Rentvine"],
      ["我们用Propertyware收租，你们的系统能对接吗？多少钱？", "Propertyware"],
    ] as const) {
      const reply = last(ask);
      expect(reply.context.lastAnswers, ask).toContainEqual({ t: "unlisted-platform", name: tool });
      expect(reply.response, ask).toContain("Custom Integrations");
    }
  });
  it("our AI answering the people who text, pointed back at", () => {
    for (const ask of ["my buyers text me on whatsapp all day. can the AI reply to them? what does that cost", "mis clientes me mandan sms todo el día, que la IA les responda, ¿cuánto es?", "顾客天天发WhatsApp，AI可以帮我回吗？多少钱"]) {
      expect(answered(ask), ask).toContain("need:enhanced-messaging");
    }
  });
  it("round the clock in whatever language, or tenants who speak many", () => {
    for (const ask of [
      "need something that answers my clients 24/7 in any language they speak, what's the price",
      "our renters speak Korean and Spanish and need answers around the clock, which add-on?",
      "quiero algo que conteste a mis clientes 24/7 en cualquier idioma, ¿cuánto cuesta?",
      "有没有24小时回答租户问题的AI？多少钱",
    ]) expect(answered(ask), ask).toContain("need:customer-service-agent");
  });
  it("calls answered and qualified while nobody picks up", () => {
    expect(answered("leads call the office while we're at showings and nobody picks up, is there an AI that answers and screens the calls?")).toContain("need:voice-ai");
  });
  it("listings posted to social media for the visitor", () => {
    for (const ask of ["necesito que mis propiedades se publiquen en Facebook solas, ¿tienen algo así?", "I want my listings posted on Instagram without me doing it, do you have that?"]) {
      expect(answered(ask), ask).toContain("need:social-scheduler");
    }
  });
});

describe("follow-ups on packages", () => {
  it("how long a package takes to be working", () => {
    expect(answered("¿cuánto se tarda el Growth en estar funcionando?")).toEqual(["entry:timeline"]);
    expect(answered("Enterprise的上线周期多长？")).toContain("entry:timeline");
  });
});
