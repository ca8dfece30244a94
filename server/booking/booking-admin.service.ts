import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../lib/errors.ts";
import { bookingClaims, bookingHosts, bookings } from "./booking.schema.ts";
import { claimedGrains, rulesOf, SlotTaken, type BookingLinksIssued, type BookingRow, type BookingStore, type HostRow } from "./booking-store.ts";
import { contactBookingDefaults } from "./booking-facts.ts";
import { ProviderUnavailable } from "./providers/provider-errors.ts";
import type { ProviderSync } from "./providers/provider-sync.ts";
import { freeSlots } from "./slot-engine.ts";
import { ACTIVE_BOOKING_STATUSES, BOOKING_GRAIN_MINUTES } from "#common/booking/booking-types.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import type { BookingCreate, BookingHost, BookingHostRules, BookingHosts, BookingList, BookingView, StaffBookingStatus } from "#common/booking/booking-admin-schemas.ts";
import type { bookingListQuerySchema } from "#common/booking/booking-admin-schemas.ts";

// The staff side of consultation booking (docs/decisions/043): the bookings list and week, a booking's status, and
// each host's rules. Cancelling frees the time through the store (its claims go with it); the visitor is told by
// whoever listens to onStaffCancel (the booking e-mails). A connected calendar (docs/decisions/045) takes part as it
// does for visitors: a staff booking is put there, a staff cancel cancels it there first.

/** Who changed something, for the audit line and the "only your own hours" rule. */
export interface BookingActor {
  id: number;
  role: string;
}

/** Run after a staff member cancels a booking (the visitor's e-mail, the contact's timeline). */
export type StaffCancelListener = (booking: BookingRow, actor: BookingActor) => Promise<void> | void;
/** Run after a staff member books for someone (the invitee's confirmation with its links, the contact's timeline). */
export type StaffBookListener = (booking: BookingRow, links: BookingLinksIssued, actor: BookingActor) => Promise<void> | void;

export interface BookingAdminDeps {
  /** The connected calendar's part; without it only the store changes. */
  providers?: Pick<ProviderSync, "placeWithProvider" | "cancelByIdWithProvider">;
}

export const CALENDAR_DOWN_NOTHING_CHANGED = "The connected calendar is not answering, so nothing was changed: please try again in a few minutes";
export const CALENDAR_REFUSED_TIME = "The connected calendar does not offer that time (or it is already taken there): please choose another";

export const OTHERS_HOURS_REFUSED = "Only the owner and administrators can change another member's booking hours";
export const BOOKING_NOT_FOUND = "Booking not found";
const mayEditOthers = (role: string) => role === "owner" || role === "admin";

type ListQuery = ReturnType<typeof bookingListQuerySchema.parse>;

const meetingLocation = (host: Pick<HostRow, "meetingLink" | "meetingPhone"> | null) => host?.meetingLink || host?.meetingPhone || "";

function view(row: BookingRow, hostName: string | null, host: Pick<HostRow, "meetingLink" | "meetingPhone"> | null): BookingView {
  return {
    id: row.id,
    hostId: row.hostId,
    hostName,
    contactId: row.contactId,
    conversationId: row.conversationId,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    visitorTimeZone: row.visitorTimeZone,
    source: row.source,
    meetingLocation: meetingLocation(host),
    rescheduledFromId: row.rescheduledFromId,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

function hostView(host: HostRow, user: { name: string; email: string }): BookingHost {
  return {
    userId: host.userId,
    name: user.name,
    email: user.email,
    active: host.active,
    weeklyHours: host.weeklyHours,
    timeZone: host.timeZone,
    meetingMinutes: host.meetingMinutes,
    bufferMinutes: host.bufferMinutes,
    stepMinutes: host.stepMinutes,
    minNoticeMinutes: host.minNoticeMinutes,
    horizonDays: host.horizonDays,
    daysOff: host.daysOff,
    holidaysOff: host.holidaysOff,
    meetingLink: host.meetingLink,
    meetingPhone: host.meetingPhone,
    updatedAt: host.updatedAt.toISOString(),
  };
}

export function createBookingAdmin(db: Db, store: BookingStore, deps: BookingAdminDeps = {}) {
  const cancelListeners: StaffCancelListener[] = [];
  const bookListeners: StaffBookListener[] = [];

  const selectViews = () =>
    db
      .select({ booking: bookings, hostName: users.name, meetingLink: bookingHosts.meetingLink, meetingPhone: bookingHosts.meetingPhone })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.hostId))
      .leftJoin(bookingHosts, eq(bookingHosts.userId, bookings.hostId));

  async function get(id: number): Promise<BookingView> {
    const [row] = await selectViews().where(eq(bookings.id, id));
    if (!row) throw new ApiError(404, BOOKING_NOT_FOUND);
    return view(row.booking, row.hostName, row.meetingLink === null ? null : { meetingLink: row.meetingLink, meetingPhone: row.meetingPhone ?? "" });
  }

  async function hostRow(userId: number): Promise<HostRow | null> {
    const [host] = await db.select().from(bookingHosts).where(eq(bookingHosts.userId, userId));
    return host ?? null;
  }

  async function member(userId: number): Promise<{ name: string; email: string }> {
    const [user] = await db.select({ name: users.name, email: users.email, status: users.status }).from(users).where(eq(users.id, userId));
    if (!user) throw new ApiError(404, "Staff member not found");
    return user;
  }

  function mayEdit(userId: number, actor: BookingActor) {
    if (userId !== actor.id && !mayEditOthers(actor.role)) throw new ApiError(403, OTHERS_HOURS_REFUSED);
  }

  return {
    /** Registers what runs after a staff cancel (the visitor's e-mail); errors there are the listener's to handle. */
    onStaffCancel(listener: StaffCancelListener) {
      cancelListeners.push(listener);
    },

    /** Registers what runs after a staff booking is stored (the invitee's confirmation); errors there are the listener's. */
    onStaffBook(listener: StaffBookListener) {
      bookListeners.push(listener);
    },

    async list(query: ListQuery): Promise<BookingList> {
      const where: SQL[] = [];
      if (query.status) where.push(eq(bookings.status, query.status));
      if (query.hostId !== undefined) where.push(eq(bookings.hostId, query.hostId));
      if (query.contactId !== undefined) where.push(eq(bookings.contactId, query.contactId));
      if (query.from) where.push(gte(bookings.startsAt, new Date(query.from)));
      if (query.to) where.push(lt(bookings.startsAt, new Date(query.to)));
      const condition = where.length > 0 ? and(...where) : undefined;
      const order = query.dir === "desc" ? [desc(bookings.startsAt), desc(bookings.id)] : [asc(bookings.startsAt), asc(bookings.id)];
      const [rows, [total]] = await Promise.all([
        selectViews()
          .where(condition)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(bookings).where(condition),
      ]);
      return {
        items: rows.map((r) => view(r.booking, r.hostName, r.meetingLink === null ? null : { meetingLink: r.meetingLink, meetingPhone: r.meetingPhone ?? "" })),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    get,

    /**
     * A booking made by staff (source "admin"): any time the host has free, in or outside their weekly hours, past
     * ones included (a consultation held by phone). The claims decide, as for visitors: a time taken answers 409.
     */
    async create(input: BookingCreate, actor: BookingActor, now = new Date()): Promise<BookingView> {
      const host = await hostRow(input.hostId);
      if (!host) throw new ApiError(404, "That staff member is not a booking host yet: set their hours first", { errors: { hostId: "Not a booking host yet" } });
      const start = new Date(input.start);
      if (start.getTime() % (BOOKING_GRAIN_MINUTES * 60_000) !== 0) throw new ApiError(400, "Please choose a time on a 5-minute mark", { errors: { start: "Please choose a time on a 5-minute mark (10:00, 10:05…)" } });
      const end = new Date(start.getTime() + host.meetingMinutes * 60_000);
      // The invitee's language and zone as the contact's earlier bookings or chat told them (English otherwise).
      const known = await contactBookingDefaults(db, input.contactId ?? null);
      const made = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(bookings)
            .values({ hostId: host.userId, startsAt: start, endsAt: end, name: input.name, email: input.email, phone: input.phone ?? null, language: known.language, visitorTimeZone: known.timeZone, source: "admin", contactId: input.contactId ?? null, createdAt: now, updatedAt: now })
            .returning();
          await tx.insert(bookingClaims).values(claimedGrains(start.getTime(), end.getTime(), host.bufferMinutes).map((at) => ({ hostId: host.userId, at, bookingId: row!.id })));
          // The same single-use links a visitor's confirmation carries (they expire when the meeting starts).
          return { booking: row!, links: await store.issueLinks(tx, row!.id, start) };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ApiError(409, "The host already has a meeting then (or in the buffer around it): please choose another time", { errors: { start: "The host is busy then" } });
          throw error;
        });
      let booking = made.booking;
      if (deps.providers && start.getTime() > now.getTime()) {
        // Stored first, then the calendar; a calendar that refuses or is down leaves no booking behind. A meeting
        // already held (recorded afterwards) stays ours alone: no calendar needs to keep that time free any more.
        booking = await deps.providers.placeWithProvider(booking).catch((error: unknown) => {
          if (error instanceof SlotTaken) throw new ApiError(409, CALENDAR_REFUSED_TIME, { errors: { start: "The calendar does not offer this time" } });
          if (error instanceof ProviderUnavailable) throw new ApiError(503, CALENDAR_DOWN_NOTHING_CHANGED);
          throw error;
        });
      }
      for (const listener of bookListeners) await listener(booking, made.links, actor);
      return get(booking.id);
    },

    /**
     * Done or no-show (once the meeting has started; either may be corrected to the other), or cancelled while it is
     * still booked (its time is freed and the listeners tell the visitor).
     */
    async setStatus(id: number, status: StaffBookingStatus, actor: BookingActor, now = new Date()): Promise<{ booking: BookingView; from: string }> {
      const before = await get(id);
      if (status === "cancelled") {
        if (before.status !== "booked") throw new ApiError(409, `This booking is ${before.status.replace("_", "-")}: only a booked meeting can be cancelled`);
        // The calendar's copy first, as for a visitor's cancel: an outage leaves everything as it was (a 503).
        const cancel = deps.providers ? deps.providers.cancelByIdWithProvider(store, id) : store.cancel(id);
        const done = await cancel.catch((error: unknown) => {
          if (error instanceof ProviderUnavailable) throw new ApiError(503, CALENDAR_DOWN_NOTHING_CHANGED);
          throw error;
        });
        if (!done) throw new ApiError(409, "This booking was changed meanwhile: reload to see it");
        const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
        for (const listener of cancelListeners) await listener(row!, actor);
        return { booking: await get(id), from: before.status };
      }
      if (before.status !== "booked" && before.status !== "done" && before.status !== "no_show") {
        throw new ApiError(409, `This booking is ${before.status}: only a booked meeting can be marked done or no-show`);
      }
      if (Date.parse(before.start) > now.getTime()) throw new ApiError(409, "This meeting has not started yet: it can be marked done or no-show once it has begun");
      await db.transaction(async (tx) => {
        await tx.update(bookings).set({ status, updatedAt: now }).where(and(eq(bookings.id, id), inArray(bookings.status, ["booked", "done", "no_show"])));
        // A meeting that took place (or not) holds no more time.
        await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, id));
      });
      return { booking: await get(id), from: before.status };
    },

    /** Every host (active first, then by name) and the staff who could become one. */
    async hosts(actor: BookingActor): Promise<BookingHosts> {
      await store.hosts(); // out of the box: the owner hosts on the defaults
      const rows = await db.select({ host: bookingHosts, name: users.name, email: users.email }).from(bookingHosts).innerJoin(users, eq(users.id, bookingHosts.userId)).orderBy(desc(bookingHosts.active), asc(users.name));
      const hostIds = rows.map((r) => r.host.userId);
      const others = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(hostIds.length > 0 ? and(eq(users.status, "active"), notInArray(users.id, hostIds)) : eq(users.status, "active"))
        .orderBy(asc(users.name));
      return { hosts: rows.map((r) => hostView(r.host, r)), staff: others, mayEditOthers: mayEditOthers(actor.role) };
    },

    /** Sets a host's rules; a staff member who is not a host yet becomes one (active). */
    async saveHost(userId: number, rules: BookingHostRules, actor: BookingActor): Promise<{ host: BookingHost; created: boolean }> {
      mayEdit(userId, actor);
      const user = await member(userId);
      const existing = await hostRow(userId);
      const values = { ...rules, updatedAt: new Date() };
      const [row] = await db
        .insert(bookingHosts)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: bookingHosts.userId, set: values })
        .returning();
      return { host: hostView(row!, user), created: existing === null };
    },

    /** Stops (or restarts) offering a host's times; their bookings stay as they are. */
    async setHostActive(userId: number, active: boolean, actor: BookingActor): Promise<BookingHost> {
      mayEdit(userId, actor);
      const user = await member(userId);
      const [row] = await db.update(bookingHosts).set({ active, updatedAt: new Date() }).where(eq(bookingHosts.userId, userId)).returning();
      if (!row) throw new ApiError(404, `${user.name} is not a booking host yet`);
      return hostView(row, user);
    },

    /** The next free times these rules would give the member (their booked meetings counted); nothing is saved. */
    async preview(userId: number, rules: BookingHostRules, now = new Date(), limit = 6): Promise<{ start: string; end: string }[]> {
      const until = new Date(now.getTime() + (rules.horizonDays + 1) * 86_400_000);
      const busy = await db
        .select({ start: bookings.startsAt, end: bookings.endsAt })
        .from(bookings)
        .where(and(eq(bookings.hostId, userId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]), lt(bookings.startsAt, until), gte(bookings.endsAt, new Date(now.getTime() - 86_400_000))));
      const slots = freeSlots(
        rulesOf({ ...rules, userId, active: true, updatedAt: now }),
        busy.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })),
        now.getTime(),
        limit,
      );
      return slots.map((s) => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() }));
    },
  };
}
export type BookingAdmin = ReturnType<typeof createBookingAdmin>;
