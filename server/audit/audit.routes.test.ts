import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, contacts, newsletterSubscribers, users } from "../db/schema.ts";
import { registerJobs } from "../register-jobs.ts";
import type { AuditListResponse } from "#common/audit/audit-query.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const SECRET = "sk-live-do-not-log-4f9a2b7c";
const lines = () => t.deps.db.select().from(auditLog).orderBy(auditLog.id);

describe("what the audit log records", () => {
  it("records a settings change by its key, never its value, and nothing when a secret is left as it is", async () => {
    const headers = await t.login();
    const save = (category: string, key: string, value: string) => t.request("/api/admin/settings", { method: "POST", headers, json: { category, key, value } });
    expect((await save("crm", "api_key", SECRET)).status).toBe(200);
    expect((await save("general", "site_name", "Bayou Labs")).status).toBe(200);
    // The masked hint sent back means "leave the secret as it is": nothing changed, nothing recorded.
    expect(await (await save("crm", "api_key", "••••••••2b7c")).json()).toMatchObject({ changed: false });
    const changes = (await lines()).filter((l) => l.action === "settings.changed");
    expect(changes.map((l) => [l.actorEmail, l.target, l.details])).toEqual([
      [TEST_ADMIN.email, "setting crm.api_key", { category: "crm", key: "api_key" }],
      [TEST_ADMIN.email, "setting general.site_name", { category: "general", key: "site_name" }],
    ]);
    expect(JSON.stringify(await lines())).not.toContain(SECRET);
    expect(JSON.stringify(await lines())).not.toContain("Bayou Labs");
  });

  it("records every successful delete with a readable target, not a failed one", async () => {
    const headers = await t.login();
    const [c] = await t.deps.db.insert(contacts).values({ name: "Pat Lead", email: "pat@example.com" }).returning();
    const res = await t.request(`/api/admin/contacts/${c!.id}`, { method: "DELETE", headers: { ...headers, "x-test-ip": "203.0.113.7" } });
    expect(res.status).toBe(200);
    expect((await t.request("/api/admin/testimonials/424242", { method: "DELETE", headers })).status).toBe(404);
    const deleted = (await lines()).filter((l) => l.action === "data.deleted");
    expect(deleted.map((l) => [l.actorEmail, l.target])).toEqual([[TEST_ADMIN.email, `contact ${c!.id}`]]);
  });

  it("records exports of contacts and newsletter subscribers", async () => {
    const headers = await t.loginAs("sales");
    await t.deps.db.insert(newsletterSubscribers).values({ email: "reader@example.com", consentText: "Yes, send me the newsletter" });
    expect((await t.request("/api/admin/contacts/export.csv?status=new", { headers })).status).toBe(200);
    expect((await t.request("/api/admin/newsletter/subscribers.csv", { headers })).status).toBe(200);
    const exported = (await lines()).filter((l) => l.action === "data.exported");
    expect(exported.map((l) => [l.actorEmail, l.target, l.details])).toEqual([
      ["sales@example.com", "contacts CSV", { status: "new" }],
      ["sales@example.com", "newsletter subscribers CSV", { rows: 1 }],
    ]);
  });
});

describe("GET /api/admin/audit", () => {
  async function seed() {
    const ownerId = (await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email)))[0]!.id;
    const { audit } = t.deps.services;
    await t.deps.db.insert(auditLog).values({ action: "data.exported", actorId: ownerId, actorEmail: TEST_ADMIN.email, target: "contacts CSV", at: new Date("2026-01-05T10:00:00Z") });
    await t.deps.db.insert(auditLog).values({ action: "data.deleted", actorId: ownerId, actorEmail: TEST_ADMIN.email, target: "blog post 4", at: new Date("2026-01-06T23:30:00Z") });
    await audit.record({ action: "auth.sign_in_failed", actorEmail: "stranger@example.com", ip: "198.51.100.1" });
    return ownerId;
  }
  const get = async (query: string, headers: Record<string, string>) => t.request(`/api/admin/audit${query}`, { headers });

  it("lists newest first and filters by action, person, text and date range", async () => {
    const headers = await t.login();
    const ownerId = await seed();
    const all = (await (await get("", headers)).json()) as AuditListResponse;
    expect(all.entries.map((e) => e.action)).toEqual(["auth.sign_in_failed", "auth.sign_in", "data.deleted", "data.exported"]);
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: 4 });
    const only = async (q: string) => ((await (await get(q, headers)).json()) as AuditListResponse).entries.map((e) => e.target ?? e.action);
    expect(await only("?action=data.deleted")).toEqual(["blog post 4"]);
    expect(await only("?q=stranger")).toEqual(["auth.sign_in_failed"]);
    expect(await only(`?actorId=${ownerId}&from=2026-01-01&to=2026-01-06`)).toEqual(["blog post 4", "contacts CSV"]);
    expect(await only("?from=2026-01-06&to=2026-01-06")).toEqual(["blog post 4"]);
    expect(await only("?action=&q=&page=2")).toEqual([]);
  });

  it("explains bad filters at the field", async () => {
    const res = await get("?action=nope&from=yesterday", await t.login());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ action: "Unknown action", from: "From must be a date (YYYY-MM-DD)" });
  });

  it("is for the owner and administrators only", async () => {
    expect((await get("", await t.loginAs("admin"))).status).toBe(200);
    expect((await get("", await t.loginAs("editor"))).status).toBe(403);
    expect((await get("", await t.loginAs("sales"))).status).toBe(403);
  });

  it("runs the one-year purge as a daily job", async () => {
    await t.deps.db.insert(auditLog).values({ action: "data.deleted", target: "old", at: new Date(Date.now() - 400 * 86_400_000) });
    registerJobs(t.deps);
    await t.deps.services.scheduler.sync();
    const message = await t.deps.services.scheduler.runNow("audit-log-retention");
    expect(JSON.stringify(message)).toContain("1 audit lines older than a year removed");
    expect((await lines()).map((l) => l.target)).not.toContain("old");
  });
});
