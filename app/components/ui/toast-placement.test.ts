import { describe, expect, it } from "vitest";
import { sideAwayFrom } from "./toast-placement.ts";

const box = (top: number, height: number) => ({ top, bottom: top + height });

describe("where toasts go beside a composer", () => {
  it("keeps the usual place when no composer is on screen", () => {
    expect(sideAwayFrom([], 800)).toBeNull();
    expect(sideAwayFrom([box(900, 150)], 800)).toBeNull();
    expect(sideAwayFrom([box(-200, 150)], 800)).toBeNull();
  });

  it("goes to the top over a composer low on the screen, and to the bottom under one high up", () => {
    expect(sideAwayFrom([box(640, 150)], 800)).toBe("top");
    expect(sideAwayFrom([box(20, 150)], 844)).toBe("bottom");
    // Partly scrolled off the top: what is left of it is still high up.
    expect(sideAwayFrom([box(-100, 150)], 844)).toBe("bottom");
  });

  it("weighs all composers on screen together", () => {
    expect(sideAwayFrom([box(100, 100), box(500, 100)], 800)).toBe("bottom");
    expect(sideAwayFrom([box(300, 100), box(600, 150)], 800)).toBe("top");
  });
});
