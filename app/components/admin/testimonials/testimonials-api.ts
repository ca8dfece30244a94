import { useQuery } from "@tanstack/react-query";
import type { TestimonialCreateInput } from "#common/testimonials/testimonial-schemas.ts";
import { apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";
import { useContentMutations } from "../content/content-api.ts";

const TESTIMONIALS_API = "/api/admin/testimonials";
const testimonialsApi = typedApi(TESTIMONIALS_API);

export const useTestimonials = () => useQuery(apiQueryOptions(TESTIMONIALS_API, "/"));

export const useTestimonialMutations = () =>
  useContentMutations<TestimonialCreateInput>(TESTIMONIALS_API, "Testimonial", {
    create: (input) => testimonialsApi("POST", "/", { body: input }),
    update: (id, input) => testimonialsApi("PATCH", "/:id", { params: { id }, body: input }),
    remove: (id) => testimonialsApi("DELETE", "/:id", { params: { id } }),
  });
