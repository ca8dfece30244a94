import { describe, expect, it } from "vitest";
import { backoffDelayMs } from "./backoff.ts";

describe("backoffDelayMs", () => {
  const opts = { baseMs: 1000, maxMs: 60_000, jitter: 0 };
  it("doubles from the base and stops at the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelayMs(n, opts))).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    expect(backoffDelayMs(500, opts)).toBe(60_000);
  });
  it("adds at most the jitter fraction and never passes the cap", () => {
    expect(backoffDelayMs(1, { ...opts, jitter: 0.2 }, () => 1)).toBe(1200);
    expect(backoffDelayMs(10, { ...opts, jitter: 0.2 }, () => 1)).toBe(60_000);
  });
});
