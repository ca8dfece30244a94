import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import { contacts } from "../db/schema.ts";
import { QUALIFY_QUESTIONS } from "./engine/qualify-questions.ts";
import type { BookingSlots } from "#common/booking/booking-schemas.ts";
import type { AfterBooking } from "#common/chat/chat-api-schemas.ts";

// Issue 37, item 6 through POST /api/chat: the answers to the assistant's question reach the contact (through the
// contacts' qualification writer), and what the contact holds is never asked.

let t: TestContext;
let counter = 0;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const newVisitor = () => `visitor_${Date.now()}_qualify${String(++counter).padStart(4, "0")}`;
async function chat(visitorId: string, message: string, conversationId?: string): Promise<ChatResponse> {
  const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId }, headers: { "x-test-ip": `198.51.100.${(++counter % 250) + 1}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChatResponse;
}
const contactBy = async (email: string) => (await t.deps.db.select().from(contacts).where(eq(contacts.email, email)))[0];

describe("POST /api/chat qualification questions", () => {
  it("stores the answers on the contact, given before or after the e-mail", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "What's in the Growth package?");
    const second = await chat(visitorId, "Do you connect to Follow Up Boss?", first.conversationId);
    expect(second.response).toContain(QUALIFY_QUESTIONS.en.role);
    // Answered before the conversation has a contact: kept, then written when the e-mail comes.
    await chat(visitorId, "broker", first.conversationId);
    await chat(visitorId, "my email is rosa@example.com", first.conversationId);
    const asked = await chat(visitorId, "How long does setup take?", first.conversationId);
    expect(asked.response).toContain(QUALIFY_QUESTIONS.en.teamSize);
    await chat(visitorId, "about 30 agents", first.conversationId);
    const row = await contactBy("rosa@example.com");
    expect(row!.role).toBe("Broker");
    expect(row!.qualification).toMatchObject({ teamSize: 30 });
  });

  it("never asks what the contact already holds", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "Hi, my email is sam@example.com");
    const row = await contactBy("sam@example.com");
    await t.deps.services.contacts.learnQualification(row!.id, [{ role: "agent", teamSize: 4 }]);
    await chat(visitorId, "What's in the Growth package?", first.conversationId);
    const reply = await chat(visitorId, "Do you connect to HubSpot?", first.conversationId);
    expect(reply.response).not.toContain(QUALIFY_QUESTIONS.en.role);
    expect(reply.response).not.toContain(QUALIFY_QUESTIONS.en.teamSize);
    expect(reply.response).toContain(QUALIFY_QUESTIONS.en.timeline);
  });

  it("asks its question right after a booking made in the chat, once, and stores the answer", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "Quiero agendar una consulta");
    const booked = (other = visitorId) => t.request("/api/chat/booked", { method: "POST", json: { conversationId: first.conversationId, visitorId: other }, headers: { "x-test-ip": "198.51.100.250" } });
    // No booking yet: nothing to follow up.
    expect(((await (await booked()).json()) as AfterBooking).question).toBeNull();
    const slot = ((await (await t.request("/api/booking/slots")).json()) as BookingSlots).slots[0]!;
    const res = await t.request("/api/booking", {
      method: "POST",
      json: { hostId: slot.hostId, start: slot.start, name: "Lucía Ramos", email: "lucia@example.com", language: "es", timeZone: "America/Chicago", conversationId: first.conversationId },
      headers: { "x-test-ip": "198.51.100.249" },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await booked(newVisitor())).status).toBe(404);
    const after = await booked();
    expect(after.status).toBe(200);
    expect(((await after.json()) as AfterBooking).question).toBe(QUALIFY_QUESTIONS.es.role);
    expect(((await (await booked()).json()) as AfterBooking).question).toBeNull();
    const thanks = await chat(visitorId, "soy broker", first.conversationId);
    expect(thanks.response).toMatch(/^Gracias/);
    expect((await contactBy("lucia@example.com"))!.role).toBe("Broker");
  });
});
