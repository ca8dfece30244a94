import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, readJson } from "../lib/validate.ts";
import { testimonialCreateSchema, testimonialPatchSchema } from "../../common/testimonials/testimonial-schemas.ts";

/** /api/admin/testimonials (spec §7). */
export function testimonialsAdminRoutes(deps: AppDeps) {
  const testimonials = deps.services.testimonials;

  const app = new Hono<AppEnv>()
    .get("/", async (c) => c.json(await testimonials.list()))

    .post("/", async (c) => c.json(await testimonials.create(await readJson(c, testimonialCreateSchema)), 201))

    .patch("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Testimonial");
      return c.json(await testimonials.update(id, await readJson(c, testimonialPatchSchema)));
    })

    .delete("/:id", async (c) => {
      await testimonials.remove(parseId(c.req.param("id"), "Testimonial"));
      return c.json({ message: "Testimonial deleted" });
    });

  return app;
}
