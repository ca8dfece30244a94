import { describe, expect, it } from "vitest";
import { classifyKeyword } from "./sms-keywords.ts";
import { nextTextingTime, textingAllowed } from "./quiet-hours.ts";

describe("classifyKeyword", () => {
  it.each([
    ["STOP", "stop", "en", true],
    ["  Stop! ", "stop", "en", true],
    ["unsubscribe", "stop", "en", true],
    ["QUIT", "stop", "en", true],
    ["Alto", "stop", "es", false],
    ["baja", "stop", "es", false],
    ["No me envíes más mensajes", "stop", "es", false],
    ["dừng", "stop", "vi", false],
    ["Hủy", "stop", "vi", false],
    ["ngừng", "stop", "vi", false],
    ["退订", "stop", "zh", false],
    ["停止。", "stop", "zh", false],
    ["取消订阅", "stop", "zh", false],
    ["请不要再发短信给我", "stop", "zh", false],
    ["Please don't text me again", "stop", "en", false],
    ["stop texting me", "stop", "en", false],
    ["START", "start", "en", true],
    ["unstop", "start", "en", true],
    ["HELP", "help", "en", true],
    ["ayuda", "help", "es", false],
  ] as const)("%j asks to %s (%s)", (body, action, language, twilioStandard) => {
    expect(classifyKeyword(body)).toEqual({ action, language, twilioStandard });
  });

  it.each(["Can the bot stop at 5pm?", "What does it cost to start?", "I need help with my CRM", "para mañana está bien", "Hello", ""])("%j is an ordinary message", (body) => {
    expect(classifyKeyword(body)).toBeNull();
  });
});

describe("Texas texting hours (SB 140)", () => {
  const zone = "America/Chicago";
  it("allows 9 am to 9 pm Monday to Saturday and noon to 9 pm Sunday, in the recipient's zone", () => {
    // Monday 30 November 2026 (CST, UTC-6).
    expect(textingAllowed(zone, new Date("2026-11-30T14:59:00Z"))).toBe(false); // 8:59
    expect(textingAllowed(zone, new Date("2026-11-30T15:00:00Z"))).toBe(true); // 9:00
    expect(textingAllowed(zone, new Date("2026-12-01T02:59:00Z"))).toBe(true); // 20:59
    expect(textingAllowed(zone, new Date("2026-12-01T03:00:00Z"))).toBe(false); // 21:00
    // Sunday 29 November: 11:30 is too early, 12:00 is fine.
    expect(textingAllowed(zone, new Date("2026-11-29T17:30:00Z"))).toBe(false);
    expect(textingAllowed(zone, new Date("2026-11-29T18:00:00Z"))).toBe(true);
  });

  it("moves a held text to the next allowed minute", () => {
    // Saturday 22:30 → Sunday noon; Sunday 21:15 → Monday 9:00; Los Angeles keeps its own clock.
    expect(nextTextingTime(zone, new Date("2026-11-29T04:30:00Z"))).toEqual(new Date("2026-11-29T18:00:00Z"));
    expect(nextTextingTime(zone, new Date("2026-11-30T03:15:00Z"))).toEqual(new Date("2026-11-30T15:00:00Z"));
    expect(nextTextingTime("America/Los_Angeles", new Date("2026-11-30T15:00:00Z"))).toEqual(new Date("2026-11-30T17:00:00Z"));
    const allowed = new Date("2026-11-30T16:00:00Z");
    expect(nextTextingTime(zone, allowed)).toBe(allowed);
  });
});
