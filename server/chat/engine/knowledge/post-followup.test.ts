import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";
import { askedShapes } from "./answer-shape.ts";
import { expandQuery } from "./glossary.ts";
import { plainMarkdown } from "./passage-sources.ts";
import { shortFollowUp } from "./post-followup.ts";

// Right after a reply about posts, a short question is asked of them; a question about something else (our hours, an
// add-on's price, our phone, a restaurant) is not. A list asked to be counted is quoted numbered.
const { conversation } = useTrainedEngine();

describe("a short follow-up right after posts were shown is asked of them", () => {
  it.each([
    ["is there an article about replying to leads fast?", "which numbers does it tell me to track?", /Track three numbers/],
    ["¿hay algún artículo sobre cómo contestar rápido a los prospectos?", "¿y cuándo tiene que intervenir una persona?", /debe tomar el control una persona/],
    ["¿tienen algún artículo sobre huracanes para administradores?", "¿y qué no debe hacer el asistente durante la tormenta?", /must not do: promise repair dates/],
    ["有没有关于双语客服的文章？", "它说要请母语人士审核哪些模板？", /native speaker review your core templates/],
    ["co bai nao ve tro ly noi nhieu ngon ngu khong?", "có mấy mẫu tin nhắn cần người bản xứ xem lại?", /native speaker.*4\. Follow-up after a tour/],
  ])("%s → %s", (first, second, fact) => {
    const [, reply] = conversation(first, second);
    expect(reply?.response).toMatch(fact);
  });
});

describe("a list asked to be counted is quoted whole, numbered", () => {
  it.each([
    ["got a post on hurricane season?", "and how many items on the checklist?"],
    ["¿tienen algún artículo sobre huracanes para administradores?", "¿y cuántos puntos tiene la lista de mayo?"],
    ["blog có bài nào về mùa bão không?", "danh sách tháng 5 có mấy mục?"],
    ["有没有关于飓风季的文章？", "五月的清单有几项？"],
  ])("%s → %s", (first, second) => {
    const [, reply] = conversation(first, second);
    expect(reply?.response).toMatch(/A short checklist for May: 1\. Update tenant.*6\. Decide who is on call/s);
  });
});

describe("after posts, a question about something else is not asked of them", () => {
  it.each([
    ["got a post on hurricane season?", "what are your office hours?", /Monday - Friday/],
    ["got a post on hurricane season?", "how much is Voice AI?", /\$197/],
    ["blog có bài nào về mùa bão không?", "cho tôi số điện thoại của các bạn", /\(713\) 555-0100/],
  ])("%s → %s", (first, second, answer) => {
    const [, reply] = conversation(first, second);
    expect(reply?.response).toMatch(answer);
    expect(reply?.response).not.toMatch(/\/blog\//);
  });
  it.each([
    ["¿tienen algún artículo sobre huracanes para administradores?", "¿me recomiendan un buen restaurante en Katy?"],
    ["有没有关于飓风季的文章？", "明天天气怎么样？"],
    ["any article about showings and traffic?", "can you recommend a good pizza place in the Heights?"],
  ])("%s → %s is off-topic", (first, second) => {
    const [, reply] = conversation(first, second);
    expect(reply?.act).toBe("off_topic");
  });
});

describe("the words the posts need", () => {
  it("keeps a numbered item's number, and one item is one sentence", () => {
    expect(plainMarkdown("Do this:\n\n1. **First** step.\n2. Second step.\n- a bullet")).toBe("Do this:\n1. First step.\n2. Second step.\na bullet");
  });
  it("'when exactly does' asks a date", () => {
    expect(askedShapes("so when exactly does the storm season begin?")).toContain("date");
  });
  it.each([
    ["medir", "track"],
    ["do luong", "measure"],
    ["衡量", "track"],
    ["intervenir", "handoff"],
    ["tomar control", "person"],
    ["thiet lap", "set"],
    ["hablante nativo", "native"],
    ["nguoi xu", "speaker"],
    ["母语人士", "native"],
    ["plantillas", "template"],
    ["mayo", "may"],
    ["danh sach", "checklist"],
    ["durante", "during"],
  ])("%s reads as %s", (word, english) => {
    expect(expandQuery(word.split(" ")).flat()).toContain(english);
  });
  it("a short follow-up is a dozen words or about thirty characters of Chinese", () => {
    expect(shortFollowUp("and which numbers does it say to track?")).toBe(true);
    expect(shortFollowUp("那五月的清单一共有几项？")).toBe(true);
    expect(shortFollowUp("I manage about two hundred doors across Spring and Cypress and my owners keep asking for reports every single week")).toBe(false);
  });
});
