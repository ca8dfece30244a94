import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { contactActivities, contacts, outbox } from "../db/schema.ts";
import { contactConsents } from "../consent/consent.schema.ts";
import { CONTACT_SUCCESS_MESSAGE } from "#common/contacts/contact-form.ts";
import { createFormTokens } from "./form-token.ts";
import { CONTACT_RATE_LIMIT_MESSAGE, STALE_FORM_MESSAGE, TOO_FAST_MESSAGE } from "./contact-form.service.ts";

let t: TestContext;
let ip = 0;
beforeAll(async () => {
  // Nothing here may reach the real HubSpot: point it at a closed local port.
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
});

const valid = {
  firstName: "Maria",
  lastName: "Lopez",
  email: "maria@lopezrealty.example",
  phone: "(713) 555-0142",
  budget: "$2k-5k",
  company: "Lopez Realty",
  automation: "Automatic follow-ups by text for open house leads, synced to HubSpot",
  contactMethod: "sms",
};

/** Each test posts from its own address unless it is testing the per-address limit. */
function post(body: unknown, headers: Record<string, string> = { "x-test-ip": `10.0.0.${++ip}` }) {
  return t.request("/api/contact", { method: "POST", json: body, headers });
}
const oldToken = () => createFormTokens(t.env.SECRET_KEY).issue(Date.now() - 10_000);

describe("POST /api/contact", () => {
  it("stores the lead with its interests and activity, and answers the spec's message", async () => {
    const res = await post({ ...valid, role: "Real Estate Agent", bundle: "pro", formToken: oldToken(), website: "" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    const [lead] = await t.deps.db.select().from(contacts);
    expect(lead).toMatchObject({
      name: "Maria Lopez",
      email: "maria@lopezrealty.example",
      role: "Real Estate Agent",
      bundle: "pro",
      contactMethod: "sms",
      source: "form",
      status: "new",
      interests: ["Lead Generation", "CRM Integration", "Client Communication"],
    });
    const activities = await t.deps.db.select().from(contactActivities).where(eq(contactActivities.contactId, lead!.id));
    expect(activities.map((a) => a.description)).toEqual(["Lead received from the contact form (Pro Bundle)"]);
  });

  it("answers 400 with the spec's message at each field and stores nothing", async () => {
    const res = await post({ firstName: "M", lastName: "", email: "nope", phone: "123", company: "", automation: "short", contactMethod: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      company: "Company name is required",
      automation: "Please provide more details about your automation needs",
      contactMethod: "Please select a preferred contact method",
    });
    expect(await t.deps.db.select().from(contacts)).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await t.app.request("/api/contact", { method: "POST", body: "{oops", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "The request body is not valid JSON" });
  });

  it("takes a submission without the form's extra fields (the spec's payload)", async () => {
    expect((await post(valid)).status).toBe(200);
    expect(await t.deps.db.select().from(contacts)).toHaveLength(1);
  });

  it("thanks a bot that filled the honeypot but stores nothing", async () => {
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    expect(await t.deps.db.select().from(contacts)).toHaveLength(0);
  });

  it("refuses a form sent faster than a person can type, and a forged token", async () => {
    const fresh = createFormTokens(t.env.SECRET_KEY).issue();
    const fast = await post({ ...valid, formToken: fresh });
    expect(fast.status).toBe(400);
    expect(await fast.json()).toEqual({ message: TOO_FAST_MESSAGE });
    const forged = await post({ ...valid, formToken: `${Date.now() - 60_000}.not-the-signature` });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: STALE_FORM_MESSAGE });
    expect(await t.deps.db.select().from(contacts)).toHaveLength(0);
  });

  it("limits submissions per address with a friendly 429", async () => {
    const headers = { "x-test-ip": "203.0.113.9" };
    for (let i = 0; i < 5; i++) {
      expect((await post({ ...valid, email: `lead${i}@example.com` }, headers)).status).toBe(200);
    }
    const limited = await post({ ...valid, email: "lead6@example.com" }, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: CONTACT_RATE_LIMIT_MESSAGE });
    expect((await post({ ...valid, email: "other@example.com" }, { "x-test-ip": "203.0.113.10" })).status).toBe(200);
    expect(await t.deps.db.select().from(contacts)).toHaveLength(6);
  });

  it("updates the lead when the same e-mail comes again soon, instead of duplicating it", async () => {
    await post(valid);
    const res = await post({ ...valid, email: "MARIA@lopezrealty.example", phone: "(281) 555-0199", company: "Lopez Realty Group", automation: "Also want a monthly newsletter" });
    expect(res.status).toBe(200);
    const rows = await t.deps.db.select().from(contacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: "(281) 555-0199", company: "Lopez Realty Group", automation: "Also want a monthly newsletter" });
    expect(rows[0]!.interests).toEqual(expect.arrayContaining(["Lead Generation", "Email Marketing"]));
    const activities = await t.deps.db.select().from(contactActivities);
    expect(activities.map((a) => a.type).sort()).toEqual(["created", "updated"]);
  });

  it("adds a new lead for the same e-mail after the repeat window", async () => {
    await post(valid);
    await t.deps.db.update(contacts).set({ updatedAt: new Date(Date.now() - 31 * 60_000) });
    await post(valid);
    expect(await t.deps.db.select().from(contacts)).toHaveLength(2);
  });

  it("queues one delivery per configured target in the same transaction as the lead", async () => {
    await t.deps.services.settings.set({ category: "webhooks", key: "contact_form_webhook", value: "http://127.0.0.1:9/hook" });
    await t.deps.services.settings.set({ category: "crm", key: "api_key", value: "pat-test" });
    expect((await post(valid)).status).toBe(200);
    await t.deps.services.outbox.idle();
    const rows = await t.deps.db.select().from(outbox);
    expect(rows.map((r) => r.kind).sort()).toEqual(["hubspot", "webhook"]);
    const [lead] = await t.deps.db.select().from(contacts);
    expect(rows.every((r) => r.contactId === lead!.id)).toBe(true);
    expect(rows[0]!.payload).toMatchObject({ event: "lead.created", lead: { email: valid.email, source: "form" } });
  });
});

describe("POST /api/contact in the page's language", () => {
  const bad = { firstName: "J", lastName: "", email: "nope", phone: "123", company: "", automation: "short", contactMethod: "fax" };

  it("answers a Spanish page's bad input in Spanish, field by field, and English word for word as the spec", async () => {
    const es = await post({ ...bad, locale: "es" });
    expect(es.status).toBe(400);
    expect(await es.json()).toEqual({
      message: "Revise los campos marcados.",
      errors: {
        firstName: "El nombre debe tener al menos 2 caracteres",
        lastName: "El apellido debe tener al menos 2 caracteres",
        email: "Ingrese un correo electrónico válido",
        phone: "Ingrese un número de teléfono válido",
        company: "El nombre de la empresa es obligatorio",
        automation: "Denos más detalles sobre lo que necesita automatizar",
        contactMethod: "Seleccione un medio de contacto preferido",
      },
    });
    const en = await post(bad);
    expect((await en.json()).errors).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      company: "Company name is required",
      automation: "Please provide more details about your automation needs",
      contactMethod: "Please select a preferred contact method",
    });
    // A language the page is not in (or none) is English.
    expect((await (await post({ ...bad, locale: "fr" })).json()).errors.firstName).toBe("First name must be at least 2 characters");
    const zh = await post({ ...bad, locale: "zh" });
    expect((await zh.json()).errors.phone).toBe("请输入有效的电话号码");
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
  });

  it("thanks, and refuses a too-fast form, in the page's language", async () => {
    const ok = await post({ ...valid, contactMethod: "email", locale: "es" });
    expect(await ok.json()).toEqual({ message: "Nos pondremos en contacto con usted en menos de 24 horas para hablar de sus necesidades de automatización." });
    const fast = await post({ ...valid, email: "b@example.com", locale: "vi", formToken: createFormTokens(t.env.SECRET_KEY).issue() });
    expect(await fast.json()).toEqual({ message: "Nhanh quá! Vui lòng dành chút thời gian kiểm tra thông tin, rồi gửi lại biểu mẫu." });
  });

  it("keeps the lead's language; a repeat from another language's page takes that one", async () => {
    await post({ ...valid, locale: "vi" });
    await post({ ...valid, email: "an@example.com", locale: "vi" });
    await post({ ...valid, email: "wen@example.com", locale: "zh" });
    await post({ ...valid, email: "en@example.com" });
    await post({ ...valid, locale: "es", automation: "Una corrección de la misma persona" });
    const rows = await t.deps.db.select({ email: contacts.email, language: contacts.language }).from(contacts).orderBy(contacts.id);
    expect(rows).toEqual([
      { email: valid.email, language: "es" },
      { email: "an@example.com", language: "vi" },
      { email: "wen@example.com", language: "zh" },
      { email: "en@example.com", language: "en" },
    ]);
  });
});

describe("POST /api/contact: consent to texts", () => {
  it("records a grant for the chosen channel with the words shown, their version, the page, the address and the number", async () => {
    const res = await post({ ...valid, contactMethod: "whatsapp", locale: "es", textConsent: true }, { "x-test-ip": "10.9.9.9" });
    expect(res.status).toBe(200);
    const [lead] = await t.deps.db.select().from(contacts);
    const events = await t.deps.db.select().from(contactConsents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      contactId: lead!.id,
      channel: "whatsapp",
      action: "granted",
      source: "form",
      version: "contact-form-2026-11-29",
      page: "/es/contact",
      ip: "10.9.9.9",
      phone: "+17135550142",
      wording:
        "Sí, Bayou City AI puede enviarme mensajes de texto automatizados por WhatsApp al número de teléfono indicado arriba sobre mi consulta y sus servicios. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para cancelar y HELP para obtener ayuda. El consentimiento no es una condición de compra.",
    });
    expect(await t.deps.services.consentLedger.state(t.deps.db, lead!.id, "whatsapp")).toBe("granted");
  });

  it("the English wording, from the page's post without JavaScript too (the box's value is yes)", async () => {
    await post({ ...valid, textConsent: "yes" });
    const [event] = await t.deps.db.select().from(contactConsents);
    expect(event).toMatchObject({ channel: "sms", page: "/contact" });
    expect(event!.wording).toBe(
      "Yes, Bayou City AI may send me automated text messages by SMS at the phone number above about my inquiry and its services. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.",
    );
  });

  it("keeps the lead and records nothing when the box is unchecked, or when the channel is e-mail", async () => {
    expect((await post({ ...valid, contactMethod: "sms" })).status).toBe(200);
    expect((await post({ ...valid, email: "b@example.com", contactMethod: "sms", textConsent: false })).status).toBe(200);
    expect((await post({ ...valid, email: "c@example.com", contactMethod: "email", textConsent: true })).status).toBe(200);
    expect(await t.deps.db.select().from(contacts)).toHaveLength(3);
    expect(await t.deps.db.select().from(contactConsents)).toEqual([]);
  });
});

describe("services.contacts.captureLead", () => {
  it("takes a chat lead with only a phone and updates it later through the conversation id", async () => {
    const first = await t.deps.services.contacts.captureLead({ source: "chat", name: "Luis Garcia", phone: "832-555-0188", conversationId: "conv-1" });
    expect(first.created).toBe(true);
    expect(first.contact).toMatchObject({ name: "Luis Garcia", firstName: "Luis", lastName: "Garcia", email: "", contactMethod: "sms", source: "chat" });
    const second = await t.deps.services.contacts.captureLead({ source: "chat", email: "luis@example.com", automation: "Quiero publicar en redes sociales", conversationId: "conv-1" });
    expect(second.created).toBe(false);
    expect(second.contact).toMatchObject({ id: first.contact.id, name: "Luis Garcia", email: "luis@example.com", phone: "832-555-0188", interests: ["Social Media"] });
  });

  it("finds a phone-only lead again by its digits, however the number is written, and not after the window", async () => {
    const first = await t.deps.services.contacts.captureLead({ source: "chat", name: "Ana Ruiz", phone: "(713) 555-0142" });
    const again = await t.deps.services.contacts.captureLead({ source: "chat", phone: "713.555.0142", automation: "Listing videos" });
    expect(again).toMatchObject({ created: false, contact: { id: first.contact.id, name: "Ana Ruiz", phone: "713.555.0142" } });
    // A contact with an e-mail is not a phone-only lead, even with the same number.
    await t.deps.services.contacts.captureLead({ source: "form", email: "other@example.com", phone: "281-555-0100" });
    expect((await t.deps.services.contacts.captureLead({ source: "chat", phone: "2815550100" })).created).toBe(true);
    await t.deps.db.update(contacts).set({ updatedAt: new Date(Date.now() - 31 * 60_000) });
    expect((await t.deps.services.contacts.captureLead({ source: "chat", phone: "713 555 0142" })).created).toBe(true);
  });

  it("refuses a lead with neither e-mail nor phone", async () => {
    await expect(t.deps.services.contacts.captureLead({ source: "chat", name: "Nobody" })).rejects.toThrow("A lead needs an e-mail address or a phone number");
  });

  it("turns a confirmed newsletter signup (not a pending one) into a lead queued for the newsletter webhook", async () => {
    await t.deps.services.settings.set({ category: "webhooks", key: "newsletter_webhook", value: "http://127.0.0.1:9/news" });
    const { confirmToken } = await t.deps.services.newsletter.subscribe({ email: "Reader@Example.com", origin: "http://localhost:3000" });
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
    expect(await t.deps.services.newsletter.confirm(confirmToken!)).toBe("confirmed");
    const [lead] = await t.deps.db.select().from(contacts);
    expect(lead).toMatchObject({ email: "reader@example.com", source: "newsletter" });
    const [row] = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "newsletter_webhook"));
    expect(row).toMatchObject({ kind: "newsletter_webhook", contactId: lead!.id, payload: { event: "newsletter.subscribed", email: "reader@example.com" } });
  });

  it("records a newsletter signup of a known lead on that lead", async () => {
    await post(valid);
    await t.deps.db.update(contacts).set({ updatedAt: new Date(Date.now() - 24 * 60 * 60_000) });
    const { confirmToken } = await t.deps.services.newsletter.subscribe({ email: valid.email, origin: "http://localhost:3000" });
    await t.deps.services.newsletter.confirm(confirmToken!);
    const rows = await t.deps.db.select().from(contacts);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe("form");
    const activities = await t.deps.db.select().from(contactActivities);
    expect(activities.map((a) => a.description)).toContain("Subscribed to the newsletter");
  });
});
