import { useState } from "react";
import { ApiRequestError, errorMessage, getAuthToken } from "#app/lib/api.ts";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "#common/media/media-upload.ts";
import { uploadedImageSchema, type UploadedImage } from "#common/media/media-schemas.ts";

// Image uploads (POST /api/admin/media, multipart): the cover field and the Markdown editor. The server checks the
// file by its content; the size is checked here too so a large photo is refused before it is sent.

const MEDIA_API = "/api/admin/media";

export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.set("file", file);
  const token = getAuthToken();
  const res = await fetch(MEDIA_API, { method: "POST", body, credentials: "include", headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiRequestError(res.status, (await res.text()) || res.statusText);
  // Multipart, so not through the JSON caller: the answer is read with the route's own response schema.
  return uploadedImageSchema.parse(await res.json());
}

/** The first image among dropped or pasted files (null when there is none). */
export function imageFileOf(list: FileList | DataTransferItemList | null | undefined): File | null {
  if (!list) return null;
  for (const entry of Array.from(list as ArrayLike<File | DataTransferItem>)) {
    const file = entry instanceof File ? entry : entry.kind === "file" ? entry.getAsFile() : null;
    if (file) return file;
  }
  return null;
}

/** One upload at a time, with its state and a message fit to show beside the control. */
export function useImageUpload() {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File): Promise<UploadedImage | null> {
    setError(null);
    if (file.size > MEDIA_MAX_BYTES) {
      setError(MEDIA_MESSAGES.tooLarge);
      return null;
    }
    setUploading(true);
    try {
      return await uploadImage(file);
    } catch (err) {
      setError(errorMessage(err, "The image could not be uploaded. Please try again."));
      return null;
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading, error, clearError: () => setError(null) };
}
