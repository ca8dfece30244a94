import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an S3-compatible bucket: path-style PUT, GET, HEAD and DELETE of objects
// (`/<bucket>/<key>`), kept in memory. Every request must carry a SigV4 signature for the expected access key
// (Authorization: AWS4-HMAC-SHA256 Credential=<key>/<date>/<region>/s3/aws4_request, with x-amz-date and
// x-amz-content-sha256), else 403 with S3's XML error, as a real bucket answers an unsigned request.

export type S3Object = { body: Buffer; contentType: string; cacheControl?: string };
export type S3Fake = {
  start(): Promise<void>;
  close(): Promise<void>;
  readonly url: string;
  /** Objects by key, in the one bucket it serves. */
  readonly objects: Map<string, S3Object>;
  /** Every request: method, path and whether its signature header was well formed. */
  readonly requests: { method: string; path: string; signed: boolean }[];
};

function xmlError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export function createS3Fake(opts: { bucket: string; accessKeyId: string; region: string }): S3Fake {
  const objects = new Map<string, S3Object>();
  const requests: S3Fake["requests"] = [];
  let server: Server | undefined;
  let port = 0;
  const credential = new RegExp(`^AWS4-HMAC-SHA256 Credential=${opts.accessKeyId}/\\d{8}/${opts.region}/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`);

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const signed = credential.test(req.headers.authorization ?? "") && !!req.headers["x-amz-date"] && !!req.headers["x-amz-content-sha256"];
    requests.push({ method, path: url.pathname, signed });
    if (!signed) return xmlError(res, 403, "AccessDenied", "Missing or malformed SigV4 signature");
    const [, bucket, ...rest] = url.pathname.split("/");
    if (bucket !== opts.bucket) return xmlError(res, 404, "NoSuchBucket", "The specified bucket does not exist");
    const key = decodeURIComponent(rest.join("/"));
    if (!key) return xmlError(res, 400, "InvalidRequest", "A key is required");
    const object = objects.get(key);
    switch (method) {
      case "PUT":
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: req.headers["content-type"] ?? "binary/octet-stream",
          cacheControl: req.headers["cache-control"],
        });
        res.writeHead(200, { etag: `"${key.length}"` });
        return res.end();
      case "GET":
      case "HEAD":
        if (!object) {
          if (method === "HEAD") {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, "NoSuchKey", "The specified key does not exist.");
        }
        res.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length, ...(object.cacheControl && { "cache-control": object.cacheControl }) });
        return res.end(method === "GET" ? object.body : undefined);
      case "DELETE":
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, "MethodNotAllowed", "The specified method is not allowed");
    }
  }

  return {
    objects,
    requests,
    async start() {
      if (server) return;
      const s = createServer((req, res) => void onRequest(req, res).catch(() => res.destroy()));
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      port = (s.address() as AddressInfo).port;
      server = s;
    },
    async close() {
      const s = server;
      if (!s) return;
      server = undefined;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
  };
}
