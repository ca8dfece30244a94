import { z } from "../lib/zod.ts";

/** GET /api/admin/whatsapp/conversations/:id/window: WhatsApp's 24-hour window and the approved template (docs/decisions/051). */
export const whatsappWindowSchema = z.object({
  open: z.boolean(),
  /** ISO times; null when the contact never wrote on WhatsApp. */
  lastInboundAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  template: z.object({ name: z.string(), language: z.string(), body: z.string(), params: z.number() }).nullable(),
});
export type WhatsappWindow = z.infer<typeof whatsappWindowSchema>;

export const whatsappTemplateSendSchema = z.object({
  params: z.array(z.string().max(500, "Each value can be at most 500 characters")).max(10),
});
