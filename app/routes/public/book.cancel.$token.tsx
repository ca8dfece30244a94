import type { Route } from "./+types/book.cancel.$token";
import { pageMeta, publicPage } from "../../lib/public-page.server.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { Section } from "../../components/site/section.tsx";
import { BookingCancel } from "../../components/booking/booking-cancel.tsx";
import { bookingLanguage, bookingText } from "../../components/booking/booking-text.ts";
import { useLanguageSwitch } from "../../components/booking/use-browser-language.ts";

// The link from the confirmation e-mail; no account needed. The token is read by the API only (the page's HTML is the
// same for every token), and only the button uses it up. Its tags are built here, on the server.
export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  const lang = bookingLanguage(new URL(request.url).searchParams.get("lang"), request.headers.get("accept-language"));
  const text = bookingText(lang);
  const meta = pageMeta(await publicPage(args), { title: text.cancelTitle, description: text.metaDescription, path: "/book", noindex: true });
  return { lang, token: params.token, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BookingCancelPage({ loaderData }: Route.ComponentProps) {
  const { lang, token } = loaderData;
  // The e-mail's link names no language: the booking's own (the one it was made in) is used.
  const onLanguage = useLanguageSwitch(lang);
  const text = bookingText(lang);
  return (
    <main id="main" lang={lang}>
      <PageHero title={text.cancelTitle} />
      <Section tone="muted">
        <div className="mx-auto max-w-3xl rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
          <BookingCancel lang={lang} token={token} titled={false} onLanguage={onLanguage} />
        </div>
      </Section>
    </main>
  );
}
