import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain@example.com", '"plain@example.com"'],
    ['say "hi", ok', '"say ""hi"", ok"'],
    ["line\nbreak", '"line\nbreak"'],
    ["=HYPERLINK(1)", `"'=HYPERLINK(1)"`],
    ["+1", `"'+1"`],
    ["-1", `"'-1"`],
    ["@x", `"'@x"`],
    ["\t=1", `"'\t'=1"`],
    // After a separator, where a reader that splits on it would start a new cell.
    ["Lopez,=1+2", `"Lopez,'=1+2"`],
    ['x";=1+2', `"x"";'=1+2"`],
    ["first\n@SUM(A1)", `"first\n'@SUM(A1)"`],
    ["a|-2", `"a|'-2"`],
    // After blanks at a cell's start, which readers trim before they evaluate.
    ["then; @SUM(2)", `"then; '@SUM(2)"`],
    [" =1+1", `" '=1+1"`],
    ["Lopez,  +1", `"Lopez,  '+1"`],
    ["a|\u00a0-2", `"a|\u00a0'-2"`],
    ["x,\u3000@cmd", `"x,\u3000'@cmd"`],
    ["  \t=1", `"  '\t'=1"`],
    ["\r=1", `"'\r'=1"`],
    ["first\n  =2", `"first\n  '=2"`],
    ["+1 713 555 0100", `"'+1 713 555 0100"`],
    // Ordinary text keeps its hyphens and signs.
    ["(713) 555-0142", '"(713) 555-0142"'],
    ["Pre-listing follow-ups", '"Pre-listing follow-ups"'],
    ["Smith - Jones; call me", '"Smith - Jones; call me"'],
    ["a, b; c | d", '"a, b; c | d"'],
    [null, '""'],
    [42, '"42"'],
  ])("%j → %j", (input, output) => expect(csvCell(input)).toBe(output));
});

describe("toCsv", () => {
  it("starts with a UTF-8 byte-order mark and ends every line with CRLF", () => {
    expect(toCsv(["Name", "Email"], [["Ana Núñez", "ana@example.com"]])).toBe('\uFEFF"Name","Email"\r\n"Ana Núñez","ana@example.com"\r\n');
  });
});
