import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { chatConversations } from "../db/schema.ts";
import { openSse, type SseReader } from "#tests/support/sse.ts";
import {
  LIVE_ADDRESS_STREAMS_FULL,
  LIVE_CONVERSATION_STREAMS_FULL,
  LIVE_VISITOR_STREAMS_FULL,
} from "#common/chat/live-types.ts";
import { LIVE_BUDGETS } from "./live-budgets.ts";

type Chat = { conversationId: string; visitorId: string };
let counter = 0;

/** Conversations as POST /api/chat leaves them (the engine's replies are not what these tests are about). */
async function conversations(t: TestContext, n: number): Promise<Chat[]> {
  const rows = Array.from({ length: n }, () => {
    const visitorId = `visitor_${Date.now()}_budget${String(++counter).padStart(5, "0")}`;
    return { id: `conv_budget_${counter}`, visitorId };
  });
  await t.deps.db.insert(chatConversations).values(rows);
  return rows.map((r) => ({ conversationId: r.id, visitorId: r.visitorId }));
}

const visitorEvents = (t: TestContext, chat: Chat, ip: string) =>
  t.app.request(`/api/chat/events?conversationId=${chat.conversationId}&visitorId=${chat.visitorId}`, { headers: { "x-test-ip": ip } });

describe("stream budgets", () => {
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
    await expect.poll(() => t.deps.services.live.size()).toBe(0);
    await t.reset();
  });

  /** Opens a visitor stream and keeps it (read until the test ends); answers the refusal's status and message. */
  async function hold(chat: Chat, ip: string): Promise<{ status: number; message?: string }> {
    const res = await visitorEvents(t, chat, ip);
    if (res.status !== 200) return { status: res.status, message: ((await res.json()) as { message: string }).message };
    streams.push(openSse(res));
    return { status: 200 };
  }

  it("keeps the staff stream open while visitors hold every stream the visitors' budget allows", async () => {
    // The report's case: many chats from many addresses, each holding all it may. 170 chats from 85 addresses.
    const chats = await conversations(t, 170);
    const answers: { status: number; message?: string }[] = [];
    for (let i = 0; i < chats.length; i += 10) {
      const batch = chats.slice(i, i + 10).flatMap((chat, j) => {
        const ip = `198.51.${Math.floor((i + j) / 2 / 250)}.${(Math.floor((i + j) / 2) % 250) + 1}`;
        return Array.from({ length: LIVE_BUDGETS.perConversation }, () => hold(chat, ip));
      });
      answers.push(...(await Promise.all(batch)));
    }
    const owner = await t.login();
    const res = await t.app.request("/api/admin/chat/events", { headers: owner });
    expect(res.status).toBe(200);
    const staff = openSse(res);
    streams.push(staff);
    await staff.next((e) => e.event === "ready");

    // The visitors did hold their whole budget: the streams past it were refused with the budget's own message.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(t.env.LIVE_VISITOR_STREAMS);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.length).toBe(510 - t.env.LIVE_VISITOR_STREAMS);
    expect(refused.every((a) => a.status === 429 && a.message === LIVE_VISITOR_STREAMS_FULL)).toBe(true);
  }, 60_000);

  it("caps one conversation's streams, whatever the addresses, with a message about tabs", async () => {
    const [chat] = await conversations(t, 1);
    for (let i = 0; i < LIVE_BUDGETS.perConversation; i++) expect((await hold(chat!, `203.0.113.${i + 1}`)).status).toBe(200);
    expect(await hold(chat!, "203.0.113.99")).toEqual({ status: 429, message: LIVE_CONVERSATION_STREAMS_FULL });
    // One tab closed: a new one may open.
    streams.shift()!.close();
    await expect.poll(() => t.deps.services.live.size()).toBe(LIVE_BUDGETS.perConversation - 1);
    expect((await hold(chat!, "203.0.113.99")).status).toBe(200);
  });

  it("caps one address's streams across its conversations; another address is not held up", async () => {
    const chats = await conversations(t, 3);
    const perChat = LIVE_BUDGETS.perConversation;
    for (let i = 0; i < LIVE_BUDGETS.perAddress; i++) expect((await hold(chats[Math.floor(i / perChat)]!, "192.0.2.10")).status).toBe(200);
    expect(await hold(chats[2]!, "192.0.2.10")).toEqual({ status: 429, message: LIVE_ADDRESS_STREAMS_FULL });
    expect((await hold(chats[2]!, "192.0.2.11")).status).toBe(200);
  });
});

describe("a quiet visitor stream", () => {
  let t: TestContext;
  const streams: SseReader[] = [];
  beforeAll(async () => {
    t = await createTestContext({ LIVE_VISITOR_IDLE_MS: "1500" });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it("ends after the idle time without events, and not while its conversation's events keep coming", async () => {
    const [quiet, busy] = await conversations(t, 2);
    const open = async (chat: Chat) => {
      const s = openSse(await visitorEvents(t, chat, "198.51.100.7"));
      streams.push(s);
      await s.next((e) => e.event === "ready");
      return s;
    };
    const idle = await open(quiet!);
    const opened = performance.now();
    const active = await open(busy!);
    // A member typing in the busy conversation every 300 ms: its stream gets an event long before it would idle out.
    const typing = setInterval(() => void t.deps.services.live.publish({ kind: "typing", conversationId: busy!.conversationId, actor: "staff" }), 300);
    try {
      await expect(idle.next(() => false, 10_000)).rejects.toThrow(/stream closed/);
      const lasted = performance.now() - opened;
      expect(lasted).toBeGreaterThanOrEqual(1_400);
      // The busy stream goes on receiving for twice the idle time (it would throw "stream closed" had it ended).
      while (performance.now() - opened < 3_000) await active.next((e) => e.event === "typing");
    } finally {
      clearInterval(typing);
    }
    // Once its events stop, it ends too.
    await expect(active.next(() => false, 10_000)).rejects.toThrow(/stream closed/);
  });
});
