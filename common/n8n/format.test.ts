import { describe, expect, it } from "vitest";
import { formatDashboardSeconds, formatExecutionTime, formatSuccessRate } from "./format.ts";

describe("formatExecutionTime", () => {
  it.each([
    [0, "0ms"],
    [245, "245ms"],
    [999, "999ms"],
    [999.6, "1.0s"],
    [1000, "1.0s"],
    [1500, "1.5s"],
    [1549, "1.5s"],
    [62_340, "62.3s"],
    [null, "N/A"],
    [undefined, "N/A"],
    [Number.NaN, "N/A"],
    [-5, "N/A"],
  ])("%s → %s", (ms, expected) => {
    expect(formatExecutionTime(ms)).toBe(expected);
  });
});

describe("formatDashboardSeconds", () => {
  it.each([
    [0, "0.0s"],
    [245, "0.2s"],
    [1500, "1.5s"],
    [12_345, "12.3s"],
    [null, "--"],
    [undefined, "--"],
    [Number.POSITIVE_INFINITY, "--"],
  ])("%s → %s", (ms, expected) => {
    expect(formatDashboardSeconds(ms)).toBe(expected);
  });
});

describe("formatSuccessRate", () => {
  it.each([
    [100, "100%"],
    [60, "60%"],
    [95.54, "95.5%"],
    [200 / 3, "66.7%"],
    [0, "0%"],
    [99.96, "100%"],
  ])("%s → %s", (percent, expected) => {
    expect(formatSuccessRate(percent)).toBe(expected);
  });

  it("shows N/A by default and the given text on the dashboard when missing", () => {
    expect(formatSuccessRate(null)).toBe("N/A");
    expect(formatSuccessRate(undefined, "--")).toBe("--");
  });
});
