import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { announcements, testimonials } from "../db/schema.ts";
import type { PublicTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { toPublicTestimonial } from "../testimonials/testimonials.service.ts";
import type { PublicAnnouncement } from "#common/announcements/announcement-schemas.ts";

const PRIORITY_ORDER = sql`case ${announcements.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`;

/** What the public site shows of testimonials and announcements. */
export function createPublicContentService(db: Db) {
  return {
    async featuredTestimonials(limit = 6): Promise<PublicTestimonial[]> {
      const rows = await db
        .select()
        .from(testimonials)
        .where(and(eq(testimonials.isActive, true), eq(testimonials.isFeature, true)))
        .orderBy(desc(testimonials.updatedAt))
        .limit(limit);
      return rows.map(toPublicTestimonial);
    },

    /** Active announcements running now for all visitors or prospects, most important first. */
    async activeAnnouncements(now = new Date()): Promise<PublicAnnouncement[]> {
      const rows = await db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.isActive, true),
            lte(announcements.startDate, now),
            or(isNull(announcements.endDate), gte(announcements.endDate, now)),
            inArray(announcements.targetAudience, ["all", "prospects"]),
          ),
        )
        .orderBy(asc(PRIORITY_ORDER), desc(announcements.startDate));
      return rows.map((r) => ({ id: r.id, title: r.title, content: r.content, type: r.type, priority: r.priority }));
    },
  };
}
export type PublicContentService = ReturnType<typeof createPublicContentService>;
