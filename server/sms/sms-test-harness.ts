import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeTwilioServer, type TwilioDelivery } from "#tests/fakes/twilio-server.ts";
import type { ChatConversationSummary, ChatTranscript } from "#common/chat/chat-types.ts";

// The SMS tests' app, Twilio fake and helpers: a fresh database per test, Twilio connected to the fake.

export const PUBLIC_URL = "https://www.example.com";
const INBOUND = `${PUBLIC_URL}/api/sms/twilio/inbound`;
const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-auth-token-for-tests-0123";
export const NUMBER = "+17135550100";

export function useSmsApp() {
  const twilio = createFakeTwilioServer({ accountSid: SID, authToken: TOKEN, number: NUMBER });
  const h = {
    t: undefined as unknown as TestContext,
    admin: {} as Record<string, string>,
    twilio,
    post(d: TwilioDelivery) {
      const url = new URL(d.url);
      return h.t.request(`${url.pathname}${url.search}`, { method: "POST", body: d.body, headers: d.headers });
    },
    /** A text from `from`, then whatever the outbox has to send. */
    async text(from: string, body: string) {
      const res = await h.post(twilio.inbound({ from, body }, INBOUND));
      expect(res.status).toBe(200);
      await h.settle();
    },
    async settle() {
      await h.t.deps.services.outbox.idle();
      await h.t.deps.services.outbox.runDue();
    },
    setSms: (key: string, value: string) => h.t.deps.services.settings.set({ category: "sms", key, value }),
    sentTo: (phone: string) => twilio.messages.filter((m) => m.to === phone).map((m) => m.body),
    async conversations(): Promise<ChatConversationSummary[]> {
      return (await (await h.t.request("/api/admin/chat/conversations", { headers: h.admin })).json()) as ChatConversationSummary[];
    },
    async transcript(id: string): Promise<ChatTranscript> {
      return (await (await h.t.request(`/api/admin/chat/conversations/${id}`, { headers: h.admin })).json()) as ChatTranscript;
    },
  };
  beforeAll(async () => {
    await twilio.start();
    h.t = await createTestContext({ PUBLIC_URL });
  });
  afterAll(async () => {
    await h.t.close();
    await twilio.close();
  });
  beforeEach(async () => {
    await h.t.deps.services.outbox.idle();
    await h.t.reset();
    twilio.clear();
    h.admin = await h.t.login();
    await h.setSms("twilio_account_sid", SID);
    await h.setSms("twilio_auth_token", TOKEN);
    await h.setSms("twilio_from_number", NUMBER);
    await h.setSms("twilio_api_url", twilio.url);
  });
  return h;
}
