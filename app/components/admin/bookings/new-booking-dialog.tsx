import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { FormActions } from "../content/form-parts.tsx";
import { useAuth } from "#app/lib/auth.ts";
import { fieldErrors, type FieldErrors } from "#common/lib/api-error.ts";
import { fromWallClock, toWallClock } from "#common/lib/zoned-time.ts";
import { bookingCreateSchema } from "#common/booking/booking-admin-schemas.ts";
import { formFailed, useBookingHosts, useCreateBooking } from "./bookings-api.ts";

type Values = { hostId: string; date: string; time: string; name: string; email: string; phone: string };

/** Staff book a consultation for someone (a phone call, a walk-in), at a Houston date and time. */
export function NewBookingDialog({ open, onOpenChange, contact }: { open: boolean; onOpenChange: (open: boolean) => void; contact?: { id: number; name: string; email: string; phone: string } }) {
  const { user } = useAuth();
  const hosts = useBookingHosts();
  const create = useCreateBooking();
  const active = (hosts.data?.hosts ?? []).filter((h) => h.active);
  const [values, setValues] = useState<Values>(() => {
    const tomorrow = toWallClock(Date.now() + 86_400_000)!;
    return { hostId: user ? String(user.id) : "", date: tomorrow.date, time: "10:00", name: contact?.name ?? "", email: contact?.email ?? "", phone: contact?.phone ?? "" };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const hostId = active.some((h) => String(h.userId) === values.hostId) ? values.hostId : String(active[0]?.userId ?? "");
  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { hostId: Number(hostId), start: fromWallClock(values), name: values.name, email: values.email, phone: values.phone, contactId: contact?.id };
    const parsed = bookingCreateSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    create.mutate(body, {
      onSuccess: () => onOpenChange(false),
      onError: formFailed("Not booked", setErrors),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New booking</DialogTitle>
          <DialogDescription>
            Any time the host is free, in or outside their weekly hours, or a consultation already held. Houston time. For a meeting still to come, they are e-mailed the confirmation with a calendar invitation and links to move or cancel it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="New booking">
          <FormField label="Host" required error={errors.hostId}>
            <NativeSelect value={hostId} onChange={set("hostId")}>
              {active.map((h) => (
                <option key={h.userId} value={h.userId}>
                  {h.name} ({h.meetingMinutes} min)
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date" required error={errors.start}>
              <Input type="date" value={values.date} onChange={set("date")} />
            </FormField>
            <FormField label="Time (Central)" required>
              <Input type="time" step={300} value={values.time} onChange={set("time")} />
            </FormField>
          </div>
          <FormField label="Name" required error={errors.name}>
            <Input value={values.name} onChange={set("name")} autoComplete="off" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Email" required error={errors.email}>
              <Input type="email" value={values.email} onChange={set("email")} autoComplete="off" />
            </FormField>
            <FormField label="Phone" error={errors.phone}>
              <Input type="tel" value={values.phone} onChange={set("phone")} autoComplete="off" />
            </FormField>
          </div>
          <FormActions saving={create.isPending} onCancel={() => onOpenChange(false)} submitLabel="Book" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
