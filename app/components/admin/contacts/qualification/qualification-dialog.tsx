import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../ui/dialog.tsx";
import { FormField } from "../../../ui/form-field.tsx";
import { Input } from "../../../ui/input.tsx";
import { Textarea } from "../../../ui/textarea.tsx";
import { FormActions, OptionSelect } from "../../content/form-parts.tsx";
import { toast } from "../../../ui/use-toast.ts";
import { errorMessage, fieldErrorsOf } from "#app/lib/api.ts";
import { fieldErrors, type FieldErrors } from "#common/lib/api-error.ts";
import type { ContactListItem } from "#common/contacts/contact-types.ts";
import { ROLE_CHOICES } from "#common/contacts/contact-roles.ts";
import { PREFERRED_CHANNELS, PREFERRED_CHANNEL_LABELS } from "#common/contacts/preferred-channels.ts";
import { TIMELINES, TIMELINE_LABELS, qualificationEditSchema } from "#common/contacts/qualification.ts";
import { useSaveQualification } from "../contacts-api.ts";

const NONE = "none";
type Values = { role: string; teamSize: string; marketAreas: string; tools: string; problem: string; timeline: string; preferredChannel: string };
const valuesOf = (c: ContactListItem): Values => ({
  role: c.role ?? NONE,
  teamSize: c.qualification.teamSize === null ? "" : String(c.qualification.teamSize),
  marketAreas: c.qualification.marketAreas.join(", "),
  tools: c.qualification.tools.join(", "),
  problem: c.qualification.problem,
  timeline: c.qualification.timeline ?? NONE,
  preferredChannel: c.preferredChannel ?? NONE,
});
const split = (text: string) => text.split(",").map((t) => t.trim()).filter(Boolean);
/** A team size that is not a whole number is sent as typed, so the schema's message says what to fix. */
const teamSizeOf = (text: string): number | string | null => (text.trim() === "" ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function body(v: Values) {
  const orNull = (x: string) => (x === NONE ? null : x);
  return { role: orNull(v.role), teamSize: teamSizeOf(v.teamSize), marketAreas: split(v.marketAreas), tools: split(v.tools), problem: v.problem, timeline: orNull(v.timeline), preferredChannel: orNull(v.preferredChannel) };
}
const firstError = (errors: FieldErrors, key: string) => errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];
const options = (none: string, values: readonly string[], labels?: Record<string, string>) => [{ value: NONE, label: none }, ...values.map((v) => ({ value: v, label: labels?.[v] ?? v }))];

/** Staff's edit of what a lead told us; what staff set here the chat never changes. Values stay after a failed save. */
export function QualificationDialog({ contact, open, onOpenChange }: { contact: ContactListItem; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(contact));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveQualification(contact.id);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof Values) => ({ value: values[key], onChange: (e: { target: { value: string } }) => set(key)(e.target.value) });

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setErrors({});
      setValues(valuesOf(contact));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = qualificationEditSchema.safeParse(body(values));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => close(false),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else toast({ variant: "destructive", title: "Qualification not saved", description: errorMessage(error, "Please try again.") });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Qualify {contact.name}</DialogTitle>
          <DialogDescription>What you set here is kept: the chat assistant only fills what is still empty.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Edit qualification">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Role" error={errors.role}>
              {(control) => <OptionSelect value={values.role} onChange={set("role")} options={options("Not known", ROLE_CHOICES)} control={control} />}
            </FormField>
            <FormField label="Team size" error={errors.teamSize} description="People on their team or brokerage">
              <Input inputMode="numeric" autoComplete="off" {...text("teamSize")} />
            </FormField>
            <FormField label="Timeline" error={errors.timeline}>
              {(control) => <OptionSelect value={values.timeline} onChange={set("timeline")} options={options("Not known", TIMELINES, TIMELINE_LABELS)} control={control} />}
            </FormField>
            <FormField label="Preferred channel" error={errors.preferredChannel}>
              {(control) => <OptionSelect value={values.preferredChannel} onChange={set("preferredChannel")} options={options("Not chosen", PREFERRED_CHANNELS, PREFERRED_CHANNEL_LABELS)} control={control} />}
            </FormField>
          </div>
          <FormField label="Market areas" error={firstError(errors, "marketAreas")} description="Separated by commas">
            <Input autoComplete="off" placeholder="Katy, Sugar Land" {...text("marketAreas")} />
          </FormField>
          <FormField label="Current CRM / tools" error={firstError(errors, "tools")} description="Separated by commas">
            <Input autoComplete="off" placeholder="Follow Up Boss, Mailchimp" {...text("tools")} />
          </FormField>
          <FormField label="Main problem to solve" error={errors.problem}>
            <Textarea rows={3} {...text("problem")} />
          </FormField>
          <FormActions saving={save.isPending} onCancel={() => close(false)} submitLabel="Save qualification" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
