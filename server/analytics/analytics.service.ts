import type { Db } from "../db/client.ts";
import { analyticsEvents } from "../db/schema.ts";
import type { AnalyticsEvent } from "../../common/analytics/events.ts";
import { createVisitorHasher } from "./visitor-hash.ts";

export interface VisitorInfo {
  ip: string;
  userAgent: string;
}

/** Stores first-party analytics events; the visitor is kept only as a daily-rotating hash. */
export function createAnalyticsService(db: Db) {
  const hasher = createVisitorHasher(db);
  return {
    async record(event: AnalyticsEvent, visitor: VisitorInfo, now = new Date()): Promise<void> {
      const visitorHash = await hasher.hash(visitor.ip, visitor.userAgent, now);
      // Query strings and fragments can carry e-mail addresses or tokens: only the path is kept.
      const path = event.path.split(/[?#]/)[0]!;
      await db.insert(analyticsEvents).values({ type: event.type, path, props: event.props ?? null, visitorHash, createdAt: now });
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
