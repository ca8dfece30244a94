import { and, eq, gt, inArray, like } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { cacheEntries, users } from "../db/schema.ts";
import { deleteCache, writeCache } from "../lib/cache-entries.ts";
import { AREA_ROLES } from "#common/auth/access.ts";

// "Is anyone from the team online?" for the chat widget (docs/decisions/021): a member with the admin open holds a live stream,
// and the stream marks them present in cache_entries (shared by every instance) at its start and on each heartbeat.
// A mark outlives the last heartbeat by a little, so a member is "online" until ~45 s after their last tab closed.

const PREFIX = "staff-presence:";
export const PRESENCE_TTL_MS = 45_000;

export function createStaffPresence(db: Db) {
  // Streams of a member on this instance: the mark is removed when the last one ends (another instance's heartbeat
  // puts it back within seconds if the member still has a tab open there).
  const local = new Map<number, number>();

  return {
    async alive(userId: number): Promise<void> {
      await writeCache(db, `${PREFIX}${userId}`, {}, PRESENCE_TTL_MS);
    },
    opened(userId: number): void {
      local.set(userId, (local.get(userId) ?? 0) + 1);
    },
    async closed(userId: number): Promise<void> {
      const left = (local.get(userId) ?? 1) - 1;
      if (left > 0) {
        local.set(userId, left);
        return;
      }
      local.delete(userId);
      await deleteCache(db, `${PREFIX}${userId}`);
    },
    /** How many active members who can answer chats (the chat area's roles) have the admin open now. */
    async onlineCount(): Promise<number> {
      const rows = await db
        .select({ key: cacheEntries.key })
        .from(cacheEntries)
        .where(and(like(cacheEntries.key, `${PREFIX}%`), gt(cacheEntries.expiresAt, new Date())));
      const ids = rows.map((r) => Number(r.key.slice(PREFIX.length))).filter(Number.isInteger);
      if (ids.length === 0) return 0;
      const members = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.status, "active"), inArray(users.role, [...AREA_ROLES.chat])));
      return members.length;
    },
  };
}
export type StaffPresence = ReturnType<typeof createStaffPresence>;
