import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { postsShown } from "./knowledge/passage-choice.ts";

// What a post says, asked in Spanish of a post that has a Spanish version: the visitor's own words are looked for in
// that version too (the English paragraph is only how the glossary reaches it), its sentences are the English ones'
// (an abbreviation such as "p.m." ends no sentence), and a rider asking for the Spanish version, a bare "en el
// artículo" or a "¿a qué hora…?" (not the traffic post's rush hour) does not lose the post.

const { ask, conversation } = useTrainedEngine();

describe("a Spanish visitor asking what the speed-to-lead post says", () => {
  it("quotes the Spanish version of a paragraph whose English has an abbreviation inside a sentence", () => {
    const reply = ask("según su artículo de prospectos, ¿a qué hora escribe el comprador que busca casa en Cypress?").response;
    expect(reply).toMatch(/9:40/);
    expect(reply).not.toMatch(/solo lo tenemos en inglés/);
  });
  it("keeps the posts listed when the languages we speak were said beside them ('… en español si hay')", () => {
    expect(postsShown([{ t: "posts", slugs: ["speed-to-lead"], subject: null }, { t: "entry", id: "languages" }])).toEqual(["speed-to-lead"]);
    expect(postsShown([{ t: "entry", id: "languages" }])).toEqual([]);
  });
  it("reads 'qué le llega' as what the agent receives", () => {
    const replies = conversation("¿tienen un artículo sobre contestar rápido a los prospectos?", "¿y qué pasa si el agente asignado no responde?", "¿y qué le llega al agente cuando le pasan al cliente?");
    expect(replies[1]?.response).toMatch(/15 minutos/);
    expect(replies[2]?.response).toMatch(/resumen/);
  });
});
