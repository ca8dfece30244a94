// One schema for the announcement form, the API body and the insert, with the form's defaults.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { isoDateTime, requiredText } from "../lib/form-fields.ts";

export const ANNOUNCEMENT_TYPES = ["launch", "update", "news", "maintenance"] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementType, string> = {
  launch: "Product Launch",
  update: "Update",
  news: "News",
  maintenance: "Maintenance",
};

export const ANNOUNCEMENT_PRIORITIES = ["urgent", "high", "normal", "low"] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

export const ANNOUNCEMENT_AUDIENCES = ["all", "clients", "prospects"] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: "All Visitors",
  clients: "Clients",
  prospects: "Prospects",
};

/** Priority normal, audience all, active, start now; the type has no given default, so news, the neutral one. */
export const ANNOUNCEMENT_DEFAULTS = { type: "news", priority: "normal", targetAudience: "all", isActive: true } as const;

const fields = {
  title: requiredText(200, "Title"),
  content: requiredText(2000, "Content"),
  type: z.enum(ANNOUNCEMENT_TYPES, { message: `Type must be one of: ${ANNOUNCEMENT_TYPES.join(", ")}` }).optional(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { message: `Priority must be one of: ${ANNOUNCEMENT_PRIORITIES.join(", ")}` }).optional(),
  startDate: isoDateTime("Start date is required"),
  endDate: isoDateTime("End date must be a valid date and time").nullable().optional(),
  targetAudience: z.enum(ANNOUNCEMENT_AUDIENCES, { message: `Audience must be one of: ${ANNOUNCEMENT_AUDIENCES.join(", ")}` }).optional(),
  isActive: z.boolean({ message: "Active must be true or false" }).optional(),
};

const END_AFTER_START = "End date must be after the start date";
const endAfterStart = (v: { startDate?: string; endDate?: string | null }) =>
  !v.startDate || !v.endDate || new Date(v.endDate).getTime() > new Date(v.startDate).getTime();

export const announcementCreateSchema = z.object(fields).refine(endAfterStart, { message: END_AFTER_START, path: ["endDate"] });
export type AnnouncementCreateInput = z.infer<typeof announcementCreateSchema>;

/** PATCH: any subset; an end date sent alone is checked against the stored start on the server. */
export const announcementPatchSchema = z.object(fields).partial().refine(endAfterStart, { message: END_AFTER_START, path: ["endDate"] });
export type AnnouncementPatchInput = z.infer<typeof announcementPatchSchema>;
export { END_AFTER_START };

/** An announcement as the public site shows it (active, running now, for all visitors or prospects). */
export const publicAnnouncementSchema = z.object({ id: z.number(), title: z.string(), content: z.string(), type: z.string(), priority: z.string() });
export type PublicAnnouncement = z.infer<typeof publicAnnouncementSchema>;

/** GET /api/admin/announcements item. */
export const adminAnnouncementSchema = publicAnnouncementSchema.extend({
  startDate: isoTime,
  endDate: isoTime.nullable(),
  targetAudience: z.string(),
  isActive: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
