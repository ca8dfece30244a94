import { describe, expect, it } from "vitest";
import { answerKeys, expectOnlyPackage, useTrainedEngine } from "./engine-test-support.ts";
import { asUstedes } from "./peninsular-spanish.ts";

// Blind probes 85 and 86, the Spanish share, by mechanism, with phrasings written for these tests: vosotros "-ís" verbs;
// a late showing's text to the listing side; what our system does by itself, asked with it as the subject; whether the
// bot must say it is one or may pass for an agent; consent before promotional texts; the share of the conversation a
// model gets; the custom agent's voice; who checks templates in another language; what every package includes; a
// question opened after "¿pa"; packages named by size and "in A or only in B"; a hire said with "meter"; a phone the
// visitor's leads leave; two platforms priced together; a setup row asked with the verb; how the setup is billed; "Oye,"
// after a story; a place described with "que está al lado"; ", con números" kept in its sentence; leads not ready to tour.

const { ask, conversation } = useTrainedEngine();

describe("vosotros verbs in -ís read as the ustedes ones", () => {
  it("Vale, ¿y qué barrios cubrís entonces?", () => {
    const reply = ask("Vale, ¿y qué barrios cubrís entonces?");
    expect(reply.intent).toBe("location");
    expect(reply.response).toMatch(/Memorial Villages/);
  });

  it.each([
    ["¿Lo incluís en Growth?", "¿Lo incluyen en Growth?"],
    ["¿Me escribís por WhatsApp?", "¿Me escriben por WhatsApp?"],
  ])("%s", (message, read) => {
    expect(asUstedes(message)).toBe(read);
  });

  it("a capitalised name ending in -ís is left alone", () => {
    expect(asUstedes("Estuve en París, ¿cubrís Bellaire?")).toBe("Estuve en París, ¿cubren Bellaire?");
    expect(asUstedes("Soy de Malpaís Property Management, ¿me llamáis?")).toBe("Soy de Malpaís Property Management, ¿me llaman?");
  });
});

describe("the late text to the listing side, asked in Spanish", () => {
  it.each([
    "Cuando voy atrasada a una visita, ¿el sistema le escribe al agente del listado sin preguntarme?",
    "Si se me hace tarde para una visita, ¿el sistema les avisa a los vendedores sin mi permiso?",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/approve it with one tap/);
  });
});

describe("leads not ready to tour: how often they are written to", () => {
  it.each([
    ["Tengo prospectos que todavía no están listos para ver casas: ¿cada cuánto les escribe el asistente?", /dos días/],
    ["¿Con qué frecuencia le escribe el sistema a los interesados que aún no quieren ver casas?", /dos días/],
    ["How often does the system text leads who aren't ready yet?", /two days/],
  ])("%s", (message, says) => {
    const reply = ask(message);
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(says);
  });
});

describe("whether the bot must say it is one, or may pass for an agent", () => {
  it("¿El asistente debe decirle al cliente que es una IA?", () => {
    const reply = ask("¿El asistente debe decirle al cliente que es una IA?");
    expect(reply.response).toMatch(/^Sí\./);
    expect(reply.response).toMatch(/habla con un asistente/);
  });

  it("¿Se puede hacer pasar por uno de mis asesores cuando chatea?", () => {
    const reply = ask("¿Se puede hacer pasar por uno de mis asesores cuando chatea?");
    expect(reply.response).toMatch(/^No\./);
    expect(reply.response).toMatch(/habla con un asistente/);
  });
});

describe("what must be done before texting promotions", () => {
  it.each([
    ["¿Necesito permiso para mandar SMS de promoción a mis prospectos?", /Pida permiso/],
    ["¿Es legal mandar mensajes masivos de ofertas por WhatsApp a mi lista? No quiero líos.", /Pida permiso/],
    ["Do I need consent before sending marketing texts to leads?", /Get consent/],
  ])("%s", (message, says) => {
    const reply = ask(message);
    expect(reply.response).toMatch(says);
    expect(reply.response).not.toMatch(/Enhanced Messaging/);
  });

  it("the texting add-on asked for is still the add-on", () => {
    expect(ask("¿Cuánto cuesta lo de los mensajes de texto?").response).toMatch(/Enhanced Messaging/);
  });
});

describe("the share of the conversation an AI model gets", () => {
  it.each(["Cuando usan ChatGPT, ¿cuánto de la plática le pasan?", "¿qué parte de mi conversación ve el modelo de IA?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/10 mensajes anteriores/);
  });
});

describe("the custom agent's voice, feared robotic", () => {
  it.each(["No quiero que el bot suene a robot con mis clientes, ¿se puede?", "¿El asistente conoce mis propiedades?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/entrenado con su negocio, sus listados y su forma de hablar/);
  });
});

describe("who should check templates in another language", () => {
  it.each([
    ["¿Hace falta que alguien revise las plantillas en vietnamita o con el traductor basta?", /native speaker/],
    ["Do the Spanish templates need someone to check them?", /native speaker/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });

  it("a storm's templates stay the hurricane post's", () => {
    expect(ask("¿Quién revisa las plantillas para los avisos de huracán?").response).toMatch(/hurricane-season/);
  });
});

describe("what every package includes, asked as whatever the package", () => {
  it.each(["¿Qué tienen en común todos los paquetes?", "Sin importar el paquete, ¿qué me dan de base?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Todos los paquetes incluyen/);
  });
});

describe("an integration's use asked after a comma and ¿pa", () => {
  it("lo de conectarse con el MLS, ¿pa qué me sirve?", () => {
    const reply = ask("lo de conectarse con el MLS, ¿pa qué me sirve?");
    expect(reply.response).not.toMatch(/no está entre las plataformas/);
    expect(reply.response).toMatch(/MLS\/HAR/);
  });
});

describe("packages named by size, and a feature in one package or only in another", () => {
  it("¿El tablero de desempeño viene en el paquete chico o solo en el del medio?", () => {
    const reply = ask("¿El tablero de desempeño viene en el paquete chico o solo en el del medio?");
    expect(reply.response).toMatch(/^Growth/);
  });

  it.each([
    ["¿Los tableros para la dirección vienen en Growth o solo en Enterprise?", /^Enterprise/],
    ["Is the full CRM and MLS integration in Growth or only in Enterprise?", /^Enterprise/],
  ])("%s", (message, says) => {
    expect(ask(message).response).toMatch(says);
  });

  it("one size alone, without its noun, is no package's name", () => {
    expect(ask("los complementos se los puedo poner a cualquier paquete o solo al grande?").response).toMatch(/cualquier paquete/);
  });
});

describe("a hire said with meter", () => {
  it("Trabajo solo, pero en unos meses meto dos agentes más. ¿Qué paquete me conviene?", () => {
    expectOnlyPackage(ask("Trabajo solo, pero en unos meses meto dos agentes más. ¿Qué paquete me conviene?").response, "Growth");
  });
});

describe("a phone the visitor's leads leave is no ask for ours", () => {
  it("Trabajo por mi cuenta. Necesito que me llegue un aviso cuando un cliente deja su número en mi página. ¿Cuál paquete?", () => {
    const reply = ask("Trabajo por mi cuenta. Necesito que me llegue un aviso cuando un cliente deja su número en mi página. ¿Cuál paquete?");
    expectOnlyPackage(reply.response, "Foundation");
    expect(reply.response).not.toMatch(/555-0100/);
  });

  it("our phone asked for is still given", () => {
    expect(ask("¿cuál es su teléfono?").response).toMatch(/555-0100/);
  });
});

describe("two platforms priced together", () => {
  it.each(["Tengo Mailchimp y HubSpot. ¿Cuánto me cobran por los dos juntos?", "Me interesan Outlook y WhatsApp, ¿me dan un precio por las dos juntas?"])("%s", (message) => {
    expect(answerKeys(ask(message))).toContain("bundle-for:starter");
  });
});

describe("a setup row asked with the verb of installing", () => {
  it("Si me instalan Mailchimp, ¿qué me incluyen?", () => {
    expect(ask("Si me instalan Mailchimp, ¿qué me incluyen?").response).toMatch(/Incluye: conexión/);
  });
});

describe("how the done-for-you setup is billed", () => {
  it.each(["Si ustedes hacen todo, ¿de qué forma me cobran la instalación?", "If you do everything, how is the setup charged?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/por plataforma|per platform/);
  });
});

describe("Oye, after a story, turns to the question", () => {
  it("Anoche me comí unas migas buenísimas. Oye, los tableros de análisis a medida, ¿qué enseñan?", () => {
    const reply = ask("Anoche me comí unas migas buenísimas. Oye, los tableros de análisis a medida, ¿qué enseñan?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Tableros en vivo/);
  });
});

describe("a place described beside it", () => {
  it("¿Y en Cinco Ranch, que está ahí al lado? after Katy", () => {
    const [, reply] = conversation("¿Trabajan en Katy?", "¿Y en Cinco Ranch, que está ahí al lado?");
    expect(reply?.response).not.toMatch(/Sus datos se quedan/);
    expect(reply?.response).toMatch(/no (?:lo )?dice|no está entre/);
  });
});

describe("what the owner wants to see of the whole office, in numbers", () => {
  it.each([
    "Soy la broker y quiero seguir toda la oficina, con números. ¿Qué paquete?",
    "Como dueño quiero ver todo el equipo de un vistazo, con los números del mes. ¿Cuál paquete lo trae?",
  ])("%s", (message) => {
    expectOnlyPackage(ask(message).response, "Enterprise");
  });
});

describe("after setup, monitoring asked with montado", () => {
  it("Una vez montado el sistema, ¿ustedes lo siguen vigilando o me quedo solo?", () => {
    expect(ask("Una vez montado el sistema, ¿ustedes lo siguen vigilando o me quedo solo?").response).toMatch(/seguimos monitoreando/);
  });
});
