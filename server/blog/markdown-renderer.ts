// Markdown renders in one worker thread with a time limit, never on the event loop: a parser can take far
// longer on some input than on any real post (marked's emphasis matching was quadratic: "*a _" × 20,000 took
// half a minute), and a stalled render must not stall the site. The worker is killed when a render overruns
// and started again for the next one.
import { Worker } from "node:worker_threads";
import { MAX_CONTENT_CHARS, NESTING_MESSAGE, withinNestingLimit } from "#common/blog/markdown-limits.ts";

export type WorkerRequest = { id: number; md: string; siteUrl: string | undefined };
export type WorkerReply =
  | { id: number; ok: true; html: string; readingMinutes: number }
  | { id: number; ok: false; tooComplex: boolean; message: string; /** the message says what to fix */ forUser?: boolean };

export type RenderedMarkdown = { html: string; readingMinutes: number };

export const TOO_COMPLEX_MESSAGE = "Content is too complex to display (it took too long to render): simplify its formatting";
export const TOO_LONG_MESSAGE = `Content must be at most ${MAX_CONTENT_CHARS} characters`;

/**
 * The document was refused before or while rendering; `message` is meant for the content field. 400: past a
 * limit checked up front; 422: too complex to render in time; 503: too many renders waiting.
 */
export class MarkdownRejectedError extends Error {
  readonly status: 400 | 422 | 503;
  constructor(message: string, status: 400 | 422 | 503) {
    super(message);
    this.name = "MarkdownRejectedError";
    this.status = status;
  }
}

const tooComplex = (message = TOO_COMPLEX_MESSAGE) => new MarkdownRejectedError(message, 422);
const cancelled = () => new MarkdownRejectedError("The render was cancelled", 422);

type Job = WorkerRequest & { resolve: (r: RenderedMarkdown) => void; reject: (e: Error) => void; signal?: AbortSignal; timeoutMs?: number };

export type MarkdownRendererOptions = {
  /** Longest a single render may run; the default leaves a normal 100,000-character post (55 ms quiet, 325 ms busy) headroom. */
  timeoutMs?: number;
  /** Renders waiting beyond this are refused at once rather than queued behind a slow one. */
  maxQueue?: number;
  /** The worker (tens of MB) ends after this long without work; the next render starts another (~0.2 s). */
  idleMs?: number;
};

export function createMarkdownRenderer(options: MarkdownRendererOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const maxQueue = options.maxQueue ?? 16;
  const idleMs = options.idleMs ?? 60_000;
  let idleTimer: NodeJS.Timeout | null = null;
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let ready = false;
  let running: { job: Job; timer: NodeJS.Timeout } | null = null;
  let nextId = 1;
  let closed = false;

  function finish(outcome: { value: RenderedMarkdown } | { error: Error }) {
    if (!running) return;
    const { job, timer } = running;
    clearTimeout(timer);
    job.signal?.removeEventListener("abort", abortRunning);
    running = null;
    if ("value" in outcome) job.resolve(outcome.value);
    else job.reject(outcome.error);
    pump();
  }

  function kill(error: Error) {
    const current = worker;
    const started = ready;
    worker = null;
    ready = false;
    void current?.terminate();
    if (running) finish({ error });
    // A worker that dies before it is ready would die again for the next job: fail what waits (a 500).
    else if (!started) for (const job of queue.splice(0)) job.reject(new Error("The Markdown renderer did not start"));
  }

  function abortRunning() {
    kill(cancelled());
  }

  function start(): Worker {
    const w = new Worker(new URL("./markdown-worker.ts", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 } });
    w.unref();
    w.on("message", (msg: WorkerReply | { ready: true }) => {
      if ("ready" in msg) {
        ready = true;
        pump();
      } else if (running && msg.id === running.job.id) {
        if (msg.ok) finish({ value: { html: msg.html, readingMinutes: msg.readingMinutes } });
        else finish({ error: msg.tooComplex ? tooComplex(msg.forUser ? msg.message : undefined) : new Error(msg.message) });
      }
    });
    // Out of memory or a crash inside the worker: the document cannot be rendered; start afresh next time.
    w.on("error", () => w === worker && kill(tooComplex()));
    w.on("exit", () => w === worker && kill(tooComplex()));
    return w;
  }

  function stopWhenIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (running || queue.length > 0 || !worker) return;
      const idle = worker;
      worker = null;
      ready = false;
      void idle.terminate();
    }, idleMs);
    idleTimer.unref();
  }

  function pump() {
    if (running || closed) return;
    let job = queue.shift();
    while (job?.signal?.aborted) {
      job.reject(cancelled());
      job = queue.shift();
    }
    if (!job) {
      if (worker) stopWhenIdle();
      return;
    }
    if (idleTimer) {
      clearTimeout(idleTimer);
      idleTimer = null;
    }
    worker ??= start();
    if (!ready) {
      queue.unshift(job); // dispatched on "ready": the time limit counts rendering, not the worker's start
      return;
    }
    const timer = setTimeout(() => kill(tooComplex()), job.timeoutMs ?? timeoutMs);
    running = { job, timer };
    job.signal?.addEventListener("abort", abortRunning, { once: true });
    worker.postMessage({ id: job.id, md: job.md, siteUrl: job.siteUrl } satisfies WorkerRequest);
  }

  return {
    /** Sanitized HTML and reading time; rejects with MarkdownRejectedError for documents past the limits. */
    // `timeoutMs`: this document's own time limit, shorter or longer than the renderer's.
    render(md: string, opts: { siteUrl?: string; signal?: AbortSignal; timeoutMs?: number } = {}): Promise<RenderedMarkdown> {
      if (md.length > MAX_CONTENT_CHARS) return Promise.reject(new MarkdownRejectedError(TOO_LONG_MESSAGE, 400));
      if (!withinNestingLimit(md)) return Promise.reject(new MarkdownRejectedError(NESTING_MESSAGE, 400));
      if (closed) return Promise.reject(new Error("The Markdown renderer is closed"));
      if (queue.length >= maxQueue) return Promise.reject(new MarkdownRejectedError("Too many documents are being rendered: please try again in a moment", 503));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, md, siteUrl: opts.siteUrl, resolve, reject, signal: opts.signal, ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}) });
        pump();
      });
    },

    /** Whether a worker thread is alive (started or starting). */
    get workerAlive(): boolean {
      return worker !== null;
    },

    async close(): Promise<void> {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      for (const job of queue.splice(0)) job.reject(new Error("The Markdown renderer is closed"));
      const current = worker;
      worker = null;
      if (running) finish({ error: new Error("The Markdown renderer is closed") });
      await current?.terminate();
    },
  };
}
export type MarkdownRenderer = ReturnType<typeof createMarkdownRenderer>;
