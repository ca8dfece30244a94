import { Download, DatabaseBackup } from "lucide-react";
import { errorMessage } from "#app/lib/api.ts";
import { toast } from "../../ui/use-toast.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { downloadBackup, useBackups, useTakeBackup } from "./backups-api.ts";
import { scheduleText } from "./backup-schedule.ts";
import { formatBytes } from "#common/lib/format-bytes.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import { plural } from "#common/lib/plural.ts";

/** Settings → Backups: take one now, the stored ones with size and time, a download each. */
export function BackupsPanel() {
  const backups = useBackups();
  const take = useTakeBackup();
  const data = backups.data;

  function takeNow() {
    take.mutate(undefined, {
      onSuccess: (res) => toast({ title: "Backup taken", description: res.backup.name }),
      onError: (error) => toast({ variant: "destructive", title: "Backup failed", description: errorMessage(error, "The backup failed") }),
    });
  }
  function download(name: string) {
    downloadBackup(name).catch((error: unknown) => toast({ variant: "destructive", title: "Download failed", description: errorMessage(error, "The download failed") }));
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {data?.schedule ? `A backup is taken ${scheduleText(data.schedule)}; ` : "Scheduled backups are off (BACKUP_SCHEDULE); "}
        {data ? `the newest of each of the last ${plural(data.keep.daily, "day")} and ${plural(data.keep.weekly, "week")} are kept in ${data.dir}.` : null} Stored
        secrets stay encrypted: keep SECRET_KEY (or DATA_DIR/secret.key) safe separately, a restore needs it.
      </p>
      <div>
        <Button onClick={takeNow} disabled={take.isPending}>
          {take.isPending ? <Spinner /> : <DatabaseBackup aria-hidden />} Take a backup now
        </Button>
      </div>
      {backups.isError ? (
        <p role="alert" className="text-destructive">
          Failed to fetch backups
        </p>
      ) : data && data.backups.length === 0 ? (
        <p className="text-sm text-muted-foreground">No backups yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Stored backups">
          {(data?.backups ?? []).map((b) => (
            <li key={b.name} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <span>
                <span className="font-medium">{formatDateTime(b.createdAt)}</span>
                <span className="ml-2 text-sm text-muted-foreground">{formatBytes(b.size)}</span>
              </span>
              <Button variant="outline" size="sm" onClick={() => download(b.name)} aria-label={`Download the backup of ${formatDateTime(b.createdAt)}`}>
                <Download aria-hidden /> Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
