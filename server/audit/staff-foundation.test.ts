import { mkdtempSync, cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { migrationsFolder } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { auditLog, users } from "../db/schema.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe("staff accounts: roles, suspension and the audit of sign-ins", () => {
  it("tells the signed-in user's role", async () => {
    const owner = await (await t.request("/api/auth/me", { headers: await t.login() })).json();
    expect(owner).toMatchObject({ email: TEST_ADMIN.email, role: "owner" });
    const editor = await (await t.request("/api/auth/me", { headers: await t.loginAs("editor") })).json();
    expect(editor).toMatchObject({ email: "editor@example.com", role: "editor" });
  });

  it("allows one owner only", async () => {
    await expect(t.deps.services.auth.createUser({ email: "second@example.com", name: "Second", password: "x".repeat(12), role: "owner" })).rejects.toThrow();
  });

  it("ends a suspended member's sessions at once and refuses their password like a wrong one", async () => {
    const headers = await t.loginAs("sales");
    expect((await t.request("/api/auth/me", { headers })).status).toBe(200);
    await t.deps.db.update(users).set({ status: "suspended" }).where(eq(users.email, "sales@example.com"));
    expect((await t.request("/api/auth/me", { headers })).status).toBe(401);
    const again = await t.request("/api/auth/login", { method: "POST", json: { email: "sales@example.com", password: TEST_ADMIN.password } });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: "Invalid email or password" });
  });

  it("records sign-ins and failed sign-ins with the address, never the password", async () => {
    await t.request("/api/auth/login", { method: "POST", json: { email: "nobody@example.com", password: "wrong-password-1" }, headers: { "x-test-ip": "198.51.100.9" } });
    await t.request("/api/auth/login", { method: "POST", json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, headers: { "x-test-ip": "198.51.100.10", "user-agent": "TestBrowser/1" } });
    const rows = await t.deps.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.actorEmail, r.ip])).toEqual([
      ["auth.sign_in_failed", "nobody@example.com", "198.51.100.9"],
      ["auth.sign_in", TEST_ADMIN.email, "198.51.100.10"],
    ]);
    expect(rows[1]!.actorId).not.toBeNull();
    expect(rows[1]!.userAgent).toBe("TestBrowser/1");
    expect(JSON.stringify(rows)).not.toContain("wrong-password-1");
    expect(JSON.stringify(rows)).not.toContain(TEST_ADMIN.password);
    const listed = await t.deps.services.audit.list({ action: "auth.sign_in" });
    expect(listed.total).toBe(1);
    expect(listed.entries[0]).toMatchObject({ action: "auth.sign_in", actorName: TEST_ADMIN.name });
  });

  it("purges audit lines older than a year", async () => {
    await t.deps.services.audit.record({ action: "data.exported", target: "contacts" });
    await t.deps.db.insert(auditLog).values({ action: "data.deleted", at: new Date(Date.now() - 366 * 86_400_000) });
    expect(await t.deps.services.audit.purgeExpired()).toBe(1);
    expect((await t.deps.services.audit.list()).entries.map((e) => e.action)).toEqual(["data.exported"]);
  });
});

describe("migration 0003: staff accounts", () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bcai-migration-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("makes the oldest existing account the owner and the others administrators", async () => {
    const folder = path.join(tmp, "migrations");
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag === "0002_blog-post-html");
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }));

    const client = new PGlite();
    await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    await client.query(`insert into users (email, name, password_hash) values ('first@example.com', 'First', 'x'), ('second@example.com', 'Second', 'x')`);
    await client.query(`insert into sessions (token_hash, user_id, expires_at) values ('h1', 1, now() + interval '1 hour')`);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const roles = await client.query<{ email: string; role: string; status: string }>(`select email, role, status from users order by id`);
    expect(roles.rows).toEqual([
      { email: "first@example.com", role: "owner", status: "active" },
      { email: "second@example.com", role: "admin", status: "active" },
    ]);
    const session = await client.query<{ public_id: string }>(`select public_id from sessions`);
    expect(session.rows[0]!.public_id).toMatch(/^[0-9a-f]{32}$/);
    await client.close();
  });
});
