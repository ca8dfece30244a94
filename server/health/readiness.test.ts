import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { readyAfter } from "./readiness.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("readiness while warming up", () => {
  it("answers 503 until the warm-up is done, 200 after, while other requests are served meanwhile", async () => {
    let finish = () => undefined as void;
    const ready = readyAfter(t.deps, new Promise<void>((resolve) => (finish = resolve)));
    const starting = await t.request("/readyz");
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: "starting", message: "Warming up" });
    expect((await t.request("/healthz")).status).toBe(200);
    expect((await t.request("/api/site")).status).toBe(200);
    finish();
    await ready;
    const now = await t.request("/readyz");
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({ status: "ready" });
  });

  it("says ready when the warm-up fails: a start without it is slower, not broken", async () => {
    await readyAfter(t.deps, Promise.reject(new Error("render failed")));
    expect((await t.request("/readyz")).status).toBe(200);
  });
});
