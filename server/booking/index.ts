import { defineFeature } from "../feature.ts";
import { createBookingStore } from "./booking-store.ts";
import { createBookingAdmin } from "./booking-admin.service.ts";
import { bookingAdminRoutes } from "./booking-admin.routes.ts";

/** Consultation booking (docs/decisions/043): hosts' rules, slots claimed in the database, the staff's bookings views. */
export const booking = defineFeature({
  name: "booking",
  services: (deps) => {
    const bookingStore = createBookingStore(deps.db);
    return { bookingStore, bookingAdmin: createBookingAdmin(deps.db, bookingStore) };
  },
  // Bookings are the contacts' meetings: whoever works contacts sees them and sets their own hours.
  admin: [{ mount: "/api/admin/bookings", routes: bookingAdminRoutes, access: "contacts" }],
});
