import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema.ts";
import { sha256 } from "../lib/crypto.ts";
import type { SessionPolicy } from "./auth.service.ts";
import { describeUserAgent } from "#common/auth/user-agent.ts";
import type { SessionDevice, SessionDevicesPage } from "#common/auth/account-schemas.ts";

/** A session that still signs in: before its absolute end and not idle too long. Expired rows are the purge job's. */
export const liveSession = (policy: SessionPolicy) =>
  and(gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, new Date(Date.now() - policy.idleMinutes * 60_000)));

type Row = { publicId: string; tokenHash: string; userAgent: string | null; ip: string | null; createdAt: Date; lastSeenAt: Date };
type Group = SessionDevice & { publicIds: string[] };

// The device as the member reads it (browser, system, address): two Chrome versions on one laptop are one device.
const deviceId = (device: string, ip: string | null) => sha256(`${device}\n${ip ?? ""}`).slice(0, 32);

/** A member's live sessions grouped by device, this device first, then the most recently seen. */
export function createSessionDevices(db: Db, policy: SessionPolicy) {
  async function groups(userId: number, currentToken: string | null): Promise<Group[]> {
    const rows: Row[] = await db
      .select({ publicId: sessions.publicId, tokenHash: sessions.tokenHash, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), liveSession(policy)))
      .orderBy(sql`${sessions.lastSeenAt} desc`);
    const current = currentToken ? sha256(currentToken) : null;
    const byDevice = new Map<string, Group>();
    for (const row of rows) {
      const device = describeUserAgent(row.userAgent);
      const id = deviceId(device, row.ip);
      const group = byDevice.get(id);
      if (!group) {
        const at = { firstSignInAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString() };
        byDevice.set(id, { id, device, ip: row.ip, sessions: 1, ...at, current: row.tokenHash === current, publicIds: [row.publicId] });
        continue;
      }
      group.sessions++;
      group.publicIds.push(row.publicId);
      group.current ||= row.tokenHash === current;
      if (row.createdAt.toISOString() < group.firstSignInAt) group.firstSignInAt = row.createdAt.toISOString();
    }
    return [...byDevice.values()].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  return {
    async page(userId: number, currentToken: string | null, page: number, pageSize: number): Promise<SessionDevicesPage> {
      const all = await groups(userId, currentToken);
      const items = all.slice((page - 1) * pageSize, page * pageSize).map(({ publicIds: _ids, ...device }) => device);
      return { items, total: all.length, page, pageSize };
    },

    /** Ends the device's sessions but the asking one (its device stays signed in); null when there is no such device. */
    async end(userId: number, id: string, currentToken: string | null): Promise<number | null> {
      const group = (await groups(userId, currentToken)).find((g) => g.id === id);
      if (!group) return null;
      const keep = currentToken ? sha256(currentToken) : null;
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), inArray(sessions.publicId, group.publicIds), keep ? sql`${sessions.tokenHash} <> ${keep}` : undefined))
        .returning({ id: sessions.publicId });
      return ended.length;
    },
  };
}
