import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { readProfile } from "./topics.ts";

// Which package fits, from blind probe 15's misses, with phrasings written for these tests: a team counted as the
// visitor and the others ("me + 3 other agents" is four: Growth, for growing agents and teams), and a solo agent said
// of someone else or without the word "solo" ("just herself", "está solita", "chỉ có chị ấy", "她一个人": Foundation,
// for individual agents), in four languages.

const { ask } = useTrainedEngine();

const recommends = (reply: string, name: string, others: string[]): void => {
  expect(reply).toContain(name);
  for (const other of others) expect(reply).not.toMatch(new RegExp(`\\b${other}\\b(?! Bundle)`));
};

describe("the visitor and the others", () => {
  it.each<[string, number]>([
    ["it's me and 3 other agents, which package fits?", 4],
    ["me + 1 more agent, what do you recommend", 2],
    ["yo y dos agentes más, ¿qué paquete nos conviene?", 3],
    ["somos yo con 3 compañeros, ¿qué plan nos recomiendas?", 4],
    ["tôi với 2 người nữa, nên chọn gói nào?", 3],
    ["em và 3 đồng nghiệp, gói nào hợp?", 4],
    ["我和两个搭档，选哪个套餐？", 3],
    ["我跟三个同事一起做，哪个套餐合适？", 4],
  ])("%s → %i agents, Growth", (message, agents) => {
    expect(readProfile(message)).toMatchObject({ size: "team", agents });
    recommends(ask(message).response, "Growth", ["Foundation", "Enterprise"]);
  });

  it("counts a brokerage the same way", () => {
    expect(readProfile("me and 24 other agents under one roof, which tier?")).toMatchObject({ size: "brokerage", agents: 25 });
  });
});

describe("a solo agent said otherwise", () => {
  it.each([
    "my daughter is getting licensed, it's just herself for now. which package?",
    "my wife works alone out of her home office, which one would you suggest?",
    "mi hermana trabaja solita desde su casa, ¿qué plan le sirve?",
    "mi cuñado va a empezar, nomás él por ahora, ¿cuál paquete?",
    "chị tôi mới ra làm, chỉ có chị ấy thôi, nên dùng gói nào?",
    "就我自己一个，推荐哪个套餐？",
    "她一个人做，哪个套餐适合？",
  ])("%s → Foundation", (message) => {
    expect(readProfile(message).size).toBe("solo");
    recommends(ask(message).response, "Foundation", ["Growth", "Enterprise"]);
  });

  it.each([
    // Self-setup "por su cuenta", "solo el" before a package, "on its own" of a product, "my team and I" with no count.
    "¿puedo hacer la instalación por su cuenta?",
    "¿solo el Foundation incluye el chat?",
    "can the Voice AI work on its own without a package?",
    "me and my team want to know about Growth",
    "我们团队有十个人，哪个套餐好？",
  ])("%s says no solo agent", (message) => {
    expect(readProfile(message).size).not.toBe("solo");
  });
});
