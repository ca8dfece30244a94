import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Env } from "../env.ts";
import { mediaImages } from "../db/schema.ts";
import { isUniqueViolation } from "../lib/db-errors.ts";
import { ApiError } from "../lib/errors.ts";
import { MEDIA_PATH_PREFIX } from "#common/media/media-images.ts";
import type { UploadedImage } from "#common/media/media-schemas.ts";
import { processImage } from "./image-variants.ts";
import { createLocalMediaStorage, MEDIA_CONTENT_TYPE, type MediaStorage } from "./media-storage.ts";
import { createS3MediaStorage } from "./s3-storage.ts";

type MediaRow = typeof mediaImages.$inferSelect;

/** The storage the environment configures: the bucket when MEDIA_S3_BUCKET is set, else DATA_DIR/media. */
export function mediaStorageFromEnv(env: Env): MediaStorage {
  if (env.MEDIA_S3_BUCKET && env.MEDIA_S3_ENDPOINT && env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY) {
    return createS3MediaStorage({
      bucket: env.MEDIA_S3_BUCKET,
      endpoint: env.MEDIA_S3_ENDPOINT,
      region: env.MEDIA_S3_REGION,
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
      prefix: env.MEDIA_S3_PREFIX,
    });
  }
  return createLocalMediaStorage(mediaDir(env));
}

export const mediaDir = (env: Pick<Env, "DATA_DIR" | "MEDIA_DIR">) => path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR, "media"));

function toUploaded(row: MediaRow): UploadedImage {
  const variants = row.variants.map((v) => ({ width: v.width, height: v.height, bytes: v.bytes, url: `${MEDIA_PATH_PREFIX}${v.name}` }));
  return {
    id: row.id,
    url: row.url,
    width: row.width,
    height: row.height,
    srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(", "),
    bytes: row.bytes,
    variants,
  };
}

/**
 * Images converted at once: each holds its decoded pixels (up to 40 MP, ~160 MB) and libvips already uses every core,
 * so more at a time only adds memory. Uploads beyond these wait; beyond MAX_WAITING they are refused (503).
 */
const MAX_PROCESSING = 2;
const MAX_WAITING = 8;

/** Uploaded images: checked and converted (image-variants.ts), stored, and recorded in media_images. */
export function createMediaService(db: Db, storage: MediaStorage) {
  let processing = 0;
  const waiting: (() => void)[] = [];
  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (processing >= MAX_PROCESSING) {
      if (waiting.length >= MAX_WAITING) throw new ApiError(503, "Too many images are being processed right now: try again in a moment");
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else processing += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else processing -= 1;
    }
  }

  async function byHash(hash: string): Promise<MediaRow | undefined> {
    const [row] = await db.select().from(mediaImages).where(eq(mediaImages.hash, hash));
    return row;
  }

  return {
    storage,

    async upload(file: Uint8Array, opts: { name?: string; userId?: number } = {}): Promise<{ image: UploadedImage; created: boolean }> {
      // What is recorded with the files is checked before any file is written: a row that cannot be stored would
      // leave them behind, unreferenced.
      const sourceName = (opts.name ?? "").slice(0, 200);
      if (opts.name?.includes("\u0000")) {
        throw new ApiError(400, "The file name must not contain a NUL character (U+0000): rename the file and upload it again", {
          errors: { file: "The file name must not contain a NUL character" },
        });
      }
      const image = await limited(() => processImage(file));
      const known = await byHash(image.hash);
      // The same picture uploaded again: one copy (its files are put again in case the storage lost them).
      for (const v of image.variants) {
        if (!known || !(await storage.exists(v.name))) await storage.put(v.name, v.body, MEDIA_CONTENT_TYPE);
      }
      if (known) return { image: toUploaded(known), created: false };
      const largest = image.variants.at(-1)!;
      try {
        const [row] = await db
          .insert(mediaImages)
          .values({
            hash: image.hash,
            url: `${MEDIA_PATH_PREFIX}${largest.name}`,
            width: largest.width,
            height: largest.height,
            sourceFormat: image.format,
            sourceName,
            variants: image.variants.map(({ name, width, height, body }) => ({ name, width, height, bytes: body.length })),
            bytes: image.variants.reduce((sum, v) => sum + v.body.length, 0),
            uploadedBy: opts.userId ?? null,
          })
          .returning();
        return { image: toUploaded(row!), created: true };
      } catch (error) {
        // Two uploads of the same file at once: the other one's row stands.
        const raced = isUniqueViolation(error) ? await byHash(image.hash) : undefined;
        if (raced) return { image: toUploaded(raced), created: false };
        throw error;
      }
    },

    read: (name: string) => storage.get(name),
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
