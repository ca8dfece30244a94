import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { chatMessages, contactActivities, contacts, outbox } from "../db/schema.ts";
import type { ChatConversationSummary, ChatResponse, ChatTranscript } from "#common/chat/chat-types.ts";
import type { LiveEvent, NeedsAttention, VisitorConversation } from "#common/chat/live-types.ts";
import { STAFF_MESSAGE_REQUIRED } from "#common/chat/live-types.ts";
import { STAFF_LIMITS, staffMayReceive } from "../chat/chat-admin.routes.ts";
import { openSse, type SseReader } from "#tests/support/sse.ts";

let t: TestContext;
let counter = 0;
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

const newVisitor = () => `visitor_${Date.now()}_live${String(++counter).padStart(4, "0")}`;

async function chat(visitorId: string, message: string, conversationId?: string): Promise<ChatResponse> {
  const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId }, headers: { "x-test-ip": `198.51.100.${(++counter % 250) + 1}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChatResponse;
}

async function stream(path: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const res = await t.app.request(path, { headers });
  const reader = openSse(res);
  streams.push(reader);
  return reader;
}

const post = (path: string, headers: Record<string, string>, json?: unknown) => t.request(path, { method: "POST", headers, ...(json !== undefined ? { json } : {}) });
const ADMIN_CHAT = "/api/admin/chat/conversations";

describe("handoff, takeover and staff replies", () => {
  it("tells staff of a request for a person, lets a member take over, and the visitor gets the reply and no assistant answer", async () => {
    const staff = await t.login();
    const events = await stream("/api/admin/chat/events", staff);
    await events.next((e) => e.event === "ready");

    const visitorId = newVisitor();
    const first = await chat(visitorId, "I want to talk to a real person please");
    const handoff = await events.next((e) => e.event === "handoff");
    expect((JSON.parse(handoff.data) as LiveEvent).conversationId).toBe(first.conversationId);

    const [waiting] = (await (await t.request(`${ADMIN_CHAT}?status=waiting`, { headers: staff })).json()) as ChatConversationSummary[];
    expect(waiting).toMatchObject({ id: first.conversationId, status: "waiting" });
    expect(waiting?.waitingSince).toBeTruthy();

    const visitorStream = await stream(`/api/chat/events?conversationId=${first.conversationId}&visitorId=${visitorId}`);
    await visitorStream.next((e) => e.event === "ready");

    expect((await post(`${ADMIN_CHAT}/${first.conversationId}/takeover`, staff)).status).toBe(200);
    await visitorStream.next((e) => e.event === "conversation");
    expect((await post(`${ADMIN_CHAT}/${first.conversationId}/messages`, staff, { content: "Hi, this is Test Admin. How can I help?" })).status).toBe(201);
    await visitorStream.next((e) => e.event === "message");

    const seen = (await (await t.request(`/api/chat/conversation?conversationId=${first.conversationId}&visitorId=${visitorId}`)).json()) as VisitorConversation;
    expect(seen.status).toBe("assigned");
    expect(seen.staffName).toBe("Test Admin");
    expect(seen.messages.slice(-2)).toMatchObject([
      { sender: "system", content: "Test Admin from the team joined the conversation." },
      { sender: "staff", content: "Hi, this is Test Admin. How can I help?", staffName: "Test Admin" },
    ]);

    // While taken over the assistant is silent; the message reaches staff.
    const during = await chat(visitorId, "What are your prices?", first.conversationId);
    expect(during).toMatchObject({ response: "", staffHandling: true });
    await events.next((e) => e.event === "message" && (JSON.parse(e.data) as LiveEvent).actor === "visitor");
    const rows = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.conversationId, first.conversationId)).orderBy(chatMessages.id);
    expect(rows.at(-1)).toMatchObject({ sender: "visitor", content: "What are your prices?" });

    // Handed back: the assistant answers again.
    expect((await post(`${ADMIN_CHAT}/${first.conversationId}/handback`, staff)).status).toBe(200);
    const after = await chat(visitorId, "What packages do you offer?", first.conversationId);
    expect(after.response.length).toBeGreaterThan(0);
    expect(after.staffHandling).toBeUndefined();

    expect((await post(`${ADMIN_CHAT}/${first.conversationId}/resolve`, staff)).status).toBe(200);
    const transcript = (await (await t.request(`${ADMIN_CHAT}/${first.conversationId}`, { headers: staff })).json()) as ChatTranscript;
    expect(transcript.status).toBe("resolved");
    expect(transcript.messages.filter((m) => m.sender === "system").map((m) => m.content)).toEqual([
      "Test Admin from the team joined the conversation.",
      "Test Admin handed the conversation back to the assistant.",
      "Test Admin marked the conversation as resolved.",
    ]);
  });

  it("refuses a second member taking over or replying (409), and an empty reply (400)", async () => {
    const owner = await t.login();
    const sales = await t.loginAs("sales");
    const { conversationId } = await chat(newVisitor(), "hello");
    expect((await post(`${ADMIN_CHAT}/${conversationId}/takeover`, sales)).status).toBe(200);
    const taken = await post(`${ADMIN_CHAT}/${conversationId}/takeover`, owner);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe("Test sales is already handling this conversation.");
    expect((await post(`${ADMIN_CHAT}/${conversationId}/messages`, owner, { content: "me too" })).status).toBe(409);
    const empty = await post(`${ADMIN_CHAT}/${conversationId}/messages`, sales, { content: "   " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(STAFF_MESSAGE_REQUIRED);
    expect((await post(`${ADMIN_CHAT}/nope/takeover`, sales)).status).toBe(404);
  });

  it("never gives staff replies to the model", async () => {
    const staff = await t.login();
    const visitorId = newVisitor();
    const { conversationId } = await chat(visitorId, "hello there");
    await post(`${ADMIN_CHAT}/${conversationId}/messages`, staff, { content: "STAFF-SECRET-NOTE" });
    const history = await (await import("../chat/chat-store.ts")).createChatStore(t.deps.db).transcriptForModel(conversationId, 50);
    expect(history.map((m) => m.content).join("\n")).not.toContain("STAFF-SECRET-NOTE");
    expect(history.map((m) => m.content).join("\n")).not.toContain("joined the conversation");
  });

  it("limits a member's replies per minute", async () => {
    const staff = await t.login();
    const { conversationId } = await chat(newVisitor(), "hello");
    for (let i = 0; i < STAFF_LIMITS.messagesPerMinute; i++) {
      expect((await post(`${ADMIN_CHAT}/${conversationId}/messages`, staff, { content: `reply ${i}` })).status).toBe(201);
    }
    expect((await post(`${ADMIN_CHAT}/${conversationId}/messages`, staff, { content: "one more" })).status).toBe(429);
  });
});

describe("handoff alerts by e-mail and webhook", () => {
  it("sends none while both settings are empty, and both once they are set", async () => {
    await chat(newVisitor(), "I want to talk to a real person please");
    expect(await t.deps.db.select().from(outbox)).toHaveLength(0);

    await t.deps.services.settings.set({ category: "email", key: "handoff_email", value: "oncall@example.com" });
    await t.deps.services.settings.set({ category: "webhooks", key: "handoff_webhook", value: "https://hooks.example.com/handoff" });
    const visitorId = newVisitor();
    const { conversationId } = await chat(visitorId, "I want to talk to a real person please");
    const rows = await t.deps.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => r.kind).sort()).toEqual(["handoff_webhook", "staff_mail"]);
    expect(rows.find((r) => r.kind === "staff_mail")?.payload).toMatchObject({ to: "oncall@example.com", subject: "A chat visitor asked for a person" });
    expect(rows.find((r) => r.kind === "handoff_webhook")?.payload).toMatchObject({ event: "chat.handoff_requested", conversationId, reason: "handoff" });

    // Only the start of a wait alerts: the visitor's next message in the same conversation does not.
    await chat(visitorId, "please, a person", conversationId);
    expect(await t.deps.db.select().from(outbox)).toHaveLength(2);
  });
});

describe("needs attention", () => {
  it("lists waiting handoffs, leads past the 24-hour promise, and the median time to first contact; each part for its roles", async () => {
    const { conversationId } = await chat(newVisitor(), "I want to talk to a real person please");
    const lead = async (name: string, hoursAgo: number) => {
      const { contact } = await t.deps.services.contacts.captureLead({ source: "form", name, email: `${name.toLowerCase()}@example.com`, phone: "", company: "", automation: "" } as never);
      await t.deps.db.update(contacts).set({ createdAt: new Date(Date.now() - hoursAgo * 3_600_000) }).where(eq(contacts.id, contact.id));
      return contact.id;
    };
    await lead("Overdue", 30);
    const quick = await lead("Quick", 3);
    const slow = await lead("Slow", 5);
    await t.deps.db.insert(contactActivities).values([
      { contactId: quick, type: "status", description: "Status changed", createdAt: new Date(Date.now() - 2 * 3_600_000) },
      { contactId: slow, type: "status", description: "Status changed", createdAt: new Date(Date.now() - 2 * 3_600_000) },
    ]);
    await t.deps.db.update(contacts).set({ status: "contacted" }).where(eq(contacts.id, quick));
    await t.deps.db.update(contacts).set({ status: "contacted" }).where(eq(contacts.id, slow));

    const owner = (await (await t.request("/api/admin/chat/attention", { headers: await t.login() })).json()) as NeedsAttention;
    expect(owner.waiting).toMatchObject({ count: 1, oldest: [{ conversationId }] });
    expect(owner.overdueLeads).toMatchObject({ count: 1, oldest: [{ name: "Overdue" }] });
    // 60 and 180 minutes: the median is 120.
    expect(owner.firstContact).toEqual({ medianMinutes: 120, leads: 2 });
    expect(owner.unreachableN8n).toBe(0);
    const sales = (await (await t.request("/api/admin/chat/attention", { headers: await t.loginAs("sales") })).json()) as NeedsAttention;
    expect(sales.unreachableN8n).toBeNull();
    expect(sales.waiting?.count).toBe(1);
    expect((await t.request("/api/admin/chat/attention", { headers: await t.loginAs("editor") })).status).toBe(403);
  });
});

describe("who may listen", () => {
  it("filters each event by the member's role", () => {
    const event = (kind: LiveEvent["kind"], actor: string | null = null): LiveEvent => ({ id: 1, kind, conversationId: "c", contactId: 1, actor });
    for (const role of ["owner", "admin", "sales"] as const) {
      expect(["lead", "message", "handoff", "conversation", "delivery_failed"].every((k) => staffMayReceive({ role }, event(k as LiveEvent["kind"])))).toBe(true);
      // A member hears the visitor typing, not their own side.
      expect(staffMayReceive({ role }, event("typing", "visitor"))).toBe(true);
      expect(staffMayReceive({ role }, event("typing", "staff"))).toBe(false);
    }
    expect(["lead", "message", "handoff", "conversation", "delivery_failed"].some((k) => staffMayReceive({ role: "editor" }, event(k as LiveEvent["kind"])))).toBe(false);
  });

  it("refuses an editor the chat events (403) and anyone signed out (401)", async () => {
    const editor = await t.loginAs("editor");
    expect((await t.app.request("/api/admin/chat/events", { headers: editor })).status).toBe(403);
    expect((await t.app.request("/api/admin/chat/events")).status).toBe(401);
  });

  it("gives a visitor only its own conversation's stream and transcript", async () => {
    const alice = newVisitor();
    const bob = newVisitor();
    const a = await chat(alice, "hello from alice");
    expect((await t.app.request(`/api/chat/events?conversationId=${a.conversationId}&visitorId=${bob}`)).status).toBe(404);
    expect((await t.app.request(`/api/chat/conversation?conversationId=${a.conversationId}&visitorId=${bob}`)).status).toBe(404);
    expect((await t.app.request(`/api/chat/events?conversationId=${a.conversationId}&visitorId=nope`)).status).toBe(400);

    // Alice's stream does not carry Bob's conversation, nor leads.
    const b = await chat(bob, "hello from bob");
    const aliceStream = await stream(`/api/chat/events?conversationId=${a.conversationId}&visitorId=${alice}`);
    await aliceStream.next((e) => e.event === "ready");
    const staff = await t.login();
    await post(`${ADMIN_CHAT}/${b.conversationId}/messages`, staff, { content: "for bob" });
    await post(`${ADMIN_CHAT}/${a.conversationId}/messages`, staff, { content: "for alice" });
    const got = await aliceStream.next((e) => e.event === "message");
    expect((JSON.parse(got.data) as LiveEvent).conversationId).toBe(a.conversationId);
    expect(aliceStream.seen.filter((e) => e.event !== "ready").every((e) => (JSON.parse(e.data) as LiveEvent).conversationId === a.conversationId)).toBe(true);
  });

  it("caps the streams one member may hold", async () => {
    const staff = await t.login();
    for (let i = 0; i < 5; i++) await (await stream("/api/admin/chat/events", staff)).next((e) => e.event === "ready");
    expect((await t.app.request("/api/admin/chat/events", { headers: staff })).status).toBe(429);
    for (const s of streams.splice(0)) s.close();
    await expect.poll(() => t.deps.services.live.size()).toBe(0);
    const again = await stream("/api/admin/chat/events", staff);
    await again.next((e) => e.event === "ready");
  });

  it("tells sales of a new lead from the contact form path (a trigger), and refetch-on-ready covers what came before", async () => {
    const sales = await t.loginAs("sales");
    const events = await stream("/api/admin/chat/events", sales);
    await events.next((e) => e.event === "ready");
    await t.deps.services.contacts.captureLead({ source: "form", name: "Dana Lead", email: "dana@example.com", phone: "", company: "", automation: "" } as never);
    const lead = await events.next((e) => e.event === "lead");
    expect((JSON.parse(lead.data) as LiveEvent).contactId).toBeGreaterThan(0);
  });
});

describe("shutdown", () => {
  // Last in this file: the hub stays closed for new streams afterwards.
  it("ends open streams so clients reconnect elsewhere, and refuses new ones with 503", async () => {
    const staff = await t.login();
    const open = await stream("/api/admin/chat/events", staff);
    await open.next((e) => e.event === "ready");
    t.deps.services.live.closeStreams();
    await expect(open.next(() => false, 5_000)).rejects.toThrow(/stream closed/);
    await expect.poll(() => t.deps.services.live.size()).toBe(0);
    const refused = await t.app.request("/api/admin/chat/events", { headers: staff });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
  });
});
