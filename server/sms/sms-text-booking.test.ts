import { describe, expect, it } from "vitest";
import { contacts } from "../db/schema.ts";
import { bookings } from "../booking/booking.schema.ts";
import { slotWhen } from "../booking/text-booking-words.ts";
import { MAX_TEXT_LENGTH } from "../chat/channel-text.ts";
import type { BookingSlots } from "#common/booking/booking-schemas.ts";
import { PUBLIC_URL, useSmsApp } from "./sms-test-harness.ts";

// Booking by text (issue 38 item 3): the offer is a short numbered list of the next open times and the link; the
// number answered books that time through the booking service the web chat uses.

const ROSA = "+17135550142";
const h = useSmsApp();
const { text, sentTo } = h;

const openTimes = async () => ((await (await h.t.request("/api/booking/slots?limit=6")).json()) as BookingSlots).slots;
const lastTo = (phone: string) => sentTo(phone).at(-1) ?? "";
const formLead = () =>
  h.t.deps.services.contacts.captureLead({ source: "form", firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", phone: "(713) 555-0142", contactMethod: "sms" });
const booked = () => h.t.deps.db.select().from(bookings);

describe("booking by text", () => {
  it("offers the next three open times, numbered in the texter's zone, and the link, within one text's limit", async () => {
    await formLead();
    const slots = await openTimes();
    await text(ROSA, "I want to book a consultation");
    const reply = lastTo(ROSA);
    const when = slots.slice(0, 3).map((s) => slotWhen(s.start, "en", "America/Chicago"));
    expect(reply).toContain(`Reply 1, 2 or 3 to book:\n1) ${when[0]}\n2) ${when[1]}\n3) ${when[2]}\nPick a time for a free consultation: ${PUBLIC_URL}/book`);
    expect(reply.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
  });

  it("books the second time when the texter answers 2, and confirms it", async () => {
    const { contact } = await formLead();
    const slots = await openTimes();
    await text(ROSA, "I want to book a consultation");
    await text(ROSA, "2");
    const [row] = await booked();
    expect(row).toMatchObject({ startsAt: new Date(slots[1]!.start), hostId: slots[1]!.hostId, contactId: contact.id, email: "rosa@example.com" });
    expect(lastTo(ROSA)).toBe(`You're booked for ${slotWhen(slots[1]!.start, "en", "America/Chicago")}. A confirmation is on its way to rosa@example.com.`);
    // Nobody else became a contact, and a second "2" books nothing more (the offer was answered).
    expect(await h.t.deps.db.select().from(contacts)).toHaveLength(1);
    await text(ROSA, "2");
    expect(await booked()).toHaveLength(1);
  });

  it("answers honestly with fresh times when the chosen one was taken meanwhile, and books from those", async () => {
    await formLead();
    const slots = await openTimes();
    await text(ROSA, "I want to book a consultation");
    const taken = slots[1]!;
    const res = await h.t.request("/api/booking", { method: "POST", json: { hostId: taken.hostId, start: taken.start, name: "Someone Else", email: "else@example.com" }, headers: { "x-test-ip": "10.8.0.1" } });
    expect(res.status).toBe(201);
    await text(ROSA, "2");
    const reply = lastTo(ROSA);
    expect(reply).toMatch(/^Sorry, that time was just taken\.\nReply 1, 2 or 3 to book:\n1\) /);
    expect(reply).not.toContain(slotWhen(taken.start, "en", "America/Chicago"));
    expect(await booked()).toHaveLength(1);
    await text(ROSA, "1");
    expect(await booked()).toHaveLength(2);
    expect(lastTo(ROSA)).toMatch(/^You're booked for /);
  });

  it("asks a texter it does not know for a name and e-mail, then books the time they chose", async () => {
    const slots = await openTimes();
    await text(ROSA, "I want to book a consultation");
    await text(ROSA, "the 3rd");
    const when = slotWhen(slots[2]!.start, "en", "America/Chicago");
    expect(lastTo(ROSA)).toBe(`To book ${when}, please reply with your name and e-mail.`);
    expect(await booked()).toHaveLength(0);
    await text(ROSA, "Rosa Díaz, rosa@example.com");
    expect(lastTo(ROSA)).toBe(`You're booked for ${when}. A confirmation is on its way to rosa@example.com.`);
    expect(await h.t.deps.db.select().from(contacts)).toEqual([expect.objectContaining({ name: "Rosa Díaz", email: "rosa@example.com", phone: ROSA })]);
  });

  it("speaks the texter's language: a list in Spanish, and 'opción 2' books it", async () => {
    await formLead();
    const slots = await openTimes();
    await text(ROSA, "Quiero agendar una consulta");
    expect(lastTo(ROSA)).toContain(`Responda 1, 2 o 3 para reservar:\n1) ${slotWhen(slots[0]!.start, "es", "America/Chicago")}`);
    await text(ROSA, "opción 2");
    expect(lastTo(ROSA)).toMatch(/^Listo, su consulta es el /);
    expect(await booked()).toHaveLength(1);
  });

  it("treats a text that says more than a number as a question, not a choice", async () => {
    await formLead();
    await text(ROSA, "I want to book a consultation");
    await text(ROSA, "Can 2 people from my team join?");
    expect(await booked()).toHaveLength(0);
    expect(lastTo(ROSA)).not.toMatch(/^You're booked/);
  });

  it("offers no list when booking on the site is off", async () => {
    await formLead();
    await h.t.deps.services.settings.set({ category: "general", key: "booking_on_site", value: "off" });
    await text(ROSA, "I want to book a consultation");
    expect(lastTo(ROSA)).not.toMatch(/Reply 1|\n1\) /);
    await text(ROSA, "1");
    expect(await booked()).toHaveLength(0);
  });
});
