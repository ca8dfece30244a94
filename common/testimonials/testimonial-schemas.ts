// One schema for the testimonial form, the API body and the insert.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { imageUrl, requiredText } from "../lib/form-fields.ts";
import { serviceAreas } from "../content/offerings.ts";

/** The Houston-area locations a testimonial can carry (the agency's service areas). */
export const TESTIMONIAL_LOCATIONS = serviceAreas;
export type TestimonialLocation = (typeof TESTIMONIAL_LOCATIONS)[number];

export const MIN_RATING = 1;
export const MAX_RATING = 5;
const RATING_MESSAGE = `Rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}`;

export const testimonialCreateSchema = z.object({
  clientName: requiredText(120, "Client name"),
  clientTitle: requiredText(120, "Client title"),
  clientCompany: requiredText(160, "Company"),
  testimonialText: requiredText(2000, "Testimonial text"),
  rating: z.number({ message: RATING_MESSAGE }).int({ message: RATING_MESSAGE }).min(MIN_RATING, { message: RATING_MESSAGE }).max(MAX_RATING, { message: RATING_MESSAGE }).optional(),
  clientImage: imageUrl("Client photo").optional(),
  /** Empty: no location badge. */
  location: z.enum(["", ...TESTIMONIAL_LOCATIONS], { message: `Location must be one of: ${TESTIMONIAL_LOCATIONS.join(", ")}` }).optional(),
  isFeature: z.boolean({ message: "Featured must be true or false" }).optional(),
  isActive: z.boolean({ message: "Active must be true or false" }).optional(),
});
export type TestimonialCreateInput = z.infer<typeof testimonialCreateSchema>;

export const testimonialPatchSchema = testimonialCreateSchema.partial();
export type TestimonialPatchInput = z.infer<typeof testimonialPatchSchema>;

/** A testimonial as the public site shows it (featured and active ones only). */
export const publicTestimonialSchema = z.object({
  id: z.number(),
  clientName: z.string(),
  clientTitle: z.string(),
  clientCompany: z.string(),
  testimonialText: z.string(),
  rating: z.number(),
  clientImage: z.string(),
  location: z.string(),
});
export type PublicTestimonial = z.infer<typeof publicTestimonialSchema>;

/** GET /api/admin/testimonials item. */
export const adminTestimonialSchema = publicTestimonialSchema.extend({
  isFeature: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** What the admin form edits: every stored field but the id and the timestamps. */
export type TestimonialFormValues = Omit<AdminTestimonial, "id" | "createdAt" | "updatedAt">;
