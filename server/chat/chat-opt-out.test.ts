import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { contactNotes, contacts, outbox } from "../db/schema.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";
import { DO_NOT_CONTACT_TAG } from "../contacts/contact-opt-out.ts";

let t: TestContext;
let counter = 0;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const newVisitor = () => `visitor_${Date.now()}_optout${String(++counter).padStart(4, "0")}`;
async function chat(visitorId: string, message: string, conversationId?: string): Promise<ChatResponse> {
  const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId }, headers: { "x-test-ip": `198.51.100.${(++counter % 250) + 1}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ChatResponse;
}

describe("an opt-out carrying a phone number", () => {
  it.each([
    ["please take my number off your list: 713-555-0142", "713-555-0142"],
    ["quiten mi número de su lista, 832-555-0199", "832-555-0199"],
  ])("%s records the number as opted out, not as a new lead", async (message, phone) => {
    const reply = await chat(newVisitor(), message);
    expect(reply.intent).toBe("opt_out");
    expect(reply.response).not.toContain(phone);
    const rows = await t.deps.db.select().from(contacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone, status: "lost", source: "chat" });
    expect(rows[0]?.tags).toContain(DO_NOT_CONTACT_TAG);
    const notes = await t.deps.db.select().from(contactNotes).where(eq(contactNotes.contactId, rows[0]!.id));
    expect(notes.map((n) => n.body).join(" ")).toMatch(/not to be contacted/);
    // No new-lead e-mail, webhook or CRM push is queued for it.
    expect(await t.deps.db.select().from(outbox)).toHaveLength(0);
  });

  it("tags the existing contact with that number instead of adding one", async () => {
    const visitor = newVisitor();
    const first = await chat(visitor, "I'm Dana, call me at 281-555-0177");
    const before = await t.deps.db.select().from(contacts);
    expect(before).toHaveLength(1);
    await chat(newVisitor(), "remove my number from your list 281-555-0177");
    const after = await t.deps.db.select().from(contacts);
    expect(after).toHaveLength(1);
    expect(after[0]?.tags).toContain(DO_NOT_CONTACT_TAG);
    expect(first.conversationId).toBeTruthy();
  });
});
