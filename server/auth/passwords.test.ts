import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { auditLog, authTokens, sessions, users } from "../db/schema.ts";
import { ensureAdmin } from "../db/seed.ts";
import { FORGOT_PASSWORD_ANSWER } from "#common/auth/account-schemas.ts";
import { sha256 } from "../lib/crypto.ts";

let t: TestContext;
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = createFakeSmtpServer();
  await smtp.start();
  t = await createTestContext({ PUBLIC_URL: "https://site.example" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.reset();
  smtp.clear();
});

const NEW_PASSWORD = "plum-orbit-lantern-42";
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const signIn = async (email = TEST_ADMIN.email, password = TEST_ADMIN.password) =>
  t.request("/api/auth/login", { method: "POST", json: { email, password } });
const tokenOf = async (res: Response) => (await json<{ token: string }>(res)).token;
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  t.request("/api/admin/account/password", { method: "POST", token, json: { currentPassword, newPassword } });

describe("changing the password in the app", () => {
  it("needs the current password and a strong new one, with a message on the field", async () => {
    const token = await tokenOf(await signIn());
    const wrong = await changePassword(token, "not-my-password", NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(wrong)).errors.currentPassword).toBe("Your current password is not correct");
    const short = await changePassword(token, TEST_ADMIN.password, "short-one");
    expect(short.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(short)).errors.newPassword).toBe("Use at least 12 characters");
    const common = await changePassword(token, TEST_ADMIN.password, "password1234");
    expect(common.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(common)).errors.newPassword).toMatch(/too easy to guess/);
    const named = await changePassword(token, TEST_ADMIN.password, "TestAdmin2026!");
    expect(named.status).toBe(400);
    expect((await signIn()).status).toBe(200);
  });

  it("ends the other sessions, keeps this one and is audited", async () => {
    const other = await tokenOf(await signIn());
    const current = await tokenOf(await signIn());
    const res = await changePassword(current, TEST_ADMIN.password, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ sessionsEnded: 1 });
    expect((await t.request("/api/auth/me", { token: other })).status).toBe(401);
    expect((await t.request("/api/auth/me", { token: current })).status).toBe(200);
    expect((await signIn()).status).toBe(401);
    expect((await signIn(TEST_ADMIN.email, NEW_PASSWORD)).status).toBe(200);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    // argon2id at OWASP's minimum or above (server/auth/password.ts).
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordChangedAt).not.toBeNull();
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.password_changed"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, details: { sessionsEnded: 1 } });
    expect(JSON.stringify(line)).not.toContain(NEW_PASSWORD);
  });

  it("throttles wrong current passwords like sign-in", async () => {
    const token = await tokenOf(await signIn());
    for (let i = 0; i < 5; i++) expect((await changePassword(token, `wrong-password-${i}`, NEW_PASSWORD)).status).toBe(400);
    expect((await changePassword(token, TEST_ADMIN.password, NEW_PASSWORD)).status).toBe(429);
  });
});

describe("a generated password must be changed at the first sign-in", () => {
  it("blocks every admin route but the account's password form until a new password is chosen", async () => {
    await t.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, TEST_ADMIN.email));
    const login = await signIn();
    const { token, user } = await json<{ token: string; user: Record<string, unknown> }>(login);
    expect(user.mustChangePassword).toBe(true);
    for (const path of ["/api/admin/stats", "/api/admin/contacts", "/api/admin/account/sessions", "/api/admin/sessions"]) {
      const res = await t.request(path, { token });
      expect(res.status, path).toBe(403);
      expect(await json(res)).toEqual({ message: "Choose a new password before going on.", code: "password_change_required" });
    }
    expect((await t.request("/api/admin/account/two-factor/setup", { method: "POST", token, json: { password: TEST_ADMIN.password } })).status).toBe(403);
    expect(await json(await t.request("/api/admin/account", { token }))).toMatchObject({ mustChangePassword: true });
    expect((await changePassword(token, TEST_ADMIN.password, NEW_PASSWORD)).status).toBe(200);
    expect((await t.request("/api/admin/stats", { token })).status).toBe(200);
    expect(await json(await t.request("/api/auth/me", { token }))).toMatchObject({ mustChangePassword: false });
  });

  it("is set for the generated first admin, not for one from ADMIN_PASSWORD", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await t.deps.db.delete(users);
      await ensureAdmin(t.deps);
      const printed = log.mock.calls.flat().join("\n");
      const password = /Password: (\S+)/.exec(printed)?.[1];
      expect(password).toBeTruthy();
      expect(printed).toContain("the first sign-in asks you to choose your own");
      const [generated] = await t.deps.db.select().from(users);
      expect(generated!.mustChangePassword).toBe(true);
      expect(await json(await signIn("admin@example.com", password))).toMatchObject({ user: { mustChangePassword: true } });

      await t.deps.db.delete(users);
      await ensureAdmin({ ...t.deps, env: { ...t.deps.env, ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: NEW_PASSWORD } });
      const [fromEnv] = await t.deps.db.select().from(users);
      expect(fromEnv).toMatchObject({ email: "boss@example.com", mustChangePassword: false });
    } finally {
      log.mockRestore();
    }
  });

  it("is set by the CLI's reset with a generated password (resetPassword with mustChangePassword)", async () => {
    const headers = await t.login();
    expect(await t.deps.services.auth.resetPassword(TEST_ADMIN.email, NEW_PASSWORD, { mustChangePassword: true })).toBe(true);
    expect((await t.request("/api/auth/me", { headers })).status).toBe(401);
    expect(await json(await signIn(TEST_ADMIN.email, NEW_PASSWORD))).toMatchObject({ user: { mustChangePassword: true } });
  });
});

describe("reset by e-mail", () => {
  const forgot = (email: string, ip = "203.0.113.5") => t.request("/api/auth/password/forgot", { method: "POST", json: { email }, headers: { "x-test-ip": ip } });
  const reset = (token: string, password: string) => t.request("/api/auth/password/reset", { method: "POST", json: { token, password } });

  async function useSmtp() {
    await t.deps.services.settings.set({ category: "email", key: "smtp_host", value: "127.0.0.1" });
    await t.deps.services.settings.set({ category: "email", key: "smtp_port", value: String(smtp.port) });
  }
  async function mailedToken(): Promise<string> {
    await smtp.waitForMessages(1);
    const link = /https:\/\/site\.example\/admin\/reset-password\?token=(\S+)/.exec(smtp.messages[0]!.text ?? "");
    expect(link).not.toBeNull();
    return decodeURIComponent(link![1]!);
  }

  it("answers the same for a known and an unknown e-mail, and mails a link only to the known one", async () => {
    await useSmtp();
    const known = await forgot(TEST_ADMIN.email);
    const unknown = await forgot("nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(await json(unknown)).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const token = await mailedToken();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toContain(TEST_ADMIN.email);
    expect(smtp.messages[0]!.text).toContain("30 minutes");
    const [row] = await t.deps.db.select().from(authTokens).where(eq(authTokens.purpose, "password_reset"));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(await t.deps.db.select().from(authTokens))).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    const lines = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.password_reset_requested")).orderBy(auditLog.id);
    expect(lines.map((l) => [l.actorEmail, l.details])).toEqual([
      [TEST_ADMIN.email, { known: true }],
      ["nobody@example.com", { known: false }],
    ]);
  });

  it("sets the new password once, ends every session, clears a forced change and a lock-out, and is audited", async () => {
    await useSmtp();
    const session = await tokenOf(await signIn());
    await t.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, TEST_ADMIN.email));
    for (let i = 0; i < 6; i++) await signIn(TEST_ADMIN.email, `wrong-password-${i}`);
    expect((await signIn()).status).toBe(429);
    await forgot(TEST_ADMIN.email);
    const token = await mailedToken();
    const weak = await reset(token, "password1234");
    expect(weak.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(weak)).errors.password).toMatch(/too easy to guess/);
    const ok = await reset(token, NEW_PASSWORD);
    expect(ok.status).toBe(200);
    expect((await t.request("/api/auth/me", { token: session })).status).toBe(401);
    expect(await t.deps.db.select().from(sessions)).toHaveLength(0);
    const login = await signIn(TEST_ADMIN.email, NEW_PASSWORD);
    expect(login.status).toBe(200);
    expect(await json(login)).toMatchObject({ user: { mustChangePassword: false } });
    const again = await reset(token, "another-fine-password-77");
    expect(again.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(again)).errors.token).toMatch(/expired or was already used/);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.password_reset"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, details: { sessionsEnded: 1 } });
  });

  it("refuses a link after 30 minutes, and an older link once a newer one was asked for", async () => {
    const first = await t.deps.services.account.createResetToken(TEST_ADMIN.email);
    const second = await t.deps.services.account.createResetToken(TEST_ADMIN.email);
    expect((await reset(first!.token, NEW_PASSWORD)).status).toBe(400);
    await t.deps.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, sha256(second!.token)));
    const expired = await reset(second!.token, NEW_PASSWORD);
    expect(expired.status).toBe(400);
    expect((await signIn()).status).toBe(200);
  });

  it("purges spent reset links and sign-in challenges a day after they expired", async () => {
    const old = await t.deps.services.account.createResetToken(TEST_ADMIN.email);
    await t.deps.services.account.createResetToken(TEST_ADMIN.email);
    await t.deps.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(authTokens.tokenHash, sha256(old!.token)));
    await t.deps.services.account.purgeSpentTokens();
    const left = await t.deps.db.select().from(authTokens);
    expect(left).toHaveLength(1);
    expect(left[0]!.tokenHash).not.toBe(sha256(old!.token));
  });

  it("answers the same when SMTP is not set (nothing is sent)", async () => {
    const res = await forgot(TEST_ADMIN.email);
    expect(await json(res)).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(smtp.messages).toHaveLength(0);
  });

  it("throttles requests per e-mail and per address, known or not", async () => {
    for (let i = 0; i < 3; i++) expect((await forgot("nobody@example.com", `203.0.113.${i}`)).status).toBe(200);
    const perEmail = await forgot("nobody@example.com", "203.0.113.99");
    expect(perEmail.status).toBe(429);
    expect(perEmail.headers.get("retry-after")).toBeTruthy();
    for (let i = 0; i < 10; i++) expect((await forgot(`someone${i}@example.com`, "198.51.100.1")).status).toBe(200);
    expect((await forgot("someone-else@example.com", "198.51.100.1")).status).toBe(429);
  });
});
