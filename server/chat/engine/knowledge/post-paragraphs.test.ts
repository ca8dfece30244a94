import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "../engine-test-support.ts";
import { askedShapes, shapeHeld } from "./answer-shape.ts";
import { expandQuery } from "./glossary.ts";

// A fact asked of a post is answered by the paragraph whose sentence holds it, not by the one repeating the question's
// words (the post's title, "dates" in "promise repair dates"): within a post, the answering sentence and the shape of
// fact asked rank its paragraphs.
const { ask } = useTrainedEngine();

describe("within a post, the paragraph whose sentence answers", () => {
  it.each([
    ["According to the hurricane playbook, what dates bound the storm season?", /June 1/],
    ["the storm article - which day does hurricane season kick off?", /June 1/],
    ["hurricane playbook: on what date is the season over?", /November 30/],
    ["when does the hurricane season end, per the playbook post?", /November 30/],
    ["¿Y cuándo termina la temporada de huracanes, según el artículo?", /November 30/],
    ["Bài về bão: mùa bão kết thúc vào ngày nào?", /November 30/],
    ["飓风指南里说飓风季哪一天结束？", /November 30/],
    ["¿A los cuántos días se manda el primer seguimiento según el artículo speed to lead?", /dos días/],
    ["speed to lead post: after how many days does the first check-in go out?", /two days/],
    ["Bài song ngữ nói bao lâu thì rà soát các cuộc hội thoại theo từng ngôn ngữ một lần?", /every month/],
    ["双语那篇文章说多久抽查一次各种语言的对话？", /every month/],
  ])("%s", (message, fact) => {
    expect(ask(message).response).toMatch(fact);
  });
});

describe("a 'playbook' names the post; the visitor's own word held by a sentence counts though a synonym is in the title", () => {
  it.each([
    ["In the storm playbook, if a tenant smells gas what is the assistant supposed to tell them?", /911/],
    ["your hurricane playbook: a resident reports downed power lines, what should the assistant say?", /911/],
    ["En la guía de huracanes, si un inquilino huele a gas, ¿qué le dice el asistente?", /911/],
    ["Bài về mùa bão: nếu người thuê ngửi thấy mùi gas thì trợ lý bảo họ làm gì?", /911/],
    ["飓风那篇文章里，租客闻到煤气味，助手会让他们怎么做？", /911/],
    ["hurricane playbook: staged notices follow the forecast stages of which agency?", /National Hurricane Center/],
    ["bilingual article: which languages are listed besides Spanish, Vietnamese and Chinese?", /Arabic|Hindi|Urdu/],
  ])("%s", (message, fact) => {
    expect(ask(message).response).toMatch(fact);
  });
});

describe("the shape of the fact asked", () => {
  it("reads 'what dates', 'which days', 'until when', 'hasta cuándo' as asking a date", () => {
    for (const q of ["what dates does it cover?", "on which days is it open?", "until when does it run?", "¿hasta cuándo dura?", "kết thúc ngày nào?", "哪天结束？"]) {
      expect(askedShapes(q), q).toContain("date");
    }
  });
  it("reads a day of the month, 'for May' and a weekday as a date; 'every month' and 'twice a year' as a number", () => {
    expect(shapeHeld("runs from June 1 to November 30", ["date"])).toBeGreaterThan(shapeHeld("from June through November", ["date"]));
    expect(shapeHeld("A short checklist for May", ["date"])).toBe(1);
    expect(shapeHeld("on a Saturday morning", ["date"])).toBe(1);
    expect(shapeHeld("Before June, since 2022", ["date"])).toBe(1);
    expect(shapeHeld("Audit a sample every month", ["number"])).toBe(1);
    expect(shapeHeld("Review the glossary twice a year", ["number"])).toBe(1);
  });
  it("does not read 'where does a lead go' as asking a place", () => {
    expect(askedShapes("where does a lead go if nobody answers?")).not.toContain("place");
    expect(askedShapes("where is the 20-minute drive?")).toContain("place");
  });
});

describe("'end' is when something ends, not leaving", () => {
  it("keeps the two meanings apart in every language", () => {
    const end = expandQuery(["end"]).flat();
    expect(end).toContain("finishes");
    expect(end).not.toContain("cancel");
    expect(expandQuery(["ket", "thuc"]).flat()).not.toContain("cancel");
    expect(expandQuery(["cancel"]).flat()).toEqual(expect.arrayContaining(["leave", "stop"]));
    expect(expandQuery(["cancelar"]).flat()).toContain("cancel");
    expect(expandQuery(["取消"]).flat()).toContain("cancel");
    expect(expandQuery(["huy"]).flat()).toContain("cancel");
  });
});
