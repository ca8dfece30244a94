import { z } from "../lib/zod.ts";
import { listPageSchema, pagingFields, sortField } from "../lib/list-query.ts";
import { newsletterSubscriberSchema } from "./newsletter-schemas.ts";
import { recordId, recordIdListParam } from "../lib/record-id.ts";

// GET /api/admin/newsletter/subscribers: the subscribers paged, sorted and searched on the server (docs/decisions/028).

export const SUBSCRIBER_SORTS = ["created", "email", "source"] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export const SUBSCRIBER_SORTS_DESCENDING: readonly SubscriberSort[] = ["created"];

const idList = recordIdListParam("ids is a comma-separated list of subscriber ids").optional();

export const subscriberListQuerySchema = z.object({ ...pagingFields, sort: sortField(SUBSCRIBER_SORTS, "created") });
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

/** The CSV export: the list's search and order, or only the selected subscribers (`ids=1,2,3`). */
export const subscriberExportQuerySchema = subscriberListQuerySchema.omit({ page: true, pageSize: true }).extend({ ids: idList });
export type SubscriberExportQuery = z.output<typeof subscriberExportQuerySchema>;

export const subscriberListPageSchema = listPageSchema(newsletterSubscriberSchema);
export type SubscriberListPage = z.infer<typeof subscriberListPageSchema>;

export const bulkSubscribersSchema = z.object({
  action: z.literal("delete", { message: "Please choose an action" }),
  ids: z
    .array(recordId("Please select subscribers"), { message: "Please select subscribers" })
    .min(1, { message: "Please select subscribers" })
    .max(500, { message: "At most 500 subscribers at once" })
    .transform((list) => [...new Set(list)]),
});
export type BulkSubscribersInput = z.input<typeof bulkSubscribersSchema>;
