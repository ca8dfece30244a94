import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestContext, TEST_ADMIN, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { contactActivities, contacts, liveEvents, outbox } from "../db/schema.ts";
import { bookings } from "./booking.schema.ts";
import { readInvite } from "./ics.ts";
import { BOOKING_MESSAGES } from "./booking-messages.ts";
import type { BookingConfirmed, BookingLinkView, BookingSlot, BookingSlots, BookingTaken } from "#common/booking/booking-schemas.ts";

let t: TestContext;
let smtp: FakeSmtpServer;
let ip = 0;

beforeAll(async () => {
  smtp = createFakeSmtpServer();
  await smtp.start();
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9", PUBLIC_URL: "https://www.bayoucity.example" });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
  smtp.clear();
  const set = (category: string, key: string, value: string) => t.deps.services.settings.set({ category, key, value });
  await set("email", "smtp_host", "127.0.0.1");
  await set("email", "smtp_port", String(smtp.port));
  await set("email", "from_email", "hello@bayoucity.example");
});

const visitor = { name: "María Pérez", email: "maria@example.com", phone: "(713) 555-0142", language: "en" as const, timeZone: "America/Los_Angeles" };
const slotsNow = async (query = ""): Promise<BookingSlots> => (await t.request(`/api/booking/slots${query}`)).json() as Promise<BookingSlots>;
const book = (slot: Pick<BookingSlot, "hostId" | "start">, body: Record<string, unknown> = {}) =>
  t.request("/api/booking", { method: "POST", json: { ...visitor, hostId: slot.hostId, start: slot.start, ...body }, headers: { "x-test-ip": `10.7.0.${++ip}` } });
const mailsTo = (to: string) => smtp.messages.filter((m) => m.envelope.to.includes(to));
const tokensIn = (text: string) => ({
  cancel: /\/book\/cancel\/([\w-]+)/.exec(text)![1]!,
  reschedule: /\/book\/reschedule\/([\w-]+)/.exec(text)![1]!,
});
const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");

async function bookFirst(body: Record<string, unknown> = {}, index = 0) {
  const { slots } = await slotsNow();
  const res = await book(slots[index]!, body);
  expect(res.status).toBe(201);
  return { slot: slots[index]!, answer: (await res.json()) as BookingConfirmed };
}
async function confirmationFor(email = visitor.email) {
  await t.deps.services.outbox.runDue();
  const mail = mailsTo(email).at(-1)!;
  expect(mail).toBeDefined();
  return mail;
}

describe("booking a consultation", () => {
  it("offers free times out of the box, earliest first, with the hosts' zone and meeting length", async () => {
    const answer = await slotsNow("?limit=5");
    expect(answer).toMatchObject({ enabled: true, hostTimeZone: "America/Chicago", meetingMinutes: 30, externalUrl: expect.stringContaining("https://") });
    expect(answer.slots).toHaveLength(5);
    const starts = answer.slots.map((s) => Date.parse(s.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const later = await slotsNow(`?from=${encodeURIComponent(answer.slots[2]!.start)}&limit=2`);
    expect(later.slots.map((s) => s.start)).toEqual(answer.slots.slice(2, 4).map((s) => s.start));
  });

  it("books: a contact in the 'booked' stage with the booking on its timeline, and an e-mail with a calendar invitation", async () => {
    const { slot, answer } = await bookFirst();
    expect(answer.message).toBe(BOOKING_MESSAGES.booked);
    expect(answer.booking).toMatchObject({ start: slot.start, status: "booked", name: visitor.name, hostName: TEST_ADMIN.name, language: "en" });

    const [contact] = await t.deps.db.select().from(contacts).where(eq(contacts.email, visitor.email));
    expect(contact).toMatchObject({ source: "booking", status: "booked", name: visitor.name });
    const [row] = await t.deps.db.select().from(bookings);
    expect(row!.contactId).toBe(contact!.id);
    const kinds = (await t.deps.db.select().from(contactActivities).where(eq(contactActivities.contactId, contact!.id))).map((a) => a.type);
    expect(kinds).toEqual(expect.arrayContaining(["created", "booking_booked", "status"]));
    const events = await t.deps.db.select().from(liveEvents).where(eq(liveEvents.kind, "booking"));
    expect(events).toHaveLength(1);

    const mail = await confirmationFor();
    expect(mail.subject).toContain("You're booked");
    expect(mail.text).toContain("Houston time (Central):");
    expect(mail.text).toContain("Your time:");
    expect(mail.text).toMatch(/https:\/\/www\.bayoucity\.example\/book\/reschedule\/[\w-]+/);
    expect(mail.text).toMatch(/https:\/\/www\.bayoucity\.example\/book\/cancel\/[\w-]+/);
    expect(mail.calendar?.contentType).toMatch(/text\/calendar;.*method=REQUEST/i);
    const ics = readInvite(crlf(mail.calendar!.text));
    expect(ics.get("METHOD")).toBe("REQUEST");
    expect(ics.get("DTSTART")).toBe(slot.start.replace(/[-:]/g, "").replace(/\.\d{3}/, ""));
    expect(ics.get("UID")).toBe(`booking-${row!.id}@www.bayoucity.example`);
    expect(ics.get("SEQUENCE")).toBe("0");
    expect(ics.get("ATTENDEE")?.toLowerCase()).toBe("mailto:maria@example.com");
    // The host hears of it too.
    expect(mailsTo(TEST_ADMIN.email).some((m) => m.subject.startsWith("Consultation booked: María Pérez"))).toBe(true);
    const deliveries = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "booking_mail"));
    expect(deliveries.map((d) => d.status)).toEqual(["delivered"]);
  });

  it("writes the e-mail in the visitor's language", async () => {
    await bookFirst({ language: "es", email: "ana@example.com" });
    await bookFirst({ language: "vi", email: "lan@example.com" }, 1);
    await bookFirst({ language: "zh", email: "wei@example.com" }, 2);
    await t.deps.services.outbox.runDue();
    expect(mailsTo("ana@example.com")[0]!.text).toContain("Hora de Houston");
    expect(mailsTo("ana@example.com")[0]!.subject).toContain("Su consulta gratuita está confirmada");
    expect(mailsTo("lan@example.com")[0]!.text).toContain("Chào anh/chị");
    expect(mailsTo("wei@example.com")[0]!.text).toContain("休斯顿时间");
    expect(readInvite(crlf(mailsTo("wei@example.com")[0]!.calendar!.text)).get("SUMMARY")).toContain("免费咨询");
    // Its links open their pages in that language from the first paint.
    expect(mailsTo("ana@example.com")[0]!.text).toMatch(/\/book\/cancel\/[\w-]+\?lang=es\b/);
    expect(mailsTo("wei@example.com")[0]!.text).toMatch(/\/book\/reschedule\/[\w-]+\?lang=zh\b/);
  });

  it("gives a time to one of two visitors choosing it at once; the other gets the next free times", async () => {
    const { slots } = await slotsNow();
    const [a, b] = await Promise.all([book(slots[0]!, { email: "first@example.com" }), book(slots[0]!, { email: "second@example.com" })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = (a.status === 409 ? a : b);
    const taken = (await loser.json()) as BookingTaken;
    expect(taken).toMatchObject({ code: "slot_taken", message: BOOKING_MESSAGES.taken });
    expect(taken.slots.length).toBeGreaterThan(0);
    expect(taken.slots.map((s) => s.start)).not.toContain(slots[0]!.start);
    expect(await t.deps.db.select().from(bookings)).toHaveLength(1);
  });

  it("refuses a bad request with field messages, and a time nobody offers with the next free times", async () => {
    const { slots } = await slotsNow();
    const bad = await book(slots[0]!, { name: "", email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({ name: "Please enter your name", email: "Please enter a valid email address" });
    const odd = await book({ hostId: slots[0]!.hostId, start: new Date(Date.parse(slots[0]!.start) + 7 * 60_000).toISOString() });
    expect(odd.status).toBe(409);
  });

  it("answers a filled honeypot like a booking and stores nothing", async () => {
    const { slots } = await slotsNow();
    const res = await book(slots[0]!, { website: "https://spam.example" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as BookingConfirmed).message).toBe(BOOKING_MESSAGES.booked);
    expect(await t.deps.db.select().from(bookings)).toHaveLength(0);
    expect(await t.deps.db.select().from(contacts)).toHaveLength(0);
  });

  it("limits bookings per address", async () => {
    const { slots } = await slotsNow();
    const headers = { "x-test-ip": "10.9.9.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request("/api/booking", { method: "POST", json: { ...visitor, email: `v${i}@example.com`, hostId: slots[i * 2]!.hostId, start: slots[i * 2]!.start }, headers });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("says so clearly when booking on the site is off", async () => {
    const { slots } = await slotsNow();
    await t.deps.services.settings.set({ category: "general", key: "booking_on_site", value: "off" });
    expect(await slotsNow()).toMatchObject({ enabled: false, slots: [], externalUrl: expect.stringContaining("https://") });
    const res = await book(slots[0]!);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.off);
    expect(await t.deps.db.select().from(bookings)).toHaveLength(0);
  });
});

describe("the e-mail's links", () => {
  it("cancels once: the second use says the link is used; the calendar gets a CANCEL with the same UID", async () => {
    await bookFirst();
    const links = tokensIn((await confirmationFor()).text!);
    const view = await t.request(`/api/booking/cancel/${links.cancel}`);
    expect(view.status).toBe(200);
    expect(((await view.json()) as BookingLinkView).booking.status).toBe("booked");

    const first = await t.request(`/api/booking/cancel/${links.cancel}`, { method: "POST" });
    expect(first.status).toBe(200);
    expect(((await first.json()) as BookingConfirmed).booking.status).toBe("cancelled");
    const again = await t.request(`/api/booking/cancel/${links.cancel}`, { method: "POST" });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.linkGone);
    expect((await t.request(`/api/booking/cancel/${links.cancel}`)).status).toBe(404);

    const [contact] = await t.deps.db.select().from(contacts);
    expect(contact!.status).toBe("qualified");
    const kinds = (await t.deps.db.select().from(contactActivities)).map((a) => a.type);
    expect(kinds).toContain("booking_cancelled");
    const cancelMail = await confirmationFor();
    const ics = readInvite(crlf(cancelMail.calendar!.text));
    expect(ics.get("METHOD")).toBe("CANCEL");
    expect(ics.get("SEQUENCE")).toBe("1");
    expect(ics.get("UID")).toMatch(/^booking-\d+@www\.bayoucity\.example$/);
    expect(mailsTo(TEST_ADMIN.email).some((m) => m.subject.startsWith("Consultation cancelled"))).toBe(true);
  });

  it("reschedules once: same calendar event, higher SEQUENCE; the old links no longer change it", async () => {
    const { slot } = await bookFirst();
    const first = await confirmationFor();
    const links = tokensIn(first.text!);
    const view = (await (await t.request(`/api/booking/reschedule/${links.reschedule}`)).json()) as BookingLinkView;
    const to = view.slots!.slots.find((s) => s.start !== slot.start && Date.parse(s.start) > Date.parse(slot.start) + 3_600_000)!;

    const moved = await t.request(`/api/booking/reschedule/${links.reschedule}`, { method: "POST", json: { hostId: to.hostId, start: to.start } });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as BookingConfirmed).booking.start).toBe(to.start);
    const again = await t.request(`/api/booking/reschedule/${links.reschedule}`, { method: "POST", json: { hostId: to.hostId, start: slot.start } });
    expect(again.status).toBe(404);
    // The first e-mail's cancel link is for a booking that has moved: it says so instead of cancelling the new one.
    const stale = await t.request(`/api/booking/cancel/${links.cancel}`, { method: "POST" });
    expect(stale.status).toBe(404);
    expect(((await stale.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.notActive);

    const update = await confirmationFor();
    expect(update.subject).toContain("has moved");
    const before = readInvite(crlf(first.calendar!.text));
    const after = readInvite(crlf(update.calendar!.text));
    expect(after.get("UID")).toBe(before.get("UID"));
    expect(after.get("SEQUENCE")).toBe("1");
    expect(after.get("METHOD")).toBe("REQUEST");
    const active = await t.deps.db.select().from(bookings).where(eq(bookings.status, "booked"));
    expect(active.map((b) => b.startsAt.toISOString())).toEqual([to.start]);
    expect((await t.deps.db.select().from(contactActivities)).map((a) => a.type)).toContain("booking_rescheduled");
  });

  it("keeps the reschedule link when the new time was just taken, and offers other times", async () => {
    const { slots } = await slotsNow();
    await book(slots[0]!, { email: "mover@example.com" });
    await book(slots[3]!, { email: "other@example.com" });
    const links = tokensIn((await confirmationFor("mover@example.com")).text!);
    const res = await t.request(`/api/booking/reschedule/${links.reschedule}`, { method: "POST", json: { hostId: slots[3]!.hostId, start: slots[3]!.start } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as BookingTaken).slots.length).toBeGreaterThan(0);
    expect((await t.request(`/api/booking/reschedule/${links.reschedule}`)).status).toBe(200);
  });

  it("answers an unknown link with a clear 404", async () => {
    const res = await t.request("/api/booking/reschedule/not-a-real-token");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(BOOKING_MESSAGES.linkGone);
  });
});

describe("reminders", () => {
  const HOUR = 3_600_000;
  it("sends the 24-hour and the 1-hour reminder once each, even from two instances at once", async () => {
    const { slots } = await slotsNow("?limit=200");
    const later = slots.find((s) => Date.parse(s.start) > Date.now() + 30 * HOUR)!;
    await book(later, { email: "remind@example.com", language: "es" });
    const start = Date.parse(later.start);
    const reminders = t.deps.services.bookingReminders;
    const count = () => t.deps.db.select().from(outbox).where(eq(outbox.kind, "booking_mail")).then((rows) => rows.length);
    expect(await count()).toBe(1);

    const dayBefore = new Date(start - 23 * HOUR);
    const [a, b] = await Promise.all([reminders.sendDue(dayBefore), reminders.sendDue(dayBefore)]);
    expect(a + b).toBe(1);
    expect(await reminders.sendDue(dayBefore)).toBe(0);
    const hourBefore = new Date(start - 50 * 60_000);
    expect((await Promise.all([reminders.sendDue(hourBefore), reminders.sendDue(hourBefore)])).reduce((x, y) => x + y)).toBe(1);
    expect(await reminders.sendDue(hourBefore)).toBe(0);
    expect(await count()).toBe(3);

    const rows = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "booking_mail")).orderBy(outbox.id);
    const [, day, hour] = rows.map((r) => r.payload as { subject: string; text: string; calendar?: unknown; expiresAt?: string });
    expect(day!.subject).toContain("Recordatorio");
    expect(hour!.subject).toContain("En una hora");
    expect(day!.calendar).toBeUndefined();
    expect(day!.text).toMatch(/\/book\/cancel\/[\w-]+/);
    expect(hour!.expiresAt).toBe(later.start);
  });

  it("skips cancelled bookings, and gives a booking made less than 24 hours ahead no 24-hour reminder", async () => {
    const { slots } = await slotsNow("?limit=200");
    const later = slots.filter((s) => Date.parse(s.start) > Date.now() + 30 * HOUR);
    await book(later[0]!, { email: "late@example.com" });
    await book(later[2]!, { email: "gone@example.com" });
    const start = Date.parse(later[0]!.start);
    // As if booked two hours before its start.
    await t.deps.db.update(bookings).set({ createdAt: new Date(start - 2 * HOUR) }).where(eq(bookings.email, "late@example.com"));
    await t.deps.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.email, "gone@example.com"));
    const reminders = t.deps.services.bookingReminders;
    expect(await reminders.sendDue(new Date(start - 23 * HOUR))).toBe(0);
    expect(await reminders.sendDue(new Date(Date.parse(later[2]!.start) - 23 * HOUR))).toBe(0);
    expect(await reminders.sendDue(new Date(start - 30 * 60_000))).toBe(1);
    const [row] = await t.deps.db.select({ day: bookings.reminded24hAt, hour: bookings.reminded1hAt }).from(bookings).where(eq(bookings.email, "late@example.com"));
    expect(row).toMatchObject({ day: null, hour: expect.any(Date) });
    await t.deps.db.execute(sql`select 1`);
  });
});
