import { z } from "zod";

/**
 * What an assistant reply was answered from, shown beside it in the conversation log: a staff-taught answer, a
 * passage of the site (a page, the FAQ, an offering, a post, the privacy page), or the model grounded in those.
 */
export const CHAT_SOURCE_KINDS = ["taught", "page", "faq", "offering", "post", "privacy", "model"] as const;
export type ChatSourceKind = (typeof CHAT_SOURCE_KINDS)[number];

export const chatReplySourceSchema = z.object({
  kind: z.enum(CHAT_SOURCE_KINDS),
  /** The taught answer's id, or the passage's id. */
  id: z.string().max(200).optional(),
  title: z.string().max(300),
  /** Where a visitor reads it: a path of the site ("/blog/…", "/privacy", "/solutions#faq"). */
  url: z.string().max(500).optional(),
});
export type ChatReplySource = z.infer<typeof chatReplySourceSchema>;
