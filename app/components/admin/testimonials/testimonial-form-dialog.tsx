import type { FormEvent } from "react";
import {
  TESTIMONIAL_LOCATIONS,
  testimonialCreateSchema,
  type AdminTestimonial,
  type TestimonialCreateInput,
  type TestimonialFormValues,
} from "#common/testimonials/testimonial-schemas.ts";
import { useContentForm } from "../content/use-content-form.ts";
import { FormActions, OptionSelect } from "../content/form-parts.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import { Switch } from "../../ui/switch.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { StarRatingInput } from "./star-rating.tsx";

type Values = TestimonialFormValues;

// Radix Select items cannot carry "", so "no location" travels as this value inside the form only.
const NO_LOCATION = "none";

const initial = (t: AdminTestimonial | null): Values => ({
  clientName: t?.clientName ?? "",
  clientTitle: t?.clientTitle ?? "",
  clientCompany: t?.clientCompany ?? "",
  testimonialText: t?.testimonialText ?? "",
  rating: t?.rating ?? 5,
  clientImage: t?.clientImage ?? "",
  location: t?.location ?? "",
  isFeature: t?.isFeature ?? false,
  isActive: t?.isActive ?? true,
});

export type SaveTestimonial = (id: number | null, input: TestimonialCreateInput) => Promise<unknown>;

export function TestimonialFormDialog({
  open,
  onOpenChange,
  testimonial,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testimonial: AdminTestimonial | null;
  onSave: SaveTestimonial;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{testimonial ? "Edit Testimonial" : "New Testimonial"}</DialogTitle>
          <DialogDescription>Featured, active testimonials appear on the Home and Solutions pages.</DialogDescription>
        </DialogHeader>
        {open && <TestimonialForm key={testimonial?.id ?? "new"} testimonial={testimonial} onSave={onSave} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TestimonialForm({ testimonial, onSave, onDone }: { testimonial: AdminTestimonial | null; onSave: SaveTestimonial; onDone: () => void }) {
  const { values, errors, saving, set, text, submit } = useContentForm(() => initial(testimonial));
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      parse: (v) => testimonialCreateSchema.safeParse(v),
      save: async (data) => {
        await onSave(testimonial?.id ?? null, data);
        onDone();
      },
      failure: { title: "Could not save the testimonial", fallback: "The testimonial could not be saved. Please try again." },
    });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={testimonial ? "Edit testimonial" : "New testimonial"}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Client name" required error={errors.clientName} className="sm:col-span-2">
          <Input {...text("clientName")} placeholder="Maria Gonzalez" />
        </FormField>
        <FormField label="Client title" required error={errors.clientTitle}>
          <Input {...text("clientTitle")} placeholder="Broker / Owner" />
        </FormField>
        <FormField label="Company" required error={errors.clientCompany}>
          <Input {...text("clientCompany")} placeholder="Gonzalez Realty Group" />
        </FormField>
      </div>
      <FormField label="Testimonial text" required error={errors.testimonialText}>
        <Textarea {...text("testimonialText")} rows={4} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Rating" error={errors.rating}>
          {() => <StarRatingInput name="rating" value={values.rating} onChange={(r) => set("rating", r)} invalid={Boolean(errors.rating)} />}
        </FormField>
        <FormField label="Location" error={errors.location}>
          {(control) => (
            <OptionSelect
              value={values.location || NO_LOCATION}
              onChange={(v) => set("location", v === NO_LOCATION ? "" : v)}
              options={[{ value: NO_LOCATION, label: "No location" }, ...TESTIMONIAL_LOCATIONS.map((l) => ({ value: l, label: l }))]}
              control={control}
            />
          )}
        </FormField>
      </div>
      <FormField label="Client photo URL" error={errors.clientImage} description="https://… or a site path; empty shows the client's initials.">
        <Input {...text("clientImage")} placeholder="https://…" />
      </FormField>
      <div className="grid gap-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">
        <label className="flex items-center justify-between gap-3 text-sm font-medium">
          Featured
          <Switch checked={values.isFeature} onCheckedChange={(c) => set("isFeature", c)} aria-label="Featured" />
        </label>
        <label className="flex items-center justify-between gap-3 text-sm font-medium">
          Active
          <Switch checked={values.isActive} onCheckedChange={(c) => set("isActive", c)} aria-label="Active" />
        </label>
      </div>
      <FormActions saving={saving} onCancel={onDone} submitLabel={testimonial ? "Save Changes" : "Create Testimonial"} />
    </form>
  );
}
