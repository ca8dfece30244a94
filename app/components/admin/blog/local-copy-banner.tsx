import { useState } from "react";
import { History } from "lucide-react";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { formatAdminDate } from "../content/datetime.ts";
import { Button } from "../../ui/button.tsx";
import { clearLocalDraft, readLocalDraft, type LocalDraft } from "./local-draft.ts";
import { sameValues, type PostValues } from "./post-values.ts";

/**
 * The copy on this device, offered back when it differs from the server's and is newer: written after the server's
 * last save, or based on the version the server still has.
 */
export function useLocalCopyOffer(post: AdminBlogPost | null, serverValues: PostValues) {
  const key = post?.id ?? "new";
  const [draft, setDraft] = useState<LocalDraft | null>(() => {
    if (typeof window === "undefined") return null;
    const local = readLocalDraft(key);
    if (!local || sameValues(local.values, serverValues)) return null;
    const newer = post === null || local.baseVersion === post.version || local.savedAt > Date.parse(post.updatedAt);
    return newer ? local : null;
  });
  return {
    draft,
    dismiss: (forget: boolean) => {
      if (forget) clearLocalDraft(key);
      setDraft(null);
    },
  };
}

export function LocalCopyBanner({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
      <p className="flex items-center gap-2">
        <History aria-hidden="true" className="size-4 shrink-0 text-primary" />
        Unsaved changes from {formatAdminDate(new Date(savedAt).toISOString(), true)} were kept on this device.
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore them
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
