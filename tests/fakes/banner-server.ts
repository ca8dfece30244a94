import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

// A TCP service that is not what the caller expects (an SSH daemon, say): it greets with a banner and answers
// every line with it. Used to prove that error messages shown to staff never carry what a remote end said.

export type BannerServer = { port: number; url: string; connections: number; start(): Promise<void>; close(): Promise<void> };

export function createBannerServer(banner = "SSH-2.0-OpenSSH_9.6p1 Debian-internal-build-7731"): BannerServer {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const state: BannerServer = {
    port: 0,
    url: "",
    connections: 0,
    async start() {
      server = createServer((socket) => {
        state.connections++;
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => undefined);
        socket.write(`${banner}\r\n`);
        socket.on("data", () => socket.write(`${banner}\r\nProtocol mismatch.\r\n`));
      });
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      state.port = (server.address() as AddressInfo).port;
      state.url = `http://127.0.0.1:${state.port}`;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
  return state;
}
