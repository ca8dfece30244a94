import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { openSse, type SseReader } from "#tests/support/sse.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import type { SessionView } from "#common/auth/account-schemas.ts";

// A member's open live stream ends with the session that opened it, whoever ends it and however: the member
// signing out, the owner ending it, a suspension, a new role. By the session's own event, not at the next heartbeat.
let t: TestContext;
const streams: SseReader[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});
beforeEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await t.reset();
});

async function staffStream(headers: Record<string, string>): Promise<SseReader> {
  const res = await t.app.request("/api/admin/chat/events", { headers });
  const s = openSse(res);
  streams.push(s);
  await s.next((e) => e.event === "ready");
  return s;
}

/**
 * The stream ends. Waited for up to 12 s, less than the 15 s heartbeat whose session check would also end it, so a
 * pass shows the session event ended it; how fast is `npm run bench:hardening`'s to measure, not a test's.
 */
async function ends(s: SseReader): Promise<void> {
  await expect(s.next(() => false, 12_000)).rejects.toThrow(/stream closed/);
}

/** The stream still carries the desk's events. */
async function stillOpen(s: SseReader): Promise<void> {
  const conversationId = `conv_still_${Date.now()}`;
  await t.deps.services.live.publish({ kind: "handoff", conversationId });
  await s.next((e) => e.event === "handoff" && e.data.includes(conversationId));
}

const userId = async (headers: Record<string, string>) => ((await (await t.request("/api/auth/me", { headers })).json()) as AuthUser).id;

describe("a member's live stream ends with their session", () => {
  it("when they sign out; other members' streams go on", async () => {
    const owner = await t.login();
    const sales = await t.loginAs("sales");
    const ownerStream = await staffStream(owner);
    const salesStream = await staffStream(sales);
    expect((await t.request("/api/auth/logout", { method: "POST", headers: sales })).status).toBe(200);
    await ends(salesStream);
    await stillOpen(ownerStream);
    // Its reconnection is refused: the client stops.
    expect((await t.app.request("/api/admin/chat/events", { headers: sales })).status).toBe(401);
  });

  it("when the owner ends that session, and only that one; then when the owner ends them all", async () => {
    const owner = await t.login();
    const laptop = await t.loginAs("sales");
    const phone = await t.loginAs("sales");
    const laptopStream = await staffStream(laptop);
    const phoneStream = await staffStream(phone);
    const id = await userId(laptop);
    const mine = (await (await t.request("/api/admin/account/sessions", { headers: laptop })).json()) as SessionView[];
    const laptopSession = mine.find((s) => s.current)!.id;

    expect((await t.request(`/api/admin/sessions/${id}/${laptopSession}`, { method: "DELETE", headers: owner })).status).toBe(200);
    await ends(laptopStream);
    await stillOpen(phoneStream);

    expect((await t.request(`/api/admin/sessions/${id}`, { method: "DELETE", headers: owner })).status).toBe(200);
    await ends(phoneStream);
  });

  it("when the owner suspends the member", async () => {
    const owner = await t.login();
    const sales = await t.loginAs("sales");
    const salesStream = await staffStream(sales);
    const res = await t.request(`/api/admin/staff/${await userId(sales)}/suspend`, { method: "POST", headers: owner });
    expect(res.status).toBe(200);
    await ends(salesStream);
  });

  it("when the member's role changes: the reconnection is what the new role may have", async () => {
    const owner = await t.login();
    const sales = await t.loginAs("sales");
    const salesStream = await staffStream(sales);
    const res = await t.request(`/api/admin/staff/${await userId(sales)}/role`, { method: "PATCH", headers: { ...owner, "content-type": "application/json" }, body: JSON.stringify({ role: "editor" }) });
    expect(res.status).toBe(200);
    await ends(salesStream);
    // An editor has no chat area.
    expect((await t.app.request("/api/admin/chat/events", { headers: sales })).status).toBe(403);
  });

  it("not when the member ends their other sessions: this one's stream goes on", async () => {
    const here = await t.loginAs("sales");
    const elsewhere = await t.loginAs("sales");
    const hereStream = await staffStream(here);
    const elsewhereStream = await staffStream(elsewhere);
    expect((await t.request("/api/admin/account/sessions/end-others", { method: "POST", headers: here })).status).toBe(200);
    await ends(elsewhereStream);
    await stillOpen(hereStream);
  });
});
