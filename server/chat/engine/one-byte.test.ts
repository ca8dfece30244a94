import { describe, expect, it } from "vitest";
import { foldAccents, foldForRules, normalizeForMatching, oneByte } from "./text.ts";

// oneByte only changes how V8 stores a string (docs/decisions/061), never its characters.
describe("oneByte", () => {
  it.each(["", "plain ascii", "señor, ¿qué tal? ñ ü ÿ", "tôi muốn hỏi", "多少钱 Growth", "it’s 24/7 😀"])("keeps %j character for character", (text) => {
    expect(oneByte(text)).toBe(text);
  });

  it("leaves folded text as it was folded", () => {
    expect(foldAccents("Está bien, ¿qué tal? Đà Nẵng")).toBe("Esta bien, ¿que tal? Da Nang");
    expect(foldForRules("  It’s   MÁS  barato ")).toBe("its mas barato");
    expect(normalizeForMatching("¿Cuánto cuesta el paquete Growth?")).toBe("cuanto cuesta el paquete growth");
  });
});
