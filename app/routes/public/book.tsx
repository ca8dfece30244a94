import type { Route } from "./+types/book";
import { pageMeta, publicPage } from "../../lib/public-page.server.ts";
import { usePublicSiteSettings } from "../../lib/public-site.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { Section } from "../../components/site/section.tsx";
import { BookingFlow } from "../../components/booking/booking-flow.tsx";
import { BookingOff, ExternalBookingLink } from "../../components/booking/booking-off.tsx";
import { bookingLanguage, bookingText } from "../../components/booking/booking-text.ts";
import { LanguageSuggestion } from "../../components/site/language-suggestion.tsx";
import { BOOKING_LANGUAGES } from "#common/booking/booking-schemas.ts";
import { useSearchParams } from "react-router";

/**
 * The page's language is the address's (?lang=), else English; a browser that prefers another is offered it
 * (LanguageSuggestion). Its tags are built here, on the server.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = bookingLanguage(new URL(args.request.url).searchParams.get("lang"));
  const text = bookingText(lang);
  return { lang, meta: pageMeta(await publicPage(args), { title: text.pageTitle, description: text.metaDescription, path: "/book" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BookPage({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const text = bookingText(lang);
  const site = usePublicSiteSettings();
  const asked = useSearchParams()[0].has("lang");
  return (
    <main id="main" lang={lang}>
      <PageHero title={text.pageTitle} lead={text.pageLead} />
      <Section tone="muted">
        <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
          {site.bookingOnSite ? <BookingFlow lang={lang} /> : <BookingOff text={text} externalUrl={site.bookingUrl} />}
        </div>
        {site.bookingOnSite && site.bookingUrl && (
          <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-muted-foreground">
            {text.preferExternal} <ExternalBookingLink text={text} href={site.bookingUrl} />
          </p>
        )}
      </Section>
      <LanguageSuggestion current={lang} offered={BOOKING_LANGUAGES} href={(l) => `/book?lang=${l}`} suppressed={asked} />
    </main>
  );
}
