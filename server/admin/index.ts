import { defineFeature } from "../feature.ts";
import { statsRoutes } from "./stats.routes.ts";
import { activityRoutes } from "./activity.routes.ts";

/** The admin dashboard's figures and recent activity. */
export const dashboard = defineFeature({
  name: "dashboard",
  admin: [
    { mount: "/api/admin/stats", routes: statsRoutes, access: "dashboard" },
    { mount: "/api/admin/activity", routes: activityRoutes, access: "dashboard" },
  ],
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/stats": ReturnType<typeof statsRoutes>;
    "/api/admin/activity": ReturnType<typeof activityRoutes>;
  }
}
