import { describeCron } from "#common/lib/cron-words.ts";

const PATTERN = "rounded bg-muted px-1 py-0.5";

/**
 * A task's schedule in words ("Every Monday at 6:00 AM (UTC)") with the cron pattern as its tooltip, or also
 * beside it (`showPattern`, for touch screens). A pattern the words cannot say exactly is shown as written;
 * a task without a schedule reads 'Manual'.
 */
export function TaskSchedule({ schedule, showPattern = false }: { schedule: string | null; showPattern?: boolean }) {
  if (!schedule) return <span>Manual</span>;
  const words = describeCron(schedule);
  if (words === null) return <code className={PATTERN}>{schedule}</code>;
  return (
    <>
      <span title={`Cron: ${schedule}`} data-cron={schedule}>
        {words}
      </span>
      {showPattern && <code className={`${PATTERN} ml-2 text-xs text-muted-foreground`}>{schedule}</code>}
    </>
  );
}
