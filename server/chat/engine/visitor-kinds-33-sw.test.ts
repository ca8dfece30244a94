import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// Site-passage kinds of blind probes 29 and 30 (the bridge between a question's words and a passage's): a Chinese word
// the segmenter cuts at a question character ("看房", "星期几"), "how long before" asked of the reminders, Spanish
// verb forms and "consulta" as an inquiry, and an open house, which no post is about. Phrasings written for these
// tests, in the four languages.

const { ask } = useTrainedEngine();

const expectAll = (messages: readonly string[], ...facts: RegExp[]): void => {
  for (const message of messages) {
    const { response } = ask(message);
    for (const fact of facts) expect(response, message).toMatch(fact);
  }
};

describe("the site's words found across languages", () => {
  it("the weekday a post suggests, asked as which day of the week", () => {
    expectAll(
      [
        "the traffic post: what day of the week is best for showings in The Woodlands?",
        "en el artículo del tráfico, qué día de la semana conviene para visitas en The Woodlands?",
        "bài về giao thông nói nên xem nhà ở The Woodlands vào thứ mấy?",
        "交通那篇博客建议礼拜几去Woodlands看房？",
      ],
      /Saturday/,
    );
  });
  it("how long before an appointment the client is reminded", () => {
    expectAll(
      [
        "your automation stack post: how long before an appointment does it remind the client?",
        "en su artículo del stack, con cuánta anticipación se le recuerda la cita al cliente?",
        "bài về hệ thống tự động hóa nói nhắc khách trước lịch hẹn bao lâu?",
        "自动化那篇说预约前要提前多久提醒客人？",
        "自動化那篇文章說，看房預約要提前多久提醒顧客？",
      ],
      /an hour before/,
    );
  });
  it("a rental inquiry asked as a 'consulta': the row routing it", () => {
    expectAll(["en su blog de prospectos, una consulta de alquiler a quién hay que asignarla?"], /arrendamiento|leasing/i);
  });
  it("Spanish verb forms of the site's words: the review before going live, the messages a reload keeps", () => {
    expectAll(["si conecto yo sola mis plataformas siguiendo las guías, ustedes chequean las conexiones antes de arrancar?"], /revis/i);
    expectAll(["si recargo el sitio se borra la conversación? cuántos mensajes se guardan?"], /60/);
  });
  it("how often, asked of a passage: the sentence giving a frequency", () => {
    expectAll(
      [
        "per the bilingual post, how often do you review the glossary?",
        "en la nota bilingüe, cada cuánto hay que revisar el glosario de términos?",
        "bài song ngữ khuyên kiểm tra lại bảng thuật ngữ bao lâu một lần?",
        "雙語那篇文章說術語表多久要複查一次？",
      ],
      /twice a year/,
    );
  });
  it("an open house is no post's subject", () => {
    const { response } = ask("有没有讲开放日看房的文章？");
    expect(response).not.toMatch(/\/blog\/traffic/);
  });
});
