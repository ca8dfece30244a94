import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { asksOfSameThing, onlyAsksShape } from "./knowledge/passage-choice.ts";

// What a post says, asked with a unit ("after how many minutes", "¿cada cuántos días?") or with an aside after the
// question ("…? asking for my tenants"): the paragraph holding a number of that unit answers, not one holding any number
// ("three agents"), and the aside is no part of what is asked of the post.

const { ask, conversation } = useTrainedEngine();

describe("a number of the unit asked", () => {
  it("answers after how many minutes a lead goes to the backup", () => {
    expect(ask("speed to lead post: how many minutes before an unanswered lead moves to someone else?").response).toMatch(/15 minutes/);
  });
  it("answers the first follow-up's days, in Spanish", () => {
    expect(ask("¿a los cuántos días manda el primer seguimiento, según el artículo de prospectos?").response).toMatch(/dos días/);
    const reply = conversation("¿Tienen algún artículo sobre cómo responder rápido a los prospectos?", "y el mensaje de seguimiento, cuando va?").at(-1);
    expect(reply?.response).toMatch(/dos días/);
  });
});

describe("an aside after the question", () => {
  it("leaves it out of what is asked of the post", () => {
    expect(ask("when is hurricane season according to the property manager playbook? asking for my landlord friends").response).toMatch(/June 1 to November 30/);
  });
});

describe("follow-ups about a post just shown", () => {
  it("reads a split-off question word as the shape asked of the part before", () => {
    for (const part of ["and when", "y cuándo", "còn khi nào", "什么时候"]) expect(onlyAsksShape(part), part).toBe(true);
    for (const part of ["and the lockbox", "y el seguimiento"]) expect(onlyAsksShape(part), part).toBe(false);
  });
  it("reads '…, does it …?' as asked of what the part before named", () => {
    for (const part of ["does it get sent by itself", "y eso se manda solo", "nó có tự gửi không", "它会自动发吗"]) expect(asksOfSameThing(part), part).toBe(true);
    expect(asksOfSameThing("do you serve Katy")).toBe(false);
  });
  it("answers 'and when?' from the post and keeps the post for the next questions", () => {
    const replies = conversation("u got an article about showing schedules around Houston traffic?", "what does it say buyers get from it, and when?", "and the running-late text to sellers, does it go out automatically?", "how much buffer for a gated community?");
    expect(replies[1]?.response).toMatch(/night before/);
    expect(replies[2]?.response).toMatch(/one tap/);
    expect(replies[3]?.response).toMatch(/10 more minutes/);
  });
});
