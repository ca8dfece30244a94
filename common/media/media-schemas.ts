import { z } from "../lib/zod.ts";

/** The answer to an upload (POST /api/admin/media). */
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  /** The largest variant: what a post stores (cover field or Markdown). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcSet: z.string(),
  /** Bytes of every stored variant together. */
  bytes: z.number().int(),
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string(), bytes: z.number().int() })),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
