import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { JobDefinition } from "../jobs/job-definition.ts";
import { bookings } from "./booking.schema.ts";
import type { BookingStore } from "./booking-store.ts";
import { mailFacts, type SiteFacts } from "./booking-facts.ts";
import { bookingMail } from "./booking-mail.ts";

// The visitor's reminders, 24 hours and 1 hour before their consultation (docs/decisions/043). Each is claimed by the
// UPDATE that sets its marker (reminded_24h_at / reminded_1h_at, only where still null, FOR UPDATE SKIP LOCKED) in the
// transaction that queues its e-mail: sent once, whichever instance's job gets there first. Only active bookings are
// reminded (a cancelled or moved one is not); a booking made less than 24 hours ahead gets no 24-hour reminder, one
// made less than an hour ahead no reminder at all.

const HOUR = 3_600_000;
const BATCH = 50;

type Which = { kind: "reminder24h" | "reminder1h"; field: "reminded24hAt" | "reminded1hAt"; aheadMs: number };
const REMINDERS: readonly Which[] = [
  { kind: "reminder24h", field: "reminded24hAt", aheadMs: 24 * HOUR },
  { kind: "reminder1h", field: "reminded1hAt", aheadMs: HOUR },
];

export interface BookingRemindersDeps {
  db: Db;
  store: Pick<BookingStore, "issueLinks">;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  site: () => Promise<SiteFacts>;
  logger: Logger;
  now?: () => Date;
}

export function createBookingReminders(deps: BookingRemindersDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function batch(which: Which, at: Date, site: SiteFacts): Promise<number> {
    // The 24-hour reminder's window ends where the 1-hour one's starts: a job that was down does not send both at once.
    const after = which.kind === "reminder24h" ? new Date(at.getTime() + HOUR) : at;
    return db.transaction(async (tx) => {
      const due = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, "booked"),
            isNull(bookings[which.field]),
            gt(bookings.startsAt, after),
            lte(bookings.startsAt, new Date(at.getTime() + which.aheadMs)),
            // Made at least this long before it starts: a booking for this afternoon needs no "tomorrow" reminder.
            lte(bookings.createdAt, sql`${bookings.startsAt} - ${`${which.aheadMs} milliseconds`}::interval`),
          ),
        )
        .orderBy(asc(bookings.startsAt), asc(bookings.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const claimed = await tx.update(bookings).set({ [which.field]: at }).where(inArray(bookings.id, due)).returning();
      for (const booking of claimed) {
        // The reminder carries its own single-use links (only their hashes are kept, so the confirmation's cannot be repeated).
        const links = await deps.store.issueLinks(tx, booking.id, booking.startsAt);
        const mail = bookingMail(which.kind, await mailFacts(tx, booking, site, { links }));
        await deps.outbox.enqueue(tx, [{ kind: "booking_mail", contactId: booking.contactId, payload: { ...mail } }]);
      }
      return claimed.length;
    });
  }

  /** Sends every reminder due at `at` not sent yet; returns how many. */
  async function sendDue(at: Date = now()): Promise<number> {
    const site = await deps.site();
    let total = 0;
    for (const which of REMINDERS) {
      for (;;) {
        const n = await batch(which, at, site);
        total += n;
        if (n < BATCH) break;
      }
    }
    if (total > 0) deps.outbox.kick();
    return total;
  }

  return { sendDue };
}
export type BookingReminders = ReturnType<typeof createBookingReminders>;

export function bookingRemindersJob(reminders: BookingReminders): JobDefinition {
  return {
    key: "booking-reminders",
    title: "Consultation reminders to visitors (24 hours and 1 hour before)",
    type: "delivery",
    schedule: "*/30 * * * * *",
    run: async () => {
      const n = await reminders.sendDue();
      return n === 0 ? "nothing due" : `${n} consultation reminder${n === 1 ? "" : "s"} queued`;
    },
  };
}
