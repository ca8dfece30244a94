import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import { offersBooking } from "./chat.service.ts";

let t: TestContext;
let counter = 0;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const newVisitor = () => `visitor_${Date.now()}_offer${String(++counter).padStart(4, "0")}`;
async function chat(visitorId: string, message: string, conversationId?: string): Promise<ChatResponse> {
  const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId }, headers: { "x-test-ip": `198.51.100.${(++counter % 250) + 1}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChatResponse;
}

const ASKS = [
  ["en", "I'd like to book a consultation"],
  ["es", "Quiero agendar una consulta"],
  ["vi", "Tôi muốn đặt lịch tư vấn"],
  ["zh", "我想预约咨询"],
] as const;

describe("POST /api/chat offers the chat's booking times", () => {
  it.each(ASKS)("offers them (in %s) to a visitor asking to book while booking is on the site", async (language, message) => {
    const reply = await chat(newVisitor(), message);
    expect(reply).toMatchObject({ intent: "booking", offer: "booking", language });
  });

  it("offers them when the visitor says yes after a reply that offered a consultation", async () => {
    const visitorId = newVisitor();
    const first = await chat(visitorId, "How much does it cost?");
    expect(first.offer).toBeUndefined();
    expect(await chat(visitorId, "yes, let's book", first.conversationId)).toMatchObject({ offer: "booking", language: "en" });
    const other = newVisitor();
    const priced = await chat(other, "How much does it cost?");
    expect(await chat(other, "Sure!", priced.conversationId)).toMatchObject({ offer: "booking" });
  });

  it("offers nothing for other questions, nor for a yes without an offer before it", async () => {
    const visitorId = newVisitor();
    const hi = await chat(visitorId, "hello");
    expect(hi.offer).toBeUndefined();
    expect((await chat(visitorId, "What are your office hours?", hi.conversationId)).offer).toBeUndefined();
    expect(offersBooking("greeting", "yes", null)).toBe(false);
    expect(offersBooking("thanks", "ok", "hours")).toBe(false);
    expect(offersBooking("pricing", "yes please", "pricing")).toBe(true);
    expect(offersBooking("pricing", "yes, but what about add-ons?", "pricing")).toBe(false);
  });

  it.each(ASKS)("offers nothing (%s) while booking on the site is off: the reply's link stands", async (_language, message) => {
    await t.deps.services.settings.set({ category: "general", key: "booking_on_site", value: "off" });
    const reply = await chat(newVisitor(), message);
    expect(reply.intent).toBe("booking");
    expect(reply.offer).toBeUndefined();
    expect(reply.language).toBeUndefined();
  });
});
