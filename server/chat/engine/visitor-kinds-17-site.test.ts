import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 17's misses of the site's words and of what it does not say, by kind, in phrasings written for these
// tests: why package prices are not published and when the quote comes, who we are, where the data lives, team
// training, roads named after places, a question asked of us ("bên bạn có làm ở …") read as no introduction, and
// topics the site never states (commercial real estate, hosting, rent collection, a phone app, single sign-on).

const { ask, conversation } = useTrainedEngine();

describe("the site's own answers", () => {
  it.each([
    ["why don't you list package prices anywhere?", /24 hours/],
    ["después de la llamada, ¿qué tan rápido me llega la propuesta?", /24 horas/],
    ["tư vấn xong thì bao lâu có báo giá?", /24/],
    ["为什么网站上不公布套餐价格？", /24/],
  ])("%s → the pricing FAQ", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it.each(["Are you guys a Houston-based company?", "what sets your agency apart?", "你们为什么值得选择？为什么选择你们"])("%s → who we are", (message) => {
    expect(ask(message).response).toMatch(/Houston|休斯顿/);
    expect(ask(message).intent).toBe("about");
  });

  it("where the data lives", () => {
    expect(ask("would everything run in our own accounts?").response).toMatch(/own accounts/);
  });

  it("the team's training", () => {
    expect(ask("will my agents be trained on the new system?").response).toMatch(/training/);
  });

  it("a road named after a place is not the place", () => {
    expect(ask("can it plan showings around Westheimer Road traffic?").intent).not.toBe("location");
    expect(ask("can you schedule showings around traffic on the Katy Freeway?").response).not.toMatch(/we serve Katy/);
  });

  it("a question asked of us names no company of the visitor's", () => {
    const reply = ask("bên anh có làm ở Bellaire không?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Bellaire/);
    expect(reply.context.lead.company).toBeUndefined();
  });
});

describe("what the site does not say", () => {
  it.each([
    ["Do you also work with commercial and industrial brokers?", /commercial real estate/],
    ["¿Dónde están alojados sus servidores?", /servidores/],
    ["can your system collect rent from my tenants too?", /collect rent/],
    ["có app trên điện thoại không?", /ứng dụng di động/],
    ["你们有手机 App 吗？", /手机应用/],
  ])("%s", (message, expected) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(expected);
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
  });

  it("a commercial broker asking which package still gets one", () => {
    expect(ask("I'm a commercial broker working alone, which package fits me?").response).toMatch(/Foundation/);
  });

  it.each(["Can we log in with Azure AD?", "¿Tienen inicio de sesión con Okta?"])("%s names a platform the site does not list", (message) => {
    expect(ask(message).response).toMatch(/Azure AD|Okta/);
  });
});

describe("follow-ups over what was named before", () => {

  it.each([
    [["CRM and Communication setup — fees?", "the cheaper of the two?"], /^Communication setup/],
    [["¿Cuánto cuesta instalar Data Tools y Business and Marketing?", "¿y la más cara?"], /Negocio y marketing|Business and Marketing|negocio/i],
    [["数据工具和CRM的安装费各是多少？", "便宜的那个包括什么？"], /数据工具/],
  ])("setup rows named together, then one picked: %j", (messages, expected) => {
    const replies = conversation(...messages);
    expect(replies[0]?.response).toMatch(/\$/);
    expect(replies[1]?.response).toMatch(expected);
  });

  it.each([
    [["Voice AI and Email Commander, prices?", "which one has a setup fee?"], /^Email Commander/],
    [["Market Dashboard với Social Scheduler giá bao nhiêu", "cái nào có phí cài đặt"], /^Social Scheduler/],
  ])("the one with a setup fee: %j", (messages, expected) => {
    expect(conversation(...messages)[1]?.response).toMatch(expected);
  });

  it("a platform after 'cover' is no place", () => {
    const [, reply] = conversation("Starter and Pro bundles, please", "would the dearer one cover HubSpot, Gmail, Slack and QuickBooks?");
    expect(reply?.response).toMatch(/Pro Bundle/);
    expect(reply?.response).not.toMatch(/among the areas/);
  });

  it.each([
    ["we need six", "Enterprise Bundle"],
    ["y si necesitamos dos?", "Starter Bundle"],
  ])("a count said as a need in a bundle thread: %s", (count, bundle) => {
    expect(conversation("what setup bundles do you have?", count)[1]?.response).toContain(bundle);
  });

  it.each([
    [["manejo casas en el East End", "¿y allá sí trabajan?"], /East End/],
    [["mình làm ở Alvin", "bên bạn có làm khu đó không"], /Alvin/],
  ])("a place said before, then 'there': %j", (messages, expected) => {
    const [, reply] = conversation(...messages);
    expect(reply?.intent).toBe("location");
    expect(reply?.response).toMatch(expected);
  });
});

describe("a question about what happens when others want a person, and pointers at a post", () => {

  it.each(["mis clientes a veces escriben de noche, y si piden hablar con alguien del equipo qué hace el asistente", "如果客户要求找真人，AI会怎么做？"])("%s is no request for a person", (message) => {
    expect(ask(message).act).not.toBe("handoff");
  });

  it("'In that article' before the question adds no 'no article' reply", () => {
    const [, reply] = conversation("any article on hurricane season for property managers?", "In that article, when does the season end?");
    expect(reply?.response).not.toMatch(/don't have an article/);
    expect(reply?.response).toMatch(/^From our article "Hurricane Season Playbook/);
  });

  it("该文 and 文中 point at the post just shown", () => {
    const [, reply] = conversation("你们有没有关于连接 MLS、CRM 和日历的文章？", "文中说正式启用前要测试多久？");
    expect(reply?.response).toMatch(/a week of realistic test cases/);
  });
});
