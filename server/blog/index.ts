import { defineFeature } from "../feature.ts";
import { settings } from "../settings/index.ts";
import { createMarkdownRenderer } from "./markdown-renderer.ts";
import { createBlogPublicService } from "./blog-public.service.ts";
import { createBlogAdminService } from "./blog-admin.service.ts";
import { blogAdminRoutes } from "./blog-admin.routes.ts";
import { blogPublicRoutes } from "./blog-public.routes.ts";
import { scheduledPostsJob } from "./scheduled-posts.ts";

export const blog = defineFeature({
  name: "blog",
  needs: [settings],
  services: (deps, { settings }) => {
    // Post Markdown renders in a worker thread (closed by deps.close()).
    const markdown = createMarkdownRenderer();
    return { markdown, blog: createBlogPublicService(deps.db, markdown), blogAdmin: createBlogAdminService(deps.db, settings, markdown) };
  },
  admin: [{ mount: "/api/admin/blog", routes: blogAdminRoutes, access: "content", deletes: [[/^\/(\d+)$/, "blog post $1"]] }],
  api: [{ mount: "/api/blog", routes: blogPublicRoutes }],
  jobs: (register, deps) => {
    register(
      scheduledPostsJob({
        db: deps.db,
        announce: async (posts) => {
          await deps.contentVersion.bump();
          deps.services.chat.invalidateFacts();
          deps.logger.info({ event: "blog_posts_went_live", ids: posts.map((p) => p.id) }, "scheduled posts went live");
        },
      }),
    );
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/blog": ReturnType<typeof blogAdminRoutes>;
  }
  interface PublicApis {
    "/api/blog": ReturnType<typeof blogPublicRoutes>;
  }
}
