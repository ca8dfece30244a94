import { beforeAll, describe, expect, it } from "vitest";
import { talkTo, trainedEngine } from "./engine-test-support.ts";
import type { ChatEngine } from "./types.ts";

// What a post says, asked with a unit ("after how many minutes", "¿cada cuántos días?") or with an aside after the
// question ("…? asking for my tenants"): the paragraph holding a number of that unit answers, not one holding any number
// ("three agents"), and the aside is no part of what is asked of the post.

let engine: ChatEngine;
beforeAll(async () => {
  engine = await trainedEngine();
});
const { ask, conversation } = talkTo(() => engine);

describe("a number of the unit asked", () => {
  it("answers after how many minutes a lead goes to the backup", () => {
    expect(ask("speed to lead article: when the owner of a lead doesnt answer, how many minutes until the team lead gets it?").response).toMatch(/15 minutes/);
  });
  it("answers the first follow-up's days, in Spanish", () => {
    expect(ask("¿a los cuántos días manda el primer seguimiento, según el artículo de prospectos?").response).toMatch(/dos días/);
    const reply = conversation("¿Tienen algún artículo sobre cómo responder rápido a los prospectos?", "y el mensaje de seguimiento, cuando va?").at(-1);
    expect(reply?.response).toMatch(/dos días/);
  });
});

describe("an aside after the question", () => {
  it("leaves it out of what is asked of the post", () => {
    expect(ask("what dates does the storm season cover in your property manager playbook? just asking for my landlord clients").response).toMatch(/June 1 to November 30/);
  });
});
