import { z } from "../lib/zod.ts";
import { contactListItemSchema, deliverySchema, LEAD_STATUSES, type LeadStatus } from "./contact-types.ts";
import { anyMeansNone, listPageSchema, listSearch, pagingFields, sortField } from "../lib/list-query.ts";
import { recordIdListParam, recordIdParam } from "../lib/record-id.ts";
import { SCORE_BANDS, TIMELINES } from "./qualification.ts";
import { CONTACT_LANGUAGES } from "./contact-consent.ts";

// GET /api/admin/contacts: one page of the contacts admin, filtered, searched and sorted on the server (docs/decisions/028).

export const CONTACT_SORTS = ["created", "name", "status", "owner"] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const CONTACT_SORT_LABELS: Record<ContactSort, string> = { created: "Newest first", name: "Name", status: "Status", owner: "Owner" };
export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../lib/list-query.ts";

/** Query-string parameters: every one optional; "all" or empty means "no filter". */
export const contactListQuerySchema = z.object({
  ...pagingFields,
  sort: sortField(CONTACT_SORTS, "created"),
  role: z.preprocess(anyMeansNone, z.string().max(100).optional()),
  interest: z.preprocess(anyMeansNone, z.string().max(100).optional()),
  status: z.preprocess(anyMeansNone, z.string().max(40).optional()),
  /** "me" (the signed-in member), "none" (unowned) or a staff id. */
  owner: z.preprocess(anyMeansNone, z.union([z.literal("me"), z.literal("none"), recordIdParam("Owner is me, none or a staff id")], { message: "Owner is me, none or a staff id" }).optional()),
  /** Where the lead came from (utm_source, referrer host or "direct"; "none": not recorded): docs/decisions/031. */
  leadSource: z.preprocess(anyMeansNone, z.string().trim().toLowerCase().max(100, { message: "Lead source is at most 100 characters" }).optional()),
  /** The timeline the lead gave (common/contacts/qualification.ts). */
  timeline: z.preprocess(anyMeansNone, z.enum(TIMELINES, { message: "Please choose one of the listed timelines" }).optional()),
  /** Hot, warm or cold: the qualification score's band. */
  band: z.preprocess(anyMeansNone, z.enum(SCORE_BANDS, { message: "Score is hot, warm or cold" }).optional()),
  /** The language the lead wrote in (en, es, vi, zh). */
  language: z.preprocess(anyMeansNone, z.enum(CONTACT_LANGUAGES, { message: "Language is en, es, vi or zh" }).optional()),
  /** Export only: these contacts ("1,2,3"). */
  ids: recordIdListParam("ids is a comma-separated list of contact ids").optional(),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
export type ContactListParams = Partial<Record<keyof z.input<typeof contactListQuerySchema>, string | number>>;

/** The four cards of the contacts page, for every contact (not the page, not the filter). */
export const contactSummarySchema = z.object({ total: z.number(), thisWeek: z.number(), agents: z.number(), brokers: z.number() });
export type ContactSummary = z.infer<typeof contactSummarySchema>;

/** `total`: contacts matching the filters (all pages). */
export const contactListPageSchema = listPageSchema(contactListItemSchema);
export type ContactListPage = z.infer<typeof contactListPageSchema>;

/** GET /api/admin/contacts/overview: the cards and the delivery problems, over every contact (not the filters). */
export const contactsOverviewSchema = z.object({
  summary: contactSummarySchema,
  /** Every contact with a delivery that did not get through: the page's problem summary. */
  deliveryProblems: z.array(z.object({ id: z.number(), deliveries: z.array(deliverySchema) })),
});
export type ContactsOverview = z.infer<typeof contactsOverviewSchema>;

/** GET /api/admin/contacts/pipeline: contacts per status with the list's filters (the board's column counts). */
export const pipelineCountsSchema = z.object({
  counts: z.object(Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number()])) as Record<LeadStatus, z.ZodNumber>),
  /** Contacts in any status (a status outside the pipeline counts here only). */
  total: z.number(),
});
export type PipelineCounts = z.infer<typeof pipelineCountsSchema>;

/** The query string for a list or export call; unset, "all" and empty values are left out. */
export const contactListSearch = (params: ContactListParams): string => listSearch(params);
