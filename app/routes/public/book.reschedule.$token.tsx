import type { Route } from "./+types/book.reschedule.$token";
import { seoMeta } from "../../lib/seo.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { Section } from "../../components/site/section.tsx";
import { BookingReschedule } from "../../components/booking/booking-reschedule.tsx";
import { bookingLanguage, bookingText } from "../../components/booking/booking-text.ts";
import { useLanguageSwitch } from "../../components/booking/use-browser-language.ts";

// The link from the confirmation e-mail; no account needed. The token is read by the API only (the page's HTML is the
// same for every token), and only the button uses it up.
export function loader({ request, params }: Route.LoaderArgs) {
  return { lang: bookingLanguage(new URL(request.url).searchParams.get("lang"), request.headers.get("accept-language")), token: params.token };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const text = bookingText(loaderData?.lang ?? "en");
  return seoMeta({ matches, title: text.rescheduleTitle, description: text.metaDescription, path: "/book", noindex: true });
};

export default function BookingReschedulePage({ loaderData }: Route.ComponentProps) {
  const { lang, token } = loaderData;
  // The e-mail's link names no language: the booking's own (the one it was made in) is used.
  const onLanguage = useLanguageSwitch(lang);
  const text = bookingText(lang);
  return (
    <main id="main" lang={lang}>
      <PageHero title={text.rescheduleTitle} />
      <Section tone="muted">
        <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
          <BookingReschedule lang={lang} token={token} titled={false} onLanguage={onLanguage} />
        </div>
      </Section>
    </main>
  );
}
