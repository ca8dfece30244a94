import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { testimonials } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import type {
  AdminTestimonial,
  PublicTestimonial,
  TestimonialCreateInput,
  TestimonialPatchInput,
} from "#common/testimonials/testimonial-schemas.ts";

type Row = typeof testimonials.$inferSelect;

/** What the public site may show of a row (public-content.service.ts reads the featured ones). */
export function toPublicTestimonial(row: Row): PublicTestimonial {
  return {
    id: row.id,
    clientName: row.clientName,
    clientTitle: row.clientTitle,
    clientCompany: row.clientCompany,
    testimonialText: row.testimonialText,
    rating: row.rating,
    clientImage: row.clientImage,
    location: row.location,
  };
}

function toAdmin(row: Row): AdminTestimonial {
  return {
    ...toPublicTestimonial(row),
    isFeature: row.isFeature,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Testimonials CMS; the public site reads featured ones through public-content.service.ts. */
export function createTestimonialsService(db: Db) {
  return {
    async list(): Promise<AdminTestimonial[]> {
      const rows = await db.select().from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
      return rows.map(toAdmin);
    },

    async create(input: TestimonialCreateInput): Promise<AdminTestimonial> {
      const [row] = await db
        .insert(testimonials)
        .values({
          ...input,
          rating: input.rating ?? 5,
          clientImage: input.clientImage ?? "",
          location: input.location ?? "",
          isFeature: input.isFeature ?? false,
          isActive: input.isActive ?? true,
        })
        .returning();
      return toAdmin(row!);
    },

    async update(id: number, patch: TestimonialPatchInput): Promise<AdminTestimonial> {
      const [row] = await db
        .update(testimonials)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(testimonials.id, id))
        .returning();
      if (!row) throw notFound("Testimonial");
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
      if (deleted.length === 0) throw notFound("Testimonial");
    },
  };
}
export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
