import type { Route } from "./+types/solutions";
import { appContext } from "../../lib/app-context.ts";
import { seoMeta } from "../../lib/seo.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { PageHero } from "../../components/site/page-hero.tsx";
import { ChatButton, ConsultationLink } from "../../components/site/cta.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import { SOLUTIONS_FAQ } from "#common/content/faq.ts";

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

// The FAQ's JSON-LD is built here, on the server, so the page's script does not carry the FAQ text twice.
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return { testimonials: await services.publicContent.featuredTestimonials(3), faqJsonLd };
}

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: SOLUTIONS_FAQ.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer },
  })),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    matches,
    title: "Solutions & Packages",
    description:
      "AI automation packages for Houston real estate: Enterprise, Growth and Foundation, add-on services, platform setup and bundles. Contact us for pricing.",
    path: "/solutions",
    jsonLd: loaderData ? [loaderData.faqJsonLd] : [],
  });

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { bookingUrl } = usePublicSite();
  return (
    <main id="main">
      <PageHero
        eyebrow="Solutions"
        title={
          <>
            AI systems built for <span className="gradient-text">Houston real estate</span>
          </>
        }
        lead="From a single agent's website assistant to a brokerage-wide AI operation: pick a package, add what you need, and we set it up for you."
      >
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <ConsultationLink bookingUrl={bookingUrl} event={{ type: "pricing_cta_click", props: { type: "consultation", placement: "solutions_hero" } }} />
          <ChatButton
            source="solutions_hero"
            event={{ type: "pricing_cta_click", props: { type: "chat", placement: "solutions_hero" } }}
            onDark
          />
        </div>
      </PageHero>
      <Packages bookingUrl={bookingUrl} />
      <SolutionsBelowFold bookingUrl={bookingUrl} testimonials={loaderData.testimonials} />
    </main>
  );
}
