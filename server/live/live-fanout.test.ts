import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { openPostgres, type Database } from "../db/client.ts";
import { createDeps } from "../deps.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../lib/logger.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import { openSse, type SseReader } from "#tests/support/sse.ts";

// Two app instances on one PostgreSQL database (the events fan out through NOTIFY): only with TEST_DATABASE_URL.
// Two createApp() over one PGlite in one process would share memory, which proves nothing.
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)("live events across two instances on PostgreSQL", () => {
  let a: TestContext;
  let bDatabase: Database;
  let bDeps: ReturnType<typeof createDeps>;
  let b: ReturnType<typeof createApp>;
  const streams: SseReader[] = [];

  beforeAll(async () => {
    a = await createTestContext();
    bDatabase = openPostgres(a.databaseUrl!, { max: 4 });
    bDeps = createDeps(a.env, bDatabase, createLogger("silent"));
    b = createApp(bDeps);
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await bDeps?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it("a handoff on instance A reaches staff on instance B, and B's reply reaches the visitor on A", async () => {
    const staff = await a.login();
    const staffStream = openSse(await b.request("/api/admin/chat/events", { headers: staff }));
    streams.push(staffStream);
    await staffStream.next((e) => e.event === "ready");

    // The chat engine trains on its first message: warm it, so the figure is the reply plus the fan-out.
    await a.request("/api/chat", { method: "POST", body: JSON.stringify({ message: "hello", visitorId: `visitor_${Date.now()}_warmup01` }), headers: { "content-type": "application/json" } });
    const visitorId = `visitor_${Date.now()}_fanout01`;
    const sent = performance.now();
    const res = await a.request("/api/chat", { method: "POST", body: JSON.stringify({ message: "Can I talk to a human?", visitorId }), headers: { "content-type": "application/json" } });
    const { conversationId } = (await res.json()) as ChatResponse;
    await staffStream.next((e) => e.event === "handoff" && e.data.includes(conversationId));
    const handoffMs = performance.now() - sent;

    const visitorStream = openSse(await a.app.request(`/api/chat/events?conversationId=${conversationId}&visitorId=${visitorId}`));
    streams.push(visitorStream);
    await visitorStream.next((e) => e.event === "ready");
    const replied = performance.now();
    const reply = await b.request(`/api/admin/chat/conversations/${conversationId}/messages`, {
      method: "POST",
      body: JSON.stringify({ content: "Hello from the team" }),
      headers: { ...staff, "content-type": "application/json" },
    });
    expect(reply.status).toBe(201);
    await visitorStream.next((e) => e.event === "message");
    const replyMs = performance.now() - replied;
    console.log(`live fan-out across two instances: handoff → staff notified ${handoffMs.toFixed(0)} ms; staff reply → visitor ${replyMs.toFixed(0)} ms`);
    // How fast is `npm run bench:live-desk`'s to measure; a test on a busy machine only shows that it arrives.
  });

  it("a member's stream on instance B ends when they sign out, or the owner suspends them, on instance A", async () => {
    const owner = await a.login();
    const open = async (headers: Record<string, string>) => {
      const s = openSse(await b.request("/api/admin/chat/events", { headers }));
      streams.push(s);
      await s.next((e) => e.event === "ready");
      return s;
    };
    // Within 12 s: before the 15 s heartbeat, whose session check would end it too, so the session event did.
    const ends = async (s: SseReader, started: number) => {
      await expect(s.next(() => false, 12_000)).rejects.toThrow(/stream closed/);
      return performance.now() - started;
    };

    const sales = await a.loginAs("sales");
    const salesStream = await open(sales);
    let started = performance.now();
    expect((await a.request("/api/auth/logout", { method: "POST", headers: sales })).status).toBe(200);
    const signOutMs = await ends(salesStream, started);

    const admin = await a.loginAs("admin");
    const adminStream = await open(admin);
    const { id } = (await (await a.request("/api/auth/me", { headers: admin })).json()) as { id: number };
    started = performance.now();
    expect((await a.request(`/api/admin/staff/${id}/suspend`, { method: "POST", headers: owner })).status).toBe(200);
    const suspendMs = await ends(adminStream, started);
    console.log(`staff stream on another instance ended: sign-out ${signOutMs.toFixed(0)} ms; suspension ${suspendMs.toFixed(0)} ms`);
  });
});
