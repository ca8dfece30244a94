import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import type { AuditAction, AuditEntryView } from "#common/audit/audit-actions.ts";

/** Who acted and from where: built from the request by auditActor() (audit-context.ts). */
export interface AuditActor {
  actorId?: number | null;
  actorEmail?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface AuditRecord extends AuditActor {
  action: AuditAction;
  target?: string | null;
  /** Facts that help read the line later (old and new role, setting key, row count). Never secrets or message bodies. */
  details?: Record<string, string | number | boolean | null>;
}

export interface AuditQuery {
  action?: AuditAction;
  actorId?: number;
  /** Matches the actor's e-mail or the target. */
  q?: string;
  from?: Date;
  to?: Date;
  page?: number;
  pageSize?: number;
}

/** Kept this long, then purged by the daily job. */
export const AUDIT_RETENTION_DAYS = 365;

/** The one writer of audit_log. */
export function createAuditService(db: Db) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        action: entry.action,
        actorId: entry.actorId ?? null,
        actorEmail: entry.actorEmail?.slice(0, 320) ?? null,
        target: entry.target?.slice(0, 300) ?? null,
        ip: entry.ip?.slice(0, 64) ?? null,
        userAgent: entry.userAgent?.slice(0, 300) ?? null,
        details: entry.details ?? null,
      });
    },

    async list(query: AuditQuery = {}): Promise<{ entries: AuditEntryView[]; total: number }> {
      const pageSize = Math.min(Math.max(query.pageSize ?? 50, 1), 200);
      const page = Math.max(query.page ?? 1, 1);
      const where: SQL[] = [];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.actorId !== undefined) where.push(eq(auditLog.actorId, query.actorId));
      if (query.from) where.push(gte(auditLog.at, query.from));
      if (query.to) where.push(lt(auditLog.at, query.to));
      if (query.q?.trim()) {
        const like = `%${query.q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
        where.push(or(ilike(auditLog.actorEmail, like), ilike(auditLog.target, like))!);
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ entry: auditLog, actorName: users.name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return {
        total: totals?.n ?? 0,
        entries: rows.map(({ entry, actorName }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          actorId: entry.actorId,
          actorEmail: entry.actorEmail,
          actorName,
          action: entry.action as AuditAction,
          target: entry.target,
          ip: entry.ip,
          userAgent: entry.userAgent,
          details: entry.details,
        })),
      };
    },

    /** Deletes what is older than the retention; returns how many lines went. */
    async purgeExpired(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
      const deleted = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
      return deleted.length;
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
