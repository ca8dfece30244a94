import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// What a blog post, the privacy page or the contact form says, asked in the visitor's words and answered by the wrong
// row, sentence or reply: a table's row chosen by the visitor's own word ("renta" → "Rental inquiry"), not by the row
// holding most synonyms; the handoff's summary and triggers asked in Spanish; "the date range" of a season; "which one,
// and why choose it?"; a yes that a later sentence contradicts; what the chat is filed under; the consent box left
// unticked, asked with "how will you contact me?"; how long requests are kept, asked in Vietnamese.

const { ask, conversation } = useTrainedEngine();
const POST_FOUND = "¿Tienen algún artículo sobre cómo responder rápido a los prospectos?";

describe("a post's table row, chosen by the visitor's own word", () => {
  it("routes rental inquiries to the leasing coordinator, in Spanish and English", () => {
    expect(ask("en el post de contestar rápido, las consultas de renta a quién se asignan?").response).toMatch(/arrendamiento|administrador de propiedades/);
    expect(ask("in the speed to lead article, who do rental inquiries get routed to?").response).toMatch(/Leasing coordinator/);
  });
});

describe("the handoff section of the speed-to-lead post, asked in Spanish", () => {
  it("says the agent gets a summary", () => {
    for (const question of ["y cuando le pasan la conversación al agente, ¿qué le tiene que llegar?", "¿y qué recibe el agente en el momento en que le pasan la conversación?"]) {
      const reply = conversation(POST_FOUND, question).at(-1);
      expect(reply?.act, question).toBe("question");
      expect(reply?.response, question).toMatch(/resumen/);
    }
  });
  it("lists when a person takes over", () => {
    const reply = conversation(POST_FOUND, "y ese mismo artículo, ¿cuándo tiene que tomar la conversación una persona?").at(-1);
    expect(reply?.response).toMatch(/negociación|contratos/);
  });
});

describe("the shape of fact asked", () => {
  it("answers a date range with the dates", () => {
    for (const question of ["give me the date range for the season in your hurricane post", "Hurricane post: what's the date range of the season?"]) {
      expect(ask(question).response, question).toMatch(/June 1 to November 30/);
    }
  });
  it("answers 'which one, and why choose it?' with the reason, in English and Vietnamese", () => {
    for (const question of ["In the automation stack article, which workflow engine do you use and why choose it?", "bài stack dùng workflow engine nào, sao chọn vậy?"]) {
      expect(ask(question).response, question).toMatch(/n8n because/);
    }
  });
  it("puts no yes before sentences saying no, and gives the approved feeds", () => {
    const reply = ask("bài stack nói có được scrape listing không, lấy data qua đâu?").response;
    expect(reply).toMatch(/IDX|RESO/);
    expect(reply).not.toMatch(/^Có\./);
  });
});

describe("the privacy page and the contact form", () => {
  it("says the chat is filed under a random ID, not the IP, when asked if it is kept under the IP", () => {
    expect(ask("does my chat here get kept under my IP address?").response).toMatch(/random ID/);
  });
  it("answers the unticked consent box as a question about the form, not a handoff", () => {
    const reply = ask("if I don't tick the SMS consent box on your contact form, how will you contact me instead?");
    expect(reply.act).toBe("question");
    expect(reply.response).toMatch(/e-mail or call/);
  });
  it("says requests are kept until deleted, asked in Vietnamese", () => {
    expect(ask("yêu cầu liên hệ của tôi được lưu bao lâu, có tự xóa sau một thời gian không?").response).toMatch(/until we delete/);
  });
});
