import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { chatConversations, contacts } from "../db/schema.ts";
import { createChatStore } from "../chat/chat-store.ts";
import type { BookingFunnelReport, FunnelRow } from "#common/analytics/booking-funnel.ts";
import type { NewBooking } from "../booking/booking-store.ts";

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

// Tuesday 6 January 2026, 08:00 Central: a past day, so its meetings can be marked done.
const PAST = new Date("2026-01-06T14:00:00Z");
let ip = 10;

/** One visitor's chat through the public API (its own address: the per-address limit stays out of the way). */
async function chat(messages: string[], firstTouch?: Record<string, string>): Promise<string> {
  const headers = { "x-test-ip": `198.51.100.${ip++}` };
  const visitorId = `visitor_1700000000000_funnel${ip}`;
  let conversationId: string | undefined;
  for (const message of messages) {
    const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId, firstTouch }, headers });
    expect(res.status, await res.clone().text()).toBe(200);
    conversationId = ((await res.json()) as { conversationId: string }).conversationId;
  }
  return conversationId!;
}

const contactOf = async (conversationId: string) => (await t.deps.db.select().from(chatConversations).where(eq(chatConversations.id, conversationId)))[0]!.contactId!;

/** A booking at the first free slot from `now` (a past day, so its meeting can be marked done), through the store. */
async function book(input: Omit<NewBooking, "hostId" | "start" | "email"> & { email?: string }, now = new Date()) {
  const store = t.deps.services.bookingStore;
  const [first] = await store.slots(now, 1);
  const email = input.email ?? `${input.name.toLowerCase()}@example.com`;
  return (await store.book({ ...input, email, hostId: first!.host.userId, start: new Date(first!.slots[0]!.start) }, now)).booking;
}
async function markDone(bookingId: number) {
  const res = await t.request(`/api/admin/bookings/${bookingId}`, { method: "PATCH", json: { status: "done" }, headers: auth });
  expect(res.status, await res.clone().text()).toBe(200);
}

const report = async (query = "range=7d") => {
  const res = await t.request(`/api/admin/analytics/funnel?${query}`, { headers: auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BookingFunnelReport;
};
const row = (key: string, counts: Partial<Omit<FunnelRow, "key">>): FunnelRow => ({
  key,
  chats: 0,
  qualified: 0,
  booked: 0,
  done: 0,
  bookedWithoutChat: 0,
  doneWithoutChat: 0,
  ...counts,
});

/**
 * Dana (Google, English) leaves her details, says she is a broker with 25 agents, books from the chat and meets us.
 * Eli (Facebook) leaves his details and only his role, then books on /book: qualified by the booking, not yet met.
 * Fay (direct) leaves her details; staff add her role and her problem: qualified, no booking.
 * A Spanish visitor from Bing asks about services and leaves: a chat, nothing more, counted under the chat's own source. A conversation without a visitor message
 * and a chat from 40 days ago (whose contact books now) are not in the range's chats.
 * Without a chat: Gus books in Vietnamese on /book; staff book Hal, who meets us.
 */
async function seed() {
  const dana = await chat(["I'm Dana Lee from Katy Realty, dana@example.com", "I'm a broker with 25 agents in Katy"], {
    landingPage: "/blog",
    referrer: "https://www.google.com/search?q=houston",
  });
  const danaBooking = await book({ name: "Dana", language: "en", source: "chat", contactId: await contactOf(dana), conversationId: dana }, PAST);
  await markDone(danaBooking.id);

  const eli = await chat(["I'm Eli Ruiz, eli@example.com", "I'm a real estate agent"], { landingPage: "/", utmSource: "Facebook" });
  await book({ name: "Eli", language: "en", source: "book_page", contactId: await contactOf(eli) });

  const fay = await chat(["I'm Fay Moss from Moss Homes, fay@example.com"]);
  const fayId = await contactOf(fay);
  const qualified = await t.request(`/api/admin/contacts/${fayId}/qualification`, {
    method: "PUT",
    json: { role: "Property Manager", problem: "Owners' calls go unanswered at night" },
    headers: auth,
  });
  expect(qualified.status, await qualified.clone().text()).toBe(200);

  await chat(["hola, ¿qué servicios ofrecen?"], { landingPage: "/", referrer: "https://www.bing.com/" });
  await createChatStore(t.deps.db).startConversation("visitor_1700000000000_funnelempty", "en");

  const old = await chat(["I'm Ivy Park, ivy@example.com", "I'm a broker with 12 agents"]);
  await t.deps.db
    .update(chatConversations)
    .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
    .where(eq(chatConversations.id, old));
  await book({ name: "Ivy", language: "en", source: "book_page", contactId: await contactOf(old) });

  await book({ name: "Gus", language: "vi", source: "book_page" });
  const hal = await book({ name: "Hal", language: "en", source: "admin" }, PAST);
  await markDone(hal.id);
}

describe("GET /api/admin/analytics/funnel", () => {
  it("counts the range's chats, the qualified, the booked and the held, by source and language, and bookings without a chat", async () => {
    await seed();
    const funnel = await report();
    expect(funnel.range.days).toBe(7);
    expect(funnel.totals).toEqual({ chats: 4, qualified: 3, booked: 2, done: 1, bookedWithoutChat: 2, doneWithoutChat: 1 });
    expect(funnel.rates).toEqual({ qualified: 75, booked: 66.7, done: 50 });
    expect(funnel.bySource).toEqual([
      row("none", { chats: 1, qualified: 1, bookedWithoutChat: 2, doneWithoutChat: 1 }),
      row("bing.com", { chats: 1 }),
      row("facebook", { chats: 1, qualified: 1, booked: 1 }),
      row("google.com", { chats: 1, qualified: 1, booked: 1, done: 1 }),
    ]);
    expect(funnel.byLanguage).toEqual([
      row("en", { chats: 3, qualified: 3, booked: 2, done: 1, bookedWithoutChat: 1, doneWithoutChat: 1 }),
      row("es", { chats: 1 }),
      row("vi", { bookedWithoutChat: 1 }),
    ]);
  });

  it("counts role alone as not qualified, and a range without the chats as empty", async () => {
    await chat(["I'm Jo Diaz, jo@example.com", "I'm a real estate agent"]);
    const id = (await t.deps.db.select().from(contacts).where(eq(contacts.email, "jo@example.com")))[0]!.id;
    expect((await t.deps.db.select().from(contacts).where(eq(contacts.id, id)))[0]!.role).toBe("Real Estate Agent");
    expect((await report()).totals).toMatchObject({ chats: 1, qualified: 0 });

    const empty = await report("range=custom&from=2025-01-01&to=2025-01-31");
    expect(empty).toEqual({
      range: { from: "2025-01-01", to: "2025-01-31", days: 31 },
      totals: { chats: 0, qualified: 0, booked: 0, done: 0, bookedWithoutChat: 0, doneWithoutChat: 0 },
      rates: { qualified: null, booked: null, done: null },
      bySource: [],
      byLanguage: [],
    });
  });

  it("is for the analytics area only, and checks its range", async () => {
    expect((await t.request("/api/admin/analytics/funnel")).status).toBe(401);
    expect((await t.request("/api/admin/analytics/funnel", { headers: await t.loginAs("sales") })).status).toBe(403);
    expect((await t.request("/api/admin/analytics/funnel?range=custom&from=2025-02-01", { headers: auth })).status).toBe(400);
  });
});
