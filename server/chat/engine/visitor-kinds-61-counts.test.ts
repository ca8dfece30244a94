import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Counts, add-ons and fit, in phrasings written for these tests: a running total of platforms closing a follow-up that
// adds some ("so that's three", "5 all up", "nữa là ba", "一共三个") after another topic's answer; "how much for N
// platforms"; a platform the visitor "runs" told before its cost; a small or home-made program to connect; a phone that
// rings while the agent is "on line" (in a queue); market numbers by day; a team told as "me and two girls"; "what's
// the one for him"; "哪个比较合适"; someone else connecting the platforms; a feature asked with the package unsaid.

const { conversation } = useTrainedEngine();
const last = (...messages: string[]) => conversation(...messages).at(-1)!;
const answered = (...messages: string[]) => answerKeys(last(...messages));

describe("a running tally of platforms", () => {
  it("the total closing a follow-up that adds platforms is the bundle of that size, whatever the last topic", () => {
    const en = conversation("what's the fee to hook up Google Sheets? it has the rent roll for our Katy duplexes", "add Outlook and Slack too, so that's three", "throw in Calendly and QuickBooks as well, 5 all up");
    expect(en[1]!.response).toContain("Pro Bundle");
    expect(en[2]!.response).toContain("Enterprise Bundle");
    const vi = conversation("Nối Airtable thì phí bao nhiêu?", "Thêm Slack với Outlook nữa là ba");
    expect(vi[1]!.response).toContain("Pro Bundle");
    const zh = conversation("连Calendly要多少安装费？", "再加Slack和Gmail，一共三个");
    expect(zh[1]!.response).toContain("Pro Bundle");
    const es = conversation("¿Cuánto cuesta conectar HubSpot?", "Agrégale Gmail también, serían dos");
    expect(es[1]!.response).toContain("Starter Bundle");
  });
});

describe("a price for a number of platforms", () => {
  it("is the bundle that covers that many, in four languages", () => {
    expect(answered("what would three platforms cost us to set up?")).toContain("bundle-for:pro");
    expect(answered("¿y cuánto sale instalar seis plataformas?")).toContain("bundle-for:enterprise");
    expect(answered("2 nền tảng thì giá bao nhiêu?")).toContain("bundle-for:starter");
    expect(answered("4个平台多少钱？")).toContain("bundle-for:pro");
  });
  it("a platform the visitor runs, then what connecting it costs, is that platform's setup row", () => {
    const reply = last("HubSpot is all we run for our buyer leads. what's it cost to hook that up?");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("$750-$1,200");
  });
});

describe("a small or home-made program to connect", () => {
  it("is Custom Integrations with its rate", () => {
    for (const ask of [
      "my son built our showing tracker in Airtable forms... wait no, he made it himself in Python, his cousin made it. can you connect it and what's the cost?",
      "we have a little rent app on our office PC, can you connect it to the CRM? price?",
      "Tengo un sistemita casero para las comisiones, ¿me lo pueden conectar? ¿cuánto cobran?",
      "Chị có cái phần mềm nhỏ tính lương, nối vô hệ thống được không, bao nhiêu tiền?",
      "我们用一个小软件管租金，能跟你们的系统对接吗？怎么收费？",
    ]) expect(last(ask).response, ask).toContain("$250");
  });
  it("a tool a team member uses, named, is unlisted and points at Custom Integrations", () => {
    const reply = last("Our office uses Zoho Books for the trust account. Can you connect Zoho Books to our CRM and what does it cost?");
    expect(reply.response).toContain("Custom Integrations");
  });
});

describe("add-ons told by the need", () => {
  it("a phone that rings while the agent stands on line is the Voice AI, not a messaging app", () => {
    const reply = last("phone keeps ringing when im on line at the deli or driving to a showing and i miss em. got something that picks up for me? price?");
    expect(reply.response).toContain("Voice AI");
    expect(reply.response).toContain("$197");
  });
  it("market numbers by the day are the Market Dashboard", () => {
    for (const ask of ["em muốn xem số liệu thị trường Katy với Sugar Land mỗi tuần, có dịch vụ nào không, giá sao?", "I want the market figures for the Heights every morning, what's that cost?"]) {
      expect(last(ask).response, ask).toContain("Market Dashboard");
      expect(last(ask).response, ask).toContain("$149");
    }
  });
});

describe("which package fits", () => {
  it("'just me and two girls' is a team of three, and with follow-ups and a dashboard asks for Growth", () => {
    expect(answered("broker here, just me an two admins in the office. want automated follow ups and a dashboard for how we're going. which package?")).toContain("recommend:growth");
  });
  it("'what's the one for him' after a solo first-year agent's wish is Foundation", () => {
    expect(answered("my brother's a solo agent in his first year. he only wants a chatbot on his site that catches leads and texts his phone. what's the one for him")).toContain("recommend:foundation");
  });
  it("'哪个比较合适' with a team's size and wants is a package asked", () => {
    expect(answered("我们办公室6个人，想要自动跟进和业绩看板，哪一个比较合适？")).toContain("recommend:growth");
  });
  it("someone else of theirs connecting the platforms is the free self-setup", () => {
    for (const ask of [
      "if our office guy connects the platforms, do you still charge the installation?",
      "Si mi sobrino conecta las plataformas, ¿igual nos cobran la instalación?",
      "Nếu anh ấy tự kết nối các nền tảng thì có tính phí cài đặt không?",
      "要是他来接这些平台，还要安装费吗？",
    ]) expect(answered(ask), ask).toContain("entry:self-setup");
  });
  it("a feature asked with the package left unsaid is asked of the package just recommended", () => {
    const reply = last("Somos un equipo de 4 agentes, ¿qué paquete nos conviene?", "¿Incluye un tablero para seguir el desempeño?");
    expect(reply.response).toContain("Tablero de desempeño");
  });
});
