import { describe, expect, it } from "vitest";
import { readAnswer, type AskedField } from "./answer.ts";

// The short answers to the chat assistant's one question (issue 37, item 6), in en/es/vi/zh; and what is no answer.

describe("readAnswer", () => {
  it.each<[AskedField, string, Record<string, unknown>]>([
    ["role", "broker", { role: "broker" }],
    ["role", "agent", { role: "agent" }],
    ["role", "property manager, mostly rentals", { role: "property_manager" }],
    ["role", "I lead a team", { role: "team_leader" }],
    ["role", "soy agente", { role: "agent" }],
    ["role", "líder de equipo", { role: "team_leader" }],
    ["role", "môi giới", { role: "agent" }],
    ["role", "chủ sàn", { role: "broker" }],
    ["role", "经纪人", { role: "agent" }],
    ["role", "物业经理", { role: "property_manager" }],
    ["role", "neither, I'm an investor", { role: "other" }],
    ["teamSize", "just me", { teamSize: 1 }],
    ["teamSize", "about 12", { teamSize: 12 }],
    ["teamSize", "solo yo", { teamSize: 1 }],
    ["teamSize", "somos 8 agentes", { teamSize: 8 }],
    ["teamSize", "5 người", { teamSize: 5 }],
    ["teamSize", "một mình", { teamSize: 1 }],
    ["teamSize", "就我一个人", { teamSize: 1 }],
    ["teamSize", "三个人", { teamSize: 3 }],
    ["teamSize", "two", { teamSize: 2 }],
    ["timeline", "next month", { timeline: "now" }],
    ["timeline", "asap", { timeline: "now" }],
    ["timeline", "en 3 meses", { timeline: "1_3_months" }],
    ["timeline", "năm sau", { timeline: "later" }],
    ["timeline", "半年", { timeline: "3_6_months" }],
    ["timeline", "not sure yet", { timeline: "unknown" }],
    ["problem", "we miss a lot of calls after hours", { problem: "We miss a lot of calls after hours" }],
    ["problem", "el seguimiento de prospectos", { problem: "El seguimiento de prospectos" }],
    ["problem", "漏接电话太多", { problem: "漏接电话太多" }],
    ["tools", "Follow Up Boss and Dotloop", { tools: ["Follow Up Boss", "Dotloop"] }],
    ["tools", "usamos kvCORE", { tools: ["kvCORE"] }],
    ["tools", "spreadsheets", { tools: ["Excel"] }],
  ])("%s ← %s", (asked, message, expected) => {
    const { answered, found } = readAnswer(asked, message);
    expect(answered).toBe(true);
    expect(found).toMatchObject(expected);
  });

  it("takes 'none yet' as an answer about tools that names none", () => {
    expect(readAnswer("tools", "none yet")).toEqual({ answered: true, found: {} });
    expect(readAnswer("tools", "没有")).toEqual({ answered: true, found: {} });
  });

  it.each<[AskedField, string]>([
    ["role", "how much is Growth?"],
    ["role", "ok"],
    ["teamSize", "what does voice ai do?"],
    ["teamSize", "$500 a month"],
    ["timeline", "do you connect to HubSpot?"],
    ["problem", "ok"],
    ["problem", "how long does setup take?"],
    ["tools", "what are your hours?"],
  ])("%s: %s is no answer", (asked, message) => {
    expect(readAnswer(asked, message).answered).toBe(false);
  });

  it("reads someone else's role as theirs, and 'I'm the broker' as the visitor's", () => {
    expect(readAnswer("role", "my broker says we should add Mailchimp too").found.role).toBeUndefined();
    expect(readAnswer("role", "I'm the broker here, we have 12 agents").found.role).toBe("broker");
  });

  it("keeps what the message states on its own beside the answer", () => {
    expect(readAnswer("role", "broker, we use kvCORE").found).toMatchObject({ role: "broker", tools: ["kvCORE"] });
  });
});
