import { describe, expect, it } from "vitest";
import { BOOKING_LANGUAGES, BOOKING_FIELDS } from "#common/booking/booking-schemas.ts";
import { BOOKING_TEXT, bookingLanguage } from "./booking-text.ts";

describe("booking texts", () => {
  it("has every key in every language, none empty or left in English", () => {
    const en = BOOKING_TEXT.en;
    for (const lang of BOOKING_LANGUAGES) {
      const text = BOOKING_TEXT[lang];
      expect(Object.keys(text).sort(), lang).toEqual(Object.keys(en).sort());
      expect(Object.keys(text.errors).sort(), lang).toEqual([...BOOKING_FIELDS].sort());
      for (const [key, value] of Object.entries(text)) {
        const shown = typeof value === "function" ? (value as (a: string, b: number) => string)("X", 2) : value;
        if (typeof shown === "string") {
          expect(shown.trim(), `${lang}.${key}`).not.toBe("");
          if (lang !== "en" && !["locale", "email"].includes(key)) expect(shown, `${lang}.${key} is English`).not.toBe(typeof en[key as keyof typeof en] === "function" ? (en[key as keyof typeof en] as (a: string, b: number) => string)("X", 2) : en[key as keyof typeof en]);
        } else {
          for (const [field, message] of Object.entries(shown as Record<string, string>)) {
            expect(message.trim(), `${lang}.errors.${field}`).not.toBe("");
            if (lang !== "en") expect(message).not.toBe(en.errors[field as keyof typeof en.errors]);
          }
        }
      }
    }
  });

  it("takes ?lang= first, then the browser's languages, then English", () => {
    expect(bookingLanguage("es", "vi-VN")).toBe("es");
    expect(bookingLanguage("fr", "fr-FR,zh-CN;q=0.8,en;q=0.5")).toBe("zh");
    expect(bookingLanguage(null, "vi")).toBe("vi");
    expect(bookingLanguage(undefined, "de-DE")).toBe("en");
    expect(bookingLanguage("ZH-tw", null)).toBe("zh");
  });
});
