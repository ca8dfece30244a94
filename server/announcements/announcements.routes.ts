import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId, readJson } from "../lib/validate.ts";
import { announcementCreateSchema, announcementPatchSchema } from "../../common/announcements/announcement-schemas.ts";

/** /api/admin/announcements (spec §7). */
export function announcementsAdminRoutes(deps: AppDeps) {
  const announcements = deps.services.announcements;

  const app = new Hono<AppEnv>()
    .get("/", async (c) => c.json(await announcements.list()))

    .post("/", async (c) => c.json(await announcements.create(await readJson(c, announcementCreateSchema)), 201))

    .patch("/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Announcement");
      return c.json(await announcements.update(id, await readJson(c, announcementPatchSchema)));
    })

    .delete("/:id", async (c) => {
      await announcements.remove(parseId(c.req.param("id"), "Announcement"));
      return c.json({ message: "Announcement deleted" });
    });

  return app;
}
