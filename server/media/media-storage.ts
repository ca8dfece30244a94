import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";

/** Where uploaded image files live: a folder under DATA_DIR, or an S3-compatible bucket (s3-storage.ts). */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<{ body: Buffer; contentType: string } | null>;
  exists(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;
}

export const MEDIA_CONTENT_TYPE = "image/webp";

/** Files in `dir` (DATA_DIR/media by default). Written to a temporary name and renamed: a reader never sees half a file. */
export function createLocalMediaStorage(dir: string): MediaStorage {
  const file = (name: string) => path.join(dir, path.basename(name));
  return {
    kind: "local",
    async put(name, body) {
      await mkdir(dir, { recursive: true });
      const tmp = `${file(name)}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file(name));
    },
    async get(name) {
      try {
        return { body: await readFile(file(name)), contentType: MEDIA_CONTENT_TYPE };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(name) {
      return stat(file(name)).then(
        () => true,
        () => false,
      );
    },
    async delete(name) {
      await rm(file(name), { force: true });
    },
  };
}
