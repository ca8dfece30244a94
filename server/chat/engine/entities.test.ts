import { describe, expect, it } from "vitest";
import { extractEntities } from "./entities.ts";

describe("entities", () => {
  it.each([
    ["my email is Jane.Doe@Example.com", { email: "jane.doe@example.com" }],
    ["call me at (281) 555-0134", { phone: "281-555-0134" }],
    ["text me +1 713.555.0110", { phone: "713-555-0110" }],
    ["my name is lisa chen", { name: "Lisa Chen" }],
    ["me llamo Carla y trabajo en Keller Williams", { name: "Carla", company: "Keller Williams" }],
    ["I'm Mike from Bayou Realty", { name: "Mike", company: "Bayou Realty" }],
    ["im sarah, broker at sugar land realty, 281-555-0177", { name: "Sarah", company: "Sugar Land Realty", role: "Broker", phone: "281-555-0177" }],
    ["I'm an agent at Compass, my email is luis@compass.com", { role: "Real Estate Agent", company: "Compass", email: "luis@compass.com" }],
    ["soy Miguel de Bayou Realty", { name: "Miguel", company: "Bayou Realty" }],
    ["name's Derek, team leader at Woodlands Group", { name: "Derek", role: "Team Leader", company: "Woodlands Group" }],
    ["soy Lucía, administradora de propiedades", { name: "Lucía", role: "Property Manager" }],
    ["I run a team of 8 agents", { role: "Team Leader" }],
    ["my budget is around $5k a month", { budget: "$5,000/month" }],
    ["mi presupuesto es de 3000 al mes", { budget: "$3,000/month" }],
    ["our budget is 10k", { budget: "$10,000" }],
  ])("%s", (message, expected) => {
    expect(extractEntities(message)).toMatchObject(expected);
  });

  it.each([
    "this is terrible, nothing works",
    "I'm interested in the Growth package for my team",
    "do you work with brokers?",
    "connect me to an agent",
    "how much is the $350 bundle",
    "do you work with HubSpot?",
    "I'm in Katy",
    "soy de Katy",
    "¿cuánto cuesta el agente de servicio al cliente?",
  ])("finds no person, company, role or budget in: %s", (message) => {
    const found = extractEntities(message);
    expect(found.name).toBeUndefined();
    expect(found.company).toBeUndefined();
    expect(found.role).toBeUndefined();
    expect(found.budget).toBeUndefined();
  });

  it("names the automation interest", () => {
    expect(extractEntities("we need help with our HubSpot CRM").interest).toBe("CRM Integration");
    expect(extractEntities("quiero automatizar mis publicaciones en redes sociales").interest).toBe("Social Media");
    expect(extractEntities("I miss too many leads").interest).toBe("Lead Generation");
  });
});
