import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { adminTestimonialSchema, testimonialCreateSchema, testimonialPatchSchema } from "#common/testimonials/testimonial-schemas.ts";
import { route } from "../openapi/route-contract.ts";

/** /api/admin/testimonials. */
export function testimonialsAdminRoutes(deps: AppDeps) {
  const testimonials = deps.services.testimonials;

  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "All testimonials", responses: { 200: z.array(adminTestimonialSchema) } }, async (c) => c.json(await testimonials.list())))

    .post(...route("/", { summary: "Add a testimonial", body: testimonialCreateSchema, responses: { 201: adminTestimonialSchema } }, async (c) =>
      c.json(await testimonials.create(c.req.valid("json")), 201),
    ))

    .patch(...route("/:id", { summary: "Change a testimonial", body: testimonialPatchSchema, responses: { 200: adminTestimonialSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Testimonial");
      return c.json(await testimonials.update(id, c.req.valid("json")));
    }))

    .delete(...route("/:id", { summary: "Delete a testimonial", responses: { 200: messageSchema } }, async (c) => {
      await testimonials.remove(parseId(c.req.param("id"), "Testimonial"));
      return c.json({ message: "Testimonial deleted" });
    }));

  return app;
}
