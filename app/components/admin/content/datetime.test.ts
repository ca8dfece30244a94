import { describe, expect, it } from "vitest";
import { isoToLocalInput, localInputToIso } from "./datetime.ts";

describe("datetime-local conversion", () => {
  it("round-trips an ISO instant through the local input format", () => {
    const iso = "2026-03-17T15:30:00.000Z";
    const local = isoToLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe(iso);
  });

  it("maps empty to null and leaves garbage for the schema to reject", () => {
    expect(isoToLocalInput(null)).toBe("");
    expect(isoToLocalInput("nope")).toBe("");
    expect(localInputToIso("  ")).toBeNull();
    expect(localInputToIso("not a date")).toBe("not a date");
  });
});
