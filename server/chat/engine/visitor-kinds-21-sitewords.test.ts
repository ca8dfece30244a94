import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";
import { homePassages } from "./knowledge/home-passages.ts";

// Sitewords of the home page: a figure the visitor saw there ("the 300 % on your front page") is answered with its
// label, and the hero's live card (this week's leads, the average reply, the showings set) is quoted in the visitor's
// language, never as a price.
const { ask } = useTrainedEngine();

describe("the hero card is a passage in every language the home page has", () => {
  it("its figures are one sentence per language, without an abbreviation's dot", () => {
    const figures = homePassages().find((p) => p.id === "page:hero:figures");
    expect(Object.keys(figures?.text ?? {}).sort()).toEqual(["en", "es", "vi", "zh"]);
    expect(figures?.text.en).toMatch(/142.*38 s.*27/);
    expect(figures?.text.en).not.toMatch(/Avg\. /);
  });
});

describe("a home page figure is answered with what it counts", () => {
  it.each([
    ["300% on your home page, 300% of what?", /300%/, /lead/i],
    ["¿Qué es el 20+ de su página principal?", /20\+/, /horas/],
    ["300% trên trang chủ là số gì vậy em?", /300%/, /khách tiềm năng/],
  ] as const)("%s", (message, figure, label) => {
    const reply = ask(message).response;
    expect(reply).toMatch(figure);
    expect(reply).toMatch(label);
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe("the live card's figures are quoted in the visitor's language", () => {
  it.each([
    ["首页卡片上的平均回复是几秒？", /38 秒/],
    ["trang chủ ghi tuần này có bao nhiêu lead và lịch xem nhà?", /142.*27/],
  ] as const)("%s", (message, expected) => {
    const reply = ask(message).response;
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/\$\d/);
  });
});
