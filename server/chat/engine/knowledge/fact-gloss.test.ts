import { describe, expect, it } from "vitest";
import { factGloss } from "./fact-gloss.ts";
import { renderPassage } from "./answers-passage.ts";
import type { SiteFacts } from "../types.ts";

describe("the facts of an English-only quote, said in the visitor's language", () => {
  it.each([
    ["Open enrollment closes on October 15 and reopens in March.", "es", ["15 de octubre", "marzo"]],
    ["Open enrollment closes on October 15 and reopens in March.", "vi", ["ngày 15 tháng 10", "tháng 3"]],
    ["Open enrollment closes on October 15 and reopens in March.", "zh", ["10月15日", "3月"]],
    ["Plan the drip for May: it runs twice a week for two months.", "es", ["mayo", "dos veces a la semana", "2 meses"]],
    ["Check the numbers every quarter, and send a recap weekly.", "vi", ["mỗi quý", "mỗi tuần"]],
    ["Call back within 10 minutes, or 2-3 hours on Sundays after 6 p.m.", "zh", ["10分钟", "2到3小时", "周日", "晚上6点"]],
    ["Send the offer to five agents and ask two questions in Korean or Tagalog.", "es", ["5 agentes", "2 preguntas", "coreano", "tagalo"]],
    ["A text goes out the day before and thirty minutes before.", "vi", ["ngày hôm trước", "30 phút trước"]],
  ] as const)("%s (%s)", (text, lang, expected) => {
    expect(factGloss([text], lang)).toEqual(expected);
  });

  it("reads no month from the verb, no span from a price, and nothing for English", () => {
    expect(factGloss(["You may pay $99 a month."], "es")).toEqual([]);
    expect(factGloss(["Hurricane season starts June 1."], "en")).toEqual([]);
  });

  it("adds the gloss after the quote and keeps the link", () => {
    const reply = renderPassage("zh", {} as SiteFacts, { kind: "post", title: "T", url: "/blog/t", sentences: ["Review it every month."], english: true });
    expect(reply).toContain("“Review it every month.”\n要点：每月。");
    expect(reply).toContain("/blog/t");
  });
});
