import { describe, expect, it } from "vitest";
import { answerKeys, useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 87 to 91, the Spanish share (and the lead details of every language), by mechanism, with phrasings
// written for these tests: small talk that checks on us greets (the pronoun after "¿cómo estás?", a self-description
// with an article, a hello in a tongue we do not list, a name of fellowship after it); being answered ("que me
// contesten", "reply there") asks for a channel, and "tớ" is the North's "I" in a Vietnamese request; a Spanish compound
// surname ("Ruiz de Alda") is no business; the price said as not asked ("no le pregunto cuánto cuesta") sets it aside;
// "panel analítico" names the analytics dashboards; hires said beside a pair of packages grow the size; the package most
// clients take asked with its noun; "¿qué le cuadra?" asks which fits; Spanish counts past six; a remark after a
// connection ("sin pasarse") is no tool; every form of "publicar" before the networks; where the reader is from is no
// business of the visitor's; the list of areas asked by name; "not just me" is no solo agent, and the whole team's
// client management said first; added "según crezcamos" is added later; our contact detail wanted after a "pero";
// "entrenar", "capacitar" said of the visitor's people ask for the training.

const { ask } = useTrainedEngine();

describe("small talk that checks on us is a greeting", () => {
  it.each([
    "Hola, ¿cómo está usted hoy?",
    "Buenas tardes, ¿cómo estás tú?",
    "¡Hola! ¿Qué tal? Por aquí un corredor nuevo de Pasadena.",
    "Hey! How are you? Just a newbie realtor here in Katy.",
    "¡Aloha! ¿Hay alguien por ahí?",
    "¡Bula! ¿Cómo están ustedes?",
    "¿Hay alguien por ahí?",
    "Hello, how are you doing, buddy?",
    "¿Qué tal, compa?",
  ])("%s", (message) => {
    expect(ask(message).act).toBe("greeting");
  });

  // Guards (right before the change too): what the new readings must leave alone.
  it.each(["Hola, aquí un agente buscando paquete para mi equipo", "¿Qué le va a pasar a mis datos?"])("%s is no greeting", (message) => {
    expect(ask(message).act).not.toBe("greeting");
  });
});

describe("being answered on the detail given asks for that channel", () => {
  it.each([
    ["Soy Rocío Peña, rocio.pena@example.com, y prefiero que me respondan por ahí.", "email"],
    ["Teo Brand, teo@example.org — please reply there.", "email"],
    ["Me llamo Gil Soto, gil.soto@example.com, contéstenme ahí.", "email"],
    ["Gil Soto, gil.soto@example.com, get back to me there please", "email"],
    ["À gửi mail cho tớ thì hơn: hoa.dinh@example.com", "email"],
  ])("%s", (message, channel) => {
    expect(ask(message).context.channel).toBe(channel);
  });

  // Guards: the indicative asks about the product.
  it.each(["¿La IA me contesta por WhatsApp cuando escribe un cliente?", "Will the bot reply to me by text when a lead comes in?"])("%s asks about the product", (message) => {
    expect(ask(message).context.channel ?? null).toBeNull();
  });
});

describe("a Spanish compound surname is the name, the business follows it", () => {
  it.each([
    ["Begoña Ruiz de Alda, de Bidasoa Homes, begona@example.com", "Begoña Ruiz de Alda", "Bidasoa Homes"],
    ["Soy Lucas Pérez de Guzmán de Alameda Realty, lucas@example.com", "Lucas Pérez de Guzmán", "Alameda Realty"],
    ["I'm Sara Gil de Biedma from Harbor Properties, 713-555-0160", "Sara Gil de Biedma", "Harbor Properties"],
  ])("%s", (message, name, company) => {
    const lead = ask(message).context.lead;
    expect(lead.name).toBe(name);
    expect(lead.company).toBe(company);
  });

  // Guard: with nothing after it, "de" still says where they work.
  it("a name at a business with nothing after it keeps the business", () => {
    expect(ask("Soy Ana Ruiz de Remax, ana.ruiz@example.com").context.lead.company).toBe("Remax");
  });
});

describe("the price said as not asked is set aside", () => {
  it.each([
    ["No le pregunto cuánto cuesta: ¿qué trae el paquete Growth?", "Growth"],
    ["No quiero saber el precio, ¿qué incluye Enterprise?", "Enterprise"],
    ["I'm not asking what it costs, what does Foundation include?", "Foundation"],
  ])("%s", (message, name) => {
    const reply = ask(message);
    expect(answerKeys(reply)).not.toContain("pricing");
    expect(reply.intent).toBe("packages");
    expect(reply.response).toContain(name);
  });
});

describe("'panel analítico' names the analytics dashboards", () => {
  it("Oiga, ¿de qué van los paneles analíticos a medida?", () => {
    const reply = ask("Oiga, ¿de qué van los paneles analíticos a medida?");
    expect(reply.act).not.toBe("off_topic");
    expect(reply.response).toMatch(/embudo|prospectos/);
  });
});

describe("which package fits: hires beside a pair, the one most take, '¿qué le cuadra?', counts in words", () => {
  it.each([
    "Trabajo solo, pero voy a contratar a 2 agentes este año. ¿Foundation o Growth?",
    "I work alone, but I'm hiring two agents this year: Foundation or Growth?",
    "¿Cuál es el plan que más os contratan?",
    "Mi socio lleva siete agentes y quiere seguimiento automático. ¿Qué le cuadra?",
    "We're nine agents who want automated follow-up. What fits?",
  ])("%s", (message) => {
    expect(answerKeys(ask(message))).toContain("recommend:growth");
  });

  it("a remark after the connection is no tool", () => {
    const reply = ask("Somos nueve agentes, queremos seguimiento e integración con el CRM, sin gastar de más. ¿Qué nos encaja?");
    expect(answerKeys(reply)).not.toContain("unlisted-platform");
    expect(answerKeys(reply)).toContain("recommend:growth");
  });
});

describe("more Spanish readings of what is wanted", () => {
  it("every form of 'publicar' before the networks is the Social Scheduler", () => {
    const reply = ask("Quiero que alguien publique mis casas y unas notas del mercado en nuestras redes cada semana, ¿cuánto sale?");
    expect(reply.response).toContain("Social Scheduler");
  });

  it("where the reader is from, asked, is no business of the visitor's", () => {
    const reply = ask("oye, ¿tú eres del Olimpia o qué? aquí en la oficina somos todos del Cerro");
    expect(reply.context.lead.company ?? null).toBeNull();
    expect(reply.act).not.toBe("details");
  });

  it.each(["mándame la lista completa de las zonas", "send me the whole list of neighborhoods"])("%s", (message) => {
    expect(ask(message).response).toContain("Clear Lake");
  });

  it.each([
    "Quiero que todo el equipo tenga gestión de clientes automatizada, no solo yo. ¿Qué paquete es?",
    "I want the whole office on automated client management, not just me: which package?",
  ])("%s", (message) => {
    expect(answerKeys(ask(message))).toContain("recommend:enterprise");
  });

  it("added as the business grows is added later", () => {
    expect(ask("¿Puedo arrancar con algo chico e ir sumando servicios conforme crezcamos?").response).toMatch(/cualquier momento|cualquier paquete/);
  });

  it.each([
    ["Leí lo de Email Commander, pero solo necesito su dirección de correo para enviarles unos contratos.", "hello@bayoucity.ai"],
  ])("%s", (message, detail) => {
    expect(ask(message).response).toContain(detail);
  });
});

describe("training asked with the verb and the people trained", () => {
  it.each(["¿Ustedes entrenan a mis agentes o nos toca aprender solos?", "¿Nos entrenan para usar el sistema?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/capacitaci[oó]n/);
  });

  // Guard: the model's training is another question.
  it("¿entrenan la IA con mis datos?", () => {
    expect(ask("¿entrenan la IA con mis datos?").response).not.toMatch(/capacitaci[oó]n/);
  });
});
