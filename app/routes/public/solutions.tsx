import type { Route } from "./+types/solutions";
import { appContext } from "../../lib/app-context.ts";
import { requestPath } from "../../lib/request-path.ts";
import { pageMeta, publicPage } from "../../lib/public-page.server.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { ChatButton, ConsultationLink } from "../../components/site/cta.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import { pageLocale } from "#common/i18n/page-languages.ts";
import { solutionsMetaEn, solutionsTopEn } from "#common/i18n/solutions-top.ts";
import { SOLUTIONS_FAQ } from "#common/content/faq.ts";
import { solutionsTranslations } from "#common/i18n/solutions.translations.ts";

// The packages start on a phone's first screen, so they are their own (small) section; the rest loads later.
// Visible at once on a wide screen, but its code is only needed by someone who uses a card (a link, "Ask our AI"):
// it loads on the first touch, hover or focus, and a click made before that is held and replayed.
const Packages = deferred("solutions-packages", () => import("../../components/site/packages.tsx").then((m) => m.PackagesSection), {
  when: "interaction",
});
const SolutionsBelowFold = deferred("solutions-below-fold", () =>
  import("../../components/site/solutions-below-fold.tsx").then((m) => m.SolutionsBelowFold),
  { offscreenHeight: 9200 },
);

// The page's tags, with the FAQ's JSON-LD, are built here, on the server, so the page's script carries neither the tag
// builder nor the FAQ text twice; they are in the page's language. Another language's words come with the data
// (solutionsTranslations stays on the server).
export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context.get(appContext);
  const locale = pageLocale(requestPath(args.request));
  const text = locale === "en" ? null : (solutionsTranslations[locale] ?? null);
  const [testimonials, page] = await Promise.all([services.publicContent.featuredTestimonials(3), publicPage(args)]);
  const words = text?.meta ?? solutionsMetaEn;
  return {
    testimonials,
    text,
    meta: pageMeta(page, {
      title: words.title,
      description: words.description,
      path: "/solutions",
      jsonLd: [faqJsonLd(text?.faq.entries ?? SOLUTIONS_FAQ)],
    }),
  };
}

function faqJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { bookingUrl } = usePublicSite();
  const translated = loaderData.text;
  const { hero, cta } = translated ?? solutionsTopEn;
  return (
    <main id="main">
      <PageHero
        eyebrow={hero.eyebrow}
        title={
          <>
            {hero.titleStart}
            <span className="gradient-text">{hero.titleHighlight}</span>
          </>
        }
        lead={hero.lead}
      >
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <ConsultationLink
            bookingUrl={bookingUrl}
            event={{ type: "pricing_cta_click", props: { type: "consultation", placement: "solutions_hero" } }}
            newTabNote={cta.newTab}
          >
            {cta.consultation}
          </ConsultationLink>
          <ChatButton
            source="solutions_hero"
            event={{ type: "pricing_cta_click", props: { type: "chat", placement: "solutions_hero" } }}
            onDark
          >
            {cta.chat}
          </ChatButton>
        </div>
      </PageHero>
      <Packages bookingUrl={bookingUrl} text={translated?.packages ?? null} newTabNote={translated?.cta.newTab} />
      <SolutionsBelowFold bookingUrl={bookingUrl} testimonials={loaderData.testimonials} text={translated} />
    </main>
  );
}
