import { defineFeature } from "../feature.ts";
import { createPublicContentService } from "./public-content.service.ts";

/** What the public pages read besides posts (services, pricing, testimonials, announcements). */
export const content = defineFeature({
  name: "content",
  services: (deps) => ({ publicContent: createPublicContentService(deps.db) }),
});
