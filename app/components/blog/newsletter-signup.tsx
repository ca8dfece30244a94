import { useEffect, useId, useState, type FormEvent } from "react";
import { CheckCircle2, Loader2, Mail } from "lucide-react";
import { NEWSLETTER_CONSENT_TEXT } from "#common/newsletter/newsletter-text.ts";
import { fieldError, apiJson, errorMessage } from "../../lib/api.ts";
import type { ApiOutput } from "../../lib/typed-api.ts";
import { leadFirstTouch } from "../../lib/first-touch.ts";
import { clsx } from "clsx";
import { siteButton } from "../ui/site-button.ts";
import { Input } from "../ui/input.tsx";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/**
 * The newsletter e-mail box (blog list, post page; reusable anywhere). `source` is stored with the
 * subscriber so staff can see which form it came from. Sits on dark or light surfaces through `.dark`.
 */
export function NewsletterSignup({
  source,
  title = "Get The AI Advantage Weekly",
  description = "One practical idea a week for automating your Houston real estate business. No fluff, no spam.",
  layout = "card",
  className,
}: {
  source: string;
  title?: string;
  description?: string;
  /** "inline": just the form (e.g. inside a hero); "card": a titled panel. */
  layout?: "inline" | "card";
  className?: string;
}) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Marks hydration for tests. The box always sits in a deferred section, which holds a submit made before its code
  // arrives and replays it (a native post would send the address to the page instead of the API).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // The fields are uncontrolled and read on submit: this form may hydrate after someone started typing
  // (it is a deferred section on the blog), and what they typed must not be lost.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const form = event.currentTarget;
    const fields = new FormData(form);
    const email = String(fields.get("email") ?? "");
    const website = String(fields.get("website") ?? "");
    setStatus({ kind: "sending" });
    try {
      // The validator loads on submit, not with the page; the server checks the same schema anyway.
      const { newsletterSignupSchema } = await import("#common/newsletter/newsletter-schemas.ts");
      const parsed = newsletterSignupSchema.safeParse({ email, source, website, firstTouch: leadFirstTouch() });
      if (!parsed.success) {
        setStatus({ kind: "error", message: parsed.error.issues[0]?.message ?? "Please enter a valid email address" });
        return;
      }
      const { message } = await apiJson<ApiOutput<"/api/newsletter", "POST", "/">>("POST", "/api/newsletter", parsed.data);
      setStatus({ kind: "done", message });
      form.reset();
    } catch (error) {
      const field = fieldError(error, "email");
      setStatus({ kind: "error", message: field ?? errorMessage(error, "Something went wrong. Please try again.") });
    }
  }

  const errorId = `${id}-error`;
  const consentId = `${id}-consent`;
  const form =
    status.kind === "done" ? (
      <p role="status" className="flex items-start gap-2.5 rounded-xl bg-success/10 px-4 py-3 text-sm font-medium text-foreground">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        {status.message}
      </p>
    ) : (
      <form noValidate method="post" onSubmit={onSubmit} className="w-full" aria-label="Newsletter signup" data-ready={ready || undefined}>
        <div className="flex flex-col gap-2.5 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <div className="relative flex-1">
            <Mail aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@brokerage.com"
              onChange={() => {
                if (status.kind === "error") setStatus({ kind: "idle" });
              }}
              aria-invalid={status.kind === "error" ? true : undefined}
              aria-describedby={status.kind === "error" ? `${errorId} ${consentId}` : consentId}
              className="h-12 rounded-full bg-background pl-10 text-base"
            />
          </div>
          {/* Honeypot: hidden from people and assistive tech; bots that fill every field give themselves away. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input tabIndex={-1} autoComplete="off" name="website" />
            </label>
          </div>
          <button type="submit" disabled={status.kind === "sending"} className={siteButton({ tone: "brand", size: "lg" }, "h-12")}>
            {status.kind === "sending" ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin" />
                Subscribing...
              </>
            ) : (
              "Subscribe"
            )}
          </button>
        </div>
        {status.kind === "error" && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-destructive">
            {status.message}
          </p>
        )}
        <p id={consentId} className="mt-3 text-xs leading-relaxed text-muted-foreground">
          {NEWSLETTER_CONSENT_TEXT}
        </p>
      </form>
    );

  if (layout === "inline") return <div className={clsx("relative", className)}>{form}</div>;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx("dark surface-hero relative overflow-hidden rounded-3xl p-6 text-foreground shadow-xl sm:p-10", className)}
    >
      <div className="pattern-grid pattern-fade pointer-events-none absolute inset-0 opacity-40" aria-hidden="true" />
      <div className="relative grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <p className="text-eyebrow text-brand uppercase">Newsletter</p>
          <h2 id={`${id}-title`} className="mt-2 text-h3 text-white">
            {title}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground sm:text-base">{description}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
