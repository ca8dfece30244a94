import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Spanish misses of the posts, by mechanism, with phrasings written for these tests: a lead nobody answers ("si el
// agente no responde", "si nadie contesta") and how long until it is handed on ("¿en cuánto tiempo?", "se le pasa al
// líder", "¿y ahí…?" pointing back at the post shown): the routing row of 15 minutes, not the hand-off paragraph; a routing row named in the visitor's words ("un
// prospecto que pregunta por una renta" for "Consulta de renta"); an evacuation ordered and the official page people
// are sent to (the hurricane post's row "Evacuation ordered", with ReadyHarris); rush hour asked as its hours ("en hora
// pico": the traffic post's "between about 4 and 7 p.m.", with its 25 minutes).

const { ask, conversation } = useTrainedEngine();

describe("how long before a lead nobody answers is handed on", () => {
  it.each([
    "¿y ahí qué dice que pasa si el agente no responde? ¿en cuánto tiempo?",
    "y ahí, ¿a los cuántos minutos se le pasa al líder del equipo si nadie responde?",
    // "¿y ahí…?" opening the question points back at the post just shown, as "ahí dice" does.
    "¿y ahí cuánto tiempo se espera al agente antes de darle el prospecto a otro?",
  ])("%s", (message) => {
    const [, reply] = conversation("¿tienen algún artículo sobre cómo contestarle rápido a los prospectos?", message);
    expect(reply?.response).toMatch(/15 minutos/);
  });
});

describe("a routing row named in the visitor's own words", () => {
  it.each([
    "en su artículo de responder a los prospectos, ¿a quién se le asigna uno que pregunta por una renta?",
    "en el artículo de responder en minutos, si un prospecto pregunta por una renta, ¿a quién se lo asignan?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/coordinador de arrendamiento/);
  });
});

describe("the official page people are sent to when evacuation is ordered", () => {
  it.each([
    "en el de huracanes, ¿a qué página oficial mandan a la gente cuando ordenan evacuar?",
    "lo de los huracanes: si ordenan evacuar, ¿a qué sitio oficial los mandan?",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/ReadyHarris/);
  });
});

describe("rush hour asked as the hours the traffic post gives it", () => {
  it.each(["¿y cuántos minutos de más hay que dejar en la autopista en hora pico?", "¿y a la hora pico cuánto hay que sumarle en la autopista?"])("%s", (message) => {
    const [, reply] = conversation("¿tienen algo escrito sobre las visitas y el tráfico de Houston?", message);
    expect(reply?.response).toMatch(/25 minut/);
  });
});
