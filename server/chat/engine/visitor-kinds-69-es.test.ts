import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 67 and 68's Spanish misses, by mechanism, with phrasings written for these tests: whether the setup fee
// recurs each month (the setup fees, one-time, not the package prices); doing the setup "solitos" beside "se lo hacen
// ustedes"; how much a result rises, the "how much" said after the rise; a package's own feature said in other words
// ("informe cada mes" for its "reporte mensual"); what the assistant cannot do (sign, advise on law, replace an agent);
// which setup option suits a busy visitor; Spanish business names that open with their kind ("Inversiones …") or end
// with it ("… Propiedades"); "escríbanme"/"contéstenos" as a request naming the channel; "les escribe <name>";
// "las conecta el de sistemas" (the thing first, the one connecting after); how they check it is really the visitor
// asking for deletion, asked ahead of time.

const { ask, conversation } = useTrainedEngine();

describe("whether the setup fee is charged every month", () => {
  it.each([
    ["oiga, ¿la tarifa de instalación de cada plataforma la cobran mensual?", /únicas/],
    ["¿las cuotas de instalación se pagan todos los meses o una sola vez?", /únicas/],
    ["is the setup fee for the platforms billed monthly?", /one-time/],
    ["phí cài đặt nền tảng có thu hàng tháng không?", /một lần/],
    ["平台安装费是按月收的吗？", /一次性/],
  ])("%s", (message, once) => {
    const reply = ask(message);
    expect(reply.intent).toBe("setup_fees");
    expect(reply.response).toMatch(once);
  });
});

describe("doing the setup on their own, said with 'solito' or 'por sí mismos'", () => {
  it.each([
    "¿sus clientes casi siempre lo conectan solitos o ustedes se lo hacen?",
    "¿la gente lo configura por sí misma o lo hacen ustedes?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("setup_fees");
    expect(reply.response).toMatch(/combina|ambas|las dos/);
  });
});

describe("how much a result rises, asked after the rise", () => {
  it.each([
    "leí que la retención de clientes aumenta con ustedes, ¿en cuánto?",
    "client retention improves with you guys, by how much?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("results");
    expect(reply.response).toMatch(/300%/);
  });

  it("a price asked of an upgrade is still a price", () => {
    expect(ask("¿cuánto cuesta pasar de Foundation a Growth?").intent).toBe("pricing");
  });
});

describe("a package's own feature said in other words", () => {
  it.each(["¿Foundation viene con un informe cada mes?", "oiga, ¿el Foundation trae informes mensuales?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("packages");
    expect(reply.response).toMatch(/Foundation/);
    expect(reply.response).toMatch(/mensual/);
  });
});

describe("what the assistant cannot do", () => {
  it.each([
    "¿su bot podría firmarle el contrato de exclusiva a un vendedor?",
    "¿la IA da asesoría legal a mis compradores?",
    "¿el asistente va a sustituir a mis agentes?",
    "can the bot sign papers for my sellers?",
    "trợ lý có tư vấn pháp lý cho khách được không?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toMatch(/cannot sign/);
    expect(reply.response).toContain("/blog/welcome-to-the-ai-advantage-weekly");
  });

  it("a contract of ours asked is not this", () => {
    expect(ask("¿tengo que firmar un contrato con ustedes?").response).not.toMatch(/cannot sign/);
  });
});

describe("which setup option suits the visitor", () => {
  it("a busy broker gets the done-for-you setup", () => {
    const reply = ask("tengo una correduría y ando sin tiempo, ¿qué opción de instalación me conviene?");
    expect(reply.intent).toBe("setup_fees");
    expect(reply.response).toMatch(/hecha por nosotros|conectamos/);
    expect(reply.response).not.toMatch(/por su cuenta, gratis/);
  });

  it("asked bare, both options", () => {
    const reply = ask("which setup route would you recommend for us?");
    expect(reply.response).toMatch(/Done-for-you/);
    expect(reply.response).toMatch(/self-setup/);
  });
});

describe("Spanish business names and the channel named by writing back", () => {
  it.each([
    ["Leticia Barragán, Inversiones Barragán, whatsapp 713-555-0177", "Inversiones Barragán", "whatsapp"],
    ["Hernán Roca, de Roca Suárez Propiedades, escríbanme a hernan.roca@example.com", "Roca Suárez Propiedades", "email"],
  ])("%s", (message, company, channel) => {
    const reply = ask(message);
    expect(reply.context.lead?.company).toBe(company);
    expect(reply.context.channel).toBe(channel);
  });

  it("'les saluda <name>' introduces the name, and 'contésteme por correo' the channel", () => {
    const reply = ask("les saluda Octavio, secretario del licenciado Rivas: octavio.r@example.com, contésteme por correo");
    expect(reply.context.lead?.name).toBe("Octavio");
    expect(reply.context.channel).toBe("email");
  });
});

describe("the platforms connected by someone of theirs, named after the verb", () => {
  it("the free self-setup", () => {
    const replies = conversation("nada más Calendly ahorita, ¿cuánto cobran por conectarlo?", "¿y si esa la instala el muchacho de informática?");
    expect(replies[1]!.response).toMatch(/gratuita|paso a paso/);
  });
});

describe("how they check it is the visitor asking for deletion, asked ahead of time", () => {
  it.each(["si un día les pido borrar mis datos, ¿cómo verifican mi identidad?", "if I ever ask you to erase my info, how do you confirm it's me?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).not.toBe("deletion");
    expect(reply.response).toMatch(/confirm/);
  });
});
