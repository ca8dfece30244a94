import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A post's right paragraph, but the sentence that answers: a paragraph ending on the line that introduces a table does
// not answer for the table's rows; a heading with a few words under it ("Start small.") comes with the sentence saying
// what it means; and a numbered list quoted in English to a Spanish or Chinese visitor who asked how many says its count.

const { ask, conversation } = useTrainedEngine();

describe("the sentence of a post's paragraph that answers", () => {
  it("quotes the routing table's row, not the line introducing the table", () => {
    expect(ask("according to your speed-to-lead post, who should rental leads be routed to?").response).toMatch(/Leasing coordinator or property manager/);
  });

  it("says what a short heading means, with the sentence after it", () => {
    const [, reply] = conversation("háblame del artículo de responder a prospectos en minutos", "¿y con qué recomienda empezar?");
    expect(reply?.response).toMatch(/HAR\.com/);
  });

  it("says how many items an English-only numbered list has", () => {
    expect(ask("飓风季那篇文章里，五月的清单一共几项？").response).toContain("共6项");
    expect(ask("el artículo del huracán, ¿cuántos puntos tiene la lista de mayo?").response).toContain("6 puntos");
  });
});
