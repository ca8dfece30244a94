import { describe, expect, it } from "vitest";
import { computeAnalytics, executionDuration, normaliseStatus, type ExecutionRow } from "./analytics.ts";

const at = (seconds: number) => new Date(Date.UTC(2025, 5, 1, 10, 0, seconds));

describe("normaliseStatus", () => {
  it.each([
    ["success", "success"],
    ["SUCCESS", "success"],
    ["error", "error"],
    ["crashed", "error"],
    ["canceled", "error"],
    ["running", "running"],
    ["waiting", "pending"],
    ["new", "pending"],
    ["unknown", "pending"],
    ["", "pending"],
    [null, "pending"],
    [undefined, "pending"],
  ])("%s → %s", (status, expected) => {
    expect(normaliseStatus(status)).toBe(expected);
  });
});

describe("executionDuration", () => {
  it("is stoppedAt − startedAt in ms, from Dates or ISO strings", () => {
    expect(executionDuration({ startedAt: at(0), stoppedAt: new Date(at(1).getTime() + 500) })).toBe(1500);
    expect(executionDuration({ startedAt: "2025-06-01T10:00:00.000Z", stoppedAt: "2025-06-01T10:00:00.250Z" })).toBe(250);
  });

  it("is null while running, queued, unparseable or negative", () => {
    expect(executionDuration({ startedAt: at(0), stoppedAt: null })).toBeNull();
    expect(executionDuration({ startedAt: null, stoppedAt: null })).toBeNull();
    expect(executionDuration({ startedAt: "yesterday", stoppedAt: at(1) })).toBeNull();
    expect(executionDuration({ startedAt: at(5), stoppedAt: at(1) })).toBeNull();
  });
});

describe("computeAnalytics", () => {
  const workflows = [
    { active: true },
    { active: true },
    { active: false },
    { active: true, isArchived: true },
  ];
  const executions: ExecutionRow[] = [
    { status: "success", startedAt: at(0), stoppedAt: at(1) }, // 1000 ms
    { status: "success", startedAt: at(0), stoppedAt: at(3) }, // 3000 ms
    { status: "success", startedAt: at(0), stoppedAt: at(2) }, // 2000 ms
    { status: "error", startedAt: at(0), stoppedAt: at(6) }, // 6000 ms
    { status: "crashed", startedAt: at(0), stoppedAt: null }, // finished, no duration
    { status: "running", startedAt: at(0), stoppedAt: null },
    { status: "running", startedAt: at(0), stoppedAt: null },
    { status: "canceled", startedAt: at(0), stoppedAt: at(30) }, // not finished: left out of rate and mean
    { status: "waiting", startedAt: at(0), stoppedAt: null },
  ];

  it("computes the spec's figures on known data", () => {
    expect(computeAnalytics({ workflows, executions })).toEqual({
      totalWorkflows: 3,
      activeWorkflows: 2,
      successRate: 60, // 3 / (3 success + 1 error + 1 crashed)
      successfulExecutions: 3,
      totalExecutions: 9,
      runningExecutions: 2,
      avgExecutionTime: 3000, // (1000 + 3000 + 2000 + 6000) / 4
    });
  });

  it("takes a live running count when given one", () => {
    expect(computeAnalytics({ workflows, executions, runningExecutions: 5 }).runningExecutions).toBe(5);
  });

  it("gives null rate and mean when nothing has finished", () => {
    const result = computeAnalytics({
      workflows: [],
      executions: [{ status: "running", startedAt: at(0), stoppedAt: null }],
    });
    expect(result).toEqual({
      totalWorkflows: 0,
      activeWorkflows: 0,
      successRate: null,
      successfulExecutions: 0,
      totalExecutions: 1,
      runningExecutions: 1,
      avgExecutionTime: null,
    });
  });

  it("rounds the mean to whole milliseconds", () => {
    const rows: ExecutionRow[] = [
      { status: "success", startedAt: "2025-06-01T10:00:00.000Z", stoppedAt: "2025-06-01T10:00:00.001Z" },
      { status: "success", startedAt: "2025-06-01T10:00:00.000Z", stoppedAt: "2025-06-01T10:00:00.002Z" },
    ];
    expect(computeAnalytics({ workflows: [], executions: rows }).avgExecutionTime).toBe(2); // 1.5 → 2
  });
});
