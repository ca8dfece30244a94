import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Facts asked of the speed-to-lead and bilingual posts: a sentence opening with "for them" / "para ellos" comes with the
// one it goes on from; an article pointed at but not named is searched in the Spanish version's words too; "no está
// seguro" is not confident (not safe, not insurance) and "¿qué pasa?" asks nothing; a numbered item comes with the line
// introducing its list; a table row whose first cell names the term asked (MUD tax, earnest money) answers over a
// sentence listing it; "hacerse pasar", "impersonate", "冒充" ask whether clients know it is an assistant; a visitor's
// client wanting "alguien de verdad" is a question about the product, not a handoff; 记在哪 is where it is remembered.

const { ask, conversation } = useTrainedEngine();

describe("the sentence a found one sets up", () => {
  it("gives what is sent to leads not ready yet, with the sentence saying it", () => {
    const [, reply] = conversation("got an article on replying to leads quickly?", "and the leads who aren't ready to buy yet, what should the system send them?");
    expect(reply?.response).toMatch(/two days|matching listings|market note/);
  });
  it("searches an article pointed at in the words of its Spanish version", () => {
    const reply = ask("En el artículo, ¿qué se les manda a los prospectos que no están listos para ver casas todavía?");
    expect(reply.response).toMatch(/listados nuevos|coincidan/);
  });
});

describe("not confident, and the list an item belongs to", () => {
  it("reads 'no está seguro' as not confident, with the handoff line", () => {
    const reply = ask("según el artículo, ¿qué hace el bot si no está seguro de la respuesta?");
    expect(reply.response).toMatch(/tomar el control una persona/);
    expect(reply.response).toMatch(/no está seguro/);
  });
  it("does the same after the post was found", () => {
    const [, reply] = conversation("¿hay algún artículo sobre responder rápido a los prospectos?", "¿y si el asistente no está seguro de lo que responde?");
    expect(reply?.response).toMatch(/una persona/);
  });
  it("reads 不确定 as not confident", () => {
    const reply = ask("那篇快速回复线索的文章说，AI不确定答案的时候怎么办？");
    expect(reply.response).toMatch(/not confident/);
  });
});

describe("a table row naming the term asked", () => {
  it("answers the MUD tax from its row", () => {
    const reply = ask("del artículo bilingüe: ¿qué debe hacer el asistente con preguntas sobre el impuesto MUD?");
    expect(reply.response).toMatch(/confirming the current rate with the agent/);
  });
  it("answers earnest money from its row", () => {
    const reply = ask("bilingual post: what does the assistant do about earnest money questions?");
    expect(reply.response).toMatch(/refer questions about amounts to the agent/);
  });
  it("answers an amount asked in Chinese after the post was found", () => {
    const [, reply] = conversation("有没有讲双语客户服务的文章？", "那个earnest money的金额，AI会回答吗？");
    expect(reply?.response).toMatch(/amounts to the agent/);
  });
  it("says where the language preference is kept", () => {
    const [, reply] = conversation("有没有讲双语客户服务的文章？", "那篇说语言偏好存哪？");
    expect(reply?.response).toMatch(/CRM/);
  });
});

describe("whether the assistant may pass for the agent", () => {
  it("answers 'impersonate' with clients knowing it is an assistant", () => {
    expect(ask("in the speed to lead post, is the assistant allowed to impersonate me?").response).toMatch(/should know they are talking to an assistant/);
  });
  it("answers 'hacerse pasar' in Spanish", () => {
    expect(ask("en el artículo de prospectos, ¿el bot puede hacerse pasar por el agente?").response).toMatch(/debe saber que habla con un asistente/);
  });
});

describe("a client wanting a real person", () => {
  it("is a question about the product when it is the visitor's client", () => {
    expect(ask("¿el bot le pasa la conversación a la agente cuando un inquilino quiere hablar con alguien de verdad?").act).toBe("question");
  });
  it("still hands off when the visitor wants one", () => {
    expect(ask("¿me comunican con alguien de verdad?").act).toBe("handoff");
  });
});
