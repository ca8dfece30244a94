import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ SESSION_IDLE_MINUTES: "30", SESSION_MAX_HOURS: "12" });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const login = (email: string, password: string, ip = "10.0.0.1") =>
  t.request("/api/auth/login", { method: "POST", json: { email, password }, headers: { "x-test-ip": ip } });

describe("POST /api/auth/login", () => {
  it("returns a token and the user for valid credentials", async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { name: string; email: string } };
    expect(body.user).toMatchObject({ name: TEST_ADMIN.name, email: TEST_ADMIN.email });
    expect(body.token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const again = (await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json()) as { token: string };
    expect(again.token).not.toBe(body.token);
  });

  it("tells the page whether this is the account's first sign-in (the welcome says 'Welcome', later 'Welcome back')", async () => {
    const first = (await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json()) as { firstSignIn: boolean };
    expect(first.firstSignIn).toBe(true);
    const later = (await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json()) as { firstSignIn: boolean };
    expect(later.firstSignIn).toBe(false);
  });

  it("stores only a hash of the token", async () => {
    const { token } = (await (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json()) as { token: string };
    const rows = await t.deps.db.execute<{ token_hash: string }>(sql`select token_hash from sessions`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.token_hash).not.toContain(token);
  });

  it("answers the same for a wrong password and an unknown e-mail", async () => {
    const wrong = await login(TEST_ADMIN.email, "not-the-password");
    const unknown = await login("nobody@example.com", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("rejects invalid input with the spec's field messages", async () => {
    const res = await login("not-an-email", "123");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ email: "Please enter a valid email", password: "Password must be at least 6 characters" });
  });

  it("answers 400 for a malformed JSON body", async () => {
    const res = await t.request("/api/auth/login", { method: "POST", body: "{oops", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/not valid JSON/);
  });

  it("throttles repeated failures, even for the right password afterwards", async () => {
    for (let i = 0; i < 5; i++) expect((await login(TEST_ADMIN.email, "wrong-password")).status).toBe(401);
    const blocked = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect(((await blocked.json()) as { message: string }).message).toMatch(/Too many sign-in attempts/);
    // The lock-out is the account's, whatever the address: guesses from many addresses add up.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, "10.0.0.2")).status).toBe(429);
    // Other accounts are not affected.
    expect((await login("someone-else@example.com", "not-the-password", "10.0.0.2")).status).toBe(401);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("returns the user for a valid token and 401 otherwise", async () => {
    const headers = await t.login();
    const me = await t.request("/api/auth/me", { headers });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: TEST_ADMIN.email, name: TEST_ADMIN.name });
    expect((await t.request("/api/auth/me")).status).toBe(401);
    expect((await t.request("/api/auth/me", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });

  it("ends the session on the server at once", async () => {
    const headers = await t.login();
    expect((await t.request("/api/auth/logout", { method: "POST", headers })).status).toBe(200);
    expect((await t.request("/api/auth/me", { headers })).status).toBe(401);
  });

  it("expires an idle session", async () => {
    const headers = await t.login();
    await t.deps.db.execute(sql`update sessions set last_seen_at = now() - interval '31 minutes'`);
    expect((await t.request("/api/auth/me", { headers })).status).toBe(401);
  });

  it("expires a session past its absolute lifetime even when active", async () => {
    const headers = await t.login();
    await t.deps.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await t.request("/api/auth/me", { headers })).status).toBe(401);
  });
});
