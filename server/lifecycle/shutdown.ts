import net from "node:net";
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { Logger } from "../lib/logger.ts";

export interface ShutdownSteps {
  /** How long to keep serving (readyz answering 503) so the load balancer stops sending traffic here. */
  drainMs: number;
  /** After the drain: the most to wait for requests in flight and background work before giving up. */
  timeoutMs: number;
  /** Start no new background work (job ticks, delivery claims). */
  stopWork(): void;
  /** Resolves true when the background work in progress ended within `timeoutMs`. */
  settleWork(timeoutMs: number): Promise<boolean>;
  /** Gives back the leases of work that did not end, so another instance takes it at once. */
  releaseWork(): Promise<number>;
  /** Closes the database and other clients, last. */
  close(): Promise<void>;
}

/** A connection that has not read its first request yet may already hold one: it is answered, not reset. */
const FRESH_CONNECTION_GRACE_MS = 1_000;
/** The most to wait for a moment without new connections before closing the listener anyway. */
const QUIET_BOUND_MS = 500;

interface Connection {
  /** Requests of this connection not yet answered. */
  busy: number;
  served: number;
  response: ServerResponse | null;
}

const sleep = (ms: number, unref = false) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, ms));
    if (unref) timer.unref();
  });

/**
 * Graceful shutdown of the HTTP server and the work behind it. While draining, `/readyz` answers 503 and
 * every response carries `Connection: close`, so keep-alive clients reconnect elsewhere after their
 * current response instead of finding their connection reset.
 */
export function createLifecycle(logger: Logger) {
  const connections = new Map<net.Socket, Connection>();
  let draining = false;
  /** Between the drain and the listener's close: new requests get a quick 503 instead of a page. */
  let refusing = false;
  let accepted = 0;

  function closeAfterResponse(res: ServerResponse) {
    if (!res.headersSent) res.setHeader("connection", "close");
  }

  function endIdle(includeFresh: boolean) {
    for (const [socket, conn] of connections) {
      if (conn.busy === 0 && (includeFresh || conn.served > 0)) socket.end();
    }
  }

  async function endFresh(graceMs: number) {
    const until = Date.now() + graceMs;
    const fresh = () => [...connections.values()].some((c) => c.busy === 0 && c.served === 0);
    while (fresh() && Date.now() < until) await sleep(25);
    endIdle(true);
  }

  return {
    get draining() {
      return draining;
    },

    wrap(listener: RequestListener): RequestListener {
      return (req: IncomingMessage, res: ServerResponse) => {
        if (!draining) return listener(req, res);
        closeAfterResponse(res);
        if (req.url === "/readyz" || req.url?.startsWith("/readyz?")) {
          res.writeHead(503, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
          res.end(JSON.stringify({ status: "draining", message: "Shutting down" }));
          return;
        }
        if (refusing) {
          res.writeHead(503, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "retry-after": "1" });
          res.end(JSON.stringify({ message: "The server is restarting. Please try again." }));
          return;
        }
        listener(req, res);
      };
    },

    /** Follows the server's connections: which are answering a request, which are idle. */
    attach(server: Server) {
      server.on("connection", (socket: net.Socket) => {
        accepted++;
        connections.set(socket, { busy: 0, served: 0, response: null });
        socket.once("close", () => connections.delete(socket));
      });
      server.on("request", (req: IncomingMessage, res: ServerResponse) => {
        const conn = connections.get(req.socket);
        if (!conn) return;
        conn.busy++;
        conn.response = res;
        res.once("close", () => {
          conn.busy--;
          conn.served++;
          conn.response = null;
          // Answered during the shutdown without `Connection: close` (it started before): end it now.
          if (draining && conn.busy === 0 && !server.listening) req.socket.end();
        });
      });
    },

    /** Runs the whole shutdown; resolves when the database is closed (the caller then exits). */
    async shutdown(server: Server, steps: ShutdownSteps): Promise<{ workSettled: boolean; released: number; forced: number }> {
      draining = true;
      for (const conn of connections.values()) if (conn.response) closeAfterResponse(conn.response);
      steps.stopWork();
      logger.info({ drainMs: steps.drainMs }, "shutting down: draining (readyz answers 503)");
      await sleep(steps.drainMs);

      const deadline = Date.now() + steps.timeoutMs;
      let closed: Promise<void> = Promise.resolve();
      await new Promise<void>((resolve) => {
        // Connections still queued in the kernel when the listener closes are reset by it. So the close
        // waits for a turn of the event loop that accepted none (answering quick 503s meanwhile keeps the
        // turns short), and happens in the check phase, right after the poll phase emptied the queue.
        refusing = true;
        const until = Date.now() + QUIET_BOUND_MS;
        let seen = accepted;
        const check = () => {
          if (accepted !== seen && Date.now() < until) {
            seen = accepted;
            setImmediate(check);
            return;
          }
          // Node's own server.close() would also end idle connections, resetting those whose request is unread.
          closed = new Promise<void>((done) => net.Server.prototype.close.call(server, () => done()));
          refusing = false;
          resolve();
        };
        setImmediate(check);
      });
      endIdle(false);
      const freshGrace = endFresh(Math.min(FRESH_CONNECTION_GRACE_MS, steps.timeoutMs));
      const [workSettled] = await Promise.all([
        steps.settleWork(steps.timeoutMs),
        Promise.race([closed, sleep(deadline - Date.now(), true)]),
        freshGrace,
      ]);
      let forced = 0;
      if (connections.size > 0) {
        forced = connections.size;
        logger.warn({ connections: forced }, "shutdown: closing connections still open after the timeout");
        for (const socket of connections.keys()) socket.destroy();
      }
      const released = await steps.releaseWork();
      if (released > 0) logger.warn({ released }, "shutdown: work still in progress after the timeout was given back");
      await steps.close();
      return { workSettled, released, forced };
    },
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
