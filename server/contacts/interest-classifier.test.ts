import { describe, expect, it } from "vitest";
import { classifyInterests } from "./interest-classifier.ts";

describe("classifyInterests", () => {
  it.each([
    ["I need more leads from Zillow and my website", ["Lead Generation"]],
    ["Set up email campaigns and a monthly newsletter for past clients", ["Email Marketing"]],
    ["Post my listings to Instagram and Facebook every week", ["Social Media"]],
    ["Connect the website to our HubSpot CRM", ["CRM Integration"]],
    ["Our transaction management paperwork takes hours of data entry", ["Workflow Automation"]],
    ["Automatic follow-ups by text and WhatsApp after showings", ["Client Communication"]],
    ["Tenant communication for our rentals", ["Client Communication"]],
  ])("tags English text: %s", (text, expected) => {
    expect(classifyInterests(text)).toEqual(expected);
  });

  it.each([
    ["Quiero captar más clientes potenciales en Katy", ["Lead Generation"]],
    ["Campañas de correo y un boletín mensual", ["Email Marketing"]],
    ["Publicaciones automáticas en redes sociales", ["Social Media"]],
    ["Integración con mi CRM", ["CRM Integration"]],
    ["Tengo demasiado papeleo y tareas repetitivas", ["Workflow Automation"]],
    ["Seguimiento por WhatsApp y recordatorios de citas", ["Client Communication"]],
  ])("tags Spanish text: %s", (text, expected) => {
    expect(classifyInterests(text)).toEqual(expected);
  });

  it("gives several tags in the spec's order", () => {
    expect(classifyInterests("Follow Up Boss sync, drip emails, and capture more leads from Facebook ads")).toEqual([
      "Lead Generation",
      "Email Marketing",
      "Social Media",
      "CRM Integration",
    ]);
  });

  it("falls back to Workflow Automation only for a generic automation wish", () => {
    expect(classifyInterests("I want to automate my business")).toEqual(["Workflow Automation"]);
    expect(classifyInterests("Quiero automatizar mi negocio")).toEqual(["Workflow Automation"]);
    expect(classifyInterests("Automate my newsletter")).toEqual(["Email Marketing"]);
  });

  it("does not match words that merely contain a phrase", () => {
    expect(classifyInterests("Please call me about pleasant flowers")).toEqual([]);
    expect(classifyInterests("Context matters")).toEqual([]);
    expect(classifyInterests("")).toEqual([]);
  });
});
