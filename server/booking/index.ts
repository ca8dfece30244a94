import { defineFeature } from "../feature.ts";
import { integrations } from "../integrations/index.ts";
import { settings } from "../settings/index.ts";
import { createProviderSync } from "./providers/provider-sync.ts";
import { testCalendarConnection } from "./providers/provider-check.ts";
import { bookingWebhookRoutes } from "./booking-webhooks.routes.ts";

/** Consultation booking (docs/decisions/043, 044): an optional outside calendar and its webhook. */
export const booking = defineFeature({
  name: "booking",
  needs: [integrations, settings],
  services: (deps, { outbound, settings }) => ({
    bookingProviders: createProviderSync({ db: deps.db, settings, guard: outbound, logger: deps.logger }),
  }),
  hooks: (services) => {
    for (const target of ["calcom", "caldav"] as const) {
      services.integrationTests.register(target, () => testCalendarConnection(target, services.settings, services.outbound));
    }
  },
  api: [{ mount: "/api/booking/webhooks", routes: bookingWebhookRoutes }],
});
