import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { AdminTestimonial } from "#common/testimonials/testimonial-schemas.ts";

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const valid = {
  clientName: "Maria Gonzalez",
  clientTitle: "Broker",
  clientCompany: "Gonzalez Realty",
  testimonialText: "Our response time went from hours to minutes.",
  rating: 5,
  location: "Sugar Land",
};

const post = (json: unknown) => t.request("/api/admin/testimonials", { method: "POST", json, headers: auth });

describe("/api/admin/testimonials", () => {
  it("creates with defaults (active, not featured) and lists", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminTestimonial;
    expect(created).toMatchObject({ ...valid, isActive: true, isFeature: false, clientImage: "" });
    const list = (await (await t.request("/api/admin/testimonials", { headers: auth })).json()) as AdminTestimonial[];
    expect(list.map((x) => x.id)).toEqual([created.id]);
  });

  it("answers 400 with field messages", async () => {
    const res = await post({ clientName: " ", rating: 6, location: "Dallas" });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      clientName: "Client name is required",
      clientTitle: "Client title is required",
      clientCompany: "Company is required",
      testimonialText: "Testimonial text is required",
      rating: "Rating must be a whole number from 1 to 5",
    });
    expect(errors.location).toMatch(/^Location must be one of: Memorial Villages/);
    for (const rating of [0, 2.5, "5"]) expect((await post({ ...valid, rating })).status, String(rating)).toBe(400);
  });

  it("updates and toggles, 404 for unknown ids", async () => {
    const created = (await (await post(valid)).json()) as AdminTestimonial;
    const res = await t.request(`/api/admin/testimonials/${created.id}`, { method: "PATCH", json: { isFeature: true, rating: 4 }, headers: auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isFeature: true, rating: 4, clientName: valid.clientName });
    const featured = await t.deps.services.publicContent.featuredTestimonials();
    expect(featured.map((x) => x.id)).toEqual([created.id]);
    const bad = await t.request(`/api/admin/testimonials/${created.id}`, { method: "PATCH", json: { testimonialText: "" }, headers: auth });
    expect(bad.status).toBe(400);
    expect((await t.request("/api/admin/testimonials/999", { method: "PATCH", json: { rating: 3 }, headers: auth })).status).toBe(404);
  });

  it("deletes, then 404", async () => {
    const created = (await (await post(valid)).json()) as AdminTestimonial;
    expect((await t.request(`/api/admin/testimonials/${created.id}`, { method: "DELETE", headers: auth })).status).toBe(200);
    const again = await t.request(`/api/admin/testimonials/${created.id}`, { method: "DELETE", headers: auth });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Testimonial not found" });
  });

  it("requires a session", async () => {
    for (const [method, path] of [["GET", ""], ["POST", ""], ["PATCH", "/1"], ["DELETE", "/1"]] as const) {
      const res = await t.request(`/api/admin/testimonials${path}`, { method, json: method === "GET" ? undefined : valid });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
