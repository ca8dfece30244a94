import { describe, expect, it } from "vitest";
import { executionSchema, workflowSchema } from "./n8n-schemas.ts";

describe("executionSchema", () => {
  const base = { id: 7, workflowId: 3, mode: "webhook", startedAt: "2025-06-01T10:00:00.000Z" };

  it("derives a status from the flags of versions that predate it", () => {
    const parse = (extra: object) => executionSchema.parse({ ...base, ...extra }).status;
    expect(parse({ finished: true, stoppedAt: "2025-06-01T10:00:01.500Z" })).toBe("success");
    expect(parse({ finished: false, stoppedAt: "2025-06-01T10:00:01.500Z" })).toBe("error");
    expect(parse({ finished: false, stoppedAt: null })).toBe("running");
    expect(parse({ finished: false, stoppedAt: null, waitTill: "2025-06-01T11:00:00.000Z" })).toBe("waiting");
    expect(parse({ finished: false, startedAt: null, stoppedAt: null })).toBe("new");
    expect(parse({ status: "crashed", finished: false, stoppedAt: "2025-06-01T10:00:01.500Z" })).toBe("crashed");
  });

  it("reads ids as strings and dates as Dates", () => {
    const e = executionSchema.parse({ ...base, status: "success", stoppedAt: "2025-06-01T10:00:01.500Z" });
    expect(e).toEqual({
      id: "7",
      workflowId: "3",
      status: "success",
      mode: "webhook",
      startedAt: new Date("2025-06-01T10:00:00.000Z"),
      stoppedAt: new Date("2025-06-01T10:00:01.500Z"),
    });
  });
});

describe("workflowSchema", () => {
  it("finds webhook paths on enabled webhook nodes, falling back to the webhookId", () => {
    const w = workflowSchema.parse({
      id: "abc",
      name: "Leads",
      active: false,
      nodes: [
        { type: "n8n-nodes-base.webhook", parameters: { path: "/new-lead" } },
        { type: "n8n-nodes-base.webhook", parameters: {}, webhookId: "4b1e-uuid" },
        { type: "n8n-nodes-base.webhook", parameters: { path: "off" }, disabled: true },
        { type: "n8n-nodes-base.httpRequest", parameters: { path: "not-a-trigger" } },
      ],
    });
    expect(w).toMatchObject({ active: false, tags: [], isArchived: false, webhookPaths: ["new-lead", "4b1e-uuid"] });
  });

  it("treats a published version as active", () => {
    expect(workflowSchema.parse({ id: 1, name: "x", active: false, activeVersionId: "v1" }).active).toBe(true);
    expect(workflowSchema.parse({ id: 1, name: "x", active: false, activeVersionId: null }).active).toBe(false);
  });
});
