import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppDeps, AppEnv } from "../context.ts";
import { adminStatsSchema, type AdminStats } from "#common/admin/admin-stats.ts";
import { route } from "../openapi/route-contract.ts";
export function statsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "Counts for the dashboard's stat cards", responses: { 200: adminStatsSchema } }, async (c) => {
      const result = await deps.db.execute<Record<keyof AdminStats, number>>(sql`
        select
          (select count(*)::int from blog_posts) as "totalBlogs",
          (select count(*)::int from blog_posts where is_published) as "publishedBlogs",
          (select count(*)::int from testimonials) as "totalTestimonials",
          (select count(*)::int from testimonials where is_feature) as "featuredTestimonials",
          (select count(*)::int from announcements) as "totalAnnouncements",
          (select count(*)::int from announcements where is_active) as "activeAnnouncements",
          (select count(*)::int from contacts) as "totalContacts",
          (select count(*)::int from contacts where created_at > now() - interval '7 days') as "recentContacts"`);
      return c.json(result.rows[0] as AdminStats);
    }));

  return app;
}
