import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a connection answered before its request body was read goes on being read (and the bytes dropped)
 * after the answer, before it is closed for good: Apache's lingering close waits as long for a quiet moment. A
 * client that stops sending and closes ends it sooner.
 */
export const LINGER_MS = 2_000;

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
      }
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
    res.once("finish", () => {
      if (req.complete) return;
      // Whatever was to read the body (the app's body stream, which pauses the request when nobody pulls) is done
      // with it: the rest is read and dropped, so the lingering close below sees the client's FIN.
      req.removeAllListeners("data");
      req.on("data", () => undefined);
      req.resume();
    });
  });
  // Node ends a `Connection: close` exchange with destroySoon(): FIN, then destroy as soon as it is flushed. That
  // stays so for a connection whose requests were read in full (no bytes are left to reset it).
  server.on("connection", (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => (answeredEarly.has(socket) ? linger(socket) : destroySoon());
  });
}

function linger(socket: Socket): void {
  if (socket.destroyed || socket.writableEnded) return;
  // The HTTP server's sockets are half-open: after end() the request parser goes on reading, and drops the rest of
  // a body nobody reads (Node's IncomingMessage dump). The socket closes by itself once the client's FIN arrives.
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
}
