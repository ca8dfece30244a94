import { z } from "../lib/zod.ts";
import { contactListItemSchema, deliverySchema } from "./contact-types.ts";

// GET /api/admin/contacts: one page of the contacts admin, filtered, searched and sorted on the server (issue 18, item 6).

export const CONTACT_SORTS = ["created", "name", "status", "owner"] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const CONTACT_SORT_LABELS: Record<ContactSort, string> = { created: "Newest first", name: "Name", status: "Status", owner: "Owner" };
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

const anyMeansNone = (v: unknown) => (v === "all" || v === "" ? undefined : v);

/** Query-string parameters: every one optional; "all" or empty means "no filter". */
export const contactListQuerySchema = z.object({
  page: z.coerce.number({ message: "Page must be a number" }).int({ message: "Page must be a whole number" }).min(1, { message: "Pages start at 1" }).default(1),
  pageSize: z.coerce.number({ message: "Page size must be a number" }).int().min(1, { message: "Page size is 1 to 100" }).max(100, { message: "Page size is 1 to 100" }).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(CONTACT_SORTS, { message: "Sort by created, name, status or owner" }).default("created"),
  dir: z.enum(["asc", "desc"], { message: "Direction is asc or desc" }).optional(),
  search: z.string().trim().max(200, { message: "Search is at most 200 characters" }).optional(),
  role: z.preprocess(anyMeansNone, z.string().max(100).optional()),
  interest: z.preprocess(anyMeansNone, z.string().max(100).optional()),
  status: z.preprocess(anyMeansNone, z.string().max(40).optional()),
  /** "me" (the signed-in member), "none" (unowned) or a staff id. */
  owner: z.preprocess(anyMeansNone, z.union([z.literal("me"), z.literal("none"), z.coerce.number().int().positive()], { message: "Owner is me, none or a staff id" }).optional()),
  /** Where the lead came from (utm_source, referrer host or "direct"; "none": not recorded): docs/decisions/027. */
  leadSource: z.preprocess(anyMeansNone, z.string().trim().toLowerCase().max(100, { message: "Lead source is at most 100 characters" }).optional()),
  /** Export only: these contacts ("1,2,3"). */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, { message: "ids is a comma-separated list of contact ids" })
    .transform((v) => v.split(",").map(Number))
    .optional(),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
export type ContactListParams = Partial<Record<keyof z.input<typeof contactListQuerySchema>, string | number>>;

/** The four cards of the contacts page, for every contact (not the page, not the filter). */
export const contactSummarySchema = z.object({ total: z.number(), thisWeek: z.number(), agents: z.number(), brokers: z.number() });
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const contactListPageSchema = z.object({
  items: z.array(contactListItemSchema),
  /** Contacts matching the filters (all pages). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ContactListPage = z.infer<typeof contactListPageSchema>;

/** GET /api/admin/contacts/overview: the cards and the delivery problems, over every contact (not the filters). */
export const contactsOverviewSchema = z.object({
  summary: contactSummarySchema,
  /** Every contact with a delivery that did not get through: the page's problem summary. */
  deliveryProblems: z.array(z.object({ id: z.number(), deliveries: z.array(deliverySchema) })),
});
export type ContactsOverview = z.infer<typeof contactsOverviewSchema>;

/** The query string for a list or export call; unset, "all" and empty values are left out. */
export function contactListSearch(params: ContactListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "" && value !== "all") search.set(key, String(value));
  return search.toString();
}
