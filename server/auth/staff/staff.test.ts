import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, authTokens, outbox, sessions, users } from "../../db/schema.ts";
import type { InvitationSentResponse, StaffListResponse } from "#common/staff/staff-schemas.ts";
import { INVITATION_INVALID } from "./invitation.routes.ts";
import { Writable } from "node:stream";
import { createApp } from "../../app.ts";
import { createLogger } from "../../lib/logger.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: "https://site.example" });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
});

const NEW_PASSWORD = "plum-harbor-tundra-71";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

async function invite(headers: Record<string, string>, email: string, role: string) {
  return t.request("/api/admin/staff/invitations", { method: "POST", headers, json: { email, role } });
}
async function list(headers: Record<string, string>) {
  return (await (await t.request("/api/admin/staff", { headers })).json()) as StaffListResponse;
}
const idOf = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const auditActions = async () => (await t.deps.db.select().from(auditLog).orderBy(auditLog.id)).map((r) => r.action);

describe("invitations", () => {
  it("invites by e-mail with a 7-day single-use link, and the invitee joins with the role", async () => {
    const owner = await t.login();
    const res = await invite(owner, "  Jane@Example.com ", "editor");
    expect(res.status).toBe(201);
    const sent = (await res.json()) as InvitationSentResponse;
    expect(sent).toMatchObject({ message: "Invitation sent", mailConfigured: false, invitation: { email: "jane@example.com", role: "editor", invitedBy: TEST_ADMIN.name } });
    expect(sent.link).toMatch(/^https:\/\/site\.example\/admin\/invite\?token=[\w-]{20,}$/);
    const days = (Date.parse(sent.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Only the hash is stored; the e-mail goes through the outbox.
    const [row] = await t.deps.db.select().from(authTokens).where(eq(authTokens.purpose, "invitation"));
    expect(row!.tokenHash).not.toContain(tokenOf(sent.link));
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "staff_mail"));
    expect(mail!.payload).toMatchObject({ to: "jane@example.com", subject: "You're invited to the Bayou City AI admin" });
    expect((await list(owner)).invitations.map((i) => i.email)).toEqual(["jane@example.com"]);

    const token = tokenOf(sent.link);
    const lookup = await t.request(`/api/auth/invitations/${token}`);
    expect(await lookup.json()).toEqual({ email: "jane@example.com", role: "editor", siteName: "Bayou City AI" });

    const accepted = await t.request(`/api/auth/invitations/${token}`, { method: "POST", json: { name: "Jane Doe", password: NEW_PASSWORD } });
    expect(accepted.status).toBe(200);
    const { token: session, user } = (await accepted.json()) as { token: string; user: { role: string; email: string } };
    expect(user).toMatchObject({ email: "jane@example.com", role: "editor" });
    expect((await t.request("/api/auth/me", { token: session })).status).toBe(200);
    expect((await t.request("/api/admin/blog", { token: session })).status).toBe(200);
    expect((await t.request("/api/admin/contacts", { token: session })).status).toBe(403);

    // Single use: the same link is refused afterwards, and the invitation leaves the pending list.
    const again = await t.request(`/api/auth/invitations/${token}`, { method: "POST", json: { name: "Mallory", password: NEW_PASSWORD } });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: INVITATION_INVALID });
    expect((await t.request(`/api/auth/invitations/${token}`)).status).toBe(404);
    const after = await list(owner);
    expect(after.invitations).toEqual([]);
    expect(after.members.map((m) => [m.email, m.role, m.status, m.twoFactor])).toEqual([
      [TEST_ADMIN.email, "owner", "active", false],
      ["jane@example.com", "editor", "active", false],
    ]);
    expect(await auditActions()).toEqual(expect.arrayContaining(["staff.invited", "staff.joined"]));
    const lines = JSON.stringify(await t.deps.db.select().from(auditLog));
    expect(lines).not.toContain(token);
    expect(lines).not.toContain(NEW_PASSWORD);
  });

  it("keeps the token out of the request log", async () => {
    const sent = (await (await invite(await t.login(), "logged@example.com", "sales")).json()) as InvitationSentResponse;
    const lines: string[] = [];
    const logger = createLogger("info", false, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }));
    const app = createApp({ ...t.deps, logger });
    expect((await app.request(`/api/auth/invitations/${tokenOf(sent.link)}`)).status).toBe(200);
    expect(lines.join("")).toContain('"path":"/api/auth/invitations/:token"');
    expect(lines.join("")).not.toContain(tokenOf(sent.link));
  });

  it("refuses an expired link with a clear message", async () => {
    const sent = (await (await invite(await t.login(), "late@example.com", "sales")).json()) as InvitationSentResponse;
    await t.deps.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.request(`/api/auth/invitations/${tokenOf(sent.link)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: INVITATION_INVALID });
    const post = await t.request(`/api/auth/invitations/${tokenOf(sent.link)}`, { method: "POST", json: { name: "Late", password: NEW_PASSWORD } });
    expect(post.status).toBe(404);
    expect(await t.deps.db.select().from(users).where(eq(users.email, "late@example.com"))).toEqual([]);
  });

  it("refuses weak or short passwords and a missing name at the field, keeping the invitation usable", async () => {
    const sent = (await (await invite(await t.login(), "weak@example.com", "sales")).json()) as InvitationSentResponse;
    const url = `/api/auth/invitations/${tokenOf(sent.link)}`;
    const short = await t.request(url, { method: "POST", json: { name: "", password: "short" } });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { errors: Record<string, string> }).errors).toEqual({ name: "Please enter your name", password: "Use at least 12 characters" });
    const weak = await t.request(url, { method: "POST", json: { name: "Weak Person", password: "password1234" } });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { errors: Record<string, string> }).errors.password).toMatch(/too easy to guess/);
    expect((await t.request(url, { method: "POST", json: { name: "Weak Person", password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("answers 409 at the field for a member's e-mail or one already invited", async () => {
    const owner = await t.login();
    const member = await invite(owner, TEST_ADMIN.email, "admin");
    expect(member.status).toBe(409);
    expect(((await member.json()) as { errors: Record<string, string> }).errors).toEqual({ email: "This email already belongs to a staff member" });
    expect((await invite(owner, "twice@example.com", "sales")).status).toBe(201);
    const twice = await invite(owner, "TWICE@example.com", "editor");
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { errors: Record<string, string> }).errors).toEqual({ email: "This email already has a pending invitation" });
    const bad = await invite(owner, "not-an-email", "owner");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({ email: "Please enter a valid email", role: "Choose a role" });
  });

  it("re-sends with a new link (the old one stops working) and revokes", async () => {
    const owner = await t.login();
    const first = (await (await invite(owner, "re@example.com", "sales")).json()) as InvitationSentResponse;
    const resent = await t.request(`/api/admin/staff/invitations/${first.invitation.id}/resend`, { method: "POST", headers: owner });
    expect(resent.status).toBe(200);
    const second = (await resent.json()) as InvitationSentResponse;
    expect(second.link).not.toBe(first.link);
    expect((await t.request(`/api/auth/invitations/${tokenOf(first.link)}`)).status).toBe(404);
    expect((await t.request(`/api/auth/invitations/${tokenOf(second.link)}`)).status).toBe(200);
    const revoked = await t.request(`/api/admin/staff/invitations/${first.invitation.id}`, { method: "DELETE", headers: owner });
    expect(await revoked.json()).toEqual({ message: "Invitation revoked" });
    expect((await t.request(`/api/auth/invitations/${tokenOf(second.link)}`)).status).toBe(404);
    expect(await auditActions()).toContain("staff.invitation_revoked");
    expect(await auditActions()).not.toContain("data.deleted");
  });

  it("lets an administrator invite editors and sales, not administrators; editors and sales cannot invite", async () => {
    const admin = await t.loginAs("admin");
    expect((await invite(admin, "ed@example.com", "editor")).status).toBe(201);
    const refused = await invite(admin, "ad@example.com", "admin");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Only the owner can invite administrators" });
    expect((await invite(await t.loginAs("editor"), "x@example.com", "sales")).status).toBe(403);
    expect((await invite(await t.loginAs("sales"), "y@example.com", "sales")).status).toBe(403);
  });
});

describe("what an administrator may do with staff", () => {
  it("sees the list, re-sends and revokes invitations of editors and sales only, and changes nobody", async () => {
    const owner = await t.login();
    const admin = await t.loginAs("admin");
    await t.loginAs("sales");
    const salesId = await idOf("sales@example.com");
    const forAdmin = (await (await invite(owner, "boss2@example.com", "admin")).json()) as InvitationSentResponse;
    const forEditor = (await (await invite(owner, "writer@example.com", "editor")).json()) as InvitationSentResponse;
    expect((await list(admin)).members.map((m) => m.email)).toContain("sales@example.com");
    expect((await t.request(`/api/admin/staff/invitations/${forAdmin.invitation.id}/resend`, { method: "POST", headers: admin })).status).toBe(403);
    expect((await t.request(`/api/admin/staff/invitations/${forAdmin.invitation.id}`, { method: "DELETE", headers: admin })).status).toBe(403);
    expect((await t.request(`/api/admin/staff/invitations/${forEditor.invitation.id}/resend`, { method: "POST", headers: admin })).status).toBe(200);
    expect((await t.request(`/api/admin/staff/invitations/${forEditor.invitation.id}`, { method: "DELETE", headers: admin })).status).toBe(200);
    for (const [method, path] of [
      ["POST", `/api/admin/staff/${salesId}/suspend`],
      ["DELETE", `/api/admin/staff/${salesId}`],
      ["POST", `/api/admin/staff/${salesId}/transfer-ownership`],
    ] as const) {
      const res = await t.request(path, { method, headers: admin });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: "Only the owner can do this" });
    }
    expect((await t.request("/api/auth/me", { headers: await t.loginAs("sales") })).status).toBe(200);
  });
});

describe("roles, suspension, removal and ownership", () => {
  it("lets the owner change a role; an administrator cannot change roles", async () => {
    const owner = await t.login();
    await t.loginAs("sales");
    const id = await idOf("sales@example.com");
    const res = await t.request(`/api/admin/staff/${id}/role`, { method: "PATCH", headers: owner, json: { role: "editor" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Role changed", member: { role: "editor" } });
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "staff.role_changed"));
    expect(line).toMatchObject({ actorEmail: TEST_ADMIN.email, target: "staff sales@example.com", details: { from: "sales", to: "editor" } });
    const byAdmin = await t.request(`/api/admin/staff/${id}/role`, { method: "PATCH", headers: await t.loginAs("admin"), json: { role: "sales" } });
    expect(byAdmin.status).toBe(403);
    expect(await byAdmin.json()).toEqual({ message: "Only the owner can do this" });
  });

  it("protects the owner and oneself: nobody demotes, suspends or removes the owner", async () => {
    const owner = await t.login();
    const ownerId = await idOf(TEST_ADMIN.email);
    for (const [method, path, json] of [
      ["PATCH", `/api/admin/staff/${ownerId}/role`, { role: "admin" }],
      ["POST", `/api/admin/staff/${ownerId}/suspend`, undefined],
      ["DELETE", `/api/admin/staff/${ownerId}`, undefined],
    ] as const) {
      const self = await t.request(path, { method, headers: owner, json });
      expect(self.status, path).toBe(403);
      expect(await self.json()).toEqual({ message: "You can't do this to your own account" });
      const byAdmin = await t.request(path, { method, headers: await t.loginAs("admin"), json });
      expect(byAdmin.status, path).toBe(403);
    }
    const rows = await t.deps.db.select().from(users).where(eq(users.role, "owner"));
    expect(rows.map((r) => [r.email, r.status])).toEqual([[TEST_ADMIN.email, "active"]]);
  });

  it("suspension ends the member's sessions at once; reactivation lets them sign in again", async () => {
    const owner = await t.login();
    const member = await t.loginAs("sales");
    const id = await idOf("sales@example.com");
    expect((await t.request(`/api/admin/staff/${id}/suspend`, { method: "POST", headers: owner })).status).toBe(200);
    expect((await t.request("/api/auth/me", { headers: member })).status).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await list(owner)).members.find((m) => m.id === id)!.status).toBe("suspended");
    expect((await t.request(`/api/admin/staff/${id}/reactivate`, { method: "POST", headers: owner })).status).toBe(200);
    const signIn = await t.request("/api/auth/login", { method: "POST", json: { email: "sales@example.com", password: TEST_ADMIN.password } });
    expect(signIn.status).toBe(200);
    expect(await auditActions()).toEqual(expect.arrayContaining(["staff.suspended", "staff.reactivated"]));
  });

  it("removal deletes the account and its sessions; the audit line keeps the e-mail", async () => {
    const owner = await t.login();
    const member = await t.loginAs("editor");
    const id = await idOf("editor@example.com");
    const res = await t.request(`/api/admin/staff/${id}`, { method: "DELETE", headers: owner });
    expect(await res.json()).toEqual({ message: "Staff member removed" });
    expect((await t.request("/api/auth/me", { headers: member })).status).toBe(401);
    expect(await t.deps.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "staff.removed"));
    expect(line).toMatchObject({ target: "staff editor@example.com", details: { role: "editor" } });
    expect(await auditActions()).not.toContain("data.deleted");
  });

  it("transfers ownership to an active member in one step: the old owner becomes an administrator", async () => {
    const owner = await t.login();
    await t.deps.services.auth.createUser({ email: "next@example.com", name: "Next Owner", password: TEST_ADMIN.password, role: "editor" });
    const target = await idOf("next@example.com");
    await t.deps.db.update(users).set({ status: "suspended" }).where(eq(users.id, target));
    const suspended = await t.request(`/api/admin/staff/${target}/transfer-ownership`, { method: "POST", headers: owner });
    expect(suspended.status).toBe(409);
    await t.deps.db.update(users).set({ status: "active" }).where(eq(users.id, target));
    const res = await t.request(`/api/admin/staff/${target}/transfer-ownership`, { method: "POST", headers: owner });
    expect(res.status).toBe(200);
    const roles = await t.deps.db.select({ email: users.email, role: users.role }).from(users).where(and(eq(users.status, "active")));
    expect(roles.filter((r) => r.role === "owner").map((r) => r.email)).toEqual(["next@example.com"]);
    expect(roles.find((r) => r.email === TEST_ADMIN.email)!.role).toBe("admin");
    // The former owner, now an administrator, cannot change roles any more.
    const after = await t.request(`/api/admin/staff/${target}/role`, { method: "PATCH", headers: owner, json: { role: "sales" } });
    expect(after.status).toBe(403);
  });
});
