import { describe, expect, it } from "vitest";
import { groupQuestions, questionWords, similarity, type AskedQuestion } from "./question-groups.ts";

let n = 0;
const asked = (content: string, language = "en"): AskedQuestion => ({ messageId: ++n, conversationId: `c${n}`, content, language, createdAt: new Date(), reason: "unanswered" });

describe("question groups", () => {
  it("fold case, accents and plain plurals before comparing words", () => {
    expect(similarity(questionWords("Có hỗ trợ tiếng Việt không?"), questionWords("co ho tro tieng viet khong"))).toBe(1);
    expect(similarity(questionWords("What are your PRICES?"), questionWords("price"))).toBe(1);
  });

  it("put questions sharing half their words together, in any of the four languages, and leave out wordless ones", () => {
    const groups = groupQuestions([
      asked("你们有中文客服吗？", "zh"),
      asked("有中文客服吗", "zh"),
      asked("Do you offer a discount for nonprofits?"),
      asked("Any discount for nonprofits?"),
      asked("Can your agent speak Tagalog?"),
      asked("???"),
    ]);
    expect(groups.map((g) => [g.newest.content, g.count, [...g.languages]])).toEqual([
      ["你们有中文客服吗？", 2, ["zh"]],
      ["Do you offer a discount for nonprofits?", 2, ["en"]],
      ["Can your agent speak Tagalog?", 1, ["en"]],
    ]);
  });
});
