import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, sessions, users } from "../db/schema.ts";
import { describeUserAgent } from "#common/auth/user-agent.ts";
import type { SessionDevicesPage, SessionView, StaffSessionsSummary } from "#common/auth/account-schemas.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const json = async <T>(res: Response) => (await res.json()) as T;

async function signIn(email: string, userAgent: string, ip: string): Promise<string> {
  const res = await t.request("/api/auth/login", { method: "POST", json: { email, password: TEST_ADMIN.password }, headers: { "user-agent": userAgent, "x-test-ip": ip } });
  expect(res.status).toBe(200);
  return (await json<{ token: string }>(res)).token;
}

describe("describeUserAgent", () => {
  it("names the browser and system in plain words", () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toBe("Chrome on Windows");
    expect(describeUserAgent(SAFARI_IPHONE)).toBe("Safari on iOS");
    expect(describeUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge on macOS");
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
    expect(describeUserAgent(null)).toBe("Unknown device");
  });
});

describe("a staff member's own sessions", () => {
  it("lists device, address, sign-in and last-seen times and marks this device, never showing a token", async () => {
    const laptop = await signIn(TEST_ADMIN.email, CHROME_WINDOWS, "198.51.100.7");
    const phone = await signIn(TEST_ADMIN.email, SAFARI_IPHONE, "203.0.113.8");
    const res = await t.request("/api/admin/account/sessions", { token: phone });
    expect(res.status).toBe(200);
    const list = await json<SessionView[]>(res);
    expect(list).toHaveLength(2);
    const byDevice = Object.fromEntries(list.map((s) => [s.device, s]));
    expect(byDevice["Safari on iOS"]).toMatchObject({ ip: "203.0.113.8", current: true });
    expect(byDevice["Chrome on Windows"]).toMatchObject({ ip: "198.51.100.7", current: false });
    for (const s of list) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).not.toBeNaN();
    }
    expect(JSON.stringify(list)).not.toContain(laptop);
    expect(JSON.stringify(list)).not.toContain(phone);
  });

  it("ends one session by its id; another member's session id is not found", async () => {
    const laptop = await signIn(TEST_ADMIN.email, CHROME_WINDOWS, "198.51.100.7");
    const phone = await signIn(TEST_ADMIN.email, SAFARI_IPHONE, "203.0.113.8");
    const editor = await t.loginAs("editor");
    const editorSessions = await json<SessionView[]>(await t.request("/api/admin/account/sessions", { headers: editor }));
    const notMine = await t.request(`/api/admin/account/sessions/${editorSessions[0]!.id}`, { method: "DELETE", token: phone });
    expect(notMine.status).toBe(404);
    expect((await t.request("/api/auth/me", { headers: editor })).status).toBe(200);

    const list = await json<SessionView[]>(await t.request("/api/admin/account/sessions", { token: phone }));
    const laptopId = list.find((s) => !s.current)!.id;
    expect((await t.request(`/api/admin/account/sessions/${laptopId}`, { method: "DELETE", token: phone })).status).toBe(200);
    expect((await t.request("/api/auth/me", { token: laptop })).status).toBe(401);
    expect((await t.request("/api/auth/me", { token: phone })).status).toBe(200);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.session_ended"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, target: `session of ${TEST_ADMIN.email}`, details: { session: laptopId } });
  });

  it("records a sign-out", async () => {
    const token = await signIn(TEST_ADMIN.email, CHROME_WINDOWS, "198.51.100.7");
    expect((await t.request("/api/auth/logout", { method: "POST", token, headers: { "x-test-ip": "198.51.100.7" } })).status).toBe(200);
    expect((await t.request("/api/auth/me", { token })).status).toBe(401);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_out"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, ip: "198.51.100.7" });
  });

  it("ends all other sessions and keeps this one", async () => {
    const a = await signIn(TEST_ADMIN.email, CHROME_WINDOWS, "198.51.100.7");
    const b = await signIn(TEST_ADMIN.email, SAFARI_IPHONE, "203.0.113.8");
    const current = await signIn(TEST_ADMIN.email, CHROME_WINDOWS, "198.51.100.9");
    const res = await t.request("/api/admin/account/sessions/end-others", { method: "POST", token: current });
    expect(await json(res)).toEqual({ ended: 2 });
    expect((await t.request("/api/auth/me", { token: a })).status).toBe(401);
    expect((await t.request("/api/auth/me", { token: b })).status).toBe(401);
    expect((await t.request("/api/auth/me", { token: current })).status).toBe(200);
  });
});

describe("a staff member's sessions by device", () => {
  it("shows one row per device with its count and last sign-in, leaves expired sessions out, and pages the devices", async () => {
    for (let i = 0; i < 30; i++) await signIn(TEST_ADMIN.email, CHROME_WINDOWS, "198.51.100.7");
    const phone = await signIn(TEST_ADMIN.email, SAFARI_IPHONE, "203.0.113.8");
    for (let i = 0; i < 11; i++) await signIn(TEST_ADMIN.email, CHROME_WINDOWS, `192.0.2.${i + 1}`);
    const [me] = await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    const past = new Date(Date.now() - 60_000);
    await t.deps.db.insert(sessions).values({ tokenHash: "expired-session-hash", userId: me!.id, expiresAt: past, userAgent: SAFARI_IPHONE, ip: "203.0.113.99" });

    const res = await t.request("/api/admin/account/sessions/devices", { token: phone });
    expect(res.status).toBe(200);
    const first = await json<SessionDevicesPage>(res);
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ device: "Safari on iOS", ip: "203.0.113.8", sessions: 1, current: true });
    const second = await json<SessionDevicesPage>(await t.request("/api/admin/account/sessions/devices?page=2", { token: phone }));
    expect(second.items).toHaveLength(3);
    const all = [...first.items, ...second.items];
    // Seen longest ago: last.
    const laptop = second.items.at(-1)!;
    expect(laptop).toMatchObject({ device: "Chrome on Windows", ip: "198.51.100.7", sessions: 30, current: false });
    expect(Date.parse(laptop.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(laptop.firstSignInAt));
    expect(new Set(all.map((d) => d.id)).size).toBe(13);
    expect(all.some((d) => d.ip === "203.0.113.99")).toBe(false);

    const bad = await t.request("/api/admin/account/sessions/devices?page=0", { token: phone });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({ page: "Pages start at 1" });
  });

  it("ends every session of one device, keeps this one, and answers 404 for a device that is not the member's", async () => {
    for (let i = 0; i < 3; i++) await signIn(TEST_ADMIN.email, CHROME_WINDOWS, "198.51.100.7");
    const phone = await signIn(TEST_ADMIN.email, SAFARI_IPHONE, "203.0.113.8");
    const { items } = await json<SessionDevicesPage>(await t.request("/api/admin/account/sessions/devices", { token: phone }));
    const laptop = items.find((d) => !d.current)!;
    expect(await json(await t.request(`/api/admin/account/sessions/devices/${laptop.id}`, { method: "DELETE", token: phone }))).toEqual({ ended: 3 });
    const after = await json<SessionDevicesPage>(await t.request("/api/admin/account/sessions/devices", { token: phone }));
    expect(after.items.map((d) => d.device)).toEqual(["Safari on iOS"]);
    const own = after.items[0]!;
    expect(await json(await t.request(`/api/admin/account/sessions/devices/${own.id}`, { method: "DELETE", token: phone }))).toEqual({ ended: 0 });
    expect((await t.request("/api/auth/me", { token: phone })).status).toBe(200);

    const editor = await t.loginAs("editor");
    expect((await t.request(`/api/admin/account/sessions/devices/${own.id}`, { method: "DELETE", headers: editor })).status).toBe(404);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, `sessions on one device of ${TEST_ADMIN.email}`)).orderBy(auditLog.id);
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, details: { sessionsEnded: 3 } });
  });
});

describe("the owner ends anyone's sessions", () => {
  it("lists staff with their session counts and ends all of one member's sessions", async () => {
    const editor = await t.loginAs("editor");
    await signIn("editor@example.com", SAFARI_IPHONE, "203.0.113.8");
    const owner = await t.login();
    const staff = await json<StaffSessionsSummary[]>(await t.request("/api/admin/sessions", { headers: owner }));
    const editorRow = staff.find((s) => s.email === "editor@example.com")!;
    expect(editorRow).toMatchObject({ role: "editor", sessions: 2 });
    const theirs = await json<SessionView[]>(await t.request(`/api/admin/sessions/${editorRow.id}`, { headers: owner }));
    expect(theirs.map((s) => s.device).sort()).toEqual(["Safari on iOS", "Unknown device"]);
    expect(theirs.every((s) => !s.current)).toBe(true);

    const res = await t.request(`/api/admin/sessions/${editorRow.id}`, { method: "DELETE", headers: owner });
    expect(await json(res)).toEqual({ ended: 2 });
    expect((await t.request("/api/auth/me", { headers: editor })).status).toBe(401);
    expect((await t.request("/api/auth/me", { headers: owner })).status).toBe(200);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "auth.session_ended"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, target: "all sessions of editor@example.com", details: { sessionsEnded: 2 } });
  });

  it("ends one session of a member, and keeps the owner's own when they pick themselves", async () => {
    const owner = await t.login();
    const otherOwnerSession = await signIn(TEST_ADMIN.email, SAFARI_IPHONE, "203.0.113.8");
    const [me] = await t.deps.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(await json(await t.request(`/api/admin/sessions/${me!.id}`, { method: "DELETE", headers: owner }))).toEqual({ ended: 1 });
    expect((await t.request("/api/auth/me", { token: otherOwnerSession })).status).toBe(401);
    expect((await t.request("/api/auth/me", { headers: owner })).status).toBe(200);

    await t.loginAs("sales");
    const [sales] = await t.deps.db.select().from(users).where(eq(users.email, "sales@example.com"));
    const list = await json<SessionView[]>(await t.request(`/api/admin/sessions/${sales!.id}`, { headers: owner }));
    expect((await t.request(`/api/admin/sessions/${sales!.id}/${list[0]!.id}`, { method: "DELETE", headers: owner })).status).toBe(200);
    expect(await json(await t.request(`/api/admin/sessions/${sales!.id}`, { headers: owner }))).toEqual([]);
    expect((await t.request("/api/admin/sessions/99999", { method: "DELETE", headers: owner })).status).toBe(404);
  });

  it("lists a member's sessions by device, paged, without expired ones, and ends one device's sessions", async () => {
    const owner = await t.login();
    await t.loginAs("sales");
    for (let i = 0; i < 12; i++) await signIn("sales@example.com", CHROME_WINDOWS, "198.51.100.7");
    for (let i = 0; i < 10; i++) await signIn("sales@example.com", SAFARI_IPHONE, `192.0.2.${i + 1}`);
    const [sales] = await t.deps.db.select().from(users).where(eq(users.email, "sales@example.com"));
    await t.deps.db.insert(sessions).values({ tokenHash: "expired-sales-hash", userId: sales!.id, expiresAt: new Date(Date.now() - 60_000), userAgent: SAFARI_IPHONE, ip: "203.0.113.99" });

    const res = await t.request(`/api/admin/sessions/${sales!.id}/devices`, { headers: owner });
    expect(res.status).toBe(200);
    const first = await json<SessionDevicesPage>(res);
    // loginAs's own session (no user agent), the laptop with 12, and ten phones: 12 devices.
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = await json<SessionDevicesPage>(await t.request(`/api/admin/sessions/${sales!.id}/devices?page=2`, { headers: owner }));
    const all = [...first.items, ...second.items];
    expect(all).toHaveLength(12);
    expect(all.some((d) => d.ip === "203.0.113.99")).toBe(false);
    expect(all.every((d) => !d.current)).toBe(true);
    const laptop = all.find((d) => d.ip === "198.51.100.7")!;
    expect(laptop).toMatchObject({ device: "Chrome on Windows", sessions: 12 });

    expect(await json(await t.request(`/api/admin/sessions/${sales!.id}/devices/${laptop.id}`, { method: "DELETE", headers: owner }))).toEqual({ ended: 12 });
    const after = await json<SessionDevicesPage>(await t.request(`/api/admin/sessions/${sales!.id}/devices`, { headers: owner }));
    expect(after.total).toBe(11);
    expect((await t.request(`/api/admin/sessions/${sales!.id}/devices/${laptop.id}`, { method: "DELETE", headers: owner })).status).toBe(404);
    expect((await t.request("/api/admin/sessions/99999/devices", { headers: owner })).status).toBe(404);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.target, "sessions on one device of sales@example.com"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, details: { sessionsEnded: 12 } });
  });

  it("is refused to every other role", async () => {
    // (loginAs("admin") would be the test owner: same e-mail.)
    await t.deps.services.auth.createUser({ email: "second-admin@example.com", name: "Second Admin", password: TEST_ADMIN.password, role: "admin" });
    const asAdmin = async () => ({ authorization: `Bearer ${await signIn("second-admin@example.com", CHROME_WINDOWS, "198.51.100.1")}` });
    for (const role of ["admin", "editor", "sales"] as const) {
      const headers = role === "admin" ? await asAdmin() : await t.loginAs(role);
      const res = await t.request("/api/admin/sessions", { headers });
      expect(res.status, role).toBe(403);
      expect((await t.request("/api/admin/sessions/1", { method: "DELETE", headers })).status, role).toBe(403);
      expect((await t.request("/api/admin/sessions/1/devices", { headers })).status, role).toBe(403);
    }
    expect((await t.request("/api/auth/me", { headers: await t.login() })).status).toBe(200);
  });
});
