import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, users } from "../db/schema.ts";
import { WEAK_PASSWORD_MESSAGE } from "../auth/password-strength.ts";
import { createAccount, formatAccounts, listAccounts, resetAccountPassword, setAccountRole } from "./admin-commands.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const PASSWORD = "river-cobalt-lantern-42";
const roleOf = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]?.role;

describe("npm run admin", () => {
  it("create: the first account is the owner; later ones are administrators unless --role says otherwise", async () => {
    await t.deps.db.delete(users);
    expect(await createAccount(t.deps, { email: "first@example.com", password: PASSWORD, role: "sales" })).toBe("owner");
    expect(await createAccount(t.deps, { email: "second@example.com", password: PASSWORD })).toBe("admin");
    expect(await createAccount(t.deps, { email: "third@example.com", password: PASSWORD, role: "editor" })).toBe("editor");
    await expect(createAccount(t.deps, { email: "fourth@example.com", password: PASSWORD, role: "owner" })).rejects.toThrow(/already an owner/);
    await expect(createAccount(t.deps, { email: "fifth@example.com", password: PASSWORD, role: "boss" })).rejects.toThrow("--role must be one of: owner, admin, editor, sales.");
    await expect(createAccount(t.deps, { email: "second@example.com", password: PASSWORD })).rejects.toThrow(/already exists/);
  });

  it("reset-password still works", async () => {
    await resetAccountPassword(t.deps, TEST_ADMIN.email, PASSWORD);
    expect((await t.request("/api/auth/login", { method: "POST", json: { email: TEST_ADMIN.email, password: PASSWORD } })).status).toBe(200);
    await expect(resetAccountPassword(t.deps, "nobody@example.com", PASSWORD)).rejects.toThrow("No account for nobody@example.com.");
  });

  it("create and reset-password refuse a password the app would refuse, with its message, and change nothing", async () => {
    const weak = `--password: ${WEAK_PASSWORD_MESSAGE}.`;
    for (const password of ["password1234", "qwertyuiop123", "letmein12345"]) {
      await expect(createAccount(t.deps, { email: "new@example.com", password })).rejects.toThrow(weak);
      await expect(resetAccountPassword(t.deps, TEST_ADMIN.email, password)).rejects.toThrow(weak);
    }
    // Words of the account itself count as guessable, as on the account page.
    await expect(createAccount(t.deps, { email: "marisol.quintanilla@example.com", name: "Marisol Quintanilla", password: "marisolquintanilla" })).rejects.toThrow(weak);
    expect(await roleOf("new@example.com")).toBeUndefined();
    expect((await t.request("/api/auth/login", { method: "POST", json: { email: TEST_ADMIN.email, password: "password1234" } })).status).toBe(401);
    expect((await t.request("/api/auth/login", { method: "POST", json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).status).toBe(200);
  });

  it("list: e-mail, name, role, status and two-factor", async () => {
    await t.loginAs("editor");
    await t.deps.db.update(users).set({ status: "suspended", totpEnabledAt: new Date() }).where(eq(users.email, "editor@example.com"));
    const rows = await listAccounts(t.deps);
    expect(rows).toEqual([
      { email: TEST_ADMIN.email, name: TEST_ADMIN.name, role: "owner", status: "active", twoFactor: false },
      { email: "editor@example.com", name: "Test editor", role: "editor", status: "suspended", twoFactor: true },
    ]);
    expect(formatAccounts(rows).split("\n")).toEqual([
      "EMAIL               NAME         ROLE    STATUS     2FA",
      "admin@example.com   Test Admin   owner   active     off",
      "editor@example.com  Test editor  editor  suspended  on",
    ]);
  });

  it("set-role changes a role, refuses to demote the only owner, and --role owner transfers ownership", async () => {
    await t.loginAs("sales");
    expect(await setAccountRole(t.deps, "SALES@example.com", "editor")).toBe("sales@example.com is now editor.");
    expect(await roleOf("sales@example.com")).toBe("editor");
    await expect(setAccountRole(t.deps, TEST_ADMIN.email, "admin")).rejects.toThrow(/is the owner, and there must always be one/);
    await expect(setAccountRole(t.deps, "nobody@example.com", "admin")).rejects.toThrow("No account for nobody@example.com.");
    await expect(setAccountRole(t.deps, "sales@example.com", "king")).rejects.toThrow(/--role must be one of/);
    expect(await setAccountRole(t.deps, "sales@example.com", "owner")).toMatch(/is now the owner/);
    expect(await roleOf("sales@example.com")).toBe("owner");
    expect(await roleOf(TEST_ADMIN.email)).toBe("admin");
    const lines = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "staff.role_changed"));
    expect(lines.map((l) => [l.actorEmail, l.target, l.details])).toEqual([
      ["command line", "staff sales@example.com", { from: "sales", to: "editor", via: "command line" }],
      ["command line", "staff sales@example.com", { from: "editor", to: "owner", via: "command line" }],
    ]);
  });
});
