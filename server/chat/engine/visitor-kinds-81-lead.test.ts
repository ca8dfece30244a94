import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 79 and 80, the lead's share, by mechanism, with phrasings written for these tests: a place whose name
// holds one of ours ("Braes Heights", "Memorial City"); a call for attention before the question ("Oiga, mi'jo,");
// "Dios le pague" and "me ha ayudado" as thanks; "anh Tai day" typed without accents; a detail sent wrong and how to correct it.

const { ask } = useTrainedEngine();

describe("a place whose name holds one of ours", () => {
  it.each(["do you cover Braes Heights?", "¿y en Memorial City trabajan?", "Còn Independence Heights thì sao?"])("%s is not listed", (message) => {
    const reply = ask(message);
    expect(reply.intent).toBe("location");
    expect(reply.response).not.toMatch(/^(?:Yes|Sí|Có)\b/u);
  });

  it("our own name alone is still ours", () => {
    expect(ask("do you cover the Heights?").response).toMatch(/^Yes/);
  });
});

describe("a call for attention before the question", () => {
  it("leaves the question as asked", () => {
    const reply = ask("Oiga, mija, ¿cuál es el paquete que trae un gerente de cuenta propio? No quiero hablar cada vez con uno distinto");
    expect(reply.response).toContain("Enterprise");
  });
});

describe("thanks", () => {
  it.each(["Dios se lo pague, me han ayudado un montón", "que Dios le pague por todo"])("%s", (message) => {
    expect(ask(message).act).toBe("thanks");
  });
});

describe("a Vietnamese name before 'day' typed without accents", () => {
  it("reads the name", () => {
    expect(ask("chi Hoa day, so cua chi la 832-555-0190, nhan tin nhe").entities.name).toBe("Hoa");
  });
});

describe("a detail sent wrong, and how to correct it", () => {
  it.each([
    "I put the wrong email in your contact form, how can I fix it?",
    "puse mal mi correo en el formulario, ¿cómo lo cambio?",
    "em nhập sai email trong form rồi, sửa lại sao ạ?",
    "联系表里邮箱写错了，怎么修改？",
  ])("%s", (message) => {
    const reply = ask(message);
    expect(reply.response).toContain("hello@bayoucity.ai");
    expect(reply.response).toContain("/privacy");
  });

  it("wrong information the product might give is not the visitor's detail", () => {
    expect(ask("if the AI tells a buyer the wrong info, can we update what it knows?").response).not.toContain("To correct a phone number");
  });

  it("a correction given in the chat itself is the new detail", () => {
    expect(ask("sorry wrong number, it's 832-555-0191").entities.phone).toBe("832-555-0191");
  });
});
