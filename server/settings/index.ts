import { defineFeature } from "../feature.ts";
import { integrations } from "../integrations/index.ts";
import { createSettingsService } from "./settings.service.ts";
import { createSettingsAdmin } from "./settings-admin.ts";
import { createIntegrationTests } from "./integration-tests.ts";
import { settingsAdminRoutes } from "./settings.routes.ts";

export const settings = defineFeature({
  name: "settings",
  needs: [integrations],
  services: (deps, { outbound }) => {
    const settings = createSettingsService(deps.db, deps.secrets);
    return {
      settings,
      // The settings page's side: masked reads, checked writes, and 'Send test' per integration.
      settingsAdmin: createSettingsAdmin(settings, deps.secrets, { guard: outbound }),
      integrationTests: createIntegrationTests(settings, { guard: outbound, hubspotBaseUrl: deps.env.HUBSPOT_BASE_URL }),
    };
  },
  admin: [{ mount: "/api/admin/settings", routes: settingsAdminRoutes, access: "settings" }],
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/settings": ReturnType<typeof settingsAdminRoutes>;
  }
}
