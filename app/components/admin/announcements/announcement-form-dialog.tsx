import type { FormEvent } from "react";
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
} from "#common/announcements/announcement-schemas.ts";
import { useContentForm } from "../content/use-content-form.ts";
import { FormActions, OptionSelect } from "../content/form-parts.tsx";
import { isoToLocalInput, localInputToIso } from "../content/datetime.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField, type FormControlProps } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Switch } from "../../ui/switch.tsx";
import { Textarea } from "../../ui/textarea.tsx";

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

/** Defaults for a new announcement: normal priority, all visitors, active, starting now. */
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
  const { values, errors, saving, set, text, submit } = useContentForm(() => initial(announcement));
  const choice = (key: "type" | "priority" | "targetAudience", options: readonly string[], label: (o: string) => string, control: FormControlProps) => (
    <OptionSelect value={values[key]} onChange={(v) => set(key, v)} options={options.map((o) => ({ value: o, label: label(o) }))} control={control} />
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      parse: (v) => announcementCreateSchema.safeParse({ ...v, startDate: localInputToIso(v.startDate) ?? undefined, endDate: localInputToIso(v.endDate) }),
      save: async (data) => {
        await onSave(announcement?.id ?? null, data);
        onDone();
      },
      failure: { title: "Could not save the announcement", fallback: "The announcement could not be saved. Please try again." },
    });

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
      <FormActions saving={saving} onCancel={onDone} submitLabel={announcement ? "Save Changes" : "Create Announcement"} />
    </form>
  );
}
