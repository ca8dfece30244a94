import { defineFeature } from "../feature.ts";
import { settings } from "../settings/index.ts";
import { scheduler } from "../jobs/index.ts";
import { integrations } from "../integrations/index.ts";
import { blog } from "../blog/index.ts";
import { createAiService } from "./ai.service.ts";
import { aiAdminRoutes } from "./ai.routes.ts";
import { blogTrendsJob, contactInsightsJob } from "./ai-jobs.ts";
import { translatePost } from "./translate-post.ts";

export const ai = defineFeature({
  name: "ai",
  needs: [settings, scheduler, integrations, blog],
  services: (deps, { settings, scheduler, llm, markdown, blogAdmin }) => ({
    ai: createAiService({ db: deps.db, logger: deps.logger, settings, scheduler, llm, markdown, blogAdmin }),
    // "Draft translation with AI" in the blog editor: the blog's route asks for it here (the blog cannot import the AI).
    translatePost,
  }),
  admin: [
    {
      mount: "/api/admin/ai",
      routes: aiAdminRoutes,
      // Content generation (editors too) and automation (owner and administrators) share the prefix; /ai alone has no area.
      access: [
        ["/content", "ai_content"],
        ["/generate-blog", "ai_content"],
        ["/blog-suggestions", "ai_content"],
        ["/tasks", "ai_automation"],
        ["/generate-workflows", "ai_automation"],
        ["/workflow-suggestions", "ai_automation"],
        ["/contact-insights", "ai_automation"],
      ],
    },
  ],
  jobs: (register, deps) => {
    register(blogTrendsJob(deps.services.ai));
    register(contactInsightsJob(deps.services.ai));
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/ai": ReturnType<typeof aiAdminRoutes>;
  }
}
