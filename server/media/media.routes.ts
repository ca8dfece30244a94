import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError } from "../lib/errors.ts";
import { z } from "#common/lib/zod.ts";
import { isMediaFileName } from "#common/media/media-images.ts";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "#common/media/media-upload.ts";
import { uploadedImageSchema } from "#common/media/media-schemas.ts";
import { route } from "../openapi/route-contract.ts";
import type { BodyRule } from "../security/request-bodies.ts";

/** The upload path: its body is held to a limit of its own instead of the API's (app.ts). */
export const MEDIA_UPLOAD_PATH = "/api/admin/media";
const UPLOAD_MESSAGE = 'Send the image as multipart/form-data in the field "file"';
/** A file of MEDIA_MAX_BYTES and room for the multipart envelope around it (64 KB); nothing else. */
export const MEDIA_UPLOAD_BODY: BodyRule = {
  types: ["multipart/form-data"],
  typeMessage: UPLOAD_MESSAGE,
  maxBytes: MEDIA_MAX_BYTES + 64 * 1024,
  tooLargeMessage: MEDIA_MESSAGES.tooLarge,
};
const IMMUTABLE = "public, max-age=31536000, immutable";

const uploadBody = z.object({ file: z.string().meta({ format: "binary", description: `A PNG, JPEG, WebP, AVIF or GIF image, at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB` }) });

/** POST /api/admin/media: an image upload (multipart/form-data, field `file`). Behind the admin guards (content area). */
export function mediaAdminRoutes(deps: AppDeps) {
  const media = deps.services.media;
  return new Hono<AppEnv>().post(...route(
    "/", {
      summary: "Upload an image (checked by content; stored as WebP at 480/960/1600 px wide, metadata removed)",
      body: uploadBody,
      bodyMediaType: "multipart/form-data",
      parseBody: false,
      responses: { 200: uploadedImageSchema, 201: uploadedImageSchema },
      errors: [413, 503],
    },
    async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new ApiError(400, UPLOAD_MESSAGE);
      });
      const file = form.file;
      if (!(file instanceof File)) throw new ApiError(400, "Choose an image to upload (the field \"file\" is missing)", { errors: { file: "Choose an image" } });
      if (file.size > MEDIA_MAX_BYTES) throw new ApiError(413, MEDIA_MESSAGES.tooLarge);
      const { image, created } = await media.upload(new Uint8Array(await file.arrayBuffer()), { name: file.name, userId: c.get("user").id });
      c.get("log").info({ event: "media_uploaded", id: image.id, created, bytes: image.bytes }, "image uploaded");
      return c.json(image, created ? 201 : 200);
    },
  ));
}

/**
 * GET /media/<hash>-<w>x<h>.webp: the stored files, under content-hashed names, so they are cached for good. With
 * MEDIA_S3_PUBLIC_URL the bucket serves them itself (a permanent redirect); otherwise they are relayed from storage.
 */
export function mediaFileRoutes(deps: AppDeps) {
  const publicBase = deps.env.MEDIA_S3_BUCKET ? deps.env.MEDIA_S3_PUBLIC_URL?.replace(/\/+$/, "") : undefined;
  return new Hono<AppEnv>().on(["GET", "HEAD"], "/media/:name", async (c) => {
    const name = c.req.param("name");
    if (!isMediaFileName(name)) return c.text("Not found", 404);
    if (publicBase) return c.redirect(`${publicBase}/${deps.env.MEDIA_S3_PREFIX}${name}`, 301);
    const file = await deps.services.media.read(name);
    if (!file) return c.text("Not found", 404, { "Cache-Control": "no-store" });
    return c.body(new Uint8Array(file.body), 200, {
      "Content-Type": "image/webp",
      "Content-Length": String(file.body.length),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
    });
  });
}
