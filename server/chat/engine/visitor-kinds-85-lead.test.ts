import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 83 and 84, the lead's share, by mechanism, with phrasings written for these tests: leave asked to ask
// before any question; a greeting sent from a place; a Vietnamese surname that folds like a common word, before Thị or
// Văn; a Chinese business then a name after a pause.

const { ask } = useTrainedEngine();

describe("leave asked to ask is greeted, whatever the language", () => {
  it.each(["could I ask you a quick question?", "hey there, I've got a question", "oigan, tengo una duda", "¿les puedo hacer una consulta?", "Chào anh, cho em hỏi xíu nha", "chú muốn hỏi chút", "您好，我有个问题", "想问问"])("%s", (message) => {
    const reply = ask(message);
    expect(reply.act).toBe("greeting");
  });

  it("the question that comes with it is answered", () => {
    const reply = ask("cho em hỏi xíu, gói Foundation gồm những gì?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/Foundation/);
  });
});

describe("a greeting from a place", () => {
  it.each(["good evening from Bellaire!", "¡buenos días desde Pearland, oe!", "chào buổi sáng từ Alief"])("%s is a greeting", (message) => {
    expect(ask(message).act).toBe("greeting");
  });

  it("the place a greeting comes from is not what a question after it asks", () => {
    const reply = ask("hello from Montrose, what does the Foundation package include?");
    expect(reply.response).toMatch(/Foundation/);
    expect(reply.response).not.toMatch(/we serve Montrose/i);
  });

  it("…unless the question asks about that place", () => {
    expect(ask("hey from Bellaire, do y'all serve us?").response).toMatch(/we serve Bellaire/i);
  });
});

describe("names and businesses", () => {
  it("a surname before Thị is a surname even when it folds like a verb", () => {
    expect(ask("Em là Cầm Thị Hoa, gửi giúp em qua hoa.cam@example.com").entities.name).toBe("Cầm Thị Hoa");
  });

  it("a business, a space, then the name", () => {
    const reply = ask("长安地产 党国强，电话 832-555-0147，打电话就行");
    expect(reply.entities.name).toBe("党国强");
    expect(reply.context.lead.company).toBe("长安地产");
  });
});
