import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Blind probes 81 to 91, the site's own words asked in the visitor's words ("sitewords", "posts"), by mechanism, with
// phrasings written for these tests:
// - "hay que" (one must) is no "qué hay" (what is there): a question naming a post's table row by its first cell
//   ("consulta de renta") is answered by that row, not read as a list asked for (passage-asks.ts);
// - a "why X over Y" whose passage gives the reason and names both things weighed answers over "yes, we work with X",
//   though the verb of preferring is not the passage's word (passage-choice.ts);
// - a rule that read one name of the question as a platform or its setup row ("Excel" → the Data Tools setup fee) gives
//   way to a passage of the site's text holding most of the question and four of its words the rule's answer does not
//   say (knowledge/passage-over-rule.ts); never when a price is asked.

const { ask } = useTrainedEngine();

describe("'hay que' asks what must be done, and the row named by its first cell answers", () => {
  it.each([
    "Si me llega una consulta de renta, ¿a quién dice el artículo de contestar rápido que hay que pasarla?",
    "Leí el artículo de responder en minutos: ¿a quién dice que hay que pasarle una consulta de renta?",
    "Sobre el artículo de contestar rápido: si llega una consulta de renta, ¿a quién dice que hay que pasársela?",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/arrendamiento|administrador de propiedades|leasing coordinator/i);
  });
});

describe("a reason asked between two tools is the passage that gives it", () => {
  it.each(["why do you prefer n8n over zapier?", "n8n跟Zapier比，你们为什么更喜欢n8n？", "tại sao bên bạn thích n8n hơn Zapier?"])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/self-hosted|under your control/);
  });
});

describe("a passage holding the question outweighs an offering one word pointed at", () => {
  it.each([
    ["can your team export the requests to an excel file, would my details be in it?", /spreadsheet file/],
    ["can your people export our requests as an excel spreadsheet, with my details in the file?", /spreadsheet file/],
  ])("%s", (message, says) => {
    const reply = ask(message).response;
    expect(reply).toMatch(says);
    expect(reply).not.toMatch(/Data Tools/);
  });
});
