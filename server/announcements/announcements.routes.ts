import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { adminAnnouncementSchema, announcementCreateSchema, announcementPatchSchema } from "#common/announcements/announcement-schemas.ts";
import { route } from "../openapi/route-contract.ts";

/** /api/admin/announcements. */
export function announcementsAdminRoutes(deps: AppDeps) {
  const announcements = deps.services.announcements;

  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "All announcements", responses: { 200: z.array(adminAnnouncementSchema) } }, async (c) => c.json(await announcements.list())))

    .post(...route("/", { summary: "Add an announcement", body: announcementCreateSchema, responses: { 201: adminAnnouncementSchema } }, async (c) =>
      c.json(await announcements.create(c.req.valid("json")), 201),
    ))

    .patch(...route("/:id", { summary: "Change an announcement", body: announcementPatchSchema, responses: { 200: adminAnnouncementSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Announcement");
      return c.json(await announcements.update(id, c.req.valid("json")));
    }))

    .delete(...route("/:id", { summary: "Delete an announcement", responses: { 200: messageSchema } }, async (c) => {
      await announcements.remove(parseId(c.req.param("id"), "Announcement"));
      return c.json({ message: "Announcement deleted" });
    }));

  return app;
}
