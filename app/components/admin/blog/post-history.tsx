import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { History, RotateCcw } from "lucide-react";
import { KEPT_REVISIONS, REVISION_KIND_LABELS, REVISION_MILESTONE_LABELS, type RevisionSummary } from "#common/blog/post-revisions.ts";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { errorMessage } from "#app/lib/api.ts";
import { formatAdminDate } from "../content/datetime.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../../ui/dialog.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { getRevision, useRevisions } from "./blog-api.ts";
import { RevisionDiff } from "./revision-diff.tsx";
import { RevisionChangesLine } from "./revision-changes.tsx";

const describe = (r: RevisionSummary) =>
  `${REVISION_KIND_LABELS[r.kind]} · version ${r.postVersion} · ${formatAdminDate(r.updatedAt, true)}${r.savedBy ? ` · ${r.savedBy}` : ""}`;

/** Two revisions compared, the older one first. */
function Compare({ postId, pair }: { postId: number; pair: [RevisionSummary, RevisionSummary] }) {
  const [older, newer] = pair[0].id < pair[1].id ? pair : [pair[1], pair[0]];
  const both = useQuery({
    queryKey: ["revision-compare", postId, older.id, newer.id],
    queryFn: () => Promise.all([getRevision(postId, older.id), getRevision(postId, newer.id)]),
  });
  if (both.isPending) return <Skeleton className="h-40" />;
  if (both.isError) return <p className="text-sm text-destructive">{errorMessage(both.error, "Could not load the revisions")}</p>;
  return <RevisionDiff from={both.data[0].snapshot} to={both.data[1].snapshot} fromLabel={describe(older)} toLabel={describe(newer)} />;
}

/** The post's history: who saved when, any two compared, any one restored (a new save of its own). */
export function PostHistory({ post, onRestore }: { post: AdminBlogPost; onRestore: (revision: RevisionSummary) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const list = useRevisions(post.id, open);
  const revisions = list.data ?? [];
  const pair = picked.map((id) => revisions.find((r) => r.id === id)).filter((r) => r !== undefined);
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void list.refetch();
        else setPicked([]);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <History />
          History
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Post history</DialogTitle>
          <DialogDescription>
            Every save is kept ({KEPT_REVISIONS} per post: the first and the newest); autosaves within 10 minutes are one entry. Tick two to compare them;
            restoring one saves it as a new version.
          </DialogDescription>
        </DialogHeader>
        {list.isPending ? (
          <Skeleton className="h-40" />
        ) : list.isError ? (
          <p className="text-sm text-destructive">{errorMessage(list.error, "Could not load the history")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Revisions">
            {revisions.map((r) => (
              <li key={r.id} className="flex items-start gap-3 p-2.5 text-sm">
                <Checkbox className="mt-0.5" checked={picked.includes(r.id)} onCheckedChange={() => toggle(r.id)} aria-label={`Compare ${describe(r)}`} />
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="max-w-full truncate font-medium">{r.title || "(Untitled)"}</span>
                    {r.milestone && (
                      <Badge variant="secondary" className="font-normal">
                        {REVISION_MILESTONE_LABELS[r.milestone]}
                      </Badge>
                    )}
                  </p>
                  <p className="text-xs text-muted-foreground">{describe(r)}</p>
                  <RevisionChangesLine changes={r.changes} />
                </div>
                {r.postVersion !== post.version && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => setRestoring(r)} aria-label={`Restore ${describe(r)}`}>
                    <RotateCcw />
                    <span className="hidden sm:inline">Restore</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {pair.length === 2 && <Compare postId={post.id} pair={[pair[0]!, pair[1]!]} />}
        <ConfirmDialog
          open={restoring !== null}
          onOpenChange={(next) => !next && setRestoring(null)}
          title="Restore this revision?"
          description={
            post.isPublished
              ? "Its title, text and settings replace what the post holds now (the address and publication state stay). The current version stays in the history as “Before restore”; changes not saved yet are replaced."
              : "Its title, text and settings replace what the draft holds now (the address stays). What you typed is saved first and stays in the history as “Before restore”."
          }
          confirmLabel="Restore"
          pendingLabel="Restoring..."
          destructive={false}
          onConfirm={async () => {
            if (!restoring) return;
            await onRestore(restoring);
            setRestoring(null);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
