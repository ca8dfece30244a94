import { Link } from "react-router";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { siteButton } from "../ui/site-button.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import { errorsEn } from "#common/i18n/errors.ts";

/**
 * The one not-found screen: an unknown path and an unknown post look alike and differ only in
 * their words and where the button leads. Both answer HTTP 404. Its default words are in the address's language
 * (a 404 under /es/ is Spanish, its button leads to /es/).
 */
export function NotFound(props: { title?: string; message?: string; back?: { to: string; label: string } }) {
  const language = usePageLanguage();
  const text = language.translated?.errors ?? errorsEn;
  const {
    title = text.notFoundTitle,
    message = text.notFoundMessage,
    back = { to: language.to("/"), label: text.backHome },
  } = props;
  return (
    <main
      id="main"
      className="dark surface-hero relative flex min-h-[75vh] flex-col items-center justify-center overflow-hidden px-6 pt-32 pb-24 text-center text-foreground"
    >
      <div className="pattern-grid pattern-fade pointer-events-none absolute inset-0 opacity-40" aria-hidden="true" />
      <div className="relative flex size-16 items-center justify-center rounded-2xl bg-white/10 text-brand ring-1 ring-white/15">
        <FileQuestion aria-hidden="true" className="size-8" />
      </div>
      <p className="relative mt-6 text-sm font-semibold tracking-widest text-brand uppercase">404</p>
      <h1 className="relative mt-2 text-h2 text-white">{title}</h1>
      <p className="relative mt-4 max-w-md text-lead text-muted-foreground">{message}</p>
      <Link to={back.to} className={siteButton({ tone: "brand", size: "lg" }, "relative mt-8")}>
        <ArrowLeft aria-hidden="true" />
        {back.label}
      </Link>
    </main>
  );
}
