import { AwsClient } from "aws4fetch";
import type { MediaStorage } from "./media-storage.ts";
import { MEDIA_CONTENT_TYPE } from "./media-storage.ts";

export interface S3Config {
  bucket: string;
  /** e.g. https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket. */
  prefix?: string;
}

/**
 * An S3-compatible bucket, path-style (`endpoint/bucket/key`: works with AWS, R2, MinIO, Backblaze), requests
 * signed with SigV4 by aws4fetch. The endpoint is the operator's configuration (like DATABASE_URL), not an address
 * staff type in, so it does not go through the outbound guard.
 */
export function createS3MediaStorage(config: S3Config, fetchImpl: typeof fetch = fetch): MediaStorage {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}/`;
  const url = (name: string) => `${base}${config.prefix ?? ""}${encodeURIComponent(name)}`;

  async function send(method: string, name: string, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const signed = await client.sign(url(name), { method, body: init.body ? new Uint8Array(init.body) : undefined, headers: init.headers });
    return fetchImpl(signed);
  }
  async function fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => "");
    throw new Error(`S3 ${what} answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ""}`);
  }

  return {
    kind: "s3",
    async put(name, body, contentType) {
      const res = await send("PUT", name, {
        body,
        headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
      });
      if (!res.ok) await fail(res, `PUT ${name}`);
      await res.body?.cancel();
    },
    async get(name) {
      const res = await send("GET", name);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await fail(res, `GET ${name}`);
      return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? MEDIA_CONTENT_TYPE };
    },
    async exists(name) {
      const res = await send("HEAD", name);
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) await fail(res, `HEAD ${name}`);
      return true;
    },
    async delete(name) {
      const res = await send("DELETE", name);
      if (!res.ok && res.status !== 404) await fail(res, `DELETE ${name}`);
      await res.body?.cancel();
    },
  };
}
