import type { Route } from "./+types/home";
import { appContext } from "../../lib/app-context.ts";
import { requestPath } from "../../lib/request-path.ts";
import { usePublicSite } from "../../lib/public-site.ts";
import { absoluteUrl, pageMeta, publicPage } from "../../lib/public-page.server.ts";
import { serviceAreas, services } from "#common/content/offerings.ts";
import { HomeHero } from "../../components/site/home-hero.tsx";
import { deferred } from "../../components/site/deferred.tsx";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { withCategoryLabels, withDateLabelsIn } from "#common/blog/post-format.ts";
import { LOCALES, localizedPath, type Locale } from "#common/i18n/locales.ts";
import { pageLocale } from "#common/i18n/page-languages.ts";
import { fill } from "#common/i18n/fill.ts";
import { homeEn, type HomeText } from "#common/i18n/home.ts";
import { homeMetaEn, homeTopEn } from "#common/i18n/home-top.ts";
import { homeTranslations } from "#common/i18n/home.translations.ts";
import { blogTranslations } from "#common/i18n/blog.translations.ts";

const HomeBelowFold = deferred("home-below-fold", () =>
  import("../../components/site/home-below-fold.tsx").then((m) => m.HomeBelowFold),
);

/** The home page previews 3 posts. */
export const BLOG_PREVIEW_COUNT = 3;

// The page's tags, with the business JSON-LD, are built here, on the server, so the page's script carries neither the
// tag builder nor the offerings catalogue. The page's words in another language come with the data
// (homeTranslations stays on the server); English is built in.
export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context.get(appContext);
  const locale = pageLocale(requestPath(args.request));
  const translated = locale === "en" ? null : (homeTranslations[locale] ?? null);
  const [posts, testimonials, page] = await Promise.all([
    // The page's own language's posts (never an English card on a Spanish page), their categories in its words.
    services.blog.listPublished({ limit: BLOG_PREVIEW_COUNT, language: locale }),
    services.publicContent.featuredTestimonials(3),
    publicPage(args),
  ]);
  const words = translated?.meta ?? homeMetaEn;
  return {
    locale,
    text: translated,
    posts: posts
      .map(withDateLabelsIn(LOCALES[locale].intl))
      .map(withCategoryLabels(locale === "en" ? null : (blogTranslations[locale]?.list.categories ?? null))),
    testimonials,
    meta: pageMeta(page, {
      title: fill(words.title, { siteName: page.site.siteName }),
      exactTitle: true,
      description: words.description,
      path: "/",
      jsonLd: [businessJsonLd(page.site, page.origin, locale, translated ?? homeEn)],
    }),
  };
}

/** ProfessionalService (a LocalBusiness) serving Houston, with hours and contact points, in the page's language. */
function businessJsonLd(site: PublicSiteSettings, origin: string, locale: Locale, text: HomeText) {
  const contact = { ...(site.contactPhone && { telephone: site.contactPhone }), ...(site.contactEmail && { email: site.contactEmail }) };
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${origin}/#business`,
    name: site.siteName,
    url: absoluteUrl(origin, localizedPath(locale, "/")),
    description: text.meta.description,
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
      name: text.meta.offerCatalog,
      itemListElement: services.map((s) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: text.what.services[s.key].title, description: text.what.services[s.key].description } })),
    },
    sameAs: [site.socialX, site.socialLinkedin, site.socialFacebook].filter(Boolean),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = usePublicSite();
  const bookingUrl = site.bookingUrl;
  const text = loaderData.text;
  return (
    <main id="main">
      <HomeHero bookingUrl={bookingUrl} text={text ?? homeTopEn} activity={text?.activity ?? null} />
      <HomeBelowFold
        siteName={site.siteName}
        bookingUrl={bookingUrl}
        posts={loaderData.posts}
        testimonials={loaderData.testimonials}
        text={text}
        locale={loaderData.locale}
      />
    </main>
  );
}
