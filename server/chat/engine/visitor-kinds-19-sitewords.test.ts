import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { askedShapes, shapeHeld } from "./knowledge/answer-shape.ts";

// Sitewords, the shape of the fact asked: "when?" is answered by the sentence with the dates, "how many?" by the one
// with the number, and two rows of a table asked at once are both quoted.
const { ask } = useTrainedEngine();

describe("the shape of answer a question asks for", () => {
  it.each([
    ["When does the storm season begin, per your post?", "date"],
    ["¿Qué día empieza la temporada?", "date"],
    ["mùa bão bắt đầu ngày nào", "date"],
    ["飓风季哪天开始？", "date"],
    ["How many messages are kept?", "number"],
    ["那段路要开多少分钟？", "number"],
    ["between which neighborhoods was that drive?", "place"],
  ] as const)("%s asks for a %s", (question, shape) => {
    expect(askedShapes(question)).toContain(shape);
  });
  it("a question of what, not when, asks for no date", () => {
    expect(askedShapes("What does the welcome post promise?")).not.toContain("date");
  });
  it("a range of dates weighs more than one month named", () => {
    expect(shapeHeld("It runs from June 1 to November 30.", ["date"])).toBeGreaterThan(shapeHeld("Set it up in May.", ["date"]));
    expect(shapeHeld("Set it up soon.", ["date"])).toBe(0);
  });
});

describe("a date asked of a post is answered by the sentence holding it", () => {
  it.each([
    "Bài hướng dẫn mùa bão nói mùa bão bắt đầu ngày nào?",
    "飓风那篇文章说飓风季是什么时候开始的？",
  ])("%s", (message) => {
    expect(ask(message).response).toMatch(/June 1/);
  });
});

describe("two rows of a table asked at once are both quoted", () => {
  it.each([
    "Traffic article: what buffer for two houses in the same subdivision, versus crossing 610 outside rush hour?",
  ])("%s", (message) => {
    const reply = ask(message).response;
    expect(reply).toMatch(/Same subdivision/);
    expect(reply).toMatch(/Crossing 610/);
  });
});
