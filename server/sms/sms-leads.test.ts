import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { chatConversations, contacts, liveEvents, outbox } from "../db/schema.ts";
import { useSmsApp } from "./sms-test-harness.ts";
import type { ConsentChannel } from "../consent/consent-ledger.ts";

// Speed to lead (a new lead who chose texts gets a first text within a minute) and the no-reply alert (issue 38).

const h = useSmsApp();
const { sentTo, setSms } = h;
const ROSA = "+17135550142";

async function formLead(input: { firstName?: string; email?: string; phone?: string; contactMethod?: string; grant?: ConsentChannel | null }): Promise<number> {
  const { contact } = await h.t.deps.services.contacts.captureLead({
    source: "form", firstName: input.firstName ?? "Rosa", lastName: "Díaz", email: input.email ?? "rosa@example.com", phone: input.phone ?? "(713) 555-0142", contactMethod: input.contactMethod ?? "sms",
  });
  const channel = input.grant === undefined ? "sms" : input.grant;
  if (channel) {
    await h.t.deps.db.transaction((tx) =>
      h.t.deps.services.consentLedger.record(tx, { contactId: contact.id, channel, action: "granted", source: "form", wording: "Text me about my request", version: "v1", page: "/contact" }),
    );
  }
  return contact.id;
}
// The sweep's clock: a Tuesday, 11 am in Houston, inside the Texas texting hours whatever the hour this test runs at
// (at the real clock a night run would rightly hold every first text until 9 am). The leads are made a moment before.
const TUESDAY_11AM = new Date("2099-12-08T17:00:00Z");
const sweep = async (now: Date = TUESDAY_11AM) => {
  if (now === TUESDAY_11AM) await h.t.deps.db.update(contacts).set({ createdAt: new Date(now.getTime() - 30_000) });
  const summary = await h.t.deps.services.speedToLead.sweep(now);
  await h.settle();
  return summary;
};

describe("speed to lead", () => {
  it("texts a form lead who chose texts and agreed, once, in a conversation the desk shows", async () => {
    await formLead({});
    // Two instances' jobs at once: one text.
    await Promise.all([sweep(), sweep()]);
    expect(sentTo(ROSA)).toEqual([expect.stringMatching(/^Hi Rosa, thanks for reaching out to Bayou City AI!/)]);
    await sweep();
    expect(sentTo(ROSA)).toHaveLength(1);
    const [c] = await h.conversations();
    expect(c).toMatchObject({ channel: "sms", phone: ROSA });
    const first = (await h.transcript(c!.id)).messages[0]!;
    expect(first).toMatchObject({ sender: "system", content: sentTo(ROSA)[0], deliveryStatus: "sending" });
    // Their answer threads into the same conversation.
    await h.text(ROSA, "Thanks! When can we talk?");
    expect(await h.conversations()).toHaveLength(1);
  });

  it("sends nothing without a grant on record, nor to a lead who prefers e-mail", async () => {
    await formLead({ grant: null });
    await formLead({ phone: "(713) 555-0143", contactMethod: "email" });
    await sweep();
    expect(h.twilio.messages).toHaveLength(0);
    expect(await h.conversations()).toEqual([]);
  });

  it("writes in the lead's language with staff's template for it", async () => {
    await setSms("speed_to_lead_es", "Hola {first_name}, le escribe {site_name}.");
    const id = await formLead({ firstName: "Lucía" });
    await h.t.deps.db.insert(chatConversations).values({ id: "web-chat-1", visitorId: "v1", language: "es", contactId: id });
    await sweep();
    expect(sentTo(ROSA)).toEqual(["Hola Lucía, le escribe Bayou City AI."]);
  });

  it("writes in the language of the page the lead's form was on", async () => {
    await setSms("speed_to_lead_vi", "Chào {first_name}, đây là {site_name}.");
    const id = await formLead({ firstName: "Hạnh" });
    await h.t.deps.db.update(contacts).set({ language: "vi" }).where(eq(contacts.id, id));
    await sweep();
    expect(sentTo(ROSA)).toEqual(["Chào Hạnh, đây là Bayou City AI."]);
  });

  it("holds a first text during Texas quiet hours until the next allowed minute", async () => {
    // No form grant here: a form's grant starts a sweep at the real clock 300 ms later (sms/index.ts), which on a busy
    // machine could text before this test moves the lead to a Sunday morning. The grant is recorded after the move,
    // by staff, so the only sweep is the one at 10:00 below.
    const id = await formLead({ grant: null });
    // A Sunday, 10:00 in Houston: Sunday texting starts at noon (18:00 UTC).
    const sunday10 = new Date("2099-12-06T16:00:00Z");
    await h.t.deps.db.update(contacts).set({ createdAt: new Date("2099-12-06T15:59:30Z") }).where(eq(contacts.id, id));
    await h.t.deps.db.transaction((tx) =>
      h.t.deps.services.consentLedger.record(tx, { contactId: id, channel: "sms", action: "granted", source: "staff", wording: "Text me about my request", version: "v1", page: "/contact" }),
    );
    await sweep(sunday10);
    expect(sentTo(ROSA)).toHaveLength(0);
    const [row] = await h.t.deps.db.select().from(outbox).where(eq(outbox.kind, "sms"));
    expect(row!.nextAttemptAt).toEqual(new Date("2099-12-06T18:00:00Z"));
    const [c] = await h.conversations();
    expect((await h.transcript(c!.id)).messages[0]!.deliveryError).toMatch(/^Held for Texas quiet hours until/);
  });

  it("writes first on WhatsApp only with the approved template (its {{1}} the first name), and notes why when it cannot", async () => {
    const notes = async (id: number) => ((await (await h.t.request(`/api/admin/contacts/${id}`, { headers: h.admin })).json()) as { notes: { body: string }[] }).notes.map((n) => n.body);
    const without = await formLead({ contactMethod: "whatsapp", grant: "whatsapp" });
    await sweep();
    expect(await notes(without)).toContain("No first WhatsApp message sent: WhatsApp lets a business write first only with an approved template, and none is set in Settings → WhatsApp.");
    expect(await h.t.deps.db.select().from(outbox).where(eq(outbox.kind, "whatsapp"))).toHaveLength(0);

    for (const [key, value] of [["template_name", "new_lead_hello"], ["template_language", "en_US"], ["template_body", "Hi {{1}}, thanks for reaching out. Reply here and we will help."]] as const) {
      await h.t.deps.services.settings.set({ category: "whatsapp", key, value });
    }
    const id = await formLead({ firstName: "Rosa", email: "rosa.wa@example.com", phone: "+17135550199", contactMethod: "whatsapp", grant: "whatsapp" });
    await sweep();
    const [row] = await h.t.deps.db.select().from(outbox).where(eq(outbox.kind, "whatsapp"));
    expect(row).toMatchObject({ contactId: id, payload: { purpose: "automated", template: { name: "new_lead_hello", language: "en_US", params: ["Rosa"] } } });
    const [conversation] = await h.t.deps.db.select().from(chatConversations).where(eq(chatConversations.contactId, id));
    expect(conversation).toMatchObject({ channel: "whatsapp", phone: "+17135550199" });
    expect(h.twilio.messages).toHaveLength(0);
  });
});

describe("no-reply alert", () => {
  it("alerts staff once when a text waits past the set time, and not after a member replied", async () => {
    await setSms("assistant_answers", "off");
    await h.t.deps.services.settings.set({ category: "email", key: "handoff_email", value: "oncall@example.com" });
    await h.text(ROSA, "Hello? Anyone there?");
    const [c] = await h.conversations();
    const alerts = async () =>
      (await h.t.deps.db.select().from(liveEvents).where(and(eq(liveEvents.conversationId, c!.id), eq(liveEvents.actor, "no_reply")))).length;
    const mails = async () => (await h.t.deps.db.select().from(outbox).where(eq(outbox.kind, "staff_mail"))).length;
    const in14 = new Date(Date.now() + 14 * 60_000);
    const in16 = new Date(Date.now() + 16 * 60_000);
    await h.t.deps.services.noReplyAlerts.run(in14);
    expect(await alerts()).toBe(0);
    await Promise.all([h.t.deps.services.noReplyAlerts.run(in16), h.t.deps.services.noReplyAlerts.run(in16)]);
    await h.t.deps.services.noReplyAlerts.run(in16);
    expect(await alerts()).toBe(1);
    expect(await mails()).toBe(1);

    // A member answers; the next text's wait starts afresh and is alerted once more only if unanswered.
    const res = await h.t.request(`/api/admin/chat/conversations/${c!.id}/messages`, { method: "POST", json: { content: "Hi Rosa!" }, headers: h.admin });
    expect(res.status).toBe(201);
    await h.t.deps.services.noReplyAlerts.run(new Date(Date.now() + 60 * 60_000));
    expect(await alerts()).toBe(1);
  });
});
