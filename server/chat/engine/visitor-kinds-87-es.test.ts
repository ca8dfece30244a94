import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Blind probe 87, the Spanish share, by mechanism, with phrasings written for these tests: a visitor working alone said
// without "agente independiente" (alone-es.ts); a team counted where it works ("somos 4 en la oficina"); a package
// asked for someone else ("¿qué le recomiendo?") or by whom it is for ("¿cuál es el paquete para…?"); someone wanted to
// answer the visitor's page, which is no call asked; dashboards listed beside a connection; two packages set against
// each other by a visitor whose size is known, then "¿y el otro?"; who the team is; the first step once hired and the
// discovery session by the Spanish page's name; "después" as "after", not a storm; a post's section named by its heading;
// Spanish words for the posts' refreshing of listing data.

const { ask, conversation } = useTrainedEngine();

describe("a visitor working alone, said the Spanish way", () => {
  it.each([
    "Tengo siete casas de renta y lo hago todo yo solo, quiero un chat que conteste a toda hora, ¿qué paquete es para mí?",
    "Administro unas casitas y me encargo de todo solito, ¿cuál plan me recomiendan?",
    "Mi cuñado es agente él solito, ¿qué paquete le conviene?",
    "No tengo a nadie que me ayude con los prospectos, ¿qué paquete me recomiendan?",
    "Soy agente, sin nadie que me ayude, ¿qué plan me conviene?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(answerKeys(reply)).toContain("recommend:foundation");
  });
});

describe("a team counted where it works, and a package asked for someone else", () => {
  it.each([
    "Somos 4 en la oficina y queremos calificar prospectos y darles seguimiento, ¿qué paquete?",
    "Somos 5 en la oficina, ¿qué plan nos conviene?",
  ])("%s", (message) => {
    expect(answerKeys(ask(message))).toContain("recommend:growth");
  });

  it.each([
    ["Mi amiga tiene un equipo de 5 agentes y quiere seguimiento automático. ¿Qué le recomiendo?", "recommend:growth"],
  ])("%s", (message, key) => {
    expect(answerKeys(ask(message))).toContain(key);
  });

  it.each([
    ["¿Cuál es el paquete para alguien que trabaja sin equipo?", "recommend:foundation"],
    ["¿Cuál sería el plan ideal pa un equipo de 6?", "recommend:growth"],
  ])("%s", (message, key) => {
    expect(answerKeys(ask(message))).toContain(key);
  });
});

describe("someone wanted to answer the visitor's page is a need, not a call asked", () => {
  it.each([
    "Soy agente independiente y necesito que alguien me conteste los mensajes de la página en la noche, ¿qué paquete me sirve?",
    "Ando sola, quiero que alguien me atienda a los prospectos de noche y me avise cuando llega uno, ¿cuál plan?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.handoff).toBeFalsy();
    expect(answerKeys(reply)).toContain("recommend:foundation");
  });

  it("a person of ours asked to call still is one", () => {
    expect(ask("Quiero que alguien me llame mañana en la tarde").act).toBe("handoff");
  });
});

describe("dashboards and reports listed beside a connection are no tool", () => {
  it.each([
    "Tengo una correduría de 40 agentes, quiero agentes de IA, integración con el CRM y tableros para la gerencia, ¿cuál recomiendan?",
    "Manejo una inmobiliaria con 25 asesores; necesito integración con el MLS, reportes para los gerentes y alguien dedicado, ¿qué paquete?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).not.toMatch(/no está entre las plataformas/);
    expect(answerKeys(reply)).toContain("recommend:enterprise");
  });
});

describe("two packages set against each other by a visitor whose size is known", () => {
  it.each([
    ["Soy agente independiente. ¿Foundation o Growth?", "Foundation"],
    ["Mi sobrino trabaja solo como agente. ¿Growth o Foundation?", "Foundation"],
    ["Trabajo por mi cuenta. ¿Growth o Foundation?", "Foundation"],
    ["I'm a solo agent. Foundation or Growth?", "Foundation"],
  ])("%s", (message, name) => {
    expectOnlyPackage(ask(message).response, name);
  });

  it("then the other one is the other of the two", () => {
    const [, other] = conversation("Trabajo sola como agente. ¿Foundation o Growth?", "¿Y el otro para quién es?");
    expectOnlyPackage(other?.response ?? "", "Growth");
  });

  it("their prices are still the price answer", () => {
    expect(ask("Trabajo sola, ¿cuánto cuesta Foundation o Growth?").intent).toBe("pricing");
  });
});

describe("who the team is, asked in Spanish", () => {
  it.each(["¿Son programadores o gente que conoce el negocio inmobiliario?", "Oigan, ¿ustedes son puros ingenieros?", "¿Ingenieros de afuera o gente de aquí?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/ingenieros de automatización/);
  });
});

describe("the first step once hired, and the discovery session by the Spanish page's name", () => {
  it.each([
    "Si los contrato, ¿qué es lo primero que hacen?",
    "Cuando uno los contrata, ¿cuál es el primer paso?",
    "¿Qué sale de la sesión de diagnóstico?",
    "¿Qué me entregan después de la sesión de diagnóstico?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/plan de automatización por escrito/);
  });

  it("what happens after hiring us is how it works, not a storm", () => {
    const reply = ask("¿Qué pasa después de que contrato un paquete?");
    expect(reply.intent).toBe("how_it_works");
    expect(reply.response).not.toMatch(/storm|tormenta/i);
  });
});

describe("a post's section named by its heading, and Spanish words reaching the English posts", () => {
  it("¿por dónde conviene empezar?, asked of the Spanish post", () => {
    const reply = ask("En el artículo de responder en minutos, ¿por dónde conviene empezar?");
    expect(reply.response).toMatch(/poco a poco|una sola fuente/);
  });

  it.each([
    ["Según el artículo del stack, ¿qué dice de actualizar los datos de los listados?", /timestamp|last updated/],
    ["En el artículo del stack, ¿cómo hay que actualizar la información de las propiedades?", /timestamp|last updated/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });
});
