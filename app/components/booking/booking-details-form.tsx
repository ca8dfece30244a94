import { useEffect, useRef, useState, type FormEvent } from "react";
import type { BookingField, BookingSlot } from "#common/booking/booking-schemas.ts";
import { FormField } from "../ui/form-field.tsx";
import { Input } from "../ui/input.tsx";
import { siteButton } from "../ui/site-button.ts";
import type { BookingText } from "./booking-text.ts";

export type BookingDetails = { name: string; email: string; phone: string; website: string };
/** What the chat already knows of the visitor (GET /api/chat/visitor-details): the fields start with it. */
export type KnownDetails = { name?: string; email?: string; phone?: string };
/** What sending gave back when it did not book: the fields to fix, or a message for the whole form. */
export type SendResult = { fields?: BookingField[]; message?: string; /** Offer the contact form beside the message. */ contactForm?: boolean } | undefined;

const TEXT_FIELDS = ["name", "email", "phone"] as const;

/**
 * Name, e-mail and an optional phone for the chosen time. Checked in the browser with the API's schema (loaded on the
 * first submit) and again by the server; each refused field gets its message in the visitor's language. The inputs
 * are uncontrolled and the form stays mounted, so nothing typed is lost on any error, a taken time included.
 */
export function BookingDetailsForm({
  text,
  slot,
  slotLabel,
  onSend,
  idPrefix = "booking",
  known,
}: {
  text: BookingText;
  /** The chosen time (null: none yet). */
  slot: BookingSlot | null;
  /** The chosen time as the visitor reads it. */
  slotLabel: string | null;
  onSend: (details: BookingDetails) => Promise<SendResult>;
  idPrefix?: string;
  known?: KnownDetails;
}) {
  const [invalid, setInvalid] = useState<BookingField[]>([]);
  // Name and e-mail known: one line and the button, the fields (filled, editable) behind "Change details".
  const [editing, setEditing] = useState(!(known?.name && known.email));
  const [message, setMessage] = useState<string>();
  const [offerContact, setOfferContact] = useState(false);
  const [pending, setPending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const formRef = useRef<HTMLFormElement>(null);

  // The first refused field takes focus once the fields are enabled again (a disabled one cannot hold it).
  const [focusNext, setFocusNext] = useState<BookingField | null>(null);
  useEffect(() => {
    if (pending || !focusNext) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${focusNext}"]`)?.focus();
    setFocusNext(null);
  }, [pending, focusNext]);
  const show = (fields: BookingField[]) => {
    setInvalid(fields);
    if (fields.some((f) => f !== "start")) setEditing(true);
    setFocusNext(TEXT_FIELDS.find((f) => fields.includes(f)) ?? null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const details: BookingDetails = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      phone: String(form.get("phone") ?? ""),
      website: String(form.get("website") ?? ""),
    };
    setMessage(undefined);
    setOfferContact(false);
    setPending(true);
    try {
      const fields = await import("./booking-validate.ts")
        .then((m) => m.invalidBookingFields({ ...details, hostId: slot?.hostId ?? 0, start: slot?.start ?? "" }))
        // The server checks the same schema when the check cannot load.
        .catch(() => (slot ? [] : (["start"] as BookingField[])));
      if (fields.length > 0) return show(fields);
      const result = await onSend(details);
      show(result?.fields ?? []);
      if (result?.message) setMessage(result.message);
      setOfferContact(result?.contactForm === true);
    } finally {
      setPending(false);
    }
  }

  const error = (field: BookingField) => (invalid.includes(field) ? text.errors[field] : undefined);
  const timeError = error("start");

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} data-hydrated={hydrated || undefined} className="grid gap-5">
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label>
          Website (leave empty)
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="rounded-xl border border-border bg-secondary/60 px-4 py-3 text-sm">
        <p className="font-medium text-muted-foreground">{text.yourTime}</p>
        {/* Two lines reserved: choosing a time fills them without moving the fields. */}
        <p id={`${idPrefix}-chosen`} aria-live="polite" className="mt-1 min-h-10 font-semibold text-foreground">
          {slotLabel ?? text.noTimeChosen}
        </p>
        {timeError && (
          <p role="alert" className="mt-1 font-medium text-destructive">
            {timeError}
          </p>
        )}
      </div>
      {!editing && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm" data-testid="booking-known">
          <p className="min-w-0">
            <span className="text-muted-foreground">{text.bookingFor}: </span>
            <span className="font-semibold break-words">{[known?.name, known?.email, known?.phone].filter(Boolean).join(" · ")}</span>
          </p>
          <button type="button" onClick={() => {
              setEditing(true);
              setFocusNext("name");
            }} disabled={pending} className="min-h-11 font-semibold text-primary underline underline-offset-2">
            {text.changeDetails}
          </button>
        </div>
      )}
      {/* Hidden, not removed, while the line above stands for them: the form still sends what they hold. */}
      <div className={editing ? "grid gap-5" : "hidden"}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${idPrefix}-name`} label={text.name} required error={error("name")}>
            <Input name="name" autoComplete="name" disabled={pending} defaultValue={known?.name ?? ""} />
          </FormField>
          <FormField id={`${idPrefix}-email`} label={text.email} required error={error("email")}>
            <Input name="email" type="email" inputMode="email" autoComplete="email" disabled={pending} defaultValue={known?.email ?? ""} />
          </FormField>
        </div>
        <FormField id={`${idPrefix}-phone`} label={text.phone} description={text.phoneHint} error={error("phone")}>
          <Input name="phone" type="tel" autoComplete="tel" disabled={pending} defaultValue={known?.phone ?? ""} />
        </FormField>
      </div>
      {message && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {message}
          {offerContact && (
            <>
              {" "}
              <a href="/contact" className="underline underline-offset-2">
                {text.contactForm}
              </a>
            </>
          )}
        </p>
      )}
      <button type="submit" disabled={pending || !hydrated} className={siteButton({ tone: "brand", size: "block" })}>
        {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />}
        {pending ? text.submitting : text.submit}
      </button>
    </form>
  );
}
