import { useState, type FormEvent } from "react";
import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_DEFAULTS,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TYPE_LABELS,
  ANNOUNCEMENT_TYPES,
  announcementCreateSchema,
  type AdminAnnouncement,
  type AnnouncementCreateInput,
} from "../../../common/announcements/announcement-schemas.ts";
import { saveFailure, zodFieldErrors, type FieldErrors } from "../content-admin/form-errors.ts";
import { isoToLocalInput, localInputToIso } from "../content-admin/datetime.ts";
import { toast } from "../ui/use-toast.ts";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog.tsx";
import { FormField, type FormControlProps } from "../ui/form-field.tsx";
import { Input } from "../ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select.tsx";
import { Switch } from "../ui/switch.tsx";
import { Textarea } from "../ui/textarea.tsx";

type Values = {
  title: string;
  content: string;
  type: string;
  priority: string;
  targetAudience: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
};

/** Spec §9 defaults for a new announcement: normal priority, all visitors, active, starting now. */
const initial = (a: AdminAnnouncement | null): Values => ({
  title: a?.title ?? "",
  content: a?.content ?? "",
  type: a?.type ?? ANNOUNCEMENT_DEFAULTS.type,
  priority: a?.priority ?? ANNOUNCEMENT_DEFAULTS.priority,
  targetAudience: a?.targetAudience ?? ANNOUNCEMENT_DEFAULTS.targetAudience,
  startDate: isoToLocalInput(a?.startDate ?? new Date().toISOString()),
  endDate: isoToLocalInput(a?.endDate),
  isActive: a?.isActive ?? ANNOUNCEMENT_DEFAULTS.isActive,
});

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type SaveAnnouncement = (id: number | null, input: AnnouncementCreateInput) => Promise<unknown>;

export function AnnouncementFormDialog({
  open,
  onOpenChange,
  announcement,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcement: AdminAnnouncement | null;
  onSave: SaveAnnouncement;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{announcement ? "Edit Announcement" : "New Announcement"}</DialogTitle>
          <DialogDescription>Active announcements for all visitors or prospects show in the site-wide banner while their dates include now.</DialogDescription>
        </DialogHeader>
        {open && <AnnouncementForm key={announcement?.id ?? "new"} announcement={announcement} onSave={onSave} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AnnouncementForm({ announcement, onSave, onDone }: { announcement: AdminAnnouncement | null; onSave: SaveAnnouncement; onDone: () => void }) {
  const [values, setValues] = useState(() => initial(announcement));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const text = (key: "title" | "content" | "startDate" | "endDate") => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const choice = (key: "type" | "priority" | "targetAudience", options: readonly string[], label: (o: string) => string, control: FormControlProps) => (
    <Select value={values[key]} onValueChange={(v) => set(key, v)}>
      <SelectTrigger {...control} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o} value={o}>
            {label(o)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const startIso = localInputToIso(values.startDate);
    const raw = { ...values, startDate: startIso ?? undefined, endDate: localInputToIso(values.endDate) };
    const parsed = announcementCreateSchema.safeParse(raw);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      await onSave(announcement?.id ?? null, parsed.data);
      onDone();
    } catch (error) {
      const failure = saveFailure(error, "The announcement could not be saved. Please try again.");
      setErrors(failure.fields);
      toast({ variant: "destructive", title: "Could not save the announcement", description: failure.message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={announcement ? "Edit announcement" : "New announcement"}>
      <FormField label="Title" required error={errors.title}>
        <Input {...text("title")} placeholder="Voice AI is here" />
      </FormField>
      <FormField label="Content" required error={errors.content}>
        <Textarea {...text("content")} rows={3} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Type" error={errors.type}>
          {(control) => choice("type", ANNOUNCEMENT_TYPES, (o) => ANNOUNCEMENT_TYPE_LABELS[o as keyof typeof ANNOUNCEMENT_TYPE_LABELS], control)}
        </FormField>
        <FormField label="Priority" error={errors.priority}>
          {(control) => choice("priority", ANNOUNCEMENT_PRIORITIES, capitalize, control)}
        </FormField>
        <FormField label="Audience" error={errors.targetAudience}>
          {(control) => choice("targetAudience", ANNOUNCEMENT_AUDIENCES, (o) => ANNOUNCEMENT_AUDIENCE_LABELS[o as keyof typeof ANNOUNCEMENT_AUDIENCE_LABELS], control)}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Start date" required error={errors.startDate}>
          <Input type="datetime-local" {...text("startDate")} />
        </FormField>
        <FormField label="End date" error={errors.endDate} description="Optional: empty runs until switched off.">
          <Input type="datetime-local" {...text("endDate")} />
        </FormField>
      </div>
      <label className="flex items-center justify-between gap-3 rounded-lg border bg-muted/30 p-4 text-sm font-medium">
        Active
        <Switch checked={values.isActive} onCheckedChange={(c) => set("isActive", c)} aria-label="Active" />
      </label>
      <DialogFooter className="border-t pt-4">
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : announcement ? "Save Changes" : "Create Announcement"}
        </Button>
      </DialogFooter>
    </form>
  );
}
