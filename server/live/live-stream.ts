import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { ApiError } from "../lib/errors.ts";
import { LIVE_READY_EVENT, LIVE_TOO_MANY_STREAMS, type LiveEvent } from "../../common/chat/live-types.ts";
import type { LiveHub } from "./live-hub.ts";

/** A comment line now and then: proxies and browsers keep the connection, and a dead one is noticed. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long and the client reconnects: a revoked session or a changed role takes effect. */
export const MAX_STREAM_MS = 10 * 60_000;

export interface LiveStreamOptions {
  key: string;
  accepts(event: LiveEvent): boolean;
  heartbeatMs?: number;
  maxMs?: number;
  /** Called when the stream starts and on each heartbeat while it is open (staff presence). */
  onAlive?: () => Promise<void>;
  /** Called once when the stream ends, however it ends. */
  onEnd?: () => Promise<void>;
}

/**
 * An SSE response carrying the hub's events this stream accepts. The first event ("ready") tells the client to
 * refetch its lists: whatever happened while it was away is then on screen, so a missed event is never a missed lead.
 * A full hub answers 429 before any stream starts.
 */
export function openLiveStream(c: Context, hub: LiveHub, opts: LiveStreamOptions): Response {
  if (!hub.accepting()) throw new ApiError(503, "The server is restarting. Please try again.", { headers: { "Retry-After": "1" } });
  let stream: SSEStreamingApi | null = null;
  const early: LiveEvent[] = [];
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const write = (s: SSEStreamingApi, event: LiveEvent) =>
    s.writeSSE({ event: event.kind, id: String(event.id), data: JSON.stringify(event) }).catch(() => end());

  const unsubscribe = hub.subscribe({
    key: opts.key,
    accepts: opts.accepts,
    send(event) {
      if (stream) void write(stream, event);
      else early.push(event);
    },
    close: () => end(),
  });
  if (!unsubscribe) throw new ApiError(429, LIVE_TOO_MANY_STREAMS);

  c.header("X-Accel-Buffering", "no");
  return streamSSE(
    c,
    async (s) => {
      s.onAbort(() => end());
      const alive = () => void opts.onAlive?.().catch(() => undefined);
      const beat = setInterval(() => {
        void s.write(": ping\n\n").catch(() => end());
        alive();
      }, opts.heartbeatMs ?? HEARTBEAT_MS);
      const expiry = setTimeout(() => end(), opts.maxMs ?? MAX_STREAM_MS);
      try {
        await hub.ready();
        await s.writeSSE({ event: LIVE_READY_EVENT, data: "{}", retry: 2_000 });
        stream = s;
        alive();
        for (const event of early.splice(0)) await write(s, event);
        await ended;
      } finally {
        clearInterval(beat);
        clearTimeout(expiry);
        unsubscribe();
        await opts.onEnd?.().catch(() => undefined);
      }
    },
    async () => {
      unsubscribe();
    },
  );
}
