import { defineFeature } from "../feature.ts";
import { createTestimonialsService } from "./testimonials.service.ts";
import { testimonialsAdminRoutes } from "./testimonials.routes.ts";

export const testimonials = defineFeature({
  name: "testimonials",
  services: (deps) => ({ testimonials: createTestimonialsService(deps.db) }),
  admin: [
    { mount: "/api/admin/testimonials", routes: testimonialsAdminRoutes, access: "content", deletes: [[/^\/(\d+)$/, "testimonial $1"]] },
  ],
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/testimonials": ReturnType<typeof testimonialsAdminRoutes>;
  }
}
