import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";

// The shape of what a question about a post asks for, beyond its words: "the exact dates" is answered by a date (not by
// a paragraph saying "repair dates"), "the table" by the paragraph that is a table and its row of the number asked, "what
// examples" by the sentence naming places, and "the test cases before switching on" by the list itself.
const { ask } = useTrainedEngine();

const cases = (rows: readonly (readonly [string, RegExp])[]) => it.each(rows)("%s", (message, expected) => {
  const reply = ask(message).response;
  expect(reply).toMatch(expected);
});

describe("the exact dates asked of a post are its sentence with dates", () => {
  cases([
    ["The hurricane playbook for property managers: what are the precise dates the season covers?", /June 1 to November 30/],
    ["¿En qué fechas exactas empieza y termina la temporada, según el artículo de huracanes?", /June 1 to November 30/],
    ["bài về mùa bão cho quản lý bất động sản: mùa bão bắt đầu và kết thúc ngày nào chính xác?", /June 1 to November 30/],
    ["颶風那篇給物業經理的文章，颶風季的確切日期是哪天到哪天？", /June 1 to November 30/],
  ]);
});

describe("a table named in a post answers with its header and the row asked", () => {
  cases([
    ["the speed to lead post has a routing table - after how many minutes does an unanswered lead get passed on, and to whom?", /15 minutes; Team lead or backup agent/],
    ["En el artículo de speed to lead, la tabla: ¿a los cuántos minutos se reasigna un prospecto sin respuesta y a quién?", /15 minutos; Al líder del equipo/],
    ["bài speed to lead có cái bảng: lead bị chuyển qua người khác sau bao nhiêu phút, chuyển cho ai?", /15 minutes; Team lead/],
    ["速度那篇文章的表格：客户多少分钟后转给谁？", /15 minutes; Team lead/],
  ]);
  it("one row, not the whole table", () => {
    expect(ask("the speed to lead post has a routing table - after how many minutes does an unanswered lead get passed on, and to whom?").response).not.toMatch(/ZIP code/);
  });
});

describe("the examples a post gives are its sentence naming places", () => {
  cases([
    ["traffic showings post, the part about a buyer's commute: what examples does it use?", /Texas Medical Center/],
    ["el artículo del tráfico habla del trayecto del comprador, ¿qué ejemplos da?", /Texas Medical Center/],
    ["bài giao thông có ví dụ nào về quãng đường đi làm của người mua?", /Texas Medical Center/],
    ["看房交通那篇文章举了哪些买家通勤的例子？", /Texas Medical Center/],
  ]);
});

describe("the test cases a post lists before switching on are the list", () => {
  cases([
    ["The post on hooking up MLS, CRM and calendar lists test cases to run before turning it all on. Which are they? my assistant built our CRM and I'd like to verify it", /STOP/],
    ["En el artículo sobre conectar MLS, CRM y calendario, ¿qué casos de prueba recomienda antes de activarlo?", /STOP/],
    ["bài automation stack có mấy tình huống test trước khi bật, là gì?", /STOP/],
    ["連接MLS、CRM和日曆那篇文章，上線前要測試哪些情況？", /STOP/],
  ]);
});

describe("the tools a post names are its sentence listing them", () => {
  cases([
    ["the automation stack article: which tools does it name for the workflow engine?", /n8n, Zapier and Make/],
    ["en el artículo del stack de automatización, ¿qué herramientas menciona para el flujo de trabajo?", /n8n, Zapier and Make/],
    ["bai automation stack: workflow engine thi dung cai gi, co nhung cai nao?", /n8n, Zapier and Make/],
    ["自动化那篇文章提到哪些工作流引擎？", /n8n, Zapier and Make/],
  ]);
});

describe("the places a post opens with, and the languages it lists, are its sentences naming them", () => {
  cases([
    ["the bilingual client care post: which Houston neighborhoods does it open with?", /Bellaire Boulevard through Alief/],
    ["el artículo de atención bilingüe, ¿con qué barrios de Houston empieza?", /Bellaire Boulevard through Alief/],
    ["bài chăm sóc khách song ngữ mở đầu nhắc tới những địa điểm nào ở Houston?", /Bellaire Boulevard through Alief/],
    ["雙語客服那篇文章，開頭講了休士頓哪些地區？", /Bellaire Boulevard through Alief/],
  ]);
  cases([
    ["the bilingual client care article: which languages does it list that families are more comfortable in?", /Arabic, Hindi or Urdu/],
    ["el artículo bilingüe, ¿qué idiomas menciona en los que las familias se sienten más cómodas?", /Arabic, Hindi or Urdu/],
    ["bài song ngữ: các gia đình thấy thoải mái hơn với những ngôn ngữ nào?", /Arabic, Hindi or Urdu/],
    ["双语那篇文章列了哪些语言？", /Arabic, Hindi or Urdu/],
  ]);
});
