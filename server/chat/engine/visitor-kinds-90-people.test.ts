import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 93 and 94 (their misses read after they were scored), by mechanism, with phrasings written for these tests:
// - a full name typed in lower case, then a detail labelled as the visitor's own ("my cell is …"), is the name
//   (name-listed.ts); rarer Chinese surnames that open no common word (蒲, 单, 邢…) open a name (name-words.ts);
// - "thôi, gửi email cho em tiện hơn" (rather, e-mail me, it's easier) is a preference with a detail, not an opt-out;
// - "¿ustedes atienden a gente que maneja arriendos?" asks whom we serve (audience-ask.ts), property management said as
//   the work being a role the site lists (needs.ts); a place after it asks where;
// - "¿hay que saber de sistemas?", "de computadoras sé lo básico" ask whether it takes technical skills;
// - "hỗ trợ vào giờ nào" asks our hours; a regional "¿cómo me le va?" and "hey there, happy friday" greet; "os dejo,
//   ¡hasta otra!" takes leave;
// - a platform added in the vosotros form ("añadid", "sumad") grows the count (platform-thread.ts); what topics we write
//   about asks the blog's categories, the blog unnamed (blog-categories-ask.ts).

const { ask, conversation } = useTrainedEngine();
const lead = (reply: ReturnType<typeof ask>): Record<string, unknown> => (reply.context as { lead?: Record<string, unknown> }).lead ?? {};

describe("names given with a detail", () => {
  it.each([
    ["moira buchanan, my cell is 281-555-0147", "Moira Buchanan"],
    ["dale pruett, my number 832-555-0133", "Dale Pruett"],
  ])("%s", (message, name) => {
    const reply = ask(message);
    expect(lead(reply)["name"]).toBe(name);
    expect(reply.leadDetails).toBe(true);
  });

  it("words that are no name stay no name", () => {
    expect(lead(ask("sounds good, my cell is 281-555-0147"))["name"]).toBeUndefined();
  });

  it.each([
    ["邢海鹏，281-555-0166", "邢海鹏"],
    ["裴晓东，电话832-555-0139", "裴晓东"],
  ])("%s", (message, name) => {
    expect(lead(ask(message))["name"]).toBe(name);
  });
});

describe("an e-mail preferred is no opt-out", () => {
  it("thôi, gửi email cho em tiện hơn", () => {
    const reply = ask("Thôi gửi email cho em nhanh hơn: an.be@example.org");
    expect(reply.act).toBe("details");
    expect(lead(reply)["email"]).toBe("an.be@example.org");
  });

  it("stopping the messages is still an opt-out", () => {
    expect(ask("thôi gửi tin nhắn cho em nữa").act).toBe("opt_out");
  });
});

describe("whom we serve, asked in Spanish", () => {
  it("a property manager in her own words", () => {
    const reply = ask("¿ustedes le dan servicio a gente que administra alquileres? yo manejo unas 80 puertas");
    expect(reply.act).toBe("question");
    expect(reply.response).toContain("administradores de propiedades");
  });

  it("with a place after it, the place is asked", () => {
    expect(ask("¿atienden a agentes en Galveston?").response).toContain("Galveston");
  });
});

describe("technical skills asked in everyday Spanish", () => {
  it.each(["¿tengo que saber de computadoras para usar esto?", "de computación sé muy poco, ¿ustedes lo dejan todo funcionando?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/probamos todo|guías paso a paso/);
  });
});

describe("hours, greetings and leave-taking", () => {
  it("hỗ trợ vào giờ nào", () => {
    expect(ask("lỡ có lỗi thì bên bạn hỗ trợ mấy giờ?").response).toContain("8 AM - 6 PM");
  });

  it.each(["buenas tardes, ¿cómo me le va?", "hey there, happy monday"])("%s greets", (message) => {
    expect(ask(message).act).toBe("greeting");
  });

  it.each(["bueno, les dejo que tengo cita. ¡Hasta otra!", "os dejo, ¡hasta la vista!"])("%s takes leave", (message) => {
    expect(ask(message).act).toBe("goodbye");
  });

  it("leaving a number is no leave-taking", () => {
    expect(ask("les dejo mi número: 713-555-0148").act).toBe("details");
  });
});

describe("counting and the blog's kinds", () => {
  it("'sumad' adds a platform to the one asked before", () => {
    const [, second] = conversation("¿Cuánto cobráis por conectar Calendly, nada más?", "Sumad Facebook, que ya son dos.");
    expect(second?.response).toContain("Starter Bundle");
  });

  it.each(["¿sobre qué escriben ustedes?", "what topics do you guys write about?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/Real Estate, News, Strategy, Tools/);
  });
});
