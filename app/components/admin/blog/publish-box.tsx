import { CalendarClock, Undo2 } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Switch } from "../../ui/switch.tsx";
import { formatDateTime } from "#common/lib/format-date.ts";
import { localInputToIso } from "../content/datetime.ts";
import type { PostValues } from "./post-values.ts";

/** The staff member's own zone: the date-time field speaks it (the browser converts to UTC for the API). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const isFuture = (local: string) => {
  const iso = localInputToIso(local);
  return iso !== null && !Number.isNaN(Date.parse(iso)) && Date.parse(iso) > Date.now();
};

/**
 * Published or not, and when: a future time with Published on schedules the post (the server's scheduled-posts job
 * announces it at that time). "Schedule" turns Published on for a future time; "Unschedule" takes it back to a draft.
 */
export function PublishBox({ values, error, set }: { values: PostValues; error?: string; set: <K extends keyof PostValues>(key: K, value: PostValues[K]) => void }) {
  const future = isFuture(values.publishedAt);
  const scheduled = values.isPublished && future;
  // In the field's own zone (the staff member's), so "Scheduled for" repeats the time they typed.
  const when = future ? formatDateTime(localInputToIso(values.publishedAt), { timeZone: timeZone() }) : "";

  const description = scheduled
    ? `Scheduled for ${when} (${timeZone()}): it goes live then, once saved.`
    : future
      ? `In your time zone (${timeZone()}). Press Schedule, then save, to publish it at this time.`
      : `In your time zone (${timeZone()}). Empty: now, when published. A future time schedules the post.`;

  return (
    <div className="grid gap-3 rounded-lg border bg-background p-3" data-testid="publish-box">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="post-published" className="text-sm font-medium">
          Published
        </label>
        <Switch id="post-published" checked={values.isPublished} onCheckedChange={(checked) => set("isPublished", checked)} />
      </div>
      <FormField label="Publish date and time" error={error} description={description}>
        <Input type="datetime-local" name="publishedAt" value={values.publishedAt} onChange={(e) => set("publishedAt", e.target.value)} />
      </FormField>
      {future && !values.isPublished && (
        <Button type="button" variant="outline" size="sm" onClick={() => set("isPublished", true)}>
          <CalendarClock />
          Schedule
        </Button>
      )}
      {scheduled && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            set("isPublished", false);
            set("publishedAt", "");
          }}
        >
          <Undo2 />
          Unschedule (back to draft)
        </Button>
      )}
    </div>
  );
}
