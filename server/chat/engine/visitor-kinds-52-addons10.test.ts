import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 51 and 52's add-ons and setup rows, by mechanism, with phrasings written for these tests (never the
// visitors' own words): texts and WhatsApp taken by our AI ("answer there", "something for that") are Enhanced Messaging;
// "với AI" is no "voice ai" and "với" parts a list of needs; vacancies posted to Facebook are the Social Scheduler's, not a
// bundle; e-mail named before its sorting is Email Commander; a tool the company or a relative built is custom work; one
// platform "done for you" or "接这一个" is its setup row; "自己接可以吗/给照" is the free self-setup; "goi setup nao" asks for
// a bundle; "每个月呢" after an add-on is its monthly price.

const { ask, conversation } = useTrainedEngine();

describe("texts and WhatsApp answered by our AI are Enhanced Messaging", () => {
  it.each(["most of my buyers message me on WhatsApp and SMS, can the assistant reply there as well?", "loads of my tenants message on text and WhatsApp, y'all have something for that?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Enhanced Messaging/);
  });
  it("two needs parted by với, then the second one's monthly price", () => {
    const [first, second] = conversation("tôi cần AI nghe máy với AI trả lời WhatsApp", "cái thứ hai giá tháng bao nhiêu?");
    expect(first?.response.indexOf("Voice AI")).toBeGreaterThanOrEqual(0);
    expect(first?.response.indexOf("Voice AI")).toBeLessThan(first?.response.indexOf("Enhanced Messaging") ?? -1);
    expect(second?.response).toMatch(/\$129/);
  });
  it("only connecting WhatsApp stays the communication setup row", () => {
    const reply = ask("do you connect WhatsApp?").response;
    expect(reply).toMatch(/\$200/);
    expect(reply).not.toMatch(/Enhanced Messaging/);
  });
  it("a package fitting someone (phù hợp với ai) is no Voice AI", () => {
    expect(ask("gói nào phù hợp với ai?").response).not.toMatch(/Voice AI/);
  });
});

describe("posting vacancies, e-mail sorting and own-made tools by need", () => {
  it("vacancies posted to Facebook automatically: the Social Scheduler", () => {
    expect(ask("anh muốn đăng căn hộ cho thuê lên Facebook tự động, dịch vụ nào?").response).toMatch(/Social Scheduler/);
  });
  it("only connecting Facebook stays the marketing setup row", () => {
    const reply = ask("bên bạn có kết nối Facebook không, phí bao nhiêu?").response;
    expect(reply).toMatch(/\$400/);
    expect(reply).not.toMatch(/Social Scheduler/);
  });
  it("e-mail named before its sorting and drafting: Email Commander", () => {
    expect(ask("收件箱里有上千封邮件，有没有能帮我自动分类和起草的服务？").response).toMatch(/Email Commander/);
  });
  it("our own e-mail address stays the contact", () => {
    expect(ask("你们的邮箱是多少？").response).toMatch(/hello@bayoucity\.ai/);
  });
  it.each(["我们的租客系统是公司自己开发的，能接吗？", "my nephew built a showing tracker app for us, can you connect it, what's it cost"])("%s: custom work", (message) => {
    expect(ask(message).response).toMatch(/\$250/);
  });
  it("a listed CRM stays its setup row", () => {
    expect(ask("can you connect HubSpot?").response).not.toMatch(/\$250\/h/);
  });
});

describe("one platform's row, self-setup allowed, bundles and the monthly price", () => {
  it("接这一个 after one platform: its setup row", () => {
    expect(ask("我只用Google Drive，就接这一个多少钱？").response).toMatch(/\$150-\$250/);
  });
  it("the done-for-you fee of one CRM named in the sentence before", () => {
    expect(ask("we're only on kvcore, what's the done for you fee to hook it up").response).toMatch(/\$750-\$1,200/);
  });
  it.each(["平台我们自己接，行不行？", "我自己連接可以嗎"])("%s: the free self-setup", (message) => {
    expect(ask(message).response).toMatch(/免费自行安装/);
  });
  it("three platforms and goi setup nao: the Pro Bundle", () => {
    expect(ask("em xài HubSpot, Gmail với Instagram, 3 nền tảng chọn gói setup nào").response).toMatch(/Pro Bundle/);
  });
  it("每个月呢 after an add-on's setup fee: its monthly price", () => {
    const [, reply] = conversation("Email Commander的安装费多少？", "每个月呢？");
    expect(reply?.response).toMatch(/\$197/);
    expect(reply?.response).not.toMatch(/privacy|隐私/);
  });
});

describe("photos posted for the visitor are the Social Scheduler, photography asked of us is not offered", () => {
  it.each(["can the AI post photos of my listings to instagram?", "¿pueden publicar fotos de mis casas en Facebook?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Social Scheduler/);
  });
  it.each(["do you take photos of listings?", "can you do drone photos of my listings?"])("%s stays not offered", (message) => {
    expect(ask(message).response).toMatch(/photography and video aren't among the services/);
  });
});
