/** Reads a text/event-stream Response in tests: events as they come, and waiting for one that matches. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseReader {
  status: number;
  /** Every event received so far. */
  seen: SseEvent[];
  /** The next not yet taken event that matches (waits for it up to `timeoutMs`). */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export function openSse(res: Response): SseReader {
  if (res.status !== 200 || !res.body) throw new Error(`event stream failed: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const seen: SseEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  let closed = false;
  let buffer = "";

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { event: "message", data: "" };
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const [field, ...rest] = line.split(":");
            const v = rest.join(":").replace(/^ /, "");
            if (field === "event") event.event = v;
            else if (field === "data") data.push(v);
            else if (field === "id") event.id = v;
          }
          if (data.length === 0 && event.event === "message") continue;
          event.data = data.join("\n");
          seen.push(event);
          for (const w of waiters) w();
        }
      }
    } catch {
      // cancelled
    } finally {
      closed = true;
      for (const w of waiters) w();
    }
  })();

  return {
    status: res.status,
    seen,
    next(match, timeoutMs = 10_000) {
      return new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          for (let i = taken; i < seen.length; i++) {
            if (match(seen[i]!)) {
              taken = i + 1;
              cleanup();
              resolve(seen[i]!);
              return;
            }
          }
          if (closed) {
            cleanup();
            reject(new Error(`stream closed before the event came (seen: ${seen.map((e) => e.event).join(", ")})`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms (seen: ${seen.map((e) => e.event).join(", ")})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      void reader.cancel().catch(() => undefined);
    },
  };
}
