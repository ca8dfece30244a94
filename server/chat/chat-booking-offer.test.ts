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
    expect(offersBooking("greeting")).toBe(false);
    expect(offersBooking("pricing")).toBe(false);
    expect(offersBooking("booking")).toBe(true);
    const greeted = newVisitor();
    const hello = await chat(greeted, "hello");
    expect((await chat(greeted, "yes", hello.conversationId)).offer).toBeUndefined();
  });

  it.each([
    ["es", "¿Cuánto cuesta?", "sí, agendemos"],
    ["es", "¿Cuánto cuesta?", "dale"],
    ["zh", "多少钱？", "好的，预约吧"],
    ["zh", "多少钱？", "可以"],
    ["vi", "Giá bao nhiêu?", "vâng, đặt lịch đi"],
    ["vi", "Giá bao nhiêu?", "ok đặt"],
    ["en", "How much does it cost?", "sure, let's do it"],
  ])("offers them (in %s) when the visitor takes the pricing answer's consultation: %s → %s", async (language, question, yes) => {
    const visitorId = newVisitor();
    const priced = await chat(visitorId, question);
    expect(priced.offer).toBeUndefined();
    expect(await chat(visitorId, yes, priced.conversationId)).toMatchObject({ intent: "booking", offer: "booking", language });
  });

  it.each([
    ["¿Cuánto cuesta?", "no gracias"],
    ["多少钱？", "不用了"],
    ["Giá bao nhiêu?", "không cần"],
    ["How much does it cost?", "no thanks"],
  ])("offers nothing when the visitor declines: %s → %s", async (question, no) => {
    const visitorId = newVisitor();
    const priced = await chat(visitorId, question);
    expect((await chat(visitorId, no, priced.conversationId)).offer).toBeUndefined();
  });

  it.each(ASKS)("offers nothing (%s) while booking on the site is off: the reply's link stands", async (_language, message) => {
    await t.deps.services.settings.set({ category: "general", key: "booking_on_site", value: "off" });
    const reply = await chat(newVisitor(), message);
    expect(reply.intent).toBe("booking");
    expect(reply.offer).toBeUndefined();
    expect(reply.language).toBeUndefined();
  });
});
