import { describe, expect, it } from "vitest";
import { countTokens } from "./tokens.ts";

describe("countTokens", () => {
  it("counts o200k_base tokens", () => {
    expect(countTokens("")).toBe(0);
    expect(countTokens("hello world")).toBe(2);
    const long = "Houston realtors automate lead follow-up. ".repeat(50);
    const n = countTokens(long);
    expect(n).toBeGreaterThan(200);
    expect(n).toBeLessThan(long.length / 2);
  });

  it("treats special-token markers in user text as plain text instead of throwing", () => {
    expect(countTokens("before <|endoftext|> after")).toBeGreaterThan(3);
  });

  it("counts non-Latin text", () => {
    expect(countTokens("¿Cuánto cuesta el paquete Pro?")).toBeGreaterThan(5);
    expect(countTokens("休斯顿房地产自动化")).toBeGreaterThan(2);
  });
});
