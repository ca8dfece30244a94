import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// A post's paragraph asked for in words the glossary did not hold: numbers said in words ("二十分钟", "veinte
// minutos"), Vietnamese texting shorthand ("bn phút", "trường j", "z"), a Chinese glossary word the segmenter cut
// across ("工单是谁" read 工 / 单是 / 谁), the news against an official source, "gone over" for a review, adding a field.

const { ask } = useTrainedEngine();

function expectAnswers(cases: [string, RegExp][]): void {
  for (const [message, expected] of cases) {
    const reply = ask(message);
    expect(reply.act, message).toBe("question");
    expect(reply.response, message).toMatch(expected);
  }
}

describe("numbers said in words and texting shorthand", () => {
  it("finds the traffic post's 20-minute drive that takes 55", () => {
    expectAnswers([
      ["那篇讲堵车的文章里，说只要二十分钟的路其实开了多久？", /55/],
      ["那篇講塞車的文章，標題說二十分鐘的路程最後開了多久？", /55/],
      ["el artículo del tráfico dice que un viaje de veinte minutos al final tarda cuánto?", /55/],
      ["bài kẹt xe nói đoạn đường tưởng 20 phút mà thật ra đi hết bn phút z", /55/],
    ]);
  });
});

describe("a Chinese glossary word the segmenter cuts across", () => {
  it("finds who approves work orders after a storm", () => {
    expectAnswers([["风灾后的工单是谁在审批？", /manager to approve/]]);
  });
});

describe("the news against an official source", () => {
  it("finds that notices follow the National Hurricane Center, in three languages", () => {
    expectAnswers([
      ["el artículo de huracanes dice que los avisos a inquilinos se basan en las noticias o en qué fuente?", /National Hurricane Center/],
      ["飓风那篇说给租客发通知要看新闻还是看哪个官方来源？", /National Hurricane Center/],
      ["bài mùa bão nói thông báo cho người thuê nên dựa theo tin tức hay nguồn chính thức nào?", /National Hurricane Center/],
    ]);
  });
});

describe("how often the glossary is gone over", () => {
  it("is twice a year", () => {
    expectAnswers([
      ["in the bilingual post, how frequently does the glossary need to be gone over?", /twice a year/],
      ["en el artículo bilingüe, cada cuánto hay que repasar el glosario?", /twice a year/],
    ]);
  });
});

describe("the fields worth adding to a CRM", () => {
  it("lists them, in three languages", () => {
    expectAnswers([
      ["en el artículo del stack de automatización, qué campos recomiendan agregarle al CRM?", /Preferred language/],
      ["那篇讲自动化系统的文章建议CRM里新增什么字段？", /Preferred language/],
      ["bài về automation stack khuyên bổ sung trường j cho CRM vậy?", /Preferred language/],
    ]);
  });
});
