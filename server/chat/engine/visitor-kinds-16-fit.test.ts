import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { readProfile } from "./topics.ts";

// Which package fits, from blind probe 16's misses, with phrasings written for these tests (common/content/packages.ts:
// Foundation for individual agents, Growth for growing agents and teams, Enterprise for brokerages and large teams): a
// team counted indirectly ("four of us", "dos asistentes y yo", staff and employees), a team asking for what only
// Enterprise has (executive dashboards, full CRM with MLS, a dedicated success manager), a hire after a recommendation
// growing the size known, "package nào" and "¿cuál paquete?"; the cheapest way to connect platforms counted (a bundle),
// and "what would it cost" pointing back at the one platform named before it (its setup row).

const { ask, conversation } = useTrainedEngine();

const recommends = (reply: string, name: string): void => {
  expect(reply).toContain(name);
  for (const other of ["Foundation", "Growth", "Enterprise"].filter((n) => n !== name)) expect(reply).not.toMatch(new RegExp(`\\b${other}\\b(?! Bundle)`));
};

describe("a size said indirectly", () => {
  it.each<[string, number]>([
    ["it's four of us: me plus three new agents. we need lead capture and follow-up, which plan?", 4],
    ["somos dos asistentes y yo, ¿qué plan nos conviene?", 3],
    ["our property management firm has 35 employees, which package fits?", 35],
    ["nhóm em 8 người, cần follow-up tự động, gói nào hợp?", 8],
  ])("%s → %i", (message, agents) => {
    expect(readProfile(message).agents).toBe(agents);
    recommends(ask(message).response, agents >= 20 ? "Enterprise" : "Growth");
  });

  it.each(["there were 3 calls yesterday", "we are 2 years in business"])("%s counts nobody", (message) => {
    expect(readProfile(message).agents).toBeUndefined();
  });
});

describe("what only Enterprise has", () => {
  it.each([
    "team of 12, we want executive dashboards for the broker and a dedicated success manager. which package?",
    "tenemos 12 agentes y queremos panel para la dirección y CRM completo con MLS, ¿cuál paquete?",
    "nhóm em 8 người, cần dashboard cho sếp với CRM đầy đủ, gói nào hợp?",
    "我们团队八个人，需要管理层看板和专属经理，选哪个套餐？",
  ])("%s → Enterprise", (message) => {
    recommends(ask(message).response, "Enterprise");
  });

  it.each(["team of 6, we want follow-up and a CRM integration, which package?", "somos 5 agentes, ¿cuál paquete?"])("%s → Growth", (message) => {
    recommends(ask(message).response, "Growth");
  });

  it.each(["em làm 1 mình, cần chatbot trên web, plan nào?", "Trabajo solo. ¿Qué paquete me conviene?"])("%s → Foundation", (message) => {
    recommends(ask(message).response, "Foundation");
  });

  it.each(["¿Qué paquetes tienen?", "bên bạn có những gói nào?"])("%s lists the packages", (message) => {
    const reply = ask(message).response;
    for (const name of ["Foundation", "Growth", "Enterprise"]) expect(reply).toContain(name);
  });
});

describe("a hire after a recommendation", () => {
  it.each<[string, string]>([
    ["I'm solo right now. Which package?", "what if I hire two assistants?"],
    ["Trabajo sola. ¿Qué paquete me conviene?", "¿y si contrato a dos agentes más?"],
    ["em làm một mình, nên chọn gói nào?", "nếu em tuyển thêm 3 người thì sao?"],
    ["我一个人做，推荐哪个套餐？", "如果我再招两个助理呢？"],
  ])("%s / %s → Foundation, then Growth", (first, second) => {
    const [before, after] = conversation(first, second);
    recommends(before!.response, "Foundation");
    recommends(after!.response, "Growth");
    expect(after!.context.profile.agents).toBeGreaterThanOrEqual(3);
  });

  it("adds the hires to a team already counted", () => {
    const [, after] = conversation("we're a team of 18, which package?", "and if we bring on 4 more agents?");
    expect(after!.context.profile.agents).toBe(22);
    recommends(after!.response, "Enterprise");
  });

  it.each(["can the AI help me hire agents?", "we add 2 listings a week"])("%s hires nobody", (message) => {
    expect(ask(message).context.profile.agents).toBeUndefined();
  });
});

describe("platforms and their price", () => {
  it.each<[string, string]>([
    ["I need Gmail, Slack, Airtable and Calendly connected, what's the cheapest way?", "Pro Bundle"],
    ["Necesito Gmail, Outlook y Calendly, ¿cómo me sale más barato?", "Pro Bundle"],
    ["em cần Gmail, Slack, Calendly, Mailchimp, chọn sao cho rẻ nhất?", "Pro Bundle"],
    ["要连Gmail、Slack、Calendly、QuickBooks和Instagram，怎么选最省钱？", "Enterprise Bundle"],
  ])("%s → %s", (message, bundle) => {
    const reply = ask(message).response;
    expect(reply).toContain(bundle);
    expect(reply).not.toContain("Business and Marketing setup");
  });

  it.each<[string, string]>([
    ["My only CRM is Follow Up Boss. Say I wanted you to hook just that up, what would it cost?", "$750-$1,200+"],
    ["Solo uso Airtable para mis listados, ¿cuánto costaría conectarlo?", "$150-$250"],
    ["em xài Calendly thôi, bao nhiêu tiền?", "$400-$750"],
    ["我只用Gmail，多少钱？", "$200-$350"],
  ])("%s → its setup row", (message, fee) => {
    expect(ask(message).response).toContain(fee);
  });

  it("keeps a question of its own apart", () => {
    expect(ask("Do you serve Katy, how much is Growth?").response).toContain("Katy");
  });
});
