import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { cleanFirstTouch, cleanPath, cleanReferrer, cleanTag, type FirstTouch } from "./first-touch.ts";
import { wellFormed } from "../lib/well-formed-text.ts";

// The first-touch data a lead arrives with (contact form, chat, newsletter) and how the admin shows it.

const RAW_MAX = 2048;
const raw = z.string().max(RAW_MAX, { message: `At most ${RAW_MAX} characters` }).transform(wellFormed).optional();

/**
 * What a browser sends: checked for type and size, then cleaned (values capped at 100/300 characters, the referrer
 * reduced to origin + path, query strings and address-like values dropped). Unknown keys are refused.
 */
export const firstTouchSchema = z
  .object({
    landingPage: raw.describe("The first page of the visit (a path of this site)"),
    referrer: raw.describe("The page that linked to the site; only its origin and path are kept"),
    utmSource: raw,
    utmMedium: raw,
    utmCampaign: raw,
    utmTerm: raw,
    utmContent: raw,
  })
  .strict()
  .transform((value): FirstTouch => cleanFirstTouch(value));

/** The field a lead form carries: a malformed first touch is dropped, never a reason to lose the lead. */
export const firstTouchField = firstTouchSchema.optional().catch(undefined);

/** The props of a tab's first page view (POST /api/events): the path is the landing page itself. */
export const entryPropsSchema = z
  .object({
    entry: z.literal(true),
    referrer: raw,
    utmSource: raw,
    utmMedium: raw,
    utmCampaign: raw,
    utmTerm: raw,
    utmContent: raw,
  })
  .strict();

export { cleanPath, cleanReferrer, cleanTag };

/** How the contacts admin shows where a lead came from. */
export const leadOriginSchema = z.object({
  /** form | chat | newsletter: the way the lead arrived with this visit. */
  channel: z.string(),
  source: z.string(),
  landingPage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  createdAt: isoTime,
});
export type LeadOrigin = z.infer<typeof leadOriginSchema>;

/** The contacts filter's and report's name for "no visit recorded". */
export const NO_SOURCE = "none";

/** GET /api/admin/contacts/sources: leads created in the range, by source and by the way they arrived. */
export const leadSourceRowSchema = z.object({
  source: z.string(),
  leads: z.number(),
  form: z.number(),
  chat: z.number(),
  newsletter: z.number(),
  /** Booked a consultation (the /book page or the chat's booking). */
  booking: z.number(),
  /** Added by staff (they have no visit, so they are under "none"). */
  admin: z.number(),
});
export type LeadSourceRow = z.infer<typeof leadSourceRowSchema>;
export const leadSourceReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  sources: z.array(leadSourceRowSchema),
});
export type LeadSourceReport = z.infer<typeof leadSourceReportSchema>;
