import { describe, expect, it } from "vitest";
import { extractQualification } from "./extract.ts";

describe("extractQualification", () => {
  it("reads every field of a broker's introduction", () => {
    expect(extractQualification("I'm a broker with 25 agents in Katy and Sugar Land, we use Follow Up Boss, need it in the next month")).toEqual({
      role: "broker",
      teamSize: 25,
      marketAreas: ["Katy", "Sugar Land"],
      tools: ["Follow Up Boss"],
      timeline: "now",
    });
  });

  it.each([
    ["soy agente independiente", { role: "agent" }],
    ["Soy líder de equipo, tenemos 12 agentes en Pearland", { role: "team_leader", teamSize: 12, marketAreas: ["Pearland"] }],
    ["Trabajo como administradora de propiedades y usamos AppFolio", { role: "property_manager", tools: ["AppFolio"] }],
    ["Nuestro mayor problema es que los leads de Zillow se enfrían antes de que llamemos.", { problem: "Los leads de Zillow se enfrían antes de que llamemos" }],
    ["Lo necesitamos en 3 meses, llámame por favor", { timeline: "1_3_months", preferredChannel: "phone" }],
  ])("Spanish: %s", (message, expected) => {
    expect(extractQualification(message)).toEqual(expected);
  });

  it.each([
    ["tôi là môi giới", { role: "broker" }],
    ["Em là đại lý bất động sản ở Bellaire, nhóm em có 6 người", { role: "agent", teamSize: 6, marketAreas: ["Bellaire"] }],
    ["Chúng tôi đang dùng kvCORE, cần càng sớm càng tốt", { tools: ["kvCORE"], timeline: "now" }],
    ["Vấn đề lớn nhất của tôi là không kịp trả lời khách lúc nửa đêm", { problem: "Không kịp trả lời khách lúc nửa đêm" }],
  ])("Vietnamese: %s", (message, expected) => {
    expect(extractQualification(message)).toEqual(expected);
  });

  it.each([
    ["我们团队有12个经纪人", { teamSize: 12 }],
    ["我是经纪人，我们公司有二十五个经纪人，在糖城", { role: "agent", teamSize: 25, marketAreas: ["Sugar Land"] }],
    ["我带一个团队，我们用Lofty，下个月就要", { role: "team_leader", tools: ["Lofty"], timeline: "now" }],
    ["我们的问题是周末没人回复客户。", { problem: "周末没人回复客户" }],
  ])("Chinese: %s", (message, expected) => {
    expect(extractQualification(message)).toEqual(expected);
  });

  it.each([
    ["I run a team of 8 agents and we're on kvCORE", { role: "team_leader", teamSize: 8, tools: ["kvCORE"] }],
    ["We're a 40-agent brokerage in The Woodlands", { teamSize: 40, marketAreas: ["The Woodlands"] }],
    ["Our biggest problem is leads going cold over the weekend. Text me please", { problem: "Leads going cold over the weekend", preferredChannel: "sms" }],
    ["No rush, maybe next year", { timeline: "later" }],
    ["We mostly work in Cypress and Tomball. Email me the details", { marketAreas: ["Cypress", "Tomball"], preferredChannel: "email" }],
  ])("English: %s", (message, expected) => {
    expect(extractQualification(message)).toEqual(expected);
  });

  it.each([
    "My broker said you could help us",
    "Do you work with brokers?",
    "I'm looking for an agent in Katy",
    "I talked to 5 agents last week",
    "Do you integrate with HubSpot or Follow Up Boss?",
    "Do you serve Sugar Land?",
    "I manage 3 listings",
    "Mi agente dijo que ustedes son buenos",
    "¿Trabajan con corredores?",
    "Môi giới của tôi nói các bạn làm tốt",
    "我的经纪人说你们很好",
    "你们和经纪人合作吗？",
    "Don't call me",
    "We work in Katy? I'm asking for a friend",
    "I'm an agent's assistant",
    "We need a voice AI agent",
    "How much for 3 months?",
  ])("states nothing guessed: %s", (message) => {
    const found = extractQualification(message);
    expect(found.role).toBeUndefined();
    expect(found.teamSize).toBeUndefined();
    expect(found.marketAreas).toBeUndefined();
    expect(found.tools).toBeUndefined();
    expect(found.timeline).toBeUndefined();
    expect(found.preferredChannel).toBeUndefined();
  });
});
