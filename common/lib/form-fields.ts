// Small zod building blocks shared by the schemas (content, contact form, newsletter).
import { z } from "./zod.ts";

/** Optional text: trimmed, empty allowed, capped. */
export const optionalText = (max: number, label: string) =>
  z.string({ message: `${label} must be text` }).trim().max(max, { message: `${label} must be at most ${max} characters` });

/** Required text: trimmed, then at least one character ("Title is required"). */
export const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** An e-mail address as the public forms take it: trimmed, lower-cased, at most 254 characters; one message for every fault. */
export const emailAddress = (message: string) =>
  z.string({ message }).trim().toLowerCase().max(254, { message }).pipe(z.email({ message }));

/** Site paths ("/images/x.svg") or absolute http(s) URLs; empty means "none". */
export const imageUrl = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(2000, { message: `${label} is too long` })
    .refine((v) => v === "" || /^\/(?!\/)\S*$/.test(v) || isHttpUrl(v), {
      message: `${label} must be a full URL (https://…) or a site path (/images/…)`,
    });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** An ISO 8601 date-time with a zone (what `Date.prototype.toISOString` writes). */
export const isoDateTime = (message: string) => z.iso.datetime({ offset: true, message });
