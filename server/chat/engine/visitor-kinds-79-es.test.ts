import { describe, expect, it } from "vitest";
import { expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";

// Spanish misses, by mechanism, with phrasings written for these tests: "marcar" is the hurricane post's "tag", not the
// form's "tick", so the answer stays on the post and the next question is asked of it (glossary-posts.ts);
// leave-taking in Spanish ("me despido", a blessing, "lo hablo con … y le aviso", "agur") is a goodbye, its "que" no
// question word (courtesy.ts); "¿cuál le toca?", "¿cuál es el de ella?" ask which package (question-patterns.ts
// RECOMMEND); "después" before the verb of adding ("¿y luego le pueden sumar…?") asks to add an add-on later (ADD_TO).

const { ask, conversation } = useTrainedEngine();
const HURRICANE = "¿Tienen algún artículo sobre huracanes para administradores de propiedades?";

describe("the hurricane post asked in Spanish: what to tag, then the watch stage", () => {
  it("after the tagging answer, a question of the watch stage is still asked of the post", () => {
    const replies = conversation(HURRICANE, "¿Qué dice de marcar edificios por riesgo? ¿Cuáles hay que marcar?", "Y cuando hay vigilancia de huracán, ¿qué instrucciones reciben los inquilinos?");
    expect(replies[2]?.response).toMatch(/parking|generators|shutters/);
  });
});

describe("Spanish leave-taking is a goodbye", () => {
  it.each(["Me despido, que tenga buen día", "Listo, lo consulto con mi esposo y le aviso. Chao", "Gracias, me despido por hoy", "Vale, lo comento con mi socia y os escribimos. Agur"])("%s", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });

  it("a question after a wish stays a question", () => {
    expect(ask("que le vaya bien, ¿pero cuánto cuesta Voice AI?").act).toBe("question");
  });
});

describe("which package, asked as whose it is or what falls to them", () => {
  it.each([
    ["Mi tío tiene una correduría de 50 agentes y quiere IA para cada fuente de prospectos, el MLS conectado y tableros para la gerencia. ¿Cuál es el de él?", "Enterprise"],
    ["Mi socio tiene un equipo de 5 agentes, quieren calificar prospectos, seguimiento automático y el CRM conectado, ¿cuál les toca?", "Growth"],
  ])("%s", (message, name) => {
    expectOnlyPackage(ask(message).response, name);
  });
});

describe("an add-on added later, with \"después\" said first", () => {
  it("any package, any time", () => {
    const replies = conversation("tengo un equipo de 6 agentes y quiero seguimiento automático y el CRM conectado, ¿qué paquete me conviene?", "¿y luego le pueden meter la Voice AI?");
    expect(replies[1]?.response).toMatch(/cualquier paquete/);
  });
});

// More Spanish misses: "¿cómo me quito/salgo del boletín si algún día…?" asks how leaving would work, and is ours
// (opt-out-asked.ts, kept-on-topic.ts, the glossary's "me quito"); "usa IA para leer lo que escribo" asks whether an AI
// reads the form (privacy-matter.ts AI_READS, with the infinitive "leer" and "analizar"); tenant
// background and credit checks are a fact the site never states (unstated-patterns.ts).

describe("how leaving the newsletter would work, asked ahead", () => {
  it.each(["¿Cómo me quito del boletín si algún día ya no lo quiero?", "¿cómo me borro del boletín si después ya no lo leo?"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).not.toMatch(/Registré que no desea/);
  });

  it("the unsubscribe link, when the newsletter's words are enough", () => {
    expect(ask("Si un día ya no quiero recibir el boletín, ¿cómo me salgo?").response).toMatch(/enlace/);
  });
});

describe("whether an AI reads what the visitor types in the form", () => {
  it.each(["¿Una inteligencia artificial va a leer lo que pongo en el formulario de contacto?", "¿el formulario usa IA para analizar mi mensaje?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/ningún modelo de IA/);
  });
});

describe("tenant screening is a fact the site never states", () => {
  it.each(["¿También revisan el historial de crédito de los inquilinos?", "can you run background checks on my tenants?"])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/hello@bayoucity\.ai/);
    expect(reply).not.toMatch(/\$\d/);
  });
});
