import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { ApiError } from "../lib/errors.ts";
import { LIVE_READY_EVENT, type LiveEvent } from "#common/chat/live-types.ts";
import type { LiveCap, LiveHub } from "./live-hub.ts";

/** A comment line now and then: proxies and browsers keep the connection, and a dead one is noticed. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long and the client reconnects (what a member's session check cannot see still applies). */
export const MAX_STREAM_MS = 10 * 60_000;

export interface LiveStreamOptions {
  /** The caps it counts against (server/live/live-budgets.ts); a full one answers 429 with its message. */
  caps: readonly LiveCap[];
  accepts(event: LiveEvent): boolean;
  heartbeatMs?: number;
  maxMs?: number;
  /** Ends the stream after this long without an event for it (a visitor's; the widget reconnects while shown). */
  idleMs?: number;
  /**
   * A member's stream: it ends as soon as `allowed()` says no (the session ended, the role or status changed) —
   * asked on each heartbeat and at once on a "session" event for `staffId` (those are never sent to the client).
   */
  session?: { staffId: number; allowed(): Promise<boolean> };
  /** Called when the stream starts and on each heartbeat while it is open (staff presence). */
  onAlive?: () => Promise<void>;
  /** Called once when the stream ends, however it ends. */
  onEnd?: () => Promise<void>;
}

/**
 * An SSE response carrying the hub's events this stream accepts. The first event ("ready") tells the client to
 * refetch its lists: whatever happened while it was away is then on screen, so a missed event is never a missed lead.
 * A full cap answers 429 before any stream starts.
 */
export function openLiveStream(c: Context, hub: LiveHub, opts: LiveStreamOptions): Response {
  if (!hub.accepting()) throw new ApiError(503, "The server is restarting. Please try again.", { headers: { "Retry-After": "1" } });
  let stream: SSEStreamingApi | null = null;
  const early: LiveEvent[] = [];
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let idle: ReturnType<typeof setTimeout> | null = null;
  const stillUsed = () => {
    if (!opts.idleMs) return;
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => end(), opts.idleMs);
  };
  const write = (s: SSEStreamingApi, event: LiveEvent) => {
    stillUsed();
    return s.writeSSE({ event: event.kind, id: String(event.id), data: JSON.stringify(event) }).catch(() => end());
  };
  const check = sessionCheck(opts.session, end);

  const subscription = hub.subscribe({
    caps: opts.caps,
    accepts: (e) => (e.kind === "session" ? e.staffId != null && e.staffId === opts.session?.staffId : opts.accepts(e)),
    send(event) {
      if (event.kind === "session") check();
      else if (stream) void write(stream, event);
      else early.push(event);
    },
    close: () => end(),
  });
  if (!subscription.ok) throw new ApiError(429, subscription.message);
  const { unsubscribe } = subscription;

  c.header("X-Accel-Buffering", "no");
  return streamSSE(
    c,
    async (s) => {
      s.onAbort(() => end());
      const alive = () => void opts.onAlive?.().catch(() => undefined);
      const beat = setInterval(() => {
        void s.write(": ping\n\n").catch(() => end());
        alive();
        check();
      }, opts.heartbeatMs ?? HEARTBEAT_MS);
      const expiry = setTimeout(() => end(), opts.maxMs ?? MAX_STREAM_MS);
      try {
        await hub.ready();
        await s.writeSSE({ event: LIVE_READY_EVENT, data: "{}", retry: 2_000 });
        stream = s;
        stillUsed();
        alive();
        for (const event of early.splice(0)) await write(s, event);
        await ended;
      } finally {
        clearInterval(beat);
        clearTimeout(expiry);
        if (idle) clearTimeout(idle);
        unsubscribe();
        await opts.onEnd?.().catch(() => undefined);
      }
    },
    async () => {
      unsubscribe();
    },
  );
}

/** Asks `allowed()` one call at a time; a request during a call runs one more after it, so no change is missed. */
function sessionCheck(session: LiveStreamOptions["session"], end: () => void): () => void {
  let running = false;
  let again = false;
  return function check() {
    if (!session) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        // A failed check (the database away a moment) is asked again on the next heartbeat.
        if (!(await session.allowed().catch(() => true))) {
          end();
          break;
        }
      } while (again);
    })().finally(() => (running = false));
  };
}
