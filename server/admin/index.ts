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
