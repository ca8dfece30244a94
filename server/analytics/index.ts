import { defineFeature } from "../feature.ts";
import { createAnalyticsService } from "./analytics.service.ts";
import { analyticsAdminRoutes } from "./analytics-admin.routes.ts";
import { analyticsRoutes } from "./analytics.routes.ts";

export const analytics = defineFeature({
  name: "analytics",
  services: (deps) => ({ analytics: createAnalyticsService(deps.db) }),
  admin: [{ mount: "/api/admin/analytics", routes: analyticsAdminRoutes, access: "analytics" }],
  // The page-view and event beacons sit at the API's root (/api/events…).
  api: [{ mount: "/api", routes: analyticsRoutes }],
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/analytics": ReturnType<typeof analyticsAdminRoutes>;
  }
}
