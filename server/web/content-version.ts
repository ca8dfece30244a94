import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { announcements, appMeta, blogPosts } from "../db/schema.ts";
import { writeMetaAndNotify } from "../lib/app-meta.ts";

// What the public pages show changes when staff change something (on any instance) or when the clock reaches a
// scheduled post or an announcement's start or end. `generation()` moves on every such change, so cached pages
// are tagged with the generation they were rendered at. Design: docs/decisions/016-page-cache.md.

const KEY = "content_version";
const CHANNEL = "bcai_content_version";

export interface ContentVersion {
  /** The local generation; undefined until the database has been read once (nothing may be cached before). */
  generation(): number | undefined;
  /** Records a staff change: written to the database (other instances see it) and effective here at once. */
  bump(): Promise<void>;
  /** Starts following other instances' changes and the clock (idempotent). */
  watch(): void;
  close(): Promise<void>;
}

export function createContentVersion(opts: { database: Database; logger: Logger; pollMs?: number }): ContentVersion {
  const { database, logger } = opts;
  const pollMs = opts.pollMs ?? 1_000;
  let generation = 0;
  let seen: string | null | undefined;
  let nextChangeAt: number | null = null;
  // Scheduled changes before this instant are accounted for. A check looks for the first one after it, even one whose
  // time has already passed (a post due 1 s after it was saved can fall between two checks on a busy machine).
  let horizon = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let listening = false;
  let closed = false;
  let checking: Promise<void> | null = null;

  function observe(value: string | null) {
    if (seen !== undefined && value !== seen) generation++;
    seen = value;
  }

  async function read() {
    // A change happens 1 ms after its value (an announcement is shown up to and including its end instant).
    const since = new Date(horizon - 1);
    const result = await database.db.execute<{ version: string | null; next: Date | string | null }>(sql`
      select (select ${appMeta.value} from ${appMeta} where ${appMeta.key} = ${KEY}) as version,
        least(
          (select min(${blogPosts.publishedAt}) from ${blogPosts} where ${blogPosts.isPublished} and ${blogPosts.publishedAt} > ${since}),
          (select min(${announcements.startDate}) from ${announcements} where ${announcements.startDate} > ${since}),
          (select min(${announcements.endDate}) from ${announcements} where ${announcements.endDate} > ${since})
        ) as next`);
    const row = result.rows[0];
    observe(row?.version ?? null);
    nextChangeAt = row?.next ? new Date(row.next).getTime() + 1 : null;
  }

  function check(): Promise<void> {
    checking ??= read()
      .catch((err: unknown) => logger.warn({ err }, "content version check failed"))
      .finally(() => (checking = null));
    return checking;
  }

  async function listen() {
    if (!database.listen || listening || closed) return;
    listening = true;
    try {
      stopListening = await database.listen(CHANNEL, (value) => observe(value), () => {
        listening = false;
        stopListening = null;
      });
      if (closed) await stopListening();
    } catch (err) {
      listening = false;
      logger.warn({ err }, "content version: LISTEN failed; polling only until it reconnects");
    }
  }

  return {
    generation() {
      if (nextChangeAt !== null && Date.now() >= nextChangeAt) {
        horizon = nextChangeAt;
        nextChangeAt = null;
        generation++;
        void check();
      }
      return seen === undefined ? undefined : generation;
    },

    async bump() {
      const value = randomUUID();
      // One statement: the new version and its broadcast.
      await writeMetaAndNotify(database.db, KEY, value, CHANNEL);
      generation++;
      seen = value;
      // The change may have scheduled something (a post, an announcement): learn its time now.
      await check();
    },

    watch() {
      if (timer || closed) return;
      void check();
      void listen();
      // The fallback when a notification is lost (and the clock check on PGlite); one small query a second.
      timer = setInterval(() => {
        void check();
        if (!listening) void listen();
      }, pollMs);
      timer.unref();
    },

    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await checking;
      await stopListening?.();
    },
  };
}
