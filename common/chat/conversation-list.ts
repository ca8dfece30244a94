import { z } from "../lib/zod.ts";
import { listPageSchema, optionalPage, pagingFields, sortField } from "../lib/list-query.ts";
import { CONVERSATION_STATUSES } from "./live-types.ts";
import { chatConversationSummarySchema } from "./chat-admin-schemas.ts";

// GET /api/admin/chat/conversations: the inbox. Without `page`: the newest 200 as an array (the live inbox's first
// answer); with `page`: one page, sorted and searched on the server (docs/decisions/028).

export const CONVERSATION_SORTS = ["activity", "created", "messages", "status"] as const;
export type ConversationSort = (typeof CONVERSATION_SORTS)[number];
export const CONVERSATION_SORT_LABELS: Record<ConversationSort, string> = { activity: "Latest activity", created: "Started", messages: "Messages", status: "Status" };
export const CONVERSATION_SORTS_DESCENDING: readonly ConversationSort[] = ["activity", "created", "messages"];

export const conversationListQuerySchema = z.object({
  status: z.string().optional().meta({ description: `One of: ${CONVERSATION_STATUSES.join(", ")}; anything else means all` }),
  q: z.string().optional().meta({ description: "Words in the visitor's messages or the lead's name, e-mail or phone" }),
  mine: z.string().optional().meta({ description: "1: only the conversations you handle" }),
  page: optionalPage,
  pageSize: pagingFields.pageSize,
  dir: pagingFields.dir,
  sort: sortField(CONVERSATION_SORTS, "activity"),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const conversationListPageSchema = listPageSchema(chatConversationSummarySchema);

export const bulkConversationsSchema = z.object({
  action: z.literal("delete", { message: "Please choose an action" }),
  ids: z
    .array(z.string().min(1).max(100), { message: "Please select conversations" })
    .min(1, { message: "Please select conversations" })
    .max(200, { message: "At most 200 conversations at once" })
    .transform((list) => [...new Set(list)]),
});
export type BulkConversationsInput = z.input<typeof bulkConversationsSchema>;
