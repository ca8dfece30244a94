import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 43 and 44's hijacks, unknowns and policy misses, by kind, with phrasings written for these tests (never
// the visitors' own words): a match with an opinion sought, a dish to cook, a festival, a plant's turnaround, a tax
// return are off-topic whatever place or team they name; facts the site never states (accounting work, client counts
// by kind, an office in a named area, a payment processor, a discount for a trade) get "our site doesn't say"; a form
// unanswered told with "not a peep" is a complaint; a polite zh request to erase the company's records is a deletion.

const { ask } = useTrainedEngine();

describe("an ask of the world, whatever place or team it names, is off-topic", () => {
  it.each([
    "Liverpool vs Everton tomorrow, who you think go win? the office pool is on it",
    "who do you think wins Sunday, Texans or Cowboys? settling a bet with my Growth team",
    "where's the best crawfish in Pasadena? my agents want some after the open house",
    "what's the turnaround schedule at the Deer Park refinery? my cousin works there",
    "can you do my taxes? my tax return is due and I'm drowning",
    "¿Quién crees que gana el clásico, América o Chivas? es pa una apuesta con mis agentes",
    "ayúdame con mi declaración de impuestos de México, porfa",
    "教我做宫保鸡丁吧，下周公司聚餐",
    "饺子咋包才好看？团队年会我想露一手",
    "上海迪士尼周末人多吗？想带团队去玩",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("off_topic");
  });
});

describe("a dish, an outing or taxes named in passing leave the line about us", () => {
  it.each([
    "上周团队吃小龙虾的时候聊到你们，Foundation 包括哪些？",
    "我们想给客户做报税季提醒的自动化，你们能做吗？",
    "we have listings near Disney World, can your chat answer questions about them?",
    "can your assistant remind my clients about their tax returns deadline?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("question");
  });
});

describe("a fact the site never states gets the honest answer with the contacts", () => {
  it.each([
    "could your AI handle the year-end reconciliations for my retail tenants?",
    "¿cuántas inmobiliarias de Katy ya trabajan con ustedes?",
    "how many home builders do y'all already work with?",
    "Can we pay through Flutterwave? we're a Lagos-based team",
    "có giảm giá cho chủ tiệm tóc không?",
    "any discount for barbershop owners who list rentals?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/doesn't|no dice|không|hello@bayoucity\.ai/);
    expect(reply.response).toMatch(/hello@bayoucity\.ai/);
  });

  it("zh: an office in a named area", () => {
    const reply = ask("你们在Katy有没有办公室？我想过去当面聊");
    expect(reply.response).toMatch(/没有提到/);
    expect(reply.response).toContain("hello@bayoucity.ai");
  });

  it("pidgin \"una\" is us: an unlisted area gets the areas note, not a refusal", () => {
    const reply = ask("Do una serve Pearland and Alvin? na there my team dey");
    expect(reply.act).not.toBe("off_topic");
  });
});

describe("policy: a form unanswered, a request to erase the company's records", () => {
  it("not a peep after the form is a complaint", () => {
    const reply = ask("sent y'all the contact form last Tuesday and not a peep since");
    expect(reply.act).toBe("complaint");
    expect(reply.handoff).toBe(true);
  });

  it("zh: a polite request to delete all of the company's data", () => {
    const reply = ask("麻烦把我们公司的信息都删除，可以吗？");
    expect(reply.act).toBe("deletion");
  });
});
