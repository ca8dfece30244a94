import { describe, expect, it } from "vitest";
import { MAX_NESTING_DEPTH, markdownNestingDepth, withinNestingLimit } from "./markdown-limits.ts";

describe("markdownNestingDepth", () => {
  it("counts block quotes and list markers, nested on one line or by indentation", () => {
    expect(markdownNestingDepth("Just a paragraph.\n\nAnother one.")).toBe(0);
    expect(markdownNestingDepth("> quote")).toBe(1);
    expect(markdownNestingDepth("> > > deep")).toBe(3);
    expect(markdownNestingDepth(">>>> tight")).toBe(4);
    expect(markdownNestingDepth("- - - a")).toBe(3);
    // An upper bound: three-column ordered-list indentation counts a little more than it nests.
    expect(markdownNestingDepth("1. a\n   1. b\n      1. c")).toBe(4);
    expect(markdownNestingDepth("- a\n  - b\n    - c\n      - d")).toBe(4);
    expect(markdownNestingDepth("> - a\n>   - b\n>     - c")).toBeGreaterThanOrEqual(3);
  });

  it("does not count what only looks like a marker", () => {
    expect(markdownNestingDepth("-not a list\n*emphasis*\n2024 was a year\n1.5 million")).toBe(0);
    expect(markdownNestingDepth("**bold** - dash inside")).toBe(0);
  });

  it("ignores indentation inside fenced code", () => {
    const yaml = ["```yaml", ...Array.from({ length: 30 }, (_, i) => `${"  ".repeat(i)}- level${i}`), "```", "", "- after"].join("\n");
    expect(markdownNestingDepth(yaml)).toBe(1);
    expect(markdownNestingDepth("> ```\n> " + "  ".repeat(40) + "- x\n> ```")).toBe(1);
  });

  it("refuses the bombs", () => {
    expect(withinNestingLimit(">".repeat(90_000))).toBe(false);
    expect(withinNestingLimit("- ".repeat(20_000) + "a")).toBe(false);
    expect(withinNestingLimit("1. ".repeat(20_000) + "a")).toBe(false);
    expect(withinNestingLimit("> ".repeat(MAX_NESTING_DEPTH) + "a")).toBe(true);
    expect(withinNestingLimit("> ".repeat(MAX_NESTING_DEPTH + 1) + "a")).toBe(false);
  });
});
