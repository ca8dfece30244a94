import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language.ts";
import { classifySentiment } from "./sentiment.ts";
import { translationRequest } from "./cues.ts";

describe("language detection", () => {
  it.each([
    ["hello, what do you offer?", "en"],
    ["how much is voice ai", "en"],
    ["thx", "en"],
    ["hola", "es"],
    ["¿cuánto cuesta?", "es"],
    ["cuanto cobran al mes", "es"],
    ["precio del bundle pro", "es"],
    ["nesesito automatizar mis seguimientos", "es"],
    ["xin chào, bạn có dịch vụ gì?", "vi"],
    ["cam on ban, gia bao nhieu", "vi"],
    ["你好，多少钱？", "zh"],
  ])("%s → %s", (message, language) => {
    expect(detectLanguage(message, null)).toBe(language);
  });

  it("keeps the conversation's language when a message gives no clue", () => {
    expect(detectLanguage("Growth?", "es")).toBe("es");
    expect(detectLanguage("ok", "es")).toBe("es");
    expect(detectLanguage("ok", null)).toBe("en");
  });

  it("reads a place named with a Spanish article as a name: the English words around it decide", () => {
    expect(detectLanguage("La Porte then?", null)).toBe("en");
    expect(detectLanguage("what about Las Colinas too?", null)).toBe("en");
    expect(detectLanguage("y La Porte?", null)).toBe("es");
  });

  it("keeps a Vietnamese conversation Vietnamese on one Vietnamese letter beside a word Spanish shares", () => {
    expect(detectLanguage("còn Enterprise?", "vi")).toBe("vi");
  });
});

describe("sentiment", () => {
  it.each([
    ["This is awesome, thank you!", "positive"],
    ["genial, muchas gracias", "positive"],
    ["I love it 😍", "positive"],
    ["this is terrible, nothing works", "negative"],
    ["estoy frustrado, pierdo muchos prospectos", "negative"],
    ["your bot is useless 😡", "negative"],
    ["not good at all", "negative"],
    ["no problem", "positive"],
    ["what are your hours?", "neutral"],
    ["good morning", "neutral"],
    ["buenos días", "neutral"],
  ])("%s → %s", (message, sentiment) => {
    expect(classifySentiment(message)).toBe(sentiment);
  });
});

describe("a language named in a question about the product is not a request to switch", () => {
  it.each([
    ["does Voice AI answer calls in Spanish?", null],
    ["can the bot reply in Vietnamese to my tenants?", null],
    ["answer in Spanish please", "es"],
    ["say that in Chinese", "zh"],
  ] as const)("%s → %s", (message, language) => {
    expect(translationRequest(message)).toBe(language);
  });
});
