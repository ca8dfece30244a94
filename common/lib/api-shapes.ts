// Small response shapes many routes share (the OpenAPI document shows them; docs/decisions/025). Browser-safe.
import { z } from "./zod.ts";

/** `{message}`: what a delete or an action answers when there is nothing else to tell. */
export const messageSchema = z.object({ message: z.string() });

/** An ISO 8601 time as the API writes dates. */
export const isoTime = z.string().meta({ format: "date-time" });

/**
 * True when two types are the same: `const _x: SameShape<z.infer<typeof schema>, View> = true` ties a response schema
 * to a type kept without zod (files the widget's chunk imports), so neither can change alone.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
