import { defineFeature } from "../feature.ts";
import { createAnnouncementsService } from "./announcements.service.ts";
import { announcementsAdminRoutes } from "./announcements.routes.ts";

export const announcements = defineFeature({
  name: "announcements",
  services: (deps) => ({ announcements: createAnnouncementsService(deps.db) }),
  admin: [
    { mount: "/api/admin/announcements", routes: announcementsAdminRoutes, access: "content", deletes: [[/^\/(\d+)$/, "announcement $1"]] },
  ],
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/announcements": ReturnType<typeof announcementsAdminRoutes>;
  }
}
