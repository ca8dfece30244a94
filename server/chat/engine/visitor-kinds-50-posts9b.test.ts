import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Facts asked of a post's body: a section's line introducing a list ("After the storm: triage and dispatch:") answers
// with its items when it holds one word asked and an item another; on a post named by its subject, the sentence is
// picked without the words naming it; "when should it be ready by?" after the posts were listed asks the post's date
// over a setup page without one; a Spanish question of fact is not made long by its one- and two-letter words.

const { ask, conversation } = useTrainedEngine();
const HURRICANE = "do you have anything on hurricane season for landlords?";

describe("a section's heading and the item under it", () => {
  it("answers what owners get once the storm is over", () => {
    const replies = conversation(HURRICANE, "how are owners kept updated after, per the article?");
    expect(replies[1]?.response).toMatch(/one summary per property/);
  });
  it("still answers what tenants get with the tenants' line", () => {
    const replies = conversation(HURRICANE, "what updates do tenants get after?");
    expect(replies[1]?.response).toMatch(/status update/);
  });
});

describe("a fact asked of a post named by its subject", () => {
  it("picks the sentence by the fact, not by the words naming the post", () => {
    expect(ask("en la nota de contestar rápido a los prospectos, ¿cuántas preguntas para calificar hace el asistente al principio?").response).toMatch(/una sola pregunta/);
  });
  it("still answers another fact of the same post", () => {
    expect(ask("en el artículo de responder rápido a los prospectos, ¿a los cuántos minutos pasa el prospecto a un agente de respaldo?").response).toMatch(/15/);
  });
});

describe("a date asked after the posts were listed", () => {
  it("answers the month from the hurricane post", () => {
    const replies = conversation(HURRICANE, "by when do i need to get all this set up?");
    expect(replies[1]?.response).toMatch(/May/);
    expect(replies[1]?.response).not.toMatch(/Happy to set that up/);
  });
  it("keeps a plain booking a booking", () => {
    expect(ask("can we set up a call for tomorrow?").response).toMatch(/cal\.example\.com/);
  });
});

describe("a long Spanish question of fact after one post", () => {
  it("answers the follow-up schedule of the speed-to-lead post", () => {
    const replies = conversation(
      "¿tienen algún artículo sobre contestarle rápido a los prospectos?",
      "¿y qué dice del comprador de las 9:40 de la noche?",
      "¿a los cuántos días se le manda otro mensaje a un cliente que no está listo para comprar?",
    );
    expect(replies[2]?.response).toMatch(/dos días|two days/);
  });
  it("still refuses an off-topic question after the post", () => {
    const replies = conversation("¿tienen algún artículo sobre contestarle rápido a los prospectos?", "¿a los cuántos días se le da de comer a un perro que no tiene hambre?");
    expect(replies[1]?.response).not.toMatch(/dos días/);
  });
});
