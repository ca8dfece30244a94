import { z } from "../lib/zod.ts";

/** GET /api/admin/stats: the dashboard's counts. */
export const adminStatsSchema = z.object({
  totalBlogs: z.number(),
  publishedBlogs: z.number(),
  totalTestimonials: z.number(),
  featuredTestimonials: z.number(),
  totalAnnouncements: z.number(),
  activeAnnouncements: z.number(),
  totalContacts: z.number(),
  recentContacts: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
