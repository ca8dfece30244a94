import type { Ref } from "react";
import { MEDIA_ACCEPT } from "#common/media/media-upload.ts";
import { imageFileOf } from "./media-api.ts";

/**
 * The file picker behind an "upload image" button: hidden and out of the tab order, opened with `ref.current.click()`.
 * It is cleared after each pick so choosing the same file again still reports it.
 */
export function ImageFileInput({ ref, label, testId, onPick }: { ref: Ref<HTMLInputElement>; label: string; testId: string; onPick: (file: File | null) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={MEDIA_ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => {
        onPick(imageFileOf(e.target.files));
        e.target.value = "";
      }}
    />
  );
}
