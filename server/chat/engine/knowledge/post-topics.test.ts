import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";
import { clockAsked, clockWords } from "./clock-times.ts";

// A time of day asked falls in the range a post gives; a subject only the posts cover is answered with them, over an
// add-on sharing another word; a bare "why" right after a quoted paragraph asks the reason it gives.
const { ask, conversation } = useTrainedEngine();

describe("a time of day is one of the hours of a range", () => {
  it.each([
    ["how much extra on the highway around 6 p.m.?", "clockh18"],
    ["¿y a las 5 de la tarde?", "clockh17"],
    ["lúc 5 giờ chiều thì sao?", "clockh17"],
    ["下午5点呢？", "clockh17"],
    ["晚上八点呢？", "clockh20"],
    ["at 17:30?", "clockh17"],
  ])("%s asks %s", (question, hour) => {
    expect(clockAsked(question).hours).toEqual([hour]);
  });
  it.each([
    ["between 4 and 7 p.m.", 16, 19],
    ["Monday - Friday, 8 AM - 6 PM", 8, 18],
    ["entre las 4 y las 7 de la tarde", 16, 19],
    ["từ 4 đến 7 giờ chiều", 16, 19],
    ["下午4点到7点", 16, 19],
  ])("%s gives the hours %i to %i", (text, from, to) => {
    expect(clockWords(text)).toEqual(Array.from({ length: to - from + 1 }, (_, k) => `clockh${from + k}`));
  });
  it.each(["trong vòng 24 giờ", "Drive time + 10 minutes", "between 10 and 15 minutes", "June 1 to November 30", "5点"])("%s gives no time", (text) => {
    expect(clockWords(text)).toEqual([]);
  });
  it.each([
    ["how much extra do I add on the highway around 6 p.m.?"],
    ["¿y a las 5 de la tarde, cuánto margen agrego por autopista?"],
    ["lúc 5 giờ chiều đi cao tốc thì cộng thêm bao nhiêu phút?"],
    ["下午5点走高速要多留多少时间？"],
  ])("after the traffic post: %s", (question) => {
    const [, reply] = conversation("is there a post on planning showings around traffic?", question);
    expect(reply?.response).toMatch(/Drive time \+ 25 minutes/);
  });
});

describe("a subject only the posts cover is answered with them", () => {
  it.each([
    ["y'all have anything about storm prep for my rental units?"],
    ["¿tienen algo sobre huracanes para casas de renta?"],
    ["có gì về chuẩn bị mùa bão cho nhà cho thuê không?"],
    ["有没有关于出租房防飓风的？"],
  ])("%s", (question) => {
    const reply = ask(question);
    expect(reply.response).toMatch(/\/blog\/hurricane-season-playbook/);
    expect(reply.response).not.toMatch(/Customer Service Agent/);
  });
  it("…and then asked of, by its dates", () => {
    const [, reply] = conversation("¿tienen algo sobre huracanes para casas de renta?", "¿qué fechas da ese artículo para la temporada?");
    expect(reply?.response).toMatch(/June 1 to November 30/);
  });
  it.each([
    ["got anything on answering tenants at night?", /Customer Service Agent/],
    ["anything about voice ai?", /Voice AI/],
  ])("an offering asked for stays the offering: %s", (question, answer) => {
    const reply = ask(question);
    expect(reply.response).toMatch(answer);
    expect(reply.response).not.toMatch(/\/blog\//);
  });
  it("a word of one paragraph does not make a post the subject", () => {
    expect(ask("got anything on 1031 exchanges for investors?").response).not.toMatch(/\/blog\//);
  });
});

describe("a bare why after a quoted paragraph asks its reason", () => {
  it.each([
    ["is there a post about connecting MLS, CRM and calendar?", "what does that article say about the workflow engine?", "why that one?"],
    ["¿tienen un artículo sobre cómo conectar MLS, CRM y calendario?", "¿y qué dice del workflow engine?", "¿y por qué?"],
    ["có bài nào về kết nối MLS, CRM và lịch không?", "trong bài đó, workflow engine thì dùng cái nào?", "sao lại chọn nó?"],
    ["有没有关于对接MLS和CRM的文章？", "文章里说用哪个workflow engine？", "为何用它？"],
  ])("%s → %s → %s", (first, second, why) => {
    const [, quoted, reply] = conversation(first, second, why);
    expect(quoted?.response).toMatch(/Tools such as n8n/);
    expect(reply?.response).toMatch(/because it can be self-hosted/);
  });
  it("a why about something else is not asked of the paragraph", () => {
    const [, , reply] = conversation("is there a post about connecting MLS, CRM and calendar?", "what does that article say about the workflow engine?", "why do you charge for setup?");
    expect(reply?.response).not.toMatch(/self-hosted/);
  });
});
