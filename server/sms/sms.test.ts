import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeTwilioServer, type TwilioDelivery } from "#tests/fakes/twilio-server.ts";
import { chatMessages, contacts, liveEvents, outbox } from "../db/schema.ts";
import { contactConsents } from "../consent/consent.schema.ts";
import type { ChatConversationSummary, ChatTranscript } from "#common/chat/chat-types.ts";

const PUBLIC_URL = "https://www.example.com";
const INBOUND = `${PUBLIC_URL}/api/sms/twilio/inbound`;
const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-auth-token-for-tests-0123";
const NUMBER = "+17135550100";
const ROSA = "+17135550142";

let t: TestContext;
let admin: Record<string, string>;
const twilio = createFakeTwilioServer({ accountSid: SID, authToken: TOKEN, number: NUMBER });

/** Posts a webhook Twilio signed for a public URL to the app in process (the proxy would forward it there). */
const post = (d: TwilioDelivery) => {
  const url = new URL(d.url);
  return t.request(`${url.pathname}${url.search}`, { method: "POST", body: d.body, headers: d.headers });
};
const text = (from: string, body: string, sid?: string) => post(twilio.inbound({ from, body, sid }, INBOUND));
const setSms = (key: string, value: string) => t.deps.services.settings.set({ category: "sms", key, value });

async function conversations(): Promise<ChatConversationSummary[]> {
  const res = await t.request("/api/admin/chat/conversations", { headers: admin });
  return (await res.json()) as ChatConversationSummary[];
}
async function transcript(id: string): Promise<ChatTranscript> {
  return (await (await t.request(`/api/admin/chat/conversations/${id}`, { headers: admin })).json()) as ChatTranscript;
}
async function reply(id: string, content: string) {
  const res = await t.request(`/api/admin/chat/conversations/${id}/messages`, { method: "POST", json: { content }, headers: admin });
  expect(res.status).toBe(201);
  await t.deps.services.outbox.idle();
  await t.deps.services.outbox.runDue();
}
const sentTo = (phone: string) => twilio.messages.filter((m) => m.to === phone);
const staffMessages = async (id: string) => (await transcript(id)).messages.filter((m) => m.sender === "staff");

beforeAll(async () => {
  await twilio.start();
  t = await createTestContext({ PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
/** Set by a test that stopped the app's outbox (an instance that died): the next test gets a fresh app. */
let outboxStopped = false;
function stopAppOutbox() {
  outboxStopped = true;
  t.deps.services.outbox.stop();
}

beforeEach(async () => {
  if (outboxStopped) {
    await t.close();
    t = await createTestContext({ PUBLIC_URL });
    outboxStopped = false;
  }
  await t.deps.services.outbox.idle();
  await t.reset();
  twilio.clear();
  admin = await t.login();
  await setSms("twilio_account_sid", SID);
  await setSms("twilio_auth_token", TOKEN);
  await setSms("twilio_from_number", NUMBER);
  await setSms("twilio_api_url", twilio.url);
  // These tests are about the adapter and staff's replies; the assistant's answers are sms-assistant.test.ts's.
  await setSms("assistant_answers", "off");
});

describe("POST /api/sms/twilio/inbound", () => {
  it("refuses a forged, unsigned or other-token request with 403 and stores nothing", async () => {
    const good = twilio.inbound({ from: ROSA, body: "Hi, do you build lead bots?" }, INBOUND);
    const forged = { ...good, body: good.body.replace("lead", "fake") };
    const unsigned = { ...good, headers: { "content-type": good.headers["content-type"]! } };
    const otherToken = twilio.inbound({ from: ROSA, body: "Hi" }, INBOUND, "another-token");
    // Signed for another address than the site's public one (a replay against another host).
    const otherUrl = twilio.inbound({ from: ROSA, body: "Hi" }, "https://evil.example.net/api/sms/twilio/inbound");
    for (const d of [forged, unsigned, otherToken]) {
      const res = await post(d);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "The request signature does not match the Twilio auth token" });
    }
    const res = await t.request("/api/sms/twilio/inbound", { method: "POST", body: otherUrl.body, headers: otherUrl.headers });
    expect(res.status).toBe(403);
    expect(await conversations()).toEqual([]);
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
  });

  it("stores a text once however often Twilio delivers it, as an SMS conversation waiting for staff", async () => {
    const delivery = twilio.inbound({ from: ROSA, body: "Hi, do you build lead bots?" }, INBOUND);
    for (let i = 0; i < 3; i++) {
      const res = await post(delivery);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/xml");
      expect(await res.text()).toContain("<Response></Response>");
    }
    const list = await conversations();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ channel: "sms", phone: ROSA, status: "waiting", messageCount: 1, preview: "Hi, do you build lead bots?" });
    // A new number is a new contact, from SMS.
    expect(list[0]!.lead).toMatchObject({ phone: ROSA });
    const [contact] = await t.deps.db.select().from(contacts);
    expect(contact).toMatchObject({ source: "sms", phone: ROSA, contactMethod: "sms" });
    // Staff were alerted once, as a text (not as someone asking for a person).
    const events = await t.deps.db.select().from(liveEvents).where(eq(liveEvents.conversationId, list[0]!.id));
    expect(events.map((e) => [e.kind, e.actor])).toEqual([["handoff", "sms"]]);
  });

  it("threads texts per number on the contact who has it, however the phone was typed", async () => {
    await t.deps.services.contacts.captureLead({ source: "form", name: "Rosa Díaz", email: "rosa@example.com", phone: "(713) 555-0142" });
    await text(ROSA, "Hello");
    await text(ROSA, "Are you there?");
    await text("+17135550199", "Another person");
    const list = await conversations();
    expect(list).toHaveLength(2);
    const rosa = list.find((c) => c.phone === ROSA)!;
    expect(rosa.messageCount).toBe(2);
    expect(rosa.lead).toMatchObject({ name: "Rosa Díaz", email: "rosa@example.com" });
    expect(await t.deps.db.select().from(contacts)).toHaveLength(2);
  });
});

describe("staff replies by text", () => {
  it("goes out once through Twilio's Messages API, and out-of-order or repeated statuses never move it back", async () => {
    await text(ROSA, "Hi");
    const [c] = await conversations();
    await reply(c!.id, "Hi Rosa, this is Sam from the team.");
    expect(sentTo(ROSA)).toHaveLength(1);
    const sent = sentTo(ROSA)[0]!;
    expect(sent).toMatchObject({ body: "Hi Rosa, this is Sam from the team.", from: NUMBER });
    expect(sent.statusCallback).toMatch(new RegExp(`^${PUBLIC_URL}/api/sms/twilio/status\\?m=\\d+$`));
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "sending", deliveryError: null });

    // delivered arrives first, then a late sent, a repeated delivered and a stale queued.
    for (const d of twilio.statusCallbacks(sent.sid, ["delivered", "sent", "delivered", "queued"])) expect((await post(d)).status).toBe(200);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "delivered" });
    // Sending again (the outbox's safety net) sends nothing more.
    await t.deps.services.outbox.runDue();
    expect(sentTo(ROSA)).toHaveLength(1);
  });

  it("shows an undelivered text's reason, and refuses a forged status callback", async () => {
    await text(ROSA, "Hi");
    const [c] = await conversations();
    await reply(c!.id, "Hello!");
    const sent = sentTo(ROSA)[0]!;
    const [forged] = twilio.statusCallbacks(sent.sid, ["delivered"]);
    expect((await post({ ...forged!, headers: { ...forged!.headers, "x-twilio-signature": "AAAA" } })).status).toBe(403);
    for (const d of twilio.statusCallbacks(sent.sid, ["sent", "undelivered"], "30006")) await post(d);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "undelivered", deliveryError: "Twilio error 30006: the number is a landline or cannot receive texts" });
  });

  it("retries after Twilio answers 500 and sends exactly once", async () => {
    await text(ROSA, "Hi");
    const [c] = await conversations();
    twilio.failNext(1, 500);
    await reply(c!.id, "First try fails");
    expect(sentTo(ROSA)).toHaveLength(0);
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "sms"));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toContain("HTTP 500");
    await t.deps.services.outbox.retryNow(row!.id);
    await t.deps.services.outbox.idle();
    expect(sentTo(ROSA)).toHaveLength(1);
    const [after] = await t.deps.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("does not send twice when Twilio created the message but its answer was lost", async () => {
    await text(ROSA, "Hi");
    const [c] = await conversations();
    twilio.failAfterCreateNext(1);
    await reply(c!.id, "Answer lost on the way back");
    expect(sentTo(ROSA)).toHaveLength(1);
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "sms"));
    expect(row!.status).toBe("pending");
    await t.deps.services.outbox.retryNow(row!.id);
    await t.deps.services.outbox.idle();
    // The retry asked Twilio what went out to Rosa and found it: still one message, now known by its sid.
    expect(sentTo(ROSA)).toHaveLength(1);
    const [message] = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.sender, "staff"));
    expect(message!.externalId).toBe(sentTo(ROSA)[0]!.sid);
  });
});

describe("consent: STOP, START and HELP", () => {
  // STOP in English with the site confirming (Twilio's own replies off), and the usual words in Spanish, Vietnamese, Chinese.
  const stops: [string, string, RegExp][] = [
    ["+17135550001", "STOP", /unsubscribed/],
    ["+17135550002", "alto", /se canceló su suscripción/],
    ["+17135550003", "Dừng", /đã hủy đăng ký/],
    ["+17135550004", "退订", /您已退订/],
    ["+17135550005", "no me envíes más mensajes", /se canceló su suscripción/],
    ["+17135550006", "Please don't text me again.", /unsubscribed/],
  ];
  it.each(stops)("%s texting %j is confirmed once, and later texts to them are blocked visibly", async (phone, body, confirmation) => {
    await setSms("twilio_keyword_replies", "off");
    twilio.setKeywordHandling(false);
    await text(phone, "Hi there");
    const [c] = await conversations();
    await text(phone, body);
    await t.deps.services.outbox.idle();
    await t.deps.services.outbox.runDue();
    expect(sentTo(phone)).toHaveLength(1);
    expect(sentTo(phone)[0]!.body).toMatch(confirmation);
    const [event] = await t.deps.db.select().from(contactConsents);
    expect(event).toMatchObject({ channel: "sms", action: "revoked", source: "sms_keyword", wording: body, phone });

    // Said again (or redelivered): no second confirmation.
    await text(phone, body);
    await t.deps.services.outbox.runDue();
    expect(sentTo(phone)).toHaveLength(1);

    await reply(c!.id, "Just checking in!");
    expect(sentTo(phone)).toHaveLength(1);
    const [blocked] = await staffMessages(c!.id);
    expect(blocked).toMatchObject({ deliveryStatus: "blocked" });
    expect(blocked!.deliveryError).toMatch(/texted STOP/);
  });

  it("leaves the confirmation of Twilio's own English keywords to Twilio: one text either way", async () => {
    await text(ROSA, "STOP");
    await t.deps.services.outbox.runDue();
    expect(sentTo(ROSA)).toHaveLength(0);
    expect(twilio.autoReplies.filter((r) => r.to === ROSA)).toHaveLength(1);
    expect((await t.deps.db.select().from(contactConsents))[0]).toMatchObject({ action: "revoked" });
  });

  it("START gives consent back (confirmed once) and replies go out again; HELP is answered", async () => {
    await setSms("twilio_keyword_replies", "off");
    twilio.setKeywordHandling(false);
    await text(ROSA, "alto");
    await text(ROSA, "START");
    await t.deps.services.outbox.idle();
    await t.deps.services.outbox.runDue();
    const [c] = await conversations();
    expect(sentTo(ROSA).map((m) => m.body)).toEqual([expect.stringMatching(/se canceló/), expect.stringMatching(/subscribed to texts again/)]);
    await reply(c!.id, "Welcome back!");
    expect(sentTo(ROSA)).toHaveLength(3);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "sending" });
    await text(ROSA, "ayuda");
    await t.deps.services.outbox.idle();
    await t.deps.services.outbox.runDue();
    expect(sentTo(ROSA).at(-1)!.body).toMatch(/responda aquí/);
    const actions = (await t.deps.db.select().from(contactConsents).orderBy(contactConsents.id)).map((e) => e.action);
    expect(actions).toEqual(["revoked", "granted"]);
  });

  it("an ordinary message that mentions stopping is not an opt-out", async () => {
    await text(ROSA, "Can the bot stop at 5pm on Fridays?");
    expect(await t.deps.db.select().from(contactConsents)).toEqual([]);
  });
});

describe("quiet hours and restarts", () => {
  it("holds an automated text until Texas texting hours in the recipient's zone", async () => {
    await text(ROSA, "Hi");
    const [c] = await conversations();
    const [contact] = await t.deps.db.select().from(contacts);
    await t.deps.db.transaction((tx) =>
      t.deps.services.consentLedger.record(tx, { contactId: contact!.id, channel: "sms", action: "granted", source: "form", wording: "Text me about my request", version: "v1" }),
    );
    // A Sunday, 10:00 in Houston (16:00 UTC): Sunday texting starts at noon. Far ahead, so the outbox's run now keeps it.
    const sunday10 = new Date("2099-12-06T16:00:00Z");
    const zone = await t.deps.services.smsOutbound.textingZone();
    const result = await t.deps.db.transaction(async (tx) => {
      const messageId = await t.deps.services.channelMessages.addOutgoing(tx, { conversationId: c!.id, sender: "system", content: "Following up on your question", deliveryStatus: "queued" });
      return t.deps.services.smsOutbound.queue(tx, { messageId, conversationId: c!.id, purpose: "automated", now: sunday10, zone });
    });
    expect(result).toMatchObject({ status: "queued", notBefore: new Date("2099-12-06T18:00:00Z") });
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "sms"));
    expect(row!.nextAttemptAt).toEqual(new Date("2099-12-06T18:00:00Z"));
    const held = (await transcript(c!.id)).messages.at(-1)!;
    expect(held).toMatchObject({ sender: "system", content: "Following up on your question", deliveryStatus: "queued" });
    expect(held.deliveryError).toMatch(/^Held for Texas quiet hours until .*12:00 PM CST \(America\/Chicago, the recipient's time zone\)$/);
    await t.deps.services.outbox.runDue();
    expect(sentTo(ROSA)).toHaveLength(0);
    // Without consent on record an automated text is blocked, not sent.
    await t.deps.db.delete(contactConsents);
    const blocked = await t.deps.db.transaction(async (tx) => {
      const messageId = await t.deps.services.channelMessages.addOutgoing(tx, { conversationId: c!.id, sender: "system", content: "Another follow-up", deliveryStatus: "queued" });
      return t.deps.services.smsOutbound.queue(tx, { messageId, conversationId: c!.id, purpose: "automated", now: sunday10, zone });
    });
    expect(blocked).toMatchObject({ status: "blocked", reason: "Not sent: no consent to texts is on record for this contact." });
  });

  it("loses nothing when the process stops between storing a reply and sending it", async () => {
    await text(ROSA, "Hi");
    const [c] = await conversations();
    // This instance dies right after the reply committed: its outbox never runs.
    stopAppOutbox();
    const res = await t.request(`/api/admin/chat/conversations/${c!.id}/messages`, { method: "POST", json: { content: "Stored before sending" }, headers: admin });
    expect(res.status).toBe(201);
    expect(sentTo(ROSA)).toHaveLength(0);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "queued" });
    // The next instance's outbox finds the row and sends it, once.
    const { createLeadsServices } = await import("../contacts/leads-services.ts");
    const { createSmsOutbound } = await import("./sms-outbound.ts");
    const { createLogger } = await import("../lib/logger.ts");
    const s = t.deps.services;
    const next = createLeadsServices({ env: t.env, db: t.deps.db, logger: createLogger("silent"), settings: s.settings, rateLimits: t.deps.rateLimits, outbound: s.outbound }).outbox;
    const nextSms = createSmsOutbound({ db: t.deps.db, channel: s.channelMessages, consent: s.consentLedger, outbox: next, settings: s.settings, guard: s.outbound, live: s.live, logger: createLogger("silent"), publicUrl: PUBLIC_URL });
    next.useDeliverer("sms", (p, attempt) => nextSms.deliver(p, attempt));
    await next.runDue();
    await next.runDue();
    expect(sentTo(ROSA).map((m) => m.body)).toEqual(["Stored before sending"]);
    expect(await t.deps.db.execute(sql`select status from outbox where kind = 'sms'`)).toMatchObject({ rows: [{ status: "delivered" }] });
  });

  it("marks the text failed, with the reason, when the outbox gives up", async () => {
    await text(ROSA, "Hi");
    const [c] = await conversations();
    twilio.failNext(1, 503);
    const { createLeadsServices } = await import("../contacts/leads-services.ts");
    const { createLogger } = await import("../lib/logger.ts");
    const s = t.deps.services;
    // An outbox that gives up after one attempt (the app's own gives up after 20); the app's is stopped.
    stopAppOutbox();
    const strict = createLeadsServices({ env: t.env, db: t.deps.db, logger: createLogger("silent"), settings: s.settings, rateLimits: t.deps.rateLimits, outbound: s.outbound, outboxOptions: { maxAttempts: 1 } }).outbox;
    strict.useDeliverer("sms", (p, attempt) => s.smsOutbound.deliver(p, attempt));
    await t.request(`/api/admin/chat/conversations/${c!.id}/messages`, { method: "POST", json: { content: "Will not make it" }, headers: admin });
    await strict.runDue();
    const [failed] = await staffMessages(c!.id);
    expect(failed).toMatchObject({ deliveryStatus: "failed", deliveryError: "Twilio answered HTTP 503 (error 20500): Internal Server Error" });
    expect(sentTo(ROSA)).toHaveLength(0);
  });
});

describe("Settings → SMS (Twilio)", () => {
  it("tests the connection with the saved SID and token", async () => {
    const ok = await t.request("/api/admin/settings/test", { method: "POST", json: { target: "twilio" }, headers: admin });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { message: string }).message).toMatch(/Twilio accepted the SID and token/);
    await setSms("twilio_auth_token", "wrong-token");
    const bad = await t.request("/api/admin/settings/test", { method: "POST", json: { target: "twilio" }, headers: admin });
    expect(bad.status).toBe(502);
    expect(((await bad.json()) as { message: string }).message).toMatch(/HTTP 401 \(error 20003\)/);
  });
});
