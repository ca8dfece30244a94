import { z } from "../lib/zod.ts";
import { rateSchema, reportRangeSchema } from "./analytics-report.ts";

// GET /api/admin/analytics/funnel (issue 37, item 7): chats → qualified → booked → done, by source and by language.
// What each step counts (server/analytics/booking-funnel.ts; the page shows the same words under the funnel):
// - chats: conversations started in the range in which the visitor wrote at least one message.
// - qualified: of those, the ones whose contact (as it stands now) told us their role and at least one more thing the
//   score reads (team size, market areas, tools, the problem, a timeline other than "not sure"), or that booked: a
//   booking is the strongest qualification, and counting it keeps every step inside the one before.
// - booked: of those chats, the ones that led to a consultation booking, made from the chat or by its contact after
//   the chat began (whatever became of it later: a cancelled meeting was still booked).
// - done: of those, the ones whose contact's meeting was held (a booking marked done).
// - without a chat: bookings made in the range (a move is not a new booking) by someone who had not chatted before
//   (the /book page, staff, the calendar), and how many of them were held. They are not in the steps above.
// Source is the contact's first touch (lead_sources: utm_source, the referrer's host or "direct"), else the chat's own
// (its first visit's, or "sms" for a text); a booking staff made for no recorded visit has none ("none"). Language is
// the chat's, or the booking's.

export const FUNNEL_STEPS = ["chats", "qualified", "booked", "done"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const counts = {
  chats: z.number(),
  qualified: z.number(),
  booked: z.number(),
  done: z.number(),
  /** Bookings made in the range without a chat before them, and how many of those meetings were held. */
  bookedWithoutChat: z.number(),
  doneWithoutChat: z.number(),
};
export const funnelCountsSchema = z.object(counts);
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;
export const funnelRowSchema = z.object({ key: z.string(), ...counts });
export type FunnelRow = z.infer<typeof funnelRowSchema>;

export const bookingFunnelReportSchema = z.object({
  range: reportRangeSchema,
  totals: funnelCountsSchema,
  /** Each step over the one before, in percent (null when the step before is 0). */
  rates: z.object({ qualified: rateSchema, booked: rateSchema, done: rateSchema }),
  /** By the contact's first-touch source, else the chat's own ("none": not recorded), most chats first. */
  bySource: z.array(funnelRowSchema),
  /** By the chat's (or the booking's) language code, most chats first. */
  byLanguage: z.array(funnelRowSchema),
});
export type BookingFunnelReport = z.infer<typeof bookingFunnelReportSchema>;
