// Small response shapes many routes share (the OpenAPI document shows them; docs/decisions/025). Browser-safe.
import { z } from "./zod.ts";

/** `{message}`: what a delete or an action answers when there is nothing else to tell. */
export const messageSchema = z.object({ message: z.string() });

/** An ISO 8601 time as the API writes dates. */
export const isoTime = z.string().meta({ format: "date-time" });
