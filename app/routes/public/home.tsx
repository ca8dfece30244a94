import type { Route } from "./+types/home";
import { appContext } from "../../lib/app-context.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { absoluteUrl, publicLayoutData, seoMeta } from "../../lib/seo.ts";
import { serviceAreas, services } from "#common/content/offerings.ts";
import { HomeHero } from "../../components/site/home-hero.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { withDateLabels } from "#common/blog/post-format.ts";

const HomeBelowFold = deferred("home-below-fold", () =>
  import("../../components/site/home-below-fold.tsx").then((m) => m.HomeBelowFold),
);

/** The home page previews 3 posts. */
export const BLOG_PREVIEW_COUNT = 3;

// The business JSON-LD is built here, on the server, so the page's script does not carry the offerings catalogue.
export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = context.get(appContext);
  const [posts, testimonials, site] = await Promise.all([
    services.blog.listPublished({ limit: BLOG_PREVIEW_COUNT }),
    services.publicContent.featuredTestimonials(3),
    services.settings.publicSite(),
  ]);
  return { posts: posts.map(withDateLabels), testimonials, businessJsonLd: businessJsonLd(site, origin) };
}

const DESCRIPTION =
  "Custom AI agents, automated client management and analytics dashboards for Houston real estate agents, brokers, team leaders and property managers.";

/** ProfessionalService (a LocalBusiness) serving Houston, with hours and contact points. */
function businessJsonLd(site: PublicSiteSettings, origin: string) {
  const contact = { ...(site.contactPhone && { telephone: site.contactPhone }), ...(site.contactEmail && { email: site.contactEmail }) };
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${origin}/#business`,
    name: site.siteName,
    url: `${origin}/`,
    description: DESCRIPTION,
    logo: absoluteUrl(origin, "/favicon.svg"),
    image: absoluteUrl(origin, "/images/site/og-default.png"),
    ...contact,
    address: { "@type": "PostalAddress", addressLocality: "Houston", addressRegion: "TX", addressCountry: "US" },
    areaServed: [
      { "@type": "City", name: "Houston", sameAs: "https://en.wikipedia.org/wiki/Houston" },
      ...serviceAreas.map((name) => ({ "@type": "Place", name: `${name}, TX` })),
    ],
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    ],
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        ...contact,
        areaServed: "US-TX",
        availableLanguage: ["English", "Spanish"],
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "18:00",
        },
      },
    ],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "AI automation services",
      itemListElement: services.map((s) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: s.title, description: s.description } })),
    },
    sameAs: [site.socialX, site.socialLinkedin, site.socialFacebook].filter(Boolean),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const layout = publicLayoutData(matches);
  const name = layout?.site.siteName ?? "Bayou City AI";
  return seoMeta({
    matches,
    title: `${name} — AI Automation for Houston Real Estate`,
    exactTitle: true,
    description: DESCRIPTION,
    path: "/",
    jsonLd: loaderData ? [loaderData.businessJsonLd] : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = usePublicSite();
  const bookingUrl = site.bookingUrl;
  return (
    <main id="main">
      <HomeHero bookingUrl={bookingUrl} />
      <HomeBelowFold siteName={site.siteName} bookingUrl={bookingUrl} posts={loaderData.posts} testimonials={loaderData.testimonials} />
    </main>
  );
}
