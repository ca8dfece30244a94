import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asSpanishSpelt } from "./seseo-spelling.ts";
import { itemAt, positionAsked } from "./knowledge/list-position.ts";

// Spanish and English questions about the site's own words that found the wrong paragraph, or none: Spanish typed as it
// sounds (seseo), Spanish words that frame a question weighed as if a passage had to hold them, what each message
// should be like, a place in a list, a case that goes on from the post just shown. Phrasings written for these tests.

const { ask, conversation } = useTrainedEngine();

describe("Spanish typed with seseo is read as the site spells it", () => {
  it.each([
    ["¿Y la instalasión de Airtable qué trae?", "instalacion"],
    ["Necesito saber el presio de su servisio", "precio"],
  ])("%s", (message, word) => {
    expect(asSpanishSpelt(message).toLowerCase()).toContain(word);
  });

  it("leaves English and correctly spelt Spanish alone", () => {
    expect(asSpanishSpelt("Please advise on the price")).toBe("Please advise on the price");
    expect(asSpanishSpelt("¿Cuánto cuesta la instalación?")).toBe("¿Cuánto cuesta la instalación?");
  });

  it("a setup asked with the word misspelt answers what that setup includes", () => {
    expect(ask("Para la instalasión de Airtable, ¿qué viene incluido?").response).toMatch(/mapeo/);
  });

  it("a misspelt word finds the paragraph of the post's Spanish version that spells it right", () => {
    const [, reply] = conversation("¿Tienen algún artículo sobre responder rápido a los prospectos?", "¿Y sobre los textos promosionales qué dice?");
    expect(reply?.response).toMatch(/permiso/);
  });
});

describe("Spanish words that frame the question do not decide the paragraph", () => {
  it("buyers not ready to tour: how often to write to them", () => {
    expect(ask("Según el artículo de prospectos, a los que aún no están listos para ver casas, ¿cada cuánto les escribo?").response).toMatch(/dos días/);
  });

  it("a copy waiting to go out, after a deletion asked hypothetically", () => {
    expect(ask("Si me borran la solicitud, ¿la copia que estaba esperando igual se envía?").response).toMatch(/nunca se envía/);
  });

  it("what reaches the buyer the night before", () => {
    expect(ask("Según la nota del tráfico, ¿qué recibe el comprador la noche antes de las visitas?").response).toMatch(/itinerary/);
  });
});

describe("what each message should be like", () => {
  it.each(["En la guía de huracanes, ¿cómo tiene que ser cada mensaje para los inquilinos?", "En el artículo de huracanes, ¿cómo deben ser los mensajes, cada uno?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/one topic/);
  });
});

describe("a place in a list", () => {
  it.each<[string, number | null]>([
    ["what's the final item on the checklist?", -1],
    ["¿cuál es el primer paso de la lista?", 1],
    ["mục cuối cùng là gì?", -1],
    ["清单第二项是什么？", 2],
    ["what's on the checklist?", null],
  ])("%s", (message, place) => {
    expect(positionAsked(message)).toBe(place);
  });

  it("the item at that place, after the line introducing the list", () => {
    const all = ["Intro.", "Steps:", "1. One.", "2. Two.", "3. Three.", "After."].map((text) => ({ text }));
    expect(itemAt(["Steps:"], all, -1)).toEqual(["Steps:", "3. Three."]);
    expect(itemAt(["2. Two."], all, 1)).toEqual(["Steps:", "1. One."]);
    expect(itemAt(["Intro."], all, 1)).toBeNull();
  });

  it.each([
    ["in the hurricane post, what's the first step on the May checklist?", /Update tenant and owner contacts/],
    ["En el artículo de huracanes, ¿cuál es el último punto de la lista de mayo?", /on call/],
  ])("%s", (message, expected) => {
    expect(ask(message).response).toMatch(expected);
  });

  it("right after the post was shown, the place asked of that post's checklist", () => {
    const [, reply] = conversation("do you have a post on hurricane prep for landlords?", "and the last item on the checklist for May?");
    expect(reply?.response).toMatch(/on call/);
  });
});

describe("a case that goes on from the post just shown", () => {
  it.each([
    ["any article on showings and traffic?", "and if the home is behind a gate or we need a lockbox pickup?", /10 more minutes/],
    ["¿Tienen un artículo sobre visitas y tráfico?", "¿y si la casa está en un fraccionamiento cerrado o hay que pasar por la llave primero?", /10 more minutes/],
  ])("%s → %s", (first, second, expected) => {
    const [, reply] = conversation(first, second);
    expect(reply?.act).toBe("question");
    expect(reply?.response).toMatch(expected);
  });
});
