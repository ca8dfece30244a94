import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contacts, liveEvents } from "../db/schema.ts";
import type { ChatConversationSummary } from "#common/chat/chat-types.ts";
import { PUBLIC_URL, useSmsApp } from "./sms-test-harness.ts";

// The assistant answers texts (issue 38 item 3): the web chat's engine, rendered for a phone, sent through the outbox.

const ROSA = "+17135550142";
const h = useSmsApp();
const { text, sentTo, setSms } = h;

async function conversation(): Promise<ChatConversationSummary> {
  const list = await h.conversations();
  expect(list).toHaveLength(1);
  return list[0]!;
}
const transcript = (id: string) => h.transcript(id);
const act = async (id: string, what: "takeover" | "handback") =>
  expect((await h.t.request(`/api/admin/chat/conversations/${id}/${what}`, { method: "POST", headers: h.admin })).status).toBe(200);

describe("the assistant answers texts", () => {
  it("answers a text through Twilio once, as plain text, and the desk shows the reply with its status", async () => {
    await text(ROSA, "Hi, what services do you offer?");
    const replies = sentTo(ROSA);
    expect(replies).toHaveLength(1);
    expect(replies[0]).not.toMatch(/\*\*|\]\(|<[a-z]/);
    // Links a text carries are whole addresses, never the widget's /contact paths.
    expect(replies[0]).not.toMatch(/(^|\s)\/(contact|blog|solutions|book)\b/);
    const c = await conversation();
    expect(c).toMatchObject({ channel: "sms", status: "open" });
    const ai = (await transcript(c.id)).messages.filter((m) => m.sender === "ai");
    expect(ai).toHaveLength(1);
    expect(ai[0]).toMatchObject({ content: replies[0], deliveryStatus: "sending" });
    // Running the outbox again sends nothing more.
    await h.t.deps.services.outbox.runDue();
    expect(sentTo(ROSA)).toHaveLength(1);
  });

  it("stays silent while a member has the conversation, and answers again once it is handed back", async () => {
    await text(ROSA, "Hello");
    const c = await conversation();
    await act(c.id, "takeover");
    await text(ROSA, "Do you work with realtors?");
    expect(sentTo(ROSA)).toHaveLength(1);
    expect(await conversation()).toMatchObject({ status: "assigned" });
    await act(c.id, "handback");
    await text(ROSA, "Do you work with realtors?");
    expect(sentTo(ROSA)).toHaveLength(2);
  });

  it("answers a Spanish text in Spanish", async () => {
    await text(ROSA, "Hola, ¿qué servicios ofrecen para agentes inmobiliarios?");
    const [reply] = sentTo(ROSA);
    expect(reply).toMatch(/[áéíóúñ¿¡]|\b(para|los|las|usted|nuestro)\b/i);
    expect(reply).not.toMatch(/\b(the|our|you)\b/i);
  });

  it("states no package price, as on the web chat", async () => {
    await text(ROSA, "How much does the Enterprise package cost?");
    const [reply] = sentTo(ROSA);
    expect(reply).toBeDefined();
    expect(reply).not.toMatch(/\$\s?\d/);
  });

  it("offers the booking page as a full link in the texter's language", async () => {
    await text(ROSA, "Quiero agendar una consulta");
    const [reply] = sentTo(ROSA);
    expect(reply).toContain(`${PUBLIC_URL}/book`);
  });

  it("a request for a person by text hands the conversation to staff, as on the web chat", async () => {
    await text(ROSA, "Can I talk to a real person please?");
    const c = await conversation();
    expect(c.status).toBe("waiting");
    const events = await h.t.deps.db.select().from(liveEvents).where(eq(liveEvents.conversationId, c.id));
    expect(events.map((e) => e.kind)).toContain("handoff");
  });

  it("blocks the reply visibly after the contact texted STOP", async () => {
    await setSms("twilio_keyword_replies", "off");
    h.twilio.setKeywordHandling(false);
    await text(ROSA, "STOP");
    expect(sentTo(ROSA)).toHaveLength(1);
    await text(ROSA, "Actually what do you do?");
    expect(sentTo(ROSA)).toHaveLength(1);
    const c = await conversation();
    const ai = (await transcript(c.id)).messages.filter((m) => m.sender === "ai");
    expect(ai).toHaveLength(1);
    expect(ai[0]).toMatchObject({ deliveryStatus: "blocked" });
    expect(ai[0]!.deliveryError).toMatch(/texted STOP/);
  });

  it("stores the details a text gives on the texter's contact", async () => {
    await text(ROSA, "I'm Rosa Díaz, my email is rosa@example.com");
    const rows = await h.t.deps.db.select().from(contacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "rosa@example.com", phone: ROSA });
  });

  it("leaves texts to staff when Settings → SMS turns the assistant off", async () => {
    await setSms("assistant_answers", "off");
    await text(ROSA, "Hi, what services do you offer?");
    expect(sentTo(ROSA)).toHaveLength(0);
    expect(await conversation()).toMatchObject({ status: "waiting" });
  });
});
