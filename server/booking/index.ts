import { eq } from "drizzle-orm";
import { defineFeature } from "../feature.ts";
import { integrations } from "../integrations/index.ts";
import { settings } from "../settings/index.ts";
import { contacts } from "../contacts/index.ts";
import { chat } from "../chat/index.ts";
import { createTextBooking } from "./text-booking.ts";
import { bookings } from "./booking.schema.ts";
import { users } from "../db/schema.ts";
import { createBookingStore } from "./booking-store.ts";
import { createBookingService } from "./booking.service.ts";
import { createBookingAdmin } from "./booking-admin.service.ts";
import { bookingAdminRoutes } from "./booking-admin.routes.ts";
import { bookingRemindersJob, createBookingReminders } from "./booking-reminders.ts";
import { bookingRoutes } from "./booking.routes.ts";
import { bookingWebhookRoutes } from "./booking-webhooks.routes.ts";
import { createProviderSync } from "./providers/provider-sync.ts";
import { testCalendarConnection } from "./providers/provider-check.ts";

/**
 * Consultations booked on the site and in the chat (docs/decisions/043): free times, bookings, their e-mails and
 * reminders; and the optional outside calendar (Cal.com or CalDAV) with Cal.com's webhook (docs/decisions/045).
 */
export const booking = defineFeature({
  name: "booking",
  needs: [integrations, settings, contacts, chat],
  services: (deps, { settings, contacts, outbox, outbound }) => {
    const bookingStore = createBookingStore(deps.db);
    const bookingProviders = createProviderSync({ db: deps.db, settings, guard: outbound, logger: deps.logger });
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
      providers: bookingProviders,
    });
    const bookingReminders = createBookingReminders({ db: deps.db, store: bookingStore, outbox, site: booking.site, logger: deps.logger });
    return { bookingStore, booking, bookingReminders, bookingProviders, bookingAdmin: createBookingAdmin(deps.db, bookingStore, { providers: bookingProviders }) };
  },
  hooks: (services, deps) => {
    // A merge keeps the removed contact's bookings on the one kept.
    services.contacts.onMerge(async (tx, fromId, toId) => {
      await tx.update(bookings).set({ contactId: toId }).where(eq(bookings.contactId, fromId));
    });
    const memberName = async (id: number) => (await deps.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name ?? "staff";
    // Staff cancelling in the admin: the visitor is told as when they cancel themselves.
    services.bookingAdmin.onStaffCancel(async (row, actor) => {
      await services.booking.announceCancelled(row, await memberName(actor.id));
    });
    // Staff booking for someone: the invitee gets a visitor's confirmation. The booking stands if this fails.
    services.bookingAdmin.onStaffBook(async (row, links, actor) => {
      try {
        await services.booking.announceStaffBooked(row, links, { id: actor.id, name: await memberName(actor.id) });
      } catch (err) {
        deps.logger.error({ err, bookingId: row.id }, "staff booking stored, but its e-mail, timeline or alert failed");
      }
    });
    // The assistant on texts offers the next open times and books the one a texter picks (docs/decisions/058-text-booking).
    services.answerText.useBooking(createTextBooking({ db: deps.db, booking: services.booking, publicUrl: deps.env.PUBLIC_URL, logger: deps.logger.child({ module: "text-booking" }) }));
    for (const target of ["calcom", "caldav"] as const) {
      services.integrationTests.register(target, () => testCalendarConnection(target, services.settings, services.outbound));
    }
  },
  // Bookings are the contacts' meetings: whoever works contacts sees them and sets their own hours.
  admin: [{ mount: "/api/admin/bookings", routes: bookingAdminRoutes, access: "contacts" }],
  api: [
    { mount: "/api/booking", routes: bookingRoutes },
    { mount: "/api/booking/webhooks", routes: bookingWebhookRoutes },
  ],
  jobs: (register, deps) => {
    register(bookingRemindersJob(deps.services.bookingReminders));
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/bookings": ReturnType<typeof bookingAdminRoutes>;
  }
  interface PublicApis {
    /** Consultation booking: free times, booking one, the e-mail's cancel and reschedule links. */
    "/api/booking": ReturnType<typeof bookingRoutes>;
  }
}
