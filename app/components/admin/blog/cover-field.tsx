import { useRef, useState } from "react";
import { ImageUp, Loader2, X } from "lucide-react";
import { MEDIA_MAX_MB } from "#common/media/media-upload.ts";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { CoverImage } from "../../blog/cover-image.tsx";
import { imageFileOf, useImageUpload } from "../media/media-api.ts";
import { ImageFileInput } from "../media/image-file-input.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * The cover: upload one (pick, drop on the preview, or paste while the preview is focused) or type a URL, as before.
 * An upload fills the URL field with the uploaded image's address.
 */
export function CoverField({ value, error, onChange }: { value: string; error?: string; onChange: (url: string) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const { upload, uploading, error: uploadError } = useImageUpload();
  const [dragging, setDragging] = useState(false);

  async function take(file: File | null) {
    if (!file) return;
    const image = await upload(file);
    if (image) onChange(image.url);
  }

  return (
    <div className="grid gap-2">
      <FormField label="Cover image" error={error ?? uploadError} description={`Upload a PNG, JPEG, WebP, AVIF or GIF (up to ${MEDIA_MAX_MB} MB), or enter a URL; empty uses the default cover.`}>
        <Input name="coverImage" value={value} onChange={(e) => onChange(e.target.value)} placeholder="/images/blog/my-post.svg" />
      </FormField>
      <div
        tabIndex={0}
        role="group"
        aria-label="Cover preview: drop or paste an image here"
        data-testid="cover-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void take(imageFileOf(e.dataTransfer.files));
        }}
        onPaste={(e) => {
          const file = imageFileOf(e.clipboardData.files);
          if (file) {
            e.preventDefault();
            void take(file);
          }
        }}
        className={cn(
          "relative aspect-[1200/630] overflow-hidden rounded-lg border bg-navy-950 outline-none focus-visible:ring-2 focus-visible:ring-ring",
          dragging && "ring-2 ring-brand",
        )}
      >
        <CoverImage src={value} alt="Cover preview" sizes="19rem" />
        {uploading && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-navy-950/70 text-sm font-medium text-white" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Uploading…
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <ImageFileInput ref={picker} label="Choose a cover image" testId="cover-file" onPick={(file) => void take(file)} />
        <Button type="button" variant="outline" size="sm" disabled={uploading} onClick={() => picker.current?.click()}>
          <ImageUp />
          Upload image
        </Button>
        {value !== "" && (
          <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => onChange("")}>
            <X />
            Remove cover
          </Button>
        )}
      </div>
    </div>
  );
}
