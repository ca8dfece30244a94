import { useEffect, useRef, useState } from "react";
import type { BookingLanguage, BookingSummary } from "#common/booking/booking-schemas.ts";
import { siteButton } from "../ui/site-button.ts";
import { cancelBooking, readLink } from "./booking-api.ts";
import { LinkGone } from "./booking-off.tsx";
import { BookingSummaryBox } from "./booking-summary.tsx";
import { bookingText } from "./booking-text.ts";
import { visitorTimeZone } from "./booking-time.ts";

const CENTRAL = "America/Chicago";

type State = { step: "loading" } | { step: "gone" } | { step: "ready"; booking: BookingSummary } | { step: "done" };

/** A cancel link's page: the booking, one button, the outcome. The link works once; a used one says so. */
export function BookingCancel({
  lang,
  token,
  titled = true,
  onLanguage,
}: {
  lang: BookingLanguage;
  token: string;
  /** False where the page's own heading already says it. */
  titled?: boolean;
  /** The language the booking was made in, once the link is read (the page may switch to it). */
  onLanguage?: (lang: BookingLanguage) => void;
}) {
  const text = bookingText(lang);
  const [state, setState] = useState<State>({ step: "loading" });
  const [timeZone, setTimeZone] = useState(CENTRAL);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string>();
  // The link could not be read (a connection problem): said in the page's current language.
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setTimeZone(visitorTimeZone());
    let live = true;
    void readLink("cancel", token).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setState({ step: "ready", booking: outcome.data.booking });
        onLanguage?.(outcome.data.booking.language);
      } else if (outcome.kind === "gone") setState({ step: "gone" });
      else setFailed(true);
    });
    return () => {
      live = false;
    };
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (state.step === "done") heading.current?.focus();
  }, [state.step]);

  if (state.step === "gone") return <LinkGone text={text} lang={lang} />;
  if (state.step === "done")
    return (
      <div className="grid justify-items-start gap-4">
        <h2 ref={heading} tabIndex={-1} className="text-h3 outline-none">
          {text.cancelled}
        </h2>
        <p className="text-muted-foreground">{text.cancelledText}</p>
        <a href={`/book?lang=${lang}`} className={siteButton({ tone: "brand", size: "lg" })}>
          {text.bookAgain}
        </a>
      </div>
    );

  const booking = state.step === "ready" ? state.booking : null;
  const already = booking?.status === "cancelled";
  const confirm = async () => {
    setPending(true);
    setMessage(undefined);
    const outcome = await cancelBooking(token);
    setPending(false);
    if (outcome.ok) setState({ step: "done" });
    else if (outcome.kind === "gone") setState({ step: "gone" });
    else setMessage(outcome.kind === "too_many" ? text.tooMany : text.actionFailed);
  };

  return (
    <div className="grid gap-5">
      {titled && <h2 className="text-h3">{text.cancelTitle}</h2>}
      <BookingSummaryBox text={text} booking={booking} label={text.currentTime} timeZone={timeZone} hostTimeZone={CENTRAL} />
      {already ? (
        <p role="status">{text.alreadyCancelled}</p>
      ) : (
        <p className="text-muted-foreground">{text.cancelLead}</p>
      )}
      {(message ?? (failed ? text.actionFailed : undefined)) && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {message ?? text.actionFailed}
        </p>
      )}
      {already ? (
        <a href={`/book?lang=${lang}`} className={siteButton({ tone: "brand", size: "lg" }, "justify-self-start")}>
          {text.bookAgain}
        </a>
      ) : (
        <button type="button" onClick={confirm} disabled={!booking || pending} className={siteButton({ tone: "brand", size: "lg" }, "justify-self-start")}>
          {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />}
          {pending ? text.cancelling : text.cancelConfirm}
        </button>
      )}
    </div>
  );
}
