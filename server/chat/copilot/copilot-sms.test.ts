import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeTwilioServer } from "#tests/fakes/twilio-server.ts";
import { chatDrafts } from "../../db/schema.ts";
import { BUSINESS_HOURS } from "#common/content/offerings.ts";
import type { ChatConversationSummary } from "#common/chat/chat-types.ts";
import type { CopilotDraftAnswer } from "#common/chat/copilot.ts";

// A draft in a texted conversation goes out as any reply does: through the SMS adapter (fake Twilio).
const PUBLIC_URL = "https://www.example.com";
const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-auth-token-for-tests-0123";
const NUMBER = "+17135550100";
const ROSA = "+17135550142";
const twilio = createFakeTwilioServer({ accountSid: SID, authToken: TOKEN, number: NUMBER });
let t: TestContext;

beforeAll(async () => {
  await twilio.start();
  t = await createTestContext({ PUBLIC_URL });
  // Staff's side: the assistant does not answer these texts (server/sms/sms-assistant.test.ts covers it).
  for (const [key, value] of [["twilio_account_sid", SID], ["twilio_auth_token", TOKEN], ["twilio_from_number", NUMBER], ["twilio_api_url", twilio.url], ["assistant_answers", "off"]] as const) {
    await t.deps.services.settings.set({ category: "sms", key, value });
  }
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

async function textIn(body: string) {
  const d = twilio.inbound({ from: ROSA, body }, `${PUBLIC_URL}/api/sms/twilio/inbound`);
  const url = new URL(d.url);
  expect((await t.request(`${url.pathname}${url.search}`, { method: "POST", body: d.body, headers: d.headers })).status).toBe(200);
}

describe("copilot in a texted conversation", () => {
  it("drafts a reply to the text, and the draft sent unchanged goes out by SMS", async () => {
    const staff = await t.login();
    await textIn("Hi");
    const list = (await (await t.request("/api/admin/chat/conversations", { headers: staff })).json()) as ChatConversationSummary[];
    const id = list.find((c) => c.phone === ROSA)!.id;
    expect((await t.request(`/api/admin/chat/conversations/${id}/takeover`, { method: "POST", headers: staff })).status).toBe(200);
    await textIn("what are your office hours?");

    const res = await t.request(`/api/admin/chat/conversations/${id}/draft`, { method: "POST", json: {}, headers: staff });
    const { draft } = (await res.json()) as CopilotDraftAnswer;
    expect(draft?.text).toContain(BUSINESS_HOURS);
    const sent = await t.request(`/api/admin/chat/conversations/${id}/messages`, { method: "POST", json: { content: draft!.text, draftId: draft!.id }, headers: staff });
    expect(sent.status).toBe(201);
    await t.deps.services.outbox.idle();
    await t.deps.services.outbox.runDue();
    expect(twilio.messages.filter((m) => m.to === ROSA).map((m) => m.body)).toEqual([draft!.text]);
    expect((await t.deps.db.select().from(chatDrafts).where(eq(chatDrafts.id, draft!.id)))[0]?.outcome).toBe("sent_unchanged");
  });
});
