import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router";
import { NotFound } from "./not-found.tsx";
import { buttonVariants } from "../ui/button-variants.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import { errorsEn } from "#common/i18n/errors.ts";

/** One error screen for the whole app: 404s get the not-found page, anything else the spec's error screen. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // In the address's language on the public site; English elsewhere (the admin has no language data).
  const text = usePageLanguage().translated?.errors ?? errorsEn;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (typeof window !== "undefined") console.error(error);
  return (
    <main id="main" role="alert" className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{text.errorTitle}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{text.errorMessage}</p>
      <div className="mt-8 flex gap-3">
        {/* Plain buttons with the Button classes: this screen serves public pages too, which skip tailwind-merge. */}
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          {text.refresh}
        </button>
        <button type="button" className={buttonVariants({ variant: "outline" })} onClick={() => navigate(location, { replace: true })}>
          {text.tryAgain}
        </button>
      </div>
    </main>
  );
}
