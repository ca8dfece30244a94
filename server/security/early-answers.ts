import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";

/**
 * How long a connection answered before its request body was read stays open after the answer: Apache's lingering
 * close waits as long for a quiet moment. A client that stops sending and closes ends it sooner.
 */
export const LINGER_MS = 2_000;
/**
 * What is read (and dropped) of such a body after the answer, to see the client's close: a client that stops when
 * the answer arrives has sent less (what was on its way); one that goes on is not read further, so it costs no
 * more memory or time than that (it is reset when LINGER_MS are over, long after the answer reached it).
 */
export const LINGER_MAX_BYTES = 1024 * 1024;

/**
 * The app as Node's request listener. The adapter's own clean-up of an unread body is off: it read up to 64 MB of
 * it for 500 ms, then reset the connection; closeGracefullyAfterEarlyAnswers does that job.
 */
export const nodeRequestListener = (fetch: Parameters<typeof getRequestListener>[0]) => getRequestListener(fetch, { autoCleanupIncoming: false });

const hasBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");

/**
 * An answer given before the request's body arrived in full (401, 413, 415 — or a route that ignores its body):
 * - it says `Connection: close`, since the rest of the body would otherwise be read before the next request, and
 *   a refused upload of 300 MB is not worth reading to keep a connection;
 * - the connection is closed in stages (RFC 9112, section 9.6): the answer and a FIN first, then what the client still
 *   sends is read and dropped until it closes or LINGER_MS pass, and only then the socket. Closing it at once,
 *   as Node does, leaves unread bytes in the kernel, which answers them with a reset that can wipe the answer
 *   before the client has read it.
 */
export function closeGracefullyAfterEarlyAnswers(server: Server): void {
  const answeredEarly = new WeakSet<Socket>();
  // First in line, so that even an answer written synchronously by the app's listener is seen.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadClosingEarly(this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      if (!req.complete && !this.headersSent) {
        this.setHeader("Connection", "close");
        answeredEarly.add(req.socket);
        dropRest(req);
      }
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
  });
  // Node ends a `Connection: close` exchange with destroySoon(): FIN, then destroy as soon as it is flushed. That
  // stays so for a connection whose requests were read in full (no bytes are left to reset it).
  server.on("connection", (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => (answeredEarly.has(socket) ? linger(socket) : destroySoon());
  });
}

/**
 * The answer is given: whatever was to read the body (the app's body stream, which stops pulling) is done with it.
 * The rest is read and dropped up to LINGER_MAX_BYTES, so that the lingering close sees the client's FIN; past
 * that the request is paused, which stops reading the socket. (Node's own clean-up would read all of it.)
 */
function dropRest(req: IncomingMessage): void {
  let dropped = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_MAX_BYTES) req.pause();
  });
  req.resume();
}

function linger(socket: Socket): void {
  if (socket.destroyed || socket.writableEnded) return;
  // The HTTP server's sockets are half-open: after end() the request parser goes on reading (what the request
  // listener above lets through), and the socket closes by itself once the client's FIN arrives.
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}
