import { useState } from "react";
import { AlertTriangle } from "lucide-react";
import type { VersionConflictBody } from "#common/blog/post-revisions.ts";
import { formatAdminDate } from "../content/datetime.ts";
import { Button } from "../../ui/button.tsx";
import { RevisionDiff } from "./revision-diff.tsx";
import { snapshotOf, type PostValues } from "./post-values.ts";

/** Someone saved the post meanwhile: nothing is overwritten until the writer chooses. */
export function ConflictBanner({
  conflict,
  mine,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: VersionConflictBody;
  mine: PostValues;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const [comparing, setComparing] = useState(false);
  const who = conflict.savedBy ?? "Someone";
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        This post was changed elsewhere: {who} saved it at {formatAdminDate(conflict.savedAt, true)}. Your changes are not saved yet.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onKeepMine}>
          Keep mine
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onTakeTheirs}>
          Take theirs
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setComparing((c) => !c)} aria-expanded={comparing}>
          {comparing ? "Hide comparison" : "Compare"}
        </Button>
      </div>
      {comparing && <RevisionDiff from={snapshotOf(mine)} to={conflict.current} fromLabel="Yours (not saved)" toLabel={`Saved by ${who}`} />}
    </div>
  );
}
