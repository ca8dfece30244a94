// Loaded into the server by scripts/bench-hardening-bodies.ts (NODE_OPTIONS=--import): for each answer, a line with
// the client's port and the bytes the server had read from that connection when it wrote the answer's head.
import http from "node:http";

const writeHead = http.ServerResponse.prototype.writeHead;
http.ServerResponse.prototype.writeHead = function probedWriteHead(this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
  process.stderr.write(`bench-answer ${this.req.socket.remotePort} ${this.req.socket.bytesRead}\n`);
  return writeHead.apply(this, args);
} as typeof writeHead;

// SIGUSR2: a full garbage collection (the server runs with --expose-gc), then a line, so that the bench reads the
// resident memory of what is kept rather than of garbage not yet collected.
process.on("SIGUSR2", () => {
  (globalThis as { gc?: () => void }).gc?.();
  process.stderr.write("bench-gc\n");
});
