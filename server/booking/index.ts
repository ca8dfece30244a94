import { eq } from "drizzle-orm";
import { defineFeature } from "../feature.ts";
import { settings } from "../settings/index.ts";
import { contacts } from "../contacts/index.ts";
import { bookings } from "./booking.schema.ts";
import { createBookingStore } from "./booking-store.ts";
import { createBookingService } from "./booking.service.ts";
import { bookingRemindersJob, createBookingReminders } from "./booking-reminders.ts";
import { bookingRoutes } from "./booking.routes.ts";

/** Consultations booked on the site and in the chat (docs/decisions/043): free times, bookings, their e-mails and reminders. */
export const booking = defineFeature({
  name: "booking",
  needs: [settings, contacts],
  services: (deps, { settings, contacts, outbox }) => {
    const bookingStore = createBookingStore(deps.db);
    const booking = createBookingService({
      db: deps.db,
      store: bookingStore,
      settings,
      captureLead: (lead) => contacts.captureLead(lead),
      outbox,
      live: deps.live,
      rateLimits: deps.rateLimits,
      logger: deps.logger.child({ module: "booking" }),
      publicUrl: deps.env.PUBLIC_URL,
    });
    const bookingReminders = createBookingReminders({ db: deps.db, store: bookingStore, outbox, site: booking.site, logger: deps.logger });
    return { bookingStore, booking, bookingReminders };
  },
  hooks: ({ contacts }) => {
    // A merge keeps the removed contact's bookings on the one kept.
    contacts.onMerge(async (tx, fromId, toId) => {
      await tx.update(bookings).set({ contactId: toId }).where(eq(bookings.contactId, fromId));
    });
  },
  api: [{ mount: "/api/booking", routes: bookingRoutes }],
  jobs: (register, deps) => {
    register(bookingRemindersJob(deps.services.bookingReminders));
  },
});
