import { LIVE_READY_EVENT } from "#common/chat/live-types.ts";

export type LiveState = "connecting" | "live" | "reconnecting";

export interface SseHandlers {
  /** Every (re)connection's first event: refetch the lists (a missed event is never a missed lead). */
  onReady(): void;
  onEvent(event: string, data: string): void;
  onState?(state: LiveState): void;
  /** The server refused for good (401/403/404): stop. */
  onRefused?(status: number): void;
}

/** Waits before the next attempt: 0.5 s, 1 s, 2 s, then every 4 s, with jitter so a restarted server is not hit by everyone at once. */
const backoff = (attempt: number) => Math.min(4_000, 500 * 2 ** Math.min(attempt, 4)) * (0.75 + Math.random() * 0.5);

/**
 * Reads a text/event-stream with fetch (so the admin's bearer token goes in a header, never in a URL) and reconnects
 * by itself: after an error, the end of the stream (a server restart, the stream's time limit) or a silent connection.
 */
export function connectSse(url: string, headers: () => Record<string, string>, handlers: SseHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function run() {
    if (stopped) return;
    controller = new AbortController();
    handlers.onState?.(attempt === 0 ? "connecting" : "reconnecting");
    // Heartbeats come every 15 s: nothing for 40 s means the connection is dead though not closed.
    let silence: ReturnType<typeof setTimeout> | null = null;
    const ctrl = controller;
    const alive = () => {
      if (silence) clearTimeout(silence);
      silence = setTimeout(() => ctrl.abort(), 40_000);
    };
    try {
      const res = await fetch(url, { headers: { Accept: "text/event-stream", ...headers() }, signal: ctrl.signal, cache: "no-store" });
      if (res.status === 401 || res.status === 403 || res.status === 404) {
        handlers.onRefused?.(res.status);
        stopped = true;
        return;
      }
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      alive();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        alive();
        buffer += value.replace(/\r\n?/g, "\n");
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (!line || line.startsWith(":")) continue;
            const at = line.indexOf(":");
            const field = at < 0 ? line : line.slice(0, at);
            const v = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
            if (field === "event") event = v;
            else if (field === "data") data.push(v);
          }
          if (event === LIVE_READY_EVENT) {
            attempt = 0;
            handlers.onState?.("live");
            handlers.onReady();
          } else if (data.length) handlers.onEvent(event, data.join("\n"));
        }
      }
    } catch {
      // a network error or our own abort: reconnect below
    } finally {
      if (silence) clearTimeout(silence);
    }
    if (stopped) return;
    handlers.onState?.("reconnecting");
    timer = setTimeout(() => void run(), backoff(attempt++));
  }

  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
