import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, authTokens, recoveryCodes, users } from "../db/schema.ts";
import { totpCodeAt } from "./totp.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
// A fixed clock: 5 s into a 30-second step, so "this step", "the step before" and "the next one" are exact.
const T0 = Date.UTC(2026, 10, 25, 3, 0, 5);
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  await t.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const codeAt = (secret: string, offsetSteps = 0) => totpCodeAt(secret, Date.now() + offsetSteps * 30_000);
const passwordStep = (email = TEST_ADMIN.email, password = TEST_ADMIN.password) =>
  t.request("/api/auth/login", { method: "POST", json: { email, password } });
const codeStep = (challenge: string, code: string) => t.request("/api/auth/login/two-factor", { method: "POST", json: { challenge, code } });
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

/** Sets up and confirms 2FA for the signed-in member; answers the secret and the recovery codes. */
async function enableTwoFactor(headers: Record<string, string>) {
  const setup = await t.request("/api/admin/account/two-factor/setup", { method: "POST", headers, json: { password: TEST_ADMIN.password } });
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl, qrCode } = await json<{ secret: string; otpauthUrl: string; qrCode: string }>(setup);
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const enable = await t.request("/api/admin/account/two-factor/enable", { method: "POST", headers, json: { code: codeAt(secret) } });
  expect(enable.status).toBe(200);
  const { recoveryCodes: codes } = await json<{ recoveryCodes: string[] }>(enable);
  // The confirming code's step is used up: sign-in tests start from the next one.
  nextStep();
  return { secret, codes };
}

async function challengeFor(email = TEST_ADMIN.email) {
  const res = await passwordStep(email);
  expect(res.status).toBe(200);
  const body = await json(res);
  expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return body.challenge as string;
}

describe("two-factor set-up", () => {
  it("stores the secret encrypted, turns on with a first code and gives 10 recovery codes kept only as hashes", async () => {
    const headers = await t.login();
    const { secret, codes } = await enableTwoFactor(headers);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(row!.totpSecret).toMatch(/^enc:v1:/);
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpEnabledAt).not.toBeNull();
    const stored = await t.deps.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace("-", ""));
    // ~50 bits each: under ASVS 6.5.2's 112 bits for a plain hash, so salted argon2id.
    for (const s of stored) expect(s.codeHash).toMatch(/^\$argon2id\$/);
    const account = await json(await t.request("/api/admin/account", { headers }));
    expect(account).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.two_factor_enabled"));
    expect(audit).toHaveLength(1);
  });

  it("asks for the password before a secret is made", async () => {
    const headers = await t.login();
    const res = await t.request("/api/admin/account/two-factor/setup", { method: "POST", headers, json: { password: "not-my-password" } });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors.password).toBe("Your current password is not correct");
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(row!.totpSecret).toBeNull();
  });

  it("refuses a wrong confirming code and stays off", async () => {
    const headers = await t.login();
    const { secret } = await json<{ secret: string }>(await t.request("/api/admin/account/two-factor/setup", { method: "POST", headers, json: { password: TEST_ADMIN.password } }));
    const wrong = await t.request("/api/admin/account/two-factor/enable", { method: "POST", headers, json: { code: codeAt(secret, 3) } });
    expect(wrong.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(wrong)).errors.code).toMatch(/not valid/);
    expect((await passwordStep()).status).toBe(200);
    expect(await json(await passwordStep())).toHaveProperty("token");
  });
});

describe("sign-in with a second factor", () => {
  it("answers a challenge instead of a token after the password, then signs in with the code", async () => {
    const { secret } = await enableTwoFactor(await t.login());
    const challenge = await challengeFor();
    const res = await codeStep(challenge, codeAt(secret));
    expect(res.status).toBe(200);
    const body = await json<{ token: string; user: { email: string; twoFactorEnabled: boolean } }>(res);
    expect(body.user).toMatchObject({ email: TEST_ADMIN.email, twoFactorEnabled: true });
    expect((await t.request("/api/auth/me", { token: body.token })).status).toBe(200);
    const [sign] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in")).orderBy(auditLog.id).offset(1);
    expect(sign!.details).toEqual({ method: "two_factor" });
  });

  it("stores the challenge hashed and lets it sign in once only", async () => {
    const { secret } = await enableTwoFactor(await t.login());
    const challenge = await challengeFor();
    const [row] = await t.deps.db.select().from(authTokens).where(eq(authTokens.purpose, "two_factor"));
    expect(row!.tokenHash).not.toBe(challenge);
    expect((await codeStep(challenge, codeAt(secret))).status).toBe(200);
    nextStep();
    const again = await codeStep(challenge, codeAt(secret));
    expect(again.status).toBe(401);
    expect(await json(again)).toMatchObject({ code: "challenge_expired" });
  });

  it("refuses a challenge older than 5 minutes", async () => {
    const { secret } = await enableTwoFactor(await t.login());
    const challenge = await challengeFor();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const res = await codeStep(challenge, codeAt(secret));
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ code: "challenge_expired" });
  });

  it("refuses a code of a time step already used (replay)", async () => {
    const { secret } = await enableTwoFactor(await t.login());
    const code = codeAt(secret);
    expect((await codeStep(await challengeFor(), code)).status).toBe(200);
    const replay = await codeStep(await challengeFor(), code);
    expect(replay.status).toBe(401);
    nextStep();
    expect((await codeStep(await challengeFor(), codeAt(secret))).status).toBe(200);
  });

  it("accepts the step before and after (clock drift), not two steps away", async () => {
    const { secret } = await enableTwoFactor(await t.login());
    expect((await codeStep(await challengeFor(), codeAt(secret, -2))).status).toBe(401);
    expect((await codeStep(await challengeFor(), codeAt(secret, 2))).status).toBe(401);
    // The enable code used step s0; now at s0+1: the step before (s0) is used, so take the one after.
    const ahead = await codeStep(await challengeFor(), codeAt(secret, 1));
    expect(ahead.status).toBe(200);
    vi.setSystemTime(Date.now() + 3 * 30_000);
    const behind = await codeStep(await challengeFor(), codeAt(secret, -1));
    expect(behind.status).toBe(200);
  });

  it("accepts each recovery code once, typed in any case with or without the dash", async () => {
    const { codes } = await enableTwoFactor(await t.login());
    const typed = codes[3]!.toUpperCase().replace("-", " ");
    const first = await codeStep(await challengeFor(), typed);
    expect(first.status).toBe(200);
    const [sign] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in")).orderBy(auditLog.id).offset(1);
    expect(sign!.details).toEqual({ method: "recovery_code" });
    expect((await codeStep(await challengeFor(), codes[3]!)).status).toBe(401);
    const headers = { authorization: `Bearer ${(await json<{ token: string }>(first)).token}` };
    expect(await json(await t.request("/api/admin/account", { headers }))).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("locks the code step after 5 wrong codes, even for the right code, and a correct password does not lift it", async () => {
    const { secret } = await enableTwoFactor(await t.login());
    const challenge = await challengeFor();
    for (let i = 0; i < 5; i++) {
      const wrong = await codeStep(challenge, "000000");
      expect(wrong.status).toBe(401);
    }
    const locked = await codeStep(challenge, codeAt(secret));
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBeTruthy();
    const fresh = await codeStep(await challengeFor(), codeAt(secret));
    expect(fresh.status).toBe(429);
    const failures = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.two_factor_failed"));
    expect(failures).toHaveLength(5);
    expect(failures[0]!.actorEmail).toBe(TEST_ADMIN.email);
  });
});

describe("turning two-factor off and new recovery codes", () => {
  it("needs the password and a code to turn off", async () => {
    const headers = await t.login();
    const { secret } = await enableTwoFactor(headers);
    const me = await json<{ token: string }>(await codeStep(await challengeFor(), codeAt(secret)));
    const auth = { authorization: `Bearer ${me.token}` };
    nextStep();
    const noPassword = await t.request("/api/admin/account/two-factor/disable", { method: "POST", headers: auth, json: { password: "wrong-password-x", code: codeAt(secret) } });
    expect(noPassword.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(noPassword)).errors.password).toBe("Your current password is not correct");
    const noCode = await t.request("/api/admin/account/two-factor/disable", { method: "POST", headers: auth, json: { password: TEST_ADMIN.password, code: "123456" } });
    expect(noCode.status).toBe(400);
    const ok = await t.request("/api/admin/account/two-factor/disable", { method: "POST", headers: auth, json: { password: TEST_ADMIN.password, code: codeAt(secret) } });
    expect(ok.status).toBe(200);
    expect(await json(await passwordStep())).toHaveProperty("token");
    expect(await t.deps.db.select().from(recoveryCodes)).toHaveLength(0);
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.two_factor_disabled"))).toHaveLength(1);
  });

  it("replaces the recovery codes after the password: the old ones stop working", async () => {
    const { secret, codes } = await enableTwoFactor(await t.login());
    const me = await json<{ token: string }>(await codeStep(await challengeFor(), codeAt(secret)));
    const res = await t.request("/api/admin/account/two-factor/recovery-codes", { method: "POST", token: me.token, json: { password: TEST_ADMIN.password } });
    expect(res.status).toBe(200);
    const fresh = (await json<{ recoveryCodes: string[] }>(res)).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await codeStep(await challengeFor(), codes[0]!)).status).toBe(401);
    expect((await codeStep(await challengeFor(), fresh[0]!)).status).toBe(200);
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.recovery_codes_regenerated"))).toHaveLength(1);
  });
});

describe("the owner requires two-factor sign-in for all staff", () => {
  it("only the owner may, and only with 2FA on for their own account", async () => {
    const editor = await t.loginAs("editor");
    expect((await t.request("/api/admin/account/require-two-factor", { method: "PUT", headers: editor, json: { required: true } })).status).toBe(403);
    const owner = await t.login();
    const early = await t.request("/api/admin/account/require-two-factor", { method: "PUT", headers: owner, json: { required: true } });
    expect(early.status).toBe(409);
  });

  it("sends a member without 2FA to set it up: everything else answers 403 until then", async () => {
    const owner = await t.login();
    await enableTwoFactor(owner);
    expect((await t.request("/api/admin/account/require-two-factor", { method: "PUT", headers: owner, json: { required: true } })).status).toBe(200);
    const login = await passwordStep((await t.loginAs("sales"), "sales@example.com"));
    const { token, user } = await json<{ token: string; user: Record<string, unknown> }>(login);
    expect(user.twoFactorSetupRequired).toBe(true);
    const blocked = await t.request("/api/admin/stats", { token });
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toMatchObject({ code: "two_factor_setup_required" });
    expect(await json(await t.request("/api/auth/me", { token }))).toMatchObject({ twoFactorSetupRequired: true });
    expect(await json(await t.request("/api/admin/account", { token }))).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
    await enableTwoFactor({ authorization: `Bearer ${token}` });
    expect((await t.request("/api/admin/stats", { token })).status).toBe(200);
    expect(await json(await t.request("/api/auth/me", { token }))).toMatchObject({ twoFactorSetupRequired: false });
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "settings.changed"));
    expect(audit[0]).toMatchObject({ target: "require two-factor sign-in", details: { required: true } });
  });
});
