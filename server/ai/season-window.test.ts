import { describe, expect, it } from "vitest";
import { formatMonthDay, houstonDay, seasonPhase } from "./season-window.ts";
import { clampAtWord, hasPhrase, matchText, stem, titleCase } from "./text.ts";

const hurricane = [{ from: "06-01", to: "11-30", peak: { from: "08-01", to: "09-30" } }];
const holidays = [{ from: "11-20", to: "01-05", peak: { from: "12-15", to: "01-01" } }];
const at = (iso: string) => houstonDay(new Date(iso));

describe("seasonPhase", () => {
  it("uses the Houston calendar date, not UTC", () => {
    // 03:00 UTC on June 1 is still May 31 in Houston.
    expect(seasonPhase(hurricane, at("2026-06-01T03:00:00Z"))).toMatchObject({ phase: "upcoming", daysUntil: 1, year: 2026 });
    expect(seasonPhase(hurricane, at("2026-06-01T12:00:00Z"))).toMatchObject({ phase: "active", year: 2026, afterPeak: false, daysLeft: 182 });
  });

  it("tells peak, after peak, upcoming and off apart", () => {
    expect(seasonPhase(hurricane, at("2026-08-15T12:00:00Z"))).toMatchObject({ phase: "peak" });
    expect(seasonPhase(hurricane, at("2026-10-15T12:00:00Z"))).toMatchObject({ phase: "active", afterPeak: true });
    expect(seasonPhase(hurricane, at("2026-12-15T12:00:00Z"))).toMatchObject({ phase: "upcoming", year: 2027, daysUntil: 168 });
    expect(seasonPhase([], at("2026-12-15T12:00:00Z"))).toEqual({ phase: "off" });
  });

  it("handles windows that wrap past New Year", () => {
    expect(seasonPhase(holidays, at("2026-12-20T12:00:00Z"))).toMatchObject({ phase: "peak", year: 2026 });
    expect(seasonPhase(holidays, at("2027-01-03T12:00:00Z"))).toMatchObject({ phase: "active", year: 2026, afterPeak: true, daysLeft: 2 });
    expect(seasonPhase(holidays, at("2027-01-10T12:00:00Z"))).toMatchObject({ phase: "upcoming", year: 2027 });
    expect(formatMonthDay("01-05")).toBe("Jan 5");
  });
});

describe("text helpers", () => {
  it("stems plurals and -ing forms the same way on both sides", () => {
    expect([stem("listings"), stem("listing"), stem("list")]).toEqual(["list", "list", "list"]);
    expect(hasPhrase(matchText("Follow-up e-mails for new listings"), "follow up")).toBe(true);
    expect(hasPhrase(matchText("Team Leaders"), "lead")).toBe(false);
  });

  it("title-cases with acronyms and clamps at word boundaries", () => {
    expect(titleCase("ai chat for hisd families in the heights")).toBe("AI Chat for HISD Families in the Heights");
    expect(titleCase("constructor of value")).toBe("Constructor of Value");
    expect(clampAtWord("Storm prep for Houston landlords and tenants", 30)).toBe("Storm prep for Houston");
  });
});
