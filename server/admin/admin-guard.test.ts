import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Turns a registered route pattern into a concrete path (":id" → "1", "*" → "x"). */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, "1").replace(/\*/g, "x");

describe("every /api/admin route requires a session", () => {
  it("has admin routes registered (read from the router)", () => {
    const adminRoutes = t.app.routes.filter((r) => r.path.startsWith("/api/admin") && r.method !== "ALL");
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it("answers 401 JSON without a token, for every registered method and path", async () => {
    const adminRoutes = t.app.routes.filter((r) => r.path.startsWith("/api/admin") && r.method !== "ALL");
    for (const route of adminRoutes) {
      const res = await t.request(concrete(route.path), { method: route.method, json: route.method === "GET" ? undefined : {} });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(await res.json(), `${route.method} ${route.path}`).toEqual({ message: "Authentication required" });
    }
  });

  it("answers 401 for unknown admin paths and any method too", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      expect((await t.request("/api/admin/does-not-exist", { method })).status).toBe(401);
    }
  });

  it("lets a signed-in admin through", async () => {
    const headers = await t.login();
    expect((await t.request("/api/admin/stats", { headers })).status).toBe(200);
  });
});
