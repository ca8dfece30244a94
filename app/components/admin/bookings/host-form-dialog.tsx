import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { FormActions } from "../content/form-parts.tsx";
import { useDebounced } from "../lists/use-list-state.ts";
import { errorMessage } from "#app/lib/api.ts";
import { fieldErrors, type FieldErrors } from "#common/lib/api-error.ts";
import { bookingHostRulesSchema, type BookingHost, type BookingHostRules } from "#common/booking/booking-admin-schemas.ts";
import { formatOfficeHours } from "#common/settings/office-hours.ts";
import { bookingWhen } from "./booking-format.ts";
import { formFailed, previewSlots, useSaveHost } from "./bookings-api.ts";

type Values = Record<"weeklyHours" | "timeZone" | "meetingMinutes" | "bufferMinutes" | "stepMinutes" | "minNoticeMinutes" | "horizonDays" | "daysOff" | "meetingLink" | "meetingPhone", string> & { holidaysOff: boolean };

const toValues = (r: BookingHostRules): Values => ({
  weeklyHours: r.weeklyHours,
  timeZone: r.timeZone,
  meetingMinutes: String(r.meetingMinutes),
  bufferMinutes: String(r.bufferMinutes),
  stepMinutes: String(r.stepMinutes),
  minNoticeMinutes: String(r.minNoticeMinutes),
  horizonDays: String(r.horizonDays),
  daysOff: r.daysOff.join(", "),
  holidaysOff: r.holidaysOff,
  meetingLink: r.meetingLink,
  meetingPhone: r.meetingPhone,
});

const number = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));
const toBody = (v: Values) => ({
  ...v,
  meetingMinutes: number(v.meetingMinutes),
  bufferMinutes: number(v.bufferMinutes),
  stepMinutes: number(v.stepMinutes),
  minNoticeMinutes: number(v.minNoticeMinutes),
  horizonDays: number(v.horizonDays),
  daysOff: v.daysOff.split(/[\s,]+/).filter(Boolean),
});

/** The next times the draft rules give, asked again once typing pauses. */
function SlotPreview({ userId, values }: { userId: number; values: Values }) {
  const settled = useDebounced(values, 400);
  const parsed = bookingHostRulesSchema.safeParse(toBody(settled));
  const preview = useQuery({
    queryKey: ["booking-preview", userId, parsed.success ? parsed.data : null],
    queryFn: ({ signal }) => previewSlots(userId, parsed.data!, signal),
    enabled: parsed.success,
  });
  return (
    <section aria-label="Next bookable times" className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <h3 className="font-medium">Next bookable times (Central)</h3>
      {!parsed.success ? (
        <p className="text-muted-foreground">Fix the fields marked above to see the times these rules give.</p>
      ) : preview.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : preview.isError ? (
        <p className="text-destructive">{errorMessage(preview.error, "The preview could not be loaded.")}</p>
      ) : preview.data?.slots.length ? (
        <ul className="grid gap-1 tabular-nums" aria-live="polite">
          {preview.data.slots.map((s) => (
            <li key={s.start}>{bookingWhen(s.start, s.end)}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground" aria-live="polite">
          These rules give no free time in the next {parsed.data.horizonDays} days. Widen the weekly hours or book further ahead.
        </p>
      )}
    </section>
  );
}

/** A host's weekly hours and rules (a member not hosting yet becomes a host on save), with the times they give. */
export function HostFormDialog({ host, open, onOpenChange }: { host: Pick<BookingHost, "userId" | "name"> & BookingHostRules; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<Values>(() => toValues(host));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveHost(host.userId);
  const set = (key: keyof Values) => (value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: Exclude<keyof Values, "holidaysOff">) => ({ value: values[key], onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key)(e.target.value) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = bookingHostRulesSchema.safeParse(toBody(values));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => onOpenChange(false),
      onError: formFailed("Hours not saved", setErrors),
    });
  }

  const weekly = errors.weeklyHours ? null : formatOfficeHours(values.weeklyHours, values.timeZone);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{host.name}'s booking hours</DialogTitle>
          <DialogDescription>When visitors can book a consultation with {host.name}. Houston holidays are off unless you say otherwise.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`${host.name}'s booking hours`}>
          <FormField label="Weekly hours" required error={errors.weeklyHours} description={weekly ? `Reads: ${weekly}` : 'Days and 24-hour times, e.g. "Mon-Fri 09:00-17:00, Sat 10:00-13:00"'}>
            <Input {...text("weeklyHours")} autoComplete="off" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Time zone of these hours" required error={errors.timeZone} description="Houston is America/Chicago (Central).">
              <Input {...text("timeZone")} autoComplete="off" />
            </FormField>
            <FormField label="How far ahead (days)" required error={errors.horizonDays} description="1 to 365">
              <Input {...text("horizonDays")} type="number" inputMode="numeric" min={1} max={365} />
            </FormField>
            <FormField label="Meeting length (minutes)" required error={errors.meetingMinutes} description="A multiple of 5">
              <Input {...text("meetingMinutes")} type="number" inputMode="numeric" min={5} step={5} />
            </FormField>
            <FormField label="Buffer between meetings (minutes)" required error={errors.bufferMinutes} description="Kept free before and after each meeting">
              <Input {...text("bufferMinutes")} type="number" inputMode="numeric" min={0} step={5} />
            </FormField>
            <FormField label="Start times every (minutes)" required error={errors.stepMinutes} description="30 offers 9:00, 9:30, 10:00…">
              <Input {...text("stepMinutes")} type="number" inputMode="numeric" min={5} step={5} />
            </FormField>
            <FormField label="Minimum notice (minutes)" required error={errors.minNoticeMinutes} description="240 = 4 hours; 0 for none">
              <Input {...text("minNoticeMinutes")} type="number" inputMode="numeric" min={0} step={15} />
            </FormField>
            <FormField label="Meeting link" error={errors.meetingLink} description="Video call address (optional)">
              <Input {...text("meetingLink")} type="url" placeholder="https://meet.google.com/…" />
            </FormField>
            <FormField label="Or a phone number" error={errors.meetingPhone} description="Leave both empty if you call the visitor">
              <Input {...text("meetingPhone")} type="tel" placeholder="713-555-0101" />
            </FormField>
          </div>
          <FormField label="Other days off" error={errors.daysOff ?? Object.entries(errors).find(([k]) => k.startsWith("daysOff."))?.[1]} description="Dates like 2026-12-31, separated by commas">
            <Textarea {...text("daysOff")} rows={2} />
          </FormField>
          <label className="flex items-center gap-3 text-sm">
            <Switch checked={values.holidaysOff} onCheckedChange={(on) => set("holidaysOff")(on)} />
            Houston holidays off (federal holidays, the day after Thanksgiving, Christmas Eve)
          </label>
          <SlotPreview userId={host.userId} values={values} />
          <FormActions saving={save.isPending} onCancel={() => onOpenChange(false)} submitLabel="Save hours" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
