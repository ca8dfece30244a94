import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { AppEnv } from "../context.ts";
import { errorResponse } from "../error-responses.ts";
import { STAFF_ROLES, type StaffRole } from "#common/auth/roles.ts";
import { canUse, NO_ACCESS_MESSAGE } from "#common/auth/access.ts";
import { apiArea } from "./admin-mounts.ts";
import { ADMIN_PREFIX, adminRoutes } from "./admin.routes.ts";
import { requireAccess } from "../auth/require-access.ts";
import { contacts } from "../db/schema.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A registered pattern made concrete with ids that match no row, so handlers answer without changing much. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, "999999").replace(/\*/g, "x");
const adminRouteList = () => {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.path.startsWith(`${ADMIN_PREFIX}/`) && r.method !== "ALL")
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
};

describe("roles on every /api/admin route (common/auth/access.ts)", () => {
  it("gives every registered admin route an area", () => {
    const routes = adminRouteList();
    expect(routes.length).toBeGreaterThan(50);
    for (const r of routes) expect(apiArea(r.path.slice(ADMIN_PREFIX.length), r.method), `${r.method} ${r.path}`).not.toBeNull();
  });

  // Every route times every role, handlers included, each answer also checked against the OpenAPI document: it grows
  // with the API, so it gets more than the default 30 s (minutes on a loaded machine).
  it("answers 403 exactly where the map refuses the role, for every route and every role", { timeout: 180_000 }, async () => {
    const headers = {} as Record<StaffRole, Record<string, string>>;
    for (const role of STAFF_ROLES) headers[role] = await t.loginAs(role);
    const refusals: Record<StaffRole, number> = { owner: 0, admin: 0, editor: 0, sales: 0 };
    for (const route of adminRouteList()) {
      const area = apiArea(route.path.slice(ADMIN_PREFIX.length), route.method)!;
      for (const role of STAFF_ROLES) {
        const res = await t.request(concrete(route.path), { method: route.method, headers: headers[role], json: route.method === "GET" ? undefined : {} });
        const body = res.headers.get("content-type")?.includes("json") ? ((await res.json()) as { message?: string }) : {};
        const refused = res.status === 403 && body.message === NO_ACCESS_MESSAGE;
        expect(refused, `${role} ${route.method} ${route.path} (${area}): ${res.status} ${body.message}`).toBe(!canUse(role, area));
        if (refused) refusals[role]++;
      }
    }
    expect(refusals.owner).toBe(0);
    expect(refusals.admin).toBe(0);
    expect(refusals.editor).toBeGreaterThan(10);
    expect(refusals.sales).toBeGreaterThan(10);
  });

  it("refuses odd spellings of a path rather than guessing their area", async () => {
    const editor = await t.loginAs("editor");
    for (const path of ["/api/admin//contacts", "/api/admin/%63ontacts", "/api/admin/Contacts", "/api/admin/blog/../contacts"]) {
      const res = await t.request(path, { headers: editor });
      expect(res.status, path).not.toBe(200);
    }
  });

  it("filters the dashboard's activity by role: no leads for an editor", async () => {
    await t.deps.db.insert(contacts).values({ name: "Pat Lead", email: "pat@example.com" });
    const kinds = async (role: StaffRole) =>
      ((await (await t.request("/api/admin/activity", { headers: await t.loginAs(role) })).json()) as { kind: string; title: string }[]).map((i) => i.kind);
    expect(await kinds("owner")).toContain("lead");
    expect(await kinds("sales")).toContain("lead");
    expect(await kinds("editor")).not.toContain("lead");
    expect(await kinds("sales")).not.toContain("ai_content");
    expect(await kinds("sales")).not.toContain("automation");
  });
});

describe("a route with no area", () => {
  it("is refused for every role, the owner included: the guard denies by default", async () => {
    const admin = adminRoutes(t.deps);
    admin.get("/brand-new-thing", (c) => c.json({ ok: true }));
    const app = new Hono<AppEnv>();
    app.route(ADMIN_PREFIX, admin);
    app.onError((err, c) => {
      const known = errorResponse(err);
      return known ? c.json(known.body, known.status) : c.json({ message: String(err) }, 500);
    });
    for (const role of STAFF_ROLES) {
      const res = await app.request(`${ADMIN_PREFIX}/brand-new-thing`, { headers: await t.loginAs(role) });
      expect(res.status, role).toBe(403);
      expect(await res.json()).toEqual({ message: NO_ACCESS_MESSAGE });
    }
  });

  it("matches whole path segments only", async () => {
    expect(apiArea("/blog")).toBe("content");
    expect(apiArea("/blog/3")).toBe("content");
    expect(apiArea("/blogroll")).toBeNull();
    expect(apiArea("/ai/content")).toBe("ai_content");
    expect(apiArea("/ai/tasks/1/run")).toBe("ai_automation");
    expect(apiArea("/ai")).toBeNull();
    expect(apiArea("/n8n/workflows", "GET")).toBe("contacts");
    expect(apiArea("/n8n/workflows/3", "PATCH")).toBe("n8n");
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("user", { id: 1, name: "O", email: "o@example.com", role: "owner", mustChangePassword: false, twoFactorEnabled: false });
      await next();
    });
    app.use(requireAccess({ mountedAt: "", areaOf: apiArea }));
    app.get("/blogroll", (c) => c.json({ ok: true }));
    app.onError((err, c) => {
      const known = errorResponse(err);
      return known ? c.json(known.body, known.status) : c.json({ message: err.message }, 500);
    });
    expect((await app.request("/blogroll")).status).toBe(403);
  });
});
