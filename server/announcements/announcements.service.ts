import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { announcements } from "../db/schema.ts";
import { badRequest, notFound } from "../lib/errors.ts";
import {
  ANNOUNCEMENT_DEFAULTS,
  END_AFTER_START,
  type AdminAnnouncement,
  type AnnouncementCreateInput,
  type AnnouncementPatchInput,
} from "#common/announcements/announcement-schemas.ts";

type Row = typeof announcements.$inferSelect;
type Values = typeof announcements.$inferInsert;

function toAdmin(row: Row): AdminAnnouncement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    priority: row.priority,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    targetAudience: row.targetAudience,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Announcements CMS; the public banner reads through public-content.service.ts. */
export function createAnnouncementsService(db: Db) {
  return {
    async list(): Promise<AdminAnnouncement[]> {
      const rows = await db.select().from(announcements).orderBy(desc(announcements.startDate), desc(announcements.id));
      return rows.map(toAdmin);
    },

    async create(input: AnnouncementCreateInput): Promise<AdminAnnouncement> {
      const [row] = await db
        .insert(announcements)
        .values({
          title: input.title,
          content: input.content,
          type: input.type ?? ANNOUNCEMENT_DEFAULTS.type,
          priority: input.priority ?? ANNOUNCEMENT_DEFAULTS.priority,
          targetAudience: input.targetAudience ?? ANNOUNCEMENT_DEFAULTS.targetAudience,
          isActive: input.isActive ?? ANNOUNCEMENT_DEFAULTS.isActive,
          startDate: new Date(input.startDate),
          endDate: input.endDate ? new Date(input.endDate) : null,
        })
        .returning();
      return toAdmin(row!);
    },

    async update(id: number, patch: AnnouncementPatchInput): Promise<AdminAnnouncement> {
      const [current] = await db.select().from(announcements).where(eq(announcements.id, id));
      if (!current) throw notFound("Announcement");
      const { startDate, endDate, ...rest } = patch;
      const values: Partial<Values> = { ...rest, updatedAt: new Date() };
      if (startDate !== undefined) values.startDate = new Date(startDate);
      if (endDate !== undefined) values.endDate = endDate === null ? null : new Date(endDate);
      // The schema compares dates sent together; a date sent alone is compared with the stored one here.
      const start = values.startDate ?? current.startDate;
      const end = values.endDate === undefined ? current.endDate : values.endDate;
      if (end && end.getTime() <= start.getTime()) throw badRequest("Please check: endDate", { endDate: END_AFTER_START });
      const [row] = await db.update(announcements).set(values).where(eq(announcements.id, id)).returning();
      return toAdmin(row!);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
      if (deleted.length === 0) throw notFound("Announcement");
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
