import { defineFeature } from "../feature.ts";
import { createMediaService, mediaStorageFromEnv } from "./media.service.ts";
import { mediaAdminRoutes } from "./media.routes.ts";

/** Uploaded images (the files themselves are served by mediaFileRoutes, mounted at the site's root in app.ts). */
export const media = defineFeature({
  name: "media",
  services: (deps) => ({ media: createMediaService(deps.db, mediaStorageFromEnv(deps.env)) }),
  admin: [{ mount: "/api/admin/media", routes: mediaAdminRoutes, access: "content" }],
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/media": ReturnType<typeof mediaAdminRoutes>;
  }
}
