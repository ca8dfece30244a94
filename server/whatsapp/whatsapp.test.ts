import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeWhatsappServer, type WhatsappDelivery } from "#tests/fakes/whatsapp-server.ts";
import { chatMessages, contacts, liveEvents, outbox } from "../db/schema.ts";
import { contactConsents } from "../consent/consent.schema.ts";
import type { ChatConversationSummary, ChatTranscript } from "#common/chat/chat-types.ts";
import type { WhatsappWindow } from "#common/chat/whatsapp-window.ts";

const PHONE_NUMBER_ID = "106540352242922";
const WABA_ID = "102290129340398";
const TOKEN = "EAAG-fake-whatsapp-access-token";
const APP_SECRET = "meta-app-secret-for-tests-0123456";
const VERIFY = "verify-token-for-tests";
const ROSA = "17135550142";
const HOUR = 3600_000;

let t: TestContext;
let admin: Record<string, string>;
const wa = createFakeWhatsappServer({ phoneNumberId: PHONE_NUMBER_ID, businessAccountId: WABA_ID, accessToken: TOKEN, appSecret: APP_SECRET });

const post = (d: WhatsappDelivery) => t.request("/api/whatsapp/webhook", { method: "POST", body: d.body, headers: d.headers });
const write = (waId: string, body: string, opts: { id?: string; at?: Date; type?: string } = {}) => post(wa.inbound({ waId, body, ...opts }));
const setWa = (key: string, value: string) => t.deps.services.settings.set({ category: "whatsapp", key, value });

async function conversations(): Promise<ChatConversationSummary[]> {
  return (await (await t.request("/api/admin/chat/conversations", { headers: admin })).json()) as ChatConversationSummary[];
}
async function transcript(id: string): Promise<ChatTranscript> {
  return (await (await t.request(`/api/admin/chat/conversations/${id}`, { headers: admin })).json()) as ChatTranscript;
}
async function settle() {
  await t.deps.services.outbox.idle();
  await t.deps.services.outbox.runDue();
}
const replyRaw = (id: string, content: string) => t.request(`/api/admin/chat/conversations/${id}/messages`, { method: "POST", json: { content }, headers: admin });
async function reply(id: string, content: string) {
  expect((await replyRaw(id, content)).status).toBe(201);
  await settle();
}
const sentTo = (waId: string) => wa.messages.filter((m) => m.to === waId);
const staffMessages = async (id: string) => (await transcript(id)).messages.filter((m) => m.sender === "staff");

beforeAll(async () => {
  await wa.start();
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await wa.close();
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
    t = await createTestContext();
    outboxStopped = false;
  }
  await t.deps.services.outbox.idle();
  await t.reset();
  wa.clear();
  admin = await t.login();
  for (const [key, value] of [["phone_number_id", PHONE_NUMBER_ID], ["business_account_id", WABA_ID], ["access_token", TOKEN], ["app_secret", APP_SECRET], ["verify_token", VERIFY], ["api_url", wa.url]]) {
    await setWa(key!, value!);
  }
  // These tests are about staff's side; the assistant's answers have their own block below.
  await setWa("assistant_answers", "off");
});

describe("GET /api/whatsapp/webhook (Meta's verification handshake)", () => {
  it("echoes the challenge as text when the verify token matches, and refuses otherwise", async () => {
    const ok = await t.request(`/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain");
    expect(await ok.text()).toBe("1158201444");
    for (const query of [`hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`, `hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1`, "hub.challenge=1"]) {
      const res = await t.request(`/api/whatsapp/webhook?${query}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "The verify token does not match Settings → WhatsApp" });
    }
  });
});

describe("POST /api/whatsapp/webhook", () => {
  it("refuses a forged, unsigned or other-secret notification with 403 and stores nothing", async () => {
    const good = wa.inbound({ waId: ROSA, body: "Hi, do you build lead bots?" });
    const forged = { ...good, body: good.body.replace("lead", "fake") };
    const unsigned = { ...good, headers: { "content-type": "application/json" } };
    const otherSecret = wa.inbound({ waId: ROSA, body: "Hi" }, "another-secret");
    for (const d of [forged, unsigned, otherSecret]) {
      const res = await post(d);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "The request signature does not match the WhatsApp app secret" });
    }
    expect(await conversations()).toEqual([]);
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
  });

  it("stores a message once however often Meta delivers it, as a WhatsApp conversation waiting for staff", async () => {
    const delivery = wa.inbound({ waId: ROSA, body: "Hi, do you build lead bots?", name: "Rosa Díaz" });
    for (let i = 0; i < 3; i++) expect((await post(delivery)).status).toBe(200);
    const list = await conversations();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ channel: "whatsapp", phone: `+${ROSA}`, status: "waiting", messageCount: 1, preview: "Hi, do you build lead bots?" });
    const [contact] = await t.deps.db.select().from(contacts);
    expect(contact).toMatchObject({ source: "whatsapp", phone: `+${ROSA}`, contactMethod: "whatsapp", name: "Rosa Díaz" });
    const events = await t.deps.db.select().from(liveEvents).where(eq(liveEvents.conversationId, list[0]!.id));
    expect(events.map((e) => [e.kind, e.actor])).toEqual([["handoff", "whatsapp"]]);
  });

  it("threads by number onto the contact who has it, and stores an image honestly as a placeholder", async () => {
    await t.deps.services.contacts.captureLead({ source: "form", name: "Rosa Díaz", email: "rosa@example.com", phone: "(713) 555-0142" });
    await write(ROSA, "Hello");
    await write(ROSA, "our menu", { type: "image" });
    await write("447700900123", "Another person");
    const list = await conversations();
    expect(list).toHaveLength(2);
    const rosa = list.find((c) => c.phone === `+${ROSA}`)!;
    expect(rosa.lead).toMatchObject({ email: "rosa@example.com" });
    expect((await transcript(rosa.id)).messages.map((m) => m.content)).toEqual(["Hello", "[image] our menu"]);
    expect(await t.deps.db.select().from(contacts)).toHaveLength(2);
  });

  it("ignores messages to another number of the same Meta app", async () => {
    await setWa("phone_number_id", "999999999999999");
    expect((await write(ROSA, "Hello other number")).status).toBe(200);
    expect(await conversations()).toEqual([]);
  });
});

describe("staff replies on WhatsApp", () => {
  it("goes out once through the Cloud API, and out-of-order or repeated statuses never move it back", async () => {
    await write(ROSA, "Hi");
    const [c] = await conversations();
    await reply(c!.id, "Hi Rosa, this is Sam from the team.");
    expect(sentTo(ROSA)).toHaveLength(1);
    const sent = sentTo(ROSA)[0]!;
    expect(sent).toMatchObject({ type: "text", body: "Hi Rosa, this is Sam from the team." });
    const request = wa.requests.find((r) => r.method === "POST")!;
    expect(request.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "sending" });

    // read arrives first, then a late delivered, a repeated read and a stale sent.
    for (const d of wa.statuses(sent.id, ["read", "delivered", "read", "sent"])) expect((await post(d)).status).toBe(200);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "read" });
    await t.deps.services.outbox.runDue();
    expect(sentTo(ROSA)).toHaveLength(1);
  });

  it("shows a failed message's reason from its status", async () => {
    await write(ROSA, "Hi");
    const [c] = await conversations();
    await reply(c!.id, "Hello!");
    for (const d of wa.statuses(sentTo(ROSA)[0]!.id, ["sent", "failed"], { code: 131026, title: "Message undeliverable", details: "The recipient's phone number is not a WhatsApp phone number." })) await post(d);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "failed", deliveryError: "WhatsApp error 131026: The recipient's phone number is not a WhatsApp phone number." });
  });
});

describe("the 24-hour customer service window", () => {
  it("open: free-form replies go out; closed: a free-form reply is refused with the reason, and the template goes out", async () => {
    await write(ROSA, "Hi from yesterday", { at: new Date(Date.now() - 25 * HOUR) });
    const [c] = await conversations();
    const window = (await (await t.request(`/api/admin/whatsapp/conversations/${c!.id}/window`, { headers: admin })).json()) as WhatsappWindow;
    expect(window).toMatchObject({ open: false, template: null });
    expect(Date.parse(window.closesAt!)).toBeLessThan(Date.now());

    const refused = await replyRaw(c!.id, "Are you still interested?");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Not sent: WhatsApp's 24-hour window closed on .* UTC, 24 hours after the contact's last message\. Only an approved template can be sent now\.$/);
    await settle();
    expect(sentTo(ROSA)).toHaveLength(0);
    // Nothing half-stored: the reply rolled back (the desk puts it back in the box).
    expect(await staffMessages(c!.id)).toEqual([]);

    // No template set: the desk is told so.
    const none = await t.request(`/api/admin/whatsapp/conversations/${c!.id}/template`, { method: "POST", json: { params: [] }, headers: admin });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: "Set a message template in Settings → WhatsApp first" });

    await setWa("template_name", "follow_up");
    await setWa("template_language", "en_US");
    await setWa("template_body", "Hi {{1}}, following up on your question about {{2}}. Reply here to continue.");
    const w2 = (await (await t.request(`/api/admin/whatsapp/conversations/${c!.id}/window`, { headers: admin })).json()) as WhatsappWindow;
    expect(w2.template).toEqual({ name: "follow_up", language: "en_US", body: "Hi {{1}}, following up on your question about {{2}}. Reply here to continue.", params: 2 });
    const short = await t.request(`/api/admin/whatsapp/conversations/${c!.id}/template`, { method: "POST", json: { params: ["Rosa"] }, headers: admin });
    expect(short.status).toBe(400);
    const ok = await t.request(`/api/admin/whatsapp/conversations/${c!.id}/template`, { method: "POST", json: { params: ["Rosa", "lead bots"] }, headers: admin });
    expect(ok.status).toBe(201);
    await settle();
    expect(sentTo(ROSA)).toEqual([expect.objectContaining({ type: "template", template: { name: "follow_up", language: "en_US", params: ["Rosa", "lead bots"] } })]);
    const [template] = await staffMessages(c!.id);
    expect(template).toMatchObject({ content: 'Hi Rosa, following up on your question about lead bots. Reply here to continue.\n(Template "follow_up", en_US)', deliveryStatus: "sending" });

    // The contact writes again: the window is open and free-form replies go out.
    await write(ROSA, "Yes, still interested!");
    await reply(c!.id, "Great, here is a link to book.");
    expect(sentTo(ROSA).map((m) => m.type)).toEqual(["template", "text"]);
  });

  it("a reply queued inside the window but sent after it closed is blocked with the reason, not sent", async () => {
    await write(ROSA, "Hi", { at: new Date(Date.now() - 23.9 * HOUR) });
    const [c] = await conversations();
    // Stored and queued inside the window (as a reply is), not yet sent …
    const queued = await t.deps.db.transaction(async (tx) => {
      const messageId = await t.deps.services.channelMessages.addOutgoing(tx, { conversationId: c!.id, sender: "system", content: "Late answer", deliveryStatus: "queued" });
      return t.deps.services.whatsappOutbound.queue(tx, { messageId, conversationId: c!.id, purpose: "reply" });
    });
    expect(queued.status).toBe("queued");
    // … and the contact's message is older than 24 hours when the outbox gets to it.
    await t.deps.db.execute(sql`update chat_messages set created_at = created_at - interval '1 hour' where sender = 'visitor'`);
    await settle();
    expect(sentTo(ROSA)).toHaveLength(0);
    const blocked = (await transcript(c!.id)).messages.at(-1);
    expect(blocked).toMatchObject({ content: "Late answer", deliveryStatus: "blocked" });
    expect(blocked!.deliveryError).toMatch(/24-hour window closed/);
  });
});

describe("consent: STOP in four languages", () => {
  const stops: [string, string, RegExp][] = [
    ["17135550001", "STOP", /unsubscribed and won't get more WhatsApp messages/],
    ["17135550002", "alto", /no recibirá más mensajes de WhatsApp/],
    ["17135550003", "Dừng", /không nhận thêm tin nhắn WhatsApp/],
    ["17135550004", "退订", /不会再收到我们的 WhatsApp 消息/],
  ];
  it.each(stops)("%s writing %j is confirmed once, and later replies to them are blocked visibly", async (waId, body, confirmation) => {
    await write(waId, "Hi there");
    const [c] = await conversations();
    await write(waId, body);
    await settle();
    expect(sentTo(waId)).toHaveLength(1);
    expect(sentTo(waId)[0]!.body).toMatch(confirmation);
    const [event] = await t.deps.db.select().from(contactConsents);
    expect(event).toMatchObject({ channel: "whatsapp", action: "revoked", source: "whatsapp_keyword", wording: body, phone: `+${waId}` });

    await write(waId, body);
    await settle();
    expect(sentTo(waId)).toHaveLength(1);

    await reply(c!.id, "Just checking in!");
    expect(sentTo(waId)).toHaveLength(1);
    const [blocked] = await staffMessages(c!.id);
    expect(blocked).toMatchObject({ deliveryStatus: "blocked" });
    expect(blocked!.deliveryError).toMatch(/STOP/);
  });
});

describe("consent: START and HELP", () => {
  it("START gives consent back (confirmed once) and replies go out again; HELP is answered; a mention of stopping is not an opt-out", async () => {
    await write(ROSA, "Can the bot stop at 5pm on Fridays?");
    expect(await t.deps.db.select().from(contactConsents)).toEqual([]);
    await write(ROSA, "STOP");
    await write(ROSA, "START");
    await settle();
    const [c] = await conversations();
    expect(sentTo(ROSA).map((m) => m.body)).toEqual([expect.stringMatching(/unsubscribed/), expect.stringMatching(/get our WhatsApp messages again/)]);
    await reply(c!.id, "Welcome back!");
    expect(sentTo(ROSA)).toHaveLength(3);
    await write(ROSA, "ayuda");
    await settle();
    expect(sentTo(ROSA).at(-1)!.body).toMatch(/responda aquí/);
    const actions = (await t.deps.db.select().from(contactConsents).orderBy(contactConsents.id)).map((e) => [e.channel, e.action]);
    expect(actions).toEqual([["whatsapp", "revoked"], ["whatsapp", "granted"]]);
  });
});

describe("the assistant on WhatsApp", () => {
  it("answers a message in the writer's language through the Cloud API, once, with no price; silent once staff take over", async () => {
    await setWa("assistant_answers", "on");
    await write(ROSA, "Hola, ¿cuál es su horario de atención?");
    await settle();
    await expect.poll(() => sentTo(ROSA).length).toBe(1);
    expect(sentTo(ROSA)[0]!.body).toMatch(/lunes/);
    const [c] = await conversations();
    const senders = async () => (await transcript(c!.id)).messages.map((m) => m.sender);
    expect(await senders()).toEqual(["visitor", "ai"]);

    expect((await t.request(`/api/admin/chat/conversations/${c!.id}/takeover`, { method: "POST", headers: admin })).status).toBe(200);
    await write(ROSA, "¿Y cuánto cuesta el paquete Growth?");
    await settle();
    expect((await senders()).filter((s) => s === "ai")).toHaveLength(1);
    expect((await senders()).at(-1)).toBe("visitor");
    expect(sentTo(ROSA)).toHaveLength(1);
  });

  it("leaves every message to staff when switched off", async () => {
    await write(ROSA, "Hello, what are your hours?");
    await settle();
    expect(sentTo(ROSA)).toHaveLength(0);
    expect((await conversations())[0]).toMatchObject({ status: "waiting" });
  });
});

describe("never twice: interrupted sends and restarts", () => {
  it("adopts the message WhatsApp took when its answer was lost (the status names it), and sends nothing more", async () => {
    await write(ROSA, "Hi");
    const [c] = await conversations();
    wa.failAfterAcceptNext(1);
    await reply(c!.id, "Answer lost on the way back");
    expect(sentTo(ROSA)).toHaveLength(1);
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "whatsapp"));
    expect(row!.status).toBe("pending");
    // A retry right away waits for WhatsApp's word instead of sending again.
    await t.deps.services.outbox.retryNow(row!.id);
    await t.deps.services.outbox.idle();
    expect(sentTo(ROSA)).toHaveLength(1);
    // The status notification carries our message id (biz_opaque_callback_data): the wamid is recorded.
    for (const d of wa.statuses(sentTo(ROSA)[0]!.id, ["sent"])) expect((await post(d)).status).toBe(200);
    await t.deps.services.outbox.retryNow(row!.id);
    await t.deps.services.outbox.idle();
    expect(sentTo(ROSA)).toHaveLength(1);
    const [message] = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.sender, "staff"));
    expect(message).toMatchObject({ externalId: sentTo(ROSA)[0]!.id, deliveryStatus: "sent" });
  });

  it("sends again after an outage once no status came for the interrupted send", async () => {
    await write(ROSA, "Hi");
    const [c] = await conversations();
    wa.failNext(1, 503);
    await reply(c!.id, "First try fails");
    expect(sentTo(ROSA)).toHaveLength(0);
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "whatsapp"));
    // Five minutes pass without a status: WhatsApp did not take it.
    await t.deps.db.execute(sql`update chat_messages set delivery_updated_at = now() - interval '6 minutes' where sender = 'staff'`);
    await t.deps.services.outbox.retryNow(row!.id);
    await t.deps.services.outbox.idle();
    expect(sentTo(ROSA).map((m) => m.body)).toEqual(["First try fails"]);
  });

  it("loses nothing when the process stops between storing a reply and sending it", async () => {
    await write(ROSA, "Hi");
    const [c] = await conversations();
    stopAppOutbox();
    expect((await replyRaw(c!.id, "Stored before sending")).status).toBe(201);
    expect(sentTo(ROSA)).toHaveLength(0);
    expect((await staffMessages(c!.id))[0]).toMatchObject({ deliveryStatus: "queued" });
    const { createLeadsServices } = await import("../contacts/leads-services.ts");
    const { createWhatsappOutbound } = await import("./whatsapp-outbound.ts");
    const { createConsentLedger } = await import("../consent/consent-ledger.ts");
    const { createLogger } = await import("../lib/logger.ts");
    const s = t.deps.services;
    const next = createLeadsServices({ env: t.env, db: t.deps.db, logger: createLogger("silent"), settings: s.settings, rateLimits: t.deps.rateLimits, outbound: s.outbound }).outbox;
    const nextWa = createWhatsappOutbound({ db: t.deps.db, channel: s.channelMessages, consent: createConsentLedger(t.deps.db), outbox: next, settings: s.settings, guard: s.outbound, live: s.live });
    next.useDeliverer("whatsapp", (p, attempt) => nextWa.deliver(p, attempt));
    await next.runDue();
    await next.runDue();
    expect(sentTo(ROSA).map((m) => m.body)).toEqual(["Stored before sending"]);
    expect(await t.deps.db.execute(sql`select status from outbox where kind = 'whatsapp'`)).toMatchObject({ rows: [{ status: "delivered" }] });
  });
});

describe("Settings → WhatsApp", () => {
  it("tests the connection with the saved phone number id and token", async () => {
    const ok = await t.request("/api/admin/settings/test", { method: "POST", json: { target: "whatsapp" }, headers: admin });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { message: string }).message).toMatch(/WhatsApp accepted the access token/);
    await setWa("access_token", "wrong-token");
    const bad = await t.request("/api/admin/settings/test", { method: "POST", json: { target: "whatsapp" }, headers: admin });
    expect(bad.status).toBe(502);
    expect(((await bad.json()) as { message: string }).message).toMatch(/HTTP 401 \(error 190\)/);
  });
});
