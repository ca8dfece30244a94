import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";
import { splitQuestions } from "../question-split.ts";

// Facts the site writes down, asked in so many words: the dates bounding a span, the home page's figures named after a
// dash, a number asked of a post named by its subject, two counts of the privacy page asked in one breath, what the
// campaign tags are cut to, which AI companies we build on, and our hours asked with "qué días".
const { ask } = useTrainedEngine();

describe("the start and end dates of a span are the sentence giving its range", () => {
  it.each([
    "In the hurricane playbook, what are the start and end dates it gives for the season?",
    "Su guía de huracanes: ¿cuáles son las fechas de inicio y fin de la temporada?",
    "theo bài hướng dẫn về bão của bên bạn, mùa bão có ngày bắt đầu và ngày kết thúc là gì?",
    "飓风指南里，飓风季的起止日期是哪天？",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/June 1/);
    expect(reply).toMatch(/November 30/);
  });
});

describe("the home page's figures named after a dash are its results", () => {
  it.each([
    ["the numbers on your front page - retention boost and leads captured, what are they exactly?", /300%/, /40%/],
    ["las cifras de su página principal: captación de prospectos y retención, ¿cuáles son?", /300%/, /40%/],
    ["các con số trên trang chủ - khách tiềm năng và giữ chân khách hàng, là bao nhiêu vậy?", /300%/, /40%/],
    ["首页上的数字——潜在客户增长和客户留存，分别是多少？", /300%/, /40%/],
  ] as const)("%s", (message, first, second) => {
    const reply = ask(message).response;
    expect(reply).toMatch(first);
    expect(reply).toMatch(second);
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe("two counts asked in one breath, the second without naming what it counts", () => {
  it("keeps the count asked of 'it' with the part naming the thing counted", () => {
    expect(splitQuestions("how many photos go to the portal, and how many does the app keep?")).toHaveLength(1);
    expect(splitQuestions("cuántas fotos se suben al portal y cuántas guarda la app")).toHaveLength(1);
    expect(splitQuestions("bao nhiêu ảnh được gửi lên, còn ứng dụng giữ bao nhiêu?")).toHaveLength(1);
    expect(splitQuestions("上传多少张照片？应用保存多少条？")).toHaveLength(1);
  });
  it("does not join a count that names its own thing", () => {
    expect(splitQuestions("how many agents do you serve, and how many days does setup take?")).toHaveLength(2);
  });
  it.each([
    "how many earlier messages does the AI provider get, and how many does my browser keep?",
    "cuántos mensajes de antes se le mandan al proveedor de IA y cuántos guarda mi navegador",
    "发给AI提供方的有多少条之前的消息？浏览器会保存多少条？",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/\b10\b/);
    expect(reply).toMatch(/\b60\b/);
  });
});

describe("what the campaign tags are cut to", () => {
  // Spanish in the privacy page's own Spanish words (passage-choice.ts), the others from the English page.
  it.each([
    ["campaign tags get truncated to how many characters?", /\b100 characters\b/],
    ["¿a cuántos caracteres recortan las etiquetas de campaña?", /\b100 caracteres\b/],
    ["来源链接里的campaign标签会被截断成多少个字符？", /\b100 characters\b/],
  ] as const)("%s", (message, said) => {
    expect(ask(message).response).toMatch(said);
  });
});

describe("which AI companies we build on", () => {
  it.each([
    "what LLM provider powers your stuff under the hood?",
    "¿qué proveedor de IA usan?",
    "bên em dùng mô hình AI của hãng nào?",
    "你们用的是哪一家的AI模型？",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/OpenAI|Claude/);
  });
});

describe("our hours, asked with the days after them", () => {
  it.each(["a qué horas atienden y qué días?", "¿a qué horas dan soporte, qué días?"])("%s", (message) => {
    expect(ask(message).response).toMatch(/8 AM - 6 PM/);
  });
});
