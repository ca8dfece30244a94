import { desc, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { liveEvents } from "../db/schema.ts";
import { LIVE_EVENT_KINDS, type LiveEvent, type LiveEventKind } from "#common/chat/live-types.ts";

// The live desk's fan-out (docs/decisions/021-live-lead-desk.md). Every event is a row of live_events; a trigger
// NOTIFYs its id on PostgreSQL, and each instance reads the rows after the last id it saw — on a notification, after
// its own writes, and on a poll (the only way on PGlite, the fallback on PostgreSQL). Each instance keeps only its own
// open streams in memory; nothing several instances share lives here.

const CHANNEL = "bcai_live";
/** Events are ids to refetch by; a client that was away longer refetches its lists anyway. */
const KEEP_EVENTS_MS = 60 * 60_000;
// Ids are handed out when a row is inserted, rows become visible when their transaction commits: an event published
// inside a longer transaction (or one whose commit is slower, on a busy server) can appear after a later id was
// read. The ids skipped over are looked for again for this long (a rolled-back insert leaves a gap for good).
const GAP_WAIT_MS = 30_000;
const MAX_GAPS = 1_000;

/** A count of open streams this instance allows, and what a refused client reads. */
export interface LiveCap {
  /** "staff", "member:3", "visitors", "address:203.0.113.7", "conversation:…": streams sharing a key share the cap. */
  key: string;
  limit: number;
  message: string;
}

export interface LiveSubscriber {
  /** Every cap the stream counts against; one that is full refuses it. Staff and visitors share none. */
  caps: readonly LiveCap[];
  accepts(event: LiveEvent): boolean;
  send(event: LiveEvent): void;
  /** Called when the hub ends the stream (shutdown). */
  close(): void;
}

export type LiveSubscription = { ok: true; unsubscribe: () => void } | { ok: false; message: string };

export type LiveWrite = { kind: LiveEventKind; conversationId?: string | null; contactId?: number | null; actor?: string | null; staffId?: number | null };

export interface LiveHub {
  /** Records an event (inside the caller's transaction when given one) and delivers it here at once. */
  publish(event: LiveWrite, tx?: Db | Tx): Promise<void>;
  /** Adds a stream, or names the full cap that refuses it (the caller answers 429 with its message). */
  subscribe(subscriber: LiveSubscriber): LiveSubscription;
  /** Open streams on this instance. */
  size(): number;
  watch(): void;
  /** Starts watching and resolves once the hub knows where the events stand: what follows reaches the streams. */
  ready(): Promise<void>;
  /** Ends every open stream and refuses new ones (graceful shutdown: the clients reconnect to another instance). */
  closeStreams(): void;
  /** False once the instance is shutting down. */
  accepting(): boolean;
  close(): Promise<void>;
}

export function createLiveHub(opts: { database: Database; logger: Logger; pollMs?: number }): LiveHub {
  const { database, logger } = opts;
  const db = database.db;
  // PGlite is one process: the poll is the fan-out, so it is quick. On PostgreSQL NOTIFY does the work and the poll
  // only catches a lost notification.
  const pollMs = opts.pollMs ?? (database.listen ? 1_000 : 200);
  const subscribers = new Set<LiveSubscriber>();
  const open = new Map<string, number>();
  let lastId: number | undefined;
  /** Ids skipped over by a read (not committed yet, or never): id → when first missed. */
  const gaps = new Map<number, number>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let listening = false;
  let closed = false;
  let reading: Promise<void> | null = null;
  let again = false;
  let stopping = false;
  let lastCleanup = 0;

  function deliver(event: LiveEvent) {
    for (const s of subscribers) {
      if (!s.accepts(event)) continue;
      try {
        s.send(event);
      } catch (err) {
        logger.warn({ err }, "live: a stream failed to take an event");
      }
    }
  }

  async function readOnce() {
    if (lastId === undefined) {
      gaps.clear();
      const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).orderBy(desc(liveEvents.id)).limit(1);
      lastId = row?.id ?? 0;
      return;
    }
    const now = Date.now();
    for (const [id, since] of gaps) if (now - since > GAP_WAIT_MS) gaps.delete(id);
    const missed = [...gaps.keys()];
    const after = gt(liveEvents.id, lastId);
    const rows = await db.select().from(liveEvents).where(missed.length > 0 ? or(after, inArray(liveEvents.id, missed)) : after).orderBy(liveEvents.id).limit(500 + missed.length);
    if (rows.length === 0) {
      // The table was emptied (tests, a restore): ids start over, and every row there now came after that, so none
      // was delivered yet: read them all.
      const [top] = await db.select({ id: liveEvents.id }).from(liveEvents).orderBy(desc(liveEvents.id)).limit(1);
      if ((top?.id ?? 0) < lastId) {
        lastId = 0;
        gaps.clear();
        again = true;
      }
    }
    let fresh = 0;
    for (const row of rows) {
      if (row.id <= lastId) {
        // A late commit of an id skipped over before: delivered now, once.
        if (!gaps.delete(row.id)) continue;
      } else {
        fresh++;
        if (row.id - lastId <= MAX_GAPS) for (let id = lastId + 1; id < row.id && gaps.size < MAX_GAPS; id++) gaps.set(id, now);
        lastId = row.id;
      }
      if (!(LIVE_EVENT_KINDS as readonly string[]).includes(row.kind)) continue;
      deliver({ id: row.id, kind: row.kind as LiveEventKind, conversationId: row.conversationId, contactId: row.contactId, actor: row.actor, staffId: row.staffId });
    }
    if (fresh === 500) again = true;
    if (Date.now() - lastCleanup > 60_000) {
      lastCleanup = Date.now();
      await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(Date.now() - KEEP_EVENTS_MS)));
    }
  }

  /** One read at a time; a request during a read runs one more after it (so no event waits for the next poll). */
  function read(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        try {
          await readOnce();
        } catch (err) {
          logger.warn({ err }, "live: reading events failed");
          break;
        }
      } while (again && !closed);
    })().finally(() => (reading = null));
    return reading;
  }

  async function listen() {
    if (!database.listen || listening || closed) return;
    listening = true;
    try {
      // With no stream open here nothing is read (a burst of leads would otherwise cost a query each).
      stopListening = await database.listen(CHANNEL, () => subscribers.size > 0 && void read(), () => {
        listening = false;
        stopListening = null;
      });
      if (closed) await stopListening();
    } catch (err) {
      listening = false;
      logger.warn({ err }, "live: LISTEN failed; polling only until it reconnects");
    }
  }

  return {
    async publish(event, tx) {
      await (tx ?? db).insert(liveEvents).values({
        kind: event.kind,
        conversationId: event.conversationId ?? null,
        contactId: event.contactId ?? null,
        actor: event.actor ?? null,
        staffId: event.staffId ?? null,
      });
      // Inside a transaction the row is not visible yet: the commit's NOTIFY (or the poll) brings it.
      if (!tx) void read();
    },

    subscribe(subscriber) {
      const full = subscriber.caps.find((cap) => (open.get(cap.key) ?? 0) >= cap.limit);
      if (full) return { ok: false, message: full.message };
      subscribers.add(subscriber);
      for (const { key } of subscriber.caps) open.set(key, (open.get(key) ?? 0) + 1);
      let removed = false;
      const unsubscribe = () => {
        if (removed) return;
        removed = true;
        subscribers.delete(subscriber);
        for (const { key } of subscriber.caps) {
          const left = (open.get(key) ?? 1) - 1;
          if (left <= 0) open.delete(key);
          else open.set(key, left);
        }
      };
      return { ok: true, unsubscribe };
    },

    size: () => subscribers.size,

    watch() {
      if (timer || closed) return;
      void read();
      void listen();
      timer = setInterval(() => {
        if (!listening) void listen();
        // No stream open here: no query every tick. The next stream starts from the newest event (its client
        // refetches its lists on "ready" anyway), so nothing stale is announced to it.
        if (subscribers.size === 0) {
          if (!reading) lastId = undefined;
          return;
        }
        void read();
      }, pollMs);
      timer.unref();
    },

    async ready() {
      this.watch();
      while (lastId === undefined && !closed) await read();
    },

    accepting: () => !stopping && !closed,

    closeStreams() {
      stopping = true;
      for (const s of [...subscribers]) s.close();
    },

    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const s of [...subscribers]) s.close();
      await reading;
      await stopListening?.();
    },
  };
}

/** The newest event id (a client's "since" mark; tests). */
export async function latestLiveEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)`.mapWith(Number) }).from(liveEvents);
  return row?.id ?? 0;
}
