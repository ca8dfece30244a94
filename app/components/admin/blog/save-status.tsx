import { formatAdminDate } from "../content/datetime.ts";
import type { SaveStatus } from "./use-post-saves.ts";

/** Where the post's words are: saved (when), being saved, waiting for an explicit save, or not saved and why. */
export function SaveStatusLine({
  status,
  dirty,
  draft,
  published,
  label,
}: {
  status: { kind: SaveStatus; message?: string; at?: string };
  dirty: boolean;
  draft: boolean;
  published: boolean;
  label: string;
}) {
  const text =
    status.kind === "saving"
      ? "Saving…"
      : status.kind === "failed"
        ? `Not saved: ${status.message ?? "please try again"}`
        : dirty && !draft
          ? `Unsaved changes: ${published ? "the live post changes" : "the post is published"} when you press ${label}`
          : dirty
            ? "Unsaved changes"
            : status.at
              ? `Saved ${formatAdminDate(status.at, true)}`
              : "Drafts save as you type";
  return (
    <p role="status" className={status.kind === "failed" ? "text-sm text-destructive" : "text-sm text-muted-foreground"} data-testid="save-status">
      {text}
    </p>
  );
}
