import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, outbox, users } from "../db/schema.ts";
import type { BookingRow } from "./booking-store.ts";
import type { BookingHost, BookingHosts, BookingList, BookingPreview, BookingView } from "#common/booking/booking-admin-schemas.ts";
import { DEFAULT_HOST_FORM } from "#common/booking/booking-admin-schemas.ts";

let t: TestContext;
let auth: Record<string, string>;
const cancelled: BookingRow[] = [];
beforeAll(async () => {
  t = await createTestContext();
  t.deps.services.bookingAdmin.onStaffCancel((booking) => {
    cancelled.push(booking);
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  cancelled.length = 0;
  auth = await t.login();
});

const call = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => t.request(`/api/admin/bookings${path.replace(/^\/(\?|$)/, "$1")}`, { ...init, headers: init.headers ?? auth });
const ownerId = async () => (await t.deps.db.select().from(users).where(eq(users.role, "owner")))[0]!.id;
const memberId = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const visitor = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, language: "en", source: "book_page" as const });

// Tuesday 6 January 2026, 08:00 Central: a past day, so its meetings can be marked done.
const past = new Date("2026-01-06T14:00:00Z");

/** A booking at the first slot the owner offers from `now` (the past, or the real clock for one still to come). */
async function book(name: string, now = new Date(), extra: { contactId?: number } = {}): Promise<BookingRow> {
  const store = t.deps.services.bookingStore;
  const [first] = await store.slots(now, 1);
  const slot = first!.slots[0]!;
  return (await store.book({ ...visitor(name), ...extra, hostId: first!.host.userId, start: new Date(slot.start) }, now)).booking;
}

describe("the bookings list", () => {
  it("lists bookings soonest first with the host's name, filtered by status, host, contact and time", async () => {
    const earlier = await book("Ana", past);
    const later = await book("Bo");
    const res = await call("/");
    expect(res.status).toBe(200);
    const list = (await res.json()) as BookingList;
    expect(list.total).toBe(2);
    expect(list.items.map((b) => b.name)).toEqual(["Ana", "Bo"]);
    expect(list.items[0]).toMatchObject({ id: earlier.id, hostId: await ownerId(), hostName: "Test Admin", status: "booked", source: "book_page", start: earlier.startsAt.toISOString() });

    const names = async (query: string) => ((await (await call(`/?${query}`)).json()) as BookingList).items.map((b) => b.name);
    expect(await names(`from=${encodeURIComponent(new Date().toISOString())}`)).toEqual(["Bo"]);
    expect(await names(`to=${encodeURIComponent(new Date().toISOString())}`)).toEqual(["Ana"]);
    expect(await names("dir=desc")).toEqual(["Bo", "Ana"]);
    expect(await names("status=cancelled")).toEqual([]);
    expect(await names("status=all")).toEqual(["Ana", "Bo"]);
    expect(await names(`hostId=${await ownerId()}`)).toEqual(["Ana", "Bo"]);
    expect(await names("hostId=999")).toEqual([]);
    expect(await names("pageSize=1&page=2")).toEqual(["Bo"]);

    const one = (await (await call(`/${later.id}`)).json()) as BookingView;
    expect(one).toMatchObject({ id: later.id, name: "Bo", email: "bo@example.com" });
    expect((await call("/99999")).status).toBe(404);
  });

  it("filters by contact (the contact card's bookings)", async () => {
    const created = await t.request("/api/admin/contacts", { method: "POST", headers: auth, json: { firstName: "Cy", lastName: "Client", email: "cy@example.com", phone: "713-555-0101", contactMethod: "email" } });
    const contact = (await created.json()) as { id: number };
    await book("Cy", past, { contactId: contact.id });
    await book("Di");
    const list = (await (await call(`/?contactId=${contact.id}`)).json()) as BookingList;
    expect(list.items.map((b) => b.name)).toEqual(["Cy"]);
  });

  it("answers a bad filter with what to fix", async () => {
    const res = await call("/?status=lost&from=yesterday");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.status).toMatch(/Status is one of booked/);
    expect(body.errors.from).toBe("From must be a date and time (ISO 8601)");
  });
});

describe("a booking made by staff", () => {
  it("books any free time of the host's, past ones too, and refuses a time the host is busy", async () => {
    await call("/hosts");
    const hostId = await ownerId();
    const start = "2026-01-10T20:00:00.000Z"; // a Saturday afternoon: outside the weekly hours, and past
    const res = await call("/", { method: "POST", json: { hostId, start, name: "Walk In", email: "walk@example.com", phone: "713 555 0100" } });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()) as BookingView).toMatchObject({ source: "admin", status: "booked", start, end: "2026-01-10T20:30:00.000Z", hostName: "Test Admin" });
    // 20:40 falls in the 15-minute buffer after the first meeting.
    const busy = await call("/", { method: "POST", json: { hostId, start: "2026-01-10T20:40:00.000Z", name: "Second", email: "second@example.com" } });
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { errors: Record<string, string> }).errors.start).toBe("The host is busy then");
    const bad = await call("/", { method: "POST", json: { hostId: await memberId("admin@example.com"), start: "soon", name: "X", email: "nope" } });
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({ start: "Please choose a date and time", name: "Please enter the visitor's name", email: "Please enter a valid email address" });
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "booking.created"));
    expect(line?.target).toMatch(/^booking \d+ \(Walk In\)$/);
  });
});

describe("a booking's status", () => {
  it("marks a meeting that took place done (and corrects it to no-show), with an audit line", async () => {
    const booking = await book("Ana", past);
    const res = await call(`/${booking.id}`, { method: "PATCH", json: { status: "done" } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as BookingView).status).toBe("done");
    const again = await call(`/${booking.id}`, { method: "PATCH", json: { status: "no_show" } });
    expect(((await again.json()) as BookingView).status).toBe("no_show");
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "booking.status_changed")).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ target: `booking ${booking.id} (Ana)`, details: { from: "done", to: "no_show", label: "No-show" } });
  });

  it("does not mark a meeting still to come done", async () => {
    const booking = await book("Bo");
    const res = await call(`/${booking.id}`, { method: "PATCH", json: { status: "done" } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/has not started yet/);
  });

  it("cancels a booking: its time is offered again and the visitor's notice is called", async () => {
    const booking = await book("Bo");
    const res = await call(`/${booking.id}`, { method: "PATCH", json: { status: "cancelled" } });
    expect(res.status).toBe(200);
    expect((await res.json()) as BookingView).toMatchObject({ status: "cancelled", cancelledAt: expect.any(String) });
    expect(cancelled.map((b) => b.id)).toEqual([booking.id]);
    // The booking feature's listener: the visitor's e-mail with the calendar's CANCEL.
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.kind, "booking_mail"));
    expect(mails.map((m) => JSON.stringify(m.payload)).filter((p) => p.includes("METHOD:CANCEL") && p.includes("bo@example.com"))).toHaveLength(1);
    const [free] = await t.deps.services.bookingStore.slots(new Date(), 1);
    expect(free!.slots[0]!.start).toBe(booking.startsAt.getTime());
    // Only once.
    expect((await call(`/${booking.id}`, { method: "PATCH", json: { status: "cancelled" } })).status).toBe(409);
    expect((await call(`/${booking.id}`, { method: "PATCH", json: { status: "lost" } })).status).toBe(400);
  });
});

describe("the hosts' rules", () => {
  it("works out of the box: the owner hosts on the defaults; other staff can be added", async () => {
    await t.loginAs("sales");
    const hosts = (await (await call("/hosts")).json()) as BookingHosts;
    expect(hosts.hosts).toHaveLength(1);
    expect(hosts.hosts[0]).toMatchObject({ userId: await ownerId(), name: "Test Admin", active: true, weeklyHours: "Mon-Fri 09:00-17:00", timeZone: "America/Chicago", meetingMinutes: 30 });
    expect(hosts.staff.map((s) => s.email)).toEqual(["sales@example.com"]);
    expect(hosts.mayEditOthers).toBe(true);
  });

  it("saves a host's rules and writes an audit line", async () => {
    const id = await ownerId();
    await call("/hosts"); // the owner hosts out of the box
    const res = await call(`/hosts/${id}`, { method: "PUT", json: { ...DEFAULT_HOST_FORM, weeklyHours: "Mon-Thu 10:00-16:00", meetingMinutes: 45, meetingLink: "https://meet.example.com/abc" } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()) as BookingHost).toMatchObject({ weeklyHours: "Mon-Thu 10:00-16:00", meetingMinutes: 45, meetingLink: "https://meet.example.com/abc" });
    const [line] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "booking.host_changed"));
    expect(line?.target).toBe("booking hours of admin@example.com");
  });

  it("says what to fix in each rule", async () => {
    const res = await call(`/hosts/${await ownerId()}`, {
      method: "PUT",
      json: { ...DEFAULT_HOST_FORM, weeklyHours: "Mon-Fri 9-5", timeZone: "Houston", meetingMinutes: 32, bufferMinutes: 7, stepMinutes: 0, horizonDays: 0, minNoticeMinutes: -5, meetingLink: "meet.google.com/abc", meetingPhone: "call me" },
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      weeklyHours: expect.stringContaining('"Mon-Fri 9-5" is not understood. Use days and times like "Mon-Fri 08:00-18:00"'),
      timeZone: 'Please enter a time zone name like "America/Chicago"',
      meetingMinutes: "Meeting length must be a multiple of 5 minutes (for example 15, 30 or 45)",
      bufferMinutes: "Buffer must be a multiple of 5 minutes (for example 15, 30 or 45)",
      stepMinutes: "Start times must be at least 5 minutes",
      horizonDays: "How far ahead must be from 1 to 365 days",
      minNoticeMinutes: "Minimum notice cannot be negative (0 means no notice needed)",
      meetingLink: "Please enter the full meeting link, starting with https:// (e.g. https://meet.google.com/abc-defg-hij)",
      meetingPhone: "Please enter a phone number with at least 7 digits, e.g. 713-555-0101",
    });
  });

  it("previews the next times the rules would give, without saving them", async () => {
    const id = await ownerId();
    const res = await call(`/hosts/${id}/preview`, { method: "POST", json: { ...DEFAULT_HOST_FORM, weeklyHours: "Sat 10:00-11:00", holidaysOff: false, minNoticeMinutes: 0 } });
    expect(res.status).toBe(200);
    const { slots } = (await res.json()) as BookingPreview;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(new Date(slot.start).toLocaleString("en-US", { timeZone: "America/Chicago", weekday: "short" })).toBe("Sat");
    const hosts = (await (await call("/hosts")).json()) as BookingHosts;
    expect(hosts.hosts[0]!.weeklyHours).toBe("Mon-Fri 09:00-17:00");
  });

  it("lets a member set their own hours but not someone else's; deactivating stops their slots", async () => {
    await call("/hosts"); // the owner hosts out of the box
    const sales = await t.loginAs("sales");
    const salesId = await memberId("sales@example.com");
    const own = await call(`/hosts/${salesId}`, { method: "PUT", json: DEFAULT_HOST_FORM, headers: sales });
    expect(own.status).toBe(200);
    expect((await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "booking.host_added"))).length).toBe(1);
    const other = await call(`/hosts/${await ownerId()}`, { method: "PUT", json: DEFAULT_HOST_FORM, headers: sales });
    expect(other.status).toBe(403);
    expect(((await other.json()) as { message: string }).message).toBe("Only the owner and administrators can change another member's booking hours");
    expect((await call(`/hosts/${await ownerId()}`, { method: "PATCH", json: { active: false }, headers: sales })).status).toBe(403);

    const off = await call(`/hosts/${salesId}`, { method: "PATCH", json: { active: false }, headers: sales });
    expect(((await off.json()) as BookingHost).active).toBe(false);
    const slots = await t.deps.services.bookingStore.slots(new Date(), 1);
    expect(slots.map((s) => s.host.userId)).toEqual([await ownerId()]);
  });

  it("is closed to roles without the contacts area", async () => {
    const editor = await t.loginAs("editor");
    expect((await call("/", { headers: editor })).status).toBe(403);
    expect((await call("/hosts", { headers: editor })).status).toBe(403);
    expect((await call(`/hosts/${await ownerId()}`, { method: "PUT", json: DEFAULT_HOST_FORM, headers: editor })).status).toBe(403);
  });
});
