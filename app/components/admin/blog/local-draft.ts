import type { PostValues } from "./post-values.ts";

// The editor's copy on this device (localStorage), written a moment after every change and when the page is
// left: a crash, a closed tab or a failed save loses at most that moment (docs/decisions/026).

export type LocalDraft = { values: PostValues; baseVersion: number | null; savedAt: number };
export type DraftKey = number | "new";

const storageKey = (key: DraftKey) => `blog-editor:draft:${key}`;

export function readLocalDraft(key: DraftKey): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    return draft.values && typeof draft.savedAt === "number" ? (draft as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: DraftKey, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(storageKey(key), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server copy (autosave) is then the only one.
  }
}

export function clearLocalDraft(key: DraftKey): void {
  try {
    window.localStorage.removeItem(storageKey(key));
  } catch {
    // Nothing stored.
  }
}
