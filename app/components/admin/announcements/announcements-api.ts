import { useQuery } from "@tanstack/react-query";
import type { AnnouncementCreateInput } from "#common/announcements/announcement-schemas.ts";
import { apiQueryOptions, typedApi } from "#app/lib/typed-api.ts";
import { useContentMutations } from "../content/content-api.ts";

const ANNOUNCEMENTS_API = "/api/admin/announcements";
const announcementsApi = typedApi(ANNOUNCEMENTS_API);

export const useAnnouncements = () => useQuery(apiQueryOptions(ANNOUNCEMENTS_API, "/"));

export const useAnnouncementMutations = () =>
  useContentMutations<AnnouncementCreateInput>(ANNOUNCEMENTS_API, "Announcement", {
    create: (input) => announcementsApi("POST", "/", { body: input }),
    update: (id, input) => announcementsApi("PATCH", "/:id", { params: { id }, body: input }),
    remove: (id) => announcementsApi("DELETE", "/:id", { params: { id } }),
  });
