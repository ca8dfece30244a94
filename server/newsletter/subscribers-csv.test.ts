import { describe, expect, it } from "vitest";
import { csvField, subscribersCsv } from "./subscribers-csv.ts";

describe("csvField", () => {
  it.each([
    ["plain@example.com", "plain@example.com"],
    ['say "hi", ok', '"say ""hi"", ok"'],
    ["line\nbreak", '"line\nbreak"'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@x", "'@x"],
  ])("%j → %j", (input, output) => expect(csvField(input)).toBe(output));
});

describe("subscribersCsv", () => {
  it("writes a header and one CRLF line per subscriber", () => {
    expect(subscribersCsv([{ id: 1, email: "a@example.com", source: "blog", createdAt: "2026-01-01T00:00:00.000Z" }])).toBe(
      "email,source,subscribed_at\r\na@example.com,blog,2026-01-01T00:00:00.000Z\r\n",
    );
  });
});
