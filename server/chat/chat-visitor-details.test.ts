import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import type { VisitorDetails } from "#common/chat/chat-api-schemas.ts";
import type { BookingConfirmed, BookingSlots } from "#common/booking/booking-schemas.ts";
import { chatConversations, contacts } from "../db/schema.ts";

// Issue 37, item 1: the booking flow opened in the chat starts with what the visitor told this conversation, and
// only the conversation's own visitor can read it.

let t: TestContext;
let counter = 0;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const newVisitor = () => `visitor_${Date.now()}_details${String(++counter).padStart(4, "0")}`;
const ip = () => ({ "x-test-ip": `198.51.100.${(++counter % 250) + 1}` });
async function chat(visitorId: string, message: string, conversationId?: string): Promise<ChatResponse> {
  const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId }, headers: ip() });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChatResponse;
}
const details = (conversationId: string, visitorId: string) =>
  t.request(`/api/chat/visitor-details?conversationId=${encodeURIComponent(conversationId)}&visitorId=${encodeURIComponent(visitorId)}`, { headers: ip() });

describe("GET /api/chat/visitor-details", () => {
  it("gives the name, e-mail and phone the visitor gave in the chat", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "Hi, I'm Ana Torres, my e-mail is ana.torres@example.com and my phone is 713-555-0148");
    const res = await details(first.conversationId, visitorId);
    expect(res.status).toBe(200);
    expect((await res.json()) as VisitorDetails).toEqual({ name: "Ana Torres", email: "ana.torres@example.com", phone: "713-555-0148" });
  });

  it("gives nothing to someone else, nor for an unknown conversation", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "I'm Ana Torres, ana.torres@example.com");
    expect((await details(first.conversationId, newVisitor())).status).toBe(404);
    expect((await details("no-such-conversation", visitorId)).status).toBe(404);
  });

  it("is empty for a conversation that knows nothing yet", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "How much does it cost?");
    expect(await (await details(first.conversationId, visitorId)).json()).toEqual({});
  });

  it("reads the contact a booking made in this conversation created", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "I'd like to book a consultation");
    const slots = (await (await t.request("/api/booking/slots")).json()) as BookingSlots;
    const slot = slots.slots[0]!;
    const res = await t.request("/api/booking", {
      method: "POST",
      json: { hostId: slot.hostId, start: slot.start, name: "Luis Gómez", email: "luis@example.com", phone: "(832) 555-0177", language: "es", timeZone: "America/Chicago", conversationId: first.conversationId },
      headers: ip(),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as BookingConfirmed).booking).toBeTruthy();
    expect(await (await details(first.conversationId, visitorId)).json()).toEqual({ name: "Luis Gómez", email: "luis@example.com", phone: "(832) 555-0177" });
  });

  it("never reads an older contact the conversation was only matched to by an e-mail typed", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "What are your hours?");
    // Someone else's lead from before this conversation, now linked to it (as a typed e-mail would link it).
    const [older] = await t.deps.db
      .insert(contacts)
      .values({ name: "Someone Else", email: "someone@example.com", phone: "(281) 555-0199", source: "form", conversationId: first.conversationId, createdAt: new Date(Date.now() - 60 * 60_000) })
      .returning();
    await t.deps.db.update(chatConversations).set({ contactId: older!.id }).where(eq(chatConversations.id, first.conversationId));
    expect(await (await details(first.conversationId, visitorId)).json()).toEqual({});
  });
});
