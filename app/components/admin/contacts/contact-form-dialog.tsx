import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { FormActions, OptionSelect } from "../content/form-parts.tsx";
import { toast } from "../../ui/use-toast.ts";
import { ApiRequestError, errorMessage, fieldErrorsOf } from "#app/lib/api.ts";
import { fieldErrors, type FieldErrors } from "#common/lib/api-error.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type ContactListItem } from "#common/contacts/contact-types.ts";
import { CONTACT_METHODS, CONTACT_METHOD_LABELS } from "#common/contacts/contact-form-fields.ts";
import { DUPLICATE_EMAIL_CODE, PREFERRED_CHANNELS, PREFERRED_CHANNEL_LABELS, contactEditSchema, parseTags } from "#common/contacts/contact-edit.ts";
import { automationInterests } from "#common/content/offerings.ts";
import { ROLE_CHOICES } from "#common/contacts/contact-roles.ts";
import { useOwners, useSaveContact } from "./contacts-api.ts";

const NONE = "none";
type Values = {
  firstName: string; lastName: string; email: string; phone: string; company: string; role: string; interests: string[];
  automation: string; budget: string; contactMethod: string; status: string; ownerId: string; preferredChannel: string; tags: string;
};
const EMPTY: Values = { firstName: "", lastName: "", email: "", phone: "", company: "", role: NONE, interests: [], automation: "", budget: "", contactMethod: "email", status: "new", ownerId: NONE, preferredChannel: NONE, tags: "" };

function valuesOf(contact: ContactListItem | null): Values {
  if (!contact) return EMPTY;
  return {
    firstName: contact.firstName || contact.name, lastName: contact.lastName, email: contact.email, phone: contact.phone, company: contact.company,
    role: contact.role ?? NONE, interests: contact.interests, automation: contact.automation, budget: contact.budget, contactMethod: contact.contactMethod,
    status: contact.status, ownerId: contact.ownerId ? String(contact.ownerId) : NONE, preferredChannel: contact.preferredChannel ?? NONE, tags: contact.tags.join(", "),
  };
}

function body(v: Values) {
  const orNull = (x: string) => (x === NONE ? null : x);
  return { ...v, role: orNull(v.role), ownerId: v.ownerId === NONE ? null : Number(v.ownerId), preferredChannel: orNull(v.preferredChannel), tags: parseTags(v.tags) };
}

function Choice({ label, value, options, onChange, error }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (v: string) => void; error?: string }) {
  return (
    <FormField label={label} error={error}>
      {(control) => <OptionSelect value={value} onChange={onChange} options={options} control={control} />}
    </FormField>
  );
}

const list = (values: readonly string[], labels?: Record<string, string>) => values.map((v) => ({ value: v, label: labels?.[v] ?? v }));

/** Create (contact null) or edit a contact; the values stay after a failed save, the server's messages at their fields. */
export function ContactFormDialog({ contact, open, onOpenChange }: { contact: ContactListItem | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(contact));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [existingId, setExistingId] = useState<number | null>(null);
  const owners = useOwners();
  const save = useSaveContact(contact?.id ?? null);
  const navigate = useNavigate();
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: Exclude<keyof Values, "interests">) => ({ value: values[key], onChange: (e: { target: { value: string } }) => set(key)(e.target.value) });

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setErrors({});
      setExistingId(null);
      setValues(valuesOf(contact));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactEditSchema.safeParse(body(values));
    setExistingId(null);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => close(false),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (error instanceof ApiRequestError && error.body?.code === DUPLICATE_EMAIL_CODE) setExistingId(Number(error.body.details?.existingId) || null);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else toast({ variant: "destructive", title: "Contact not saved", description: errorMessage(error, "Please try again.") });
      },
    });
  }

  const tagError = Object.entries(errors).find(([k]) => k === "tags" || k.startsWith("tags."))?.[1];
  const grid = (children: ReactNode) => <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{contact ? `Edit ${contact.name}` : "New contact"}</DialogTitle>
          <DialogDescription>{contact ? "Each change is written to the contact's timeline." : "A contact staff add by hand: nothing is sent to them or to the integrations."}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={contact ? "Edit contact" : "New contact"}>
          {grid(
            <>
              <FormField label="First name" error={errors.firstName} required>
                <Input autoComplete="off" {...text("firstName")} />
              </FormField>
              <FormField label="Last name" error={errors.lastName}>
                <Input autoComplete="off" {...text("lastName")} />
              </FormField>
              <FormField
                label="Email"
                error={errors.email}
                description={
                  existingId ? (
                    <Button type="button" variant="link" className="h-auto p-0" onClick={() => (close(false), navigate(`/admin/contacts?contact=${existingId}`))}>
                      Open the existing contact
                    </Button>
                  ) : undefined
                }
              >
                <Input type="email" autoComplete="off" {...text("email")} />
              </FormField>
              <FormField label="Phone" error={errors.phone}>
                <Input type="tel" autoComplete="off" {...text("phone")} />
              </FormField>
              <FormField label="Company" error={errors.company}>
                <Input autoComplete="off" {...text("company")} />
              </FormField>
              <Choice label="Role" value={values.role} onChange={set("role")} error={errors.role} options={[{ value: NONE, label: "Not known" }, ...list(ROLE_CHOICES)]} />
              <Choice label="Contact method" value={values.contactMethod} onChange={set("contactMethod")} error={errors.contactMethod} options={list(CONTACT_METHODS, CONTACT_METHOD_LABELS)} />
              <Choice label="Preferred channel" value={values.preferredChannel} onChange={set("preferredChannel")} error={errors.preferredChannel} options={[{ value: NONE, label: "Not chosen" }, ...list(PREFERRED_CHANNELS, PREFERRED_CHANNEL_LABELS)]} />
              <Choice label="Status" value={values.status} onChange={set("status")} error={errors.status} options={list(LEAD_STATUSES, LEAD_STATUS_LABELS)} />
              <Choice
                label="Owner"
                value={values.ownerId}
                onChange={set("ownerId")}
                error={errors.ownerId}
                options={[{ value: NONE, label: "Unowned" }, ...(owners.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))]}
              />
            </>,
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Automation interests</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {automationInterests.map((interest) => (
                <label key={interest} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={values.interests.includes(interest)}
                    onCheckedChange={(on) => set("interests")(on ? [...values.interests, interest] : values.interests.filter((i) => i !== interest))}
                  />
                  {interest}
                </label>
              ))}
            </div>
            {errors.interests && <p className="text-sm font-medium text-destructive">{errors.interests}</p>}
          </fieldset>
          <FormField label="Automation needs" error={errors.automation}>
            <Textarea rows={3} {...text("automation")} />
          </FormField>
          {grid(
            <>
              <FormField label="Budget" error={errors.budget}>
                <Input autoComplete="off" {...text("budget")} />
              </FormField>
              <FormField label="Tags" error={tagError} description="Separated by commas">
                <Input autoComplete="off" placeholder="vip, referral" {...text("tags")} />
              </FormField>
            </>,
          )}
          <FormActions saving={save.isPending} onCancel={() => close(false)} submitLabel={contact ? "Save changes" : "Create contact"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
