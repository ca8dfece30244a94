import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asStandardEnglish } from "./caribbean-english.ts";
import { questionGroups } from "./knowledge/passages.ts";

// A post's own words found by what is asked: "how often" / "cada cuánto" ask a frequency (the glossary's "twice a year"),
// "what time" / "a qué hora" a time of day (not "rush hour"), "prospecto" is the singular of the glossary's "prospectos",
// "en vez de" asks no time, a bare "and X" with
// "how often do they review it?" asks X, Caribbean Creole's little words are read as standard English ones, and "how
// much has lead capture gone up" asks the site's figure.

const { ask, conversation } = useTrainedEngine();

describe("a frequency asked of the bilingual post", () => {
  it("answers 'how frequently' with the glossary's review", () => {
    expect(ask("How frequently does the bilingual care post say the glossary should be revisited?").response).toMatch(/twice a year/);
  });
  it("answers 'cada cuánto' in Spanish, not as a price", () => {
    const reply = ask("En el artículo de clientes bilingües, ¿cada cuánto hay que repasar el glosario?");
    expect(reply.intent).not.toBe("pricing");
    expect(reply.response).toMatch(/twice a year|dos veces/);
  });
  it("reads a bare 'and X' with a question of 'it' as one question after the post is shown", () => {
    const replies = conversation("Do you have an article about bilingual client care?", "and the glossary, how often do they review it?");
    expect(replies[1]?.response).toMatch(/twice a year/);
  });
  it("keeps 'how often' as one word group", () => {
    expect(questionGroups("how often is it reviewed")[0]).toContain("twice");
  });
});

describe("a time of day asked of the speed-to-lead post", () => {
  it("finds the buyer's 9:40 p.m. in English", () => {
    expect(ask("In the speed to lead article, what time was that Cypress buyer browsing?").response).toMatch(/9:40/);
  });
  it("finds it in Spanish, not in the traffic post", () => {
    const reply = ask("En el artículo de responder rápido, ¿a qué hora escribía el comprador de Cypress?");
    expect(reply.response).toMatch(/9:40/);
    expect(reply.response).not.toMatch(/traffic-aware/);
  });
  it("still reads 'hora pico' as rush hour", () => {
    expect(questionGroups("cuánto más tarda en hora pico").flat()).toContain("rush");
  });
});

describe("Spanish words of the speed-to-lead post", () => {
  it("reads 'prospecto' as a lead and gives the two days", () => {
    expect(ask("¿Y cuándo se le escribe a un prospecto que todavía no está listo, según el artículo de responder rápido?").response).toMatch(/dos días|two days/);
  });
  it("asks no time with 'en vez de'", () => {
    expect(questionGroups("una persona en vez del asistente").flat()).not.toContain("time");
  });
});

describe("a fact the article says, asked with 'something'", () => {
  it("quotes the hurricane post's owners line", () => {
    expect(ask("owners get swamped with emails after a storm, did the article say something about that?").response).toMatch(/one summary per property/);
  });
});

describe("Caribbean English Creole", () => {
  it("reads the little words as standard English", () => {
    expect(asStandardEnglish("unno have a post bout storms inna di city?")).toBe("do you have a post about storms in the city?");
  });
  it("leaves Spanish, Vietnamese and a lone marker alone", () => {
    expect(asStandardEnglish("di que sí, ¿y dat?")).toBe("di que sí, ¿y dat?");
    expect(asStandardEnglish("dem nay dat lich duoc khong")).toBe("dem nay dat lich duoc khong");
    expect(asStandardEnglish("what is di price")).toBe("what is di price");
  });
});

describe("a result figure asked by how much it went up", () => {
  it("answers with the site's figures", () => {
    expect(ask("By how much has lead capture gone up for your clients?").response).toMatch(/300%/);
  });
  it("leaves a Spanish price question a price question", () => {
    expect(ask("¿Cuánto cuesta el paquete Growth?").intent).toBe("pricing");
  });
});
