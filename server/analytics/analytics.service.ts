import { isbot } from "isbot";
import type { Db } from "../db/client.ts";
import { analyticsEvents } from "../db/schema.ts";
import type { AnalyticsEvent, ConversionKind } from "#common/analytics/events.ts";
import { cleanFirstTouch, sourceOf, type FirstTouch } from "#common/analytics/first-touch.ts";
import { createVisitorHasher } from "./visitor-hash.ts";
import { deviceClass } from "./device.ts";

export interface VisitorInfo {
  ip: string;
  userAgent: string;
}

type Props = Record<string, string | number | boolean>;

/** A tab's first page view: its referrer and UTM tags, cleaned, and the source they add up to. */
function entryOf(event: AnalyticsEvent): { props: Props; source: string } | null {
  if (event.type !== "page_view" || !event.props?.entry) return null;
  const { entry: _entry, ...touch } = event.props;
  const clean = cleanFirstTouch(touch);
  return { props: { entry: true, ...clean }, source: sourceOf(clean) };
}

/**
 * Stores first-party analytics events; the visitor is kept only as a daily-rotating hash, the device only as its
 * class (mobile, tablet, desktop), never the user agent.
 */
export function createAnalyticsService(db: Db) {
  const hasher = createVisitorHasher(db);
  return {
    async record(event: AnalyticsEvent, visitor: VisitorInfo, now = new Date()): Promise<void> {
      const visitorHash = await hasher.hash(visitor.ip, visitor.userAgent, now);
      // Query strings and fragments can carry e-mail addresses or tokens: only the path is kept.
      const path = event.path.split(/[?#]/)[0]!;
      const entry = entryOf(event);
      await db.insert(analyticsEvents).values({
        type: event.type,
        path,
        props: entry ? entry.props : (event.props ?? null),
        visitorHash,
        device: deviceClass(visitor.userAgent),
        source: entry?.source ?? null,
        createdAt: now,
      });
    },

    /**
     * A lead was stored (contact form, chat lead, newsletter sign-up): counted for the visitor who sent it, under
     * the source of their first touch. Crawlers are not counted. Never throws: the lead is what matters.
     */
    async recordConversion(kind: ConversionKind, visitor: VisitorInfo, touch: FirstTouch | undefined, now = new Date()): Promise<boolean> {
      if (isbot(visitor.userAgent)) return false;
      const visitorHash = await hasher.hash(visitor.ip, visitor.userAgent, now);
      await db.insert(analyticsEvents).values({
        type: "conversion",
        path: touch?.landingPage ?? "/",
        props: { kind },
        visitorHash,
        device: deviceClass(visitor.userAgent),
        source: sourceOf(touch ?? {}),
        createdAt: now,
      });
      return true;
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
