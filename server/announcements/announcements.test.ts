import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import type { AdminAnnouncement } from "#common/announcements/announcement-schemas.ts";

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

const start = new Date(Date.now() - 60_000).toISOString();
const valid = { title: "Voice AI launch", content: "Our voice agent now answers calls.", startDate: start };
const post = (json: unknown) => t.request("/api/admin/announcements", { method: "POST", json, headers: auth });

describe("/api/admin/announcements", () => {
  it("creates with the spec's defaults and shows on the public banner feed", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const created = (await res.json()) as AdminAnnouncement;
    expect(created).toMatchObject({ ...valid, type: "news", priority: "normal", targetAudience: "all", isActive: true, endDate: null });
    const live = await t.deps.services.publicContent.activeAnnouncements();
    expect(live.map((a) => a.id)).toEqual([created.id]);
    const list = (await (await t.request("/api/admin/announcements", { headers: auth })).json()) as AdminAnnouncement[];
    expect(list).toHaveLength(1);
  });

  it("answers 400 with field messages", async () => {
    const res = await post({ title: "", content: " ", type: "party", priority: "meh", targetAudience: "everyone" });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      title: "Title is required",
      content: "Content is required",
      startDate: "Start date is required",
      type: "Type must be one of: launch, update, news, maintenance",
      priority: "Priority must be one of: urgent, high, normal, low",
      targetAudience: "Audience must be one of: all, clients, prospects",
    });
    const backwards = await post({ ...valid, endDate: new Date(Date.now() - 3_600_000).toISOString() });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { errors: Record<string, string> }).errors.endDate).toBe("End date must be after the start date");
  });

  it("updates, checks an end date sent alone against the stored start, 404 for unknown ids", async () => {
    const created = (await (await post({ ...valid, type: "launch", priority: "urgent" })).json()) as AdminAnnouncement;
    const res = await t.request(`/api/admin/announcements/${created.id}`, { method: "PATCH", json: { isActive: false, targetAudience: "clients" }, headers: auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isActive: false, targetAudience: "clients", type: "launch", priority: "urgent" });
    const early = await t.request(`/api/admin/announcements/${created.id}`, {
      method: "PATCH",
      json: { endDate: new Date(Date.parse(start) - 1000).toISOString() },
      headers: auth,
    });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { errors: Record<string, string> }).errors.endDate).toBe("End date must be after the start date");
    const cleared = await t.request(`/api/admin/announcements/${created.id}`, { method: "PATCH", json: { endDate: null }, headers: auth });
    expect(cleared.status).toBe(200);
    expect((await t.request("/api/admin/announcements/4242", { method: "PATCH", json: { title: "x" }, headers: auth })).status).toBe(404);
  });

  it("deletes, then 404", async () => {
    const created = (await (await post(valid)).json()) as AdminAnnouncement;
    expect((await t.request(`/api/admin/announcements/${created.id}`, { method: "DELETE", headers: auth })).status).toBe(200);
    const again = await t.request(`/api/admin/announcements/${created.id}`, { method: "DELETE", headers: auth });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Announcement not found" });
  });

  it("requires a session", async () => {
    for (const [method, path] of [["GET", ""], ["POST", ""], ["PATCH", "/1"], ["DELETE", "/1"]] as const) {
      const res = await t.request(`/api/admin/announcements${path}`, { method, json: method === "GET" ? undefined : valid });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
