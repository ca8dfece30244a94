import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "#common/i18n/locales.ts";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { BUSINESS_HOURS } from "#common/content/site-facts.ts";
import { DEFAULT_SITE_NAME, PUBLIC_LAYOUT_ID, type PublicLayoutData } from "./public-layout.ts";

export const FALLBACK_SITE: PublicSiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  contactEmail: "",
  contactPhone: "",
  bookingUrl: "",
  bookingOnSite: false,
  socialX: "",
  socialLinkedin: "",
  socialFacebook: "",
  hours: BUSINESS_HOURS,
};

/** The site's own booking page (the consultation calls to action lead there while booking_on_site is on). */
export const BOOKING_PAGE = "/book";

/** Where "Book a Free Consultation" leads: /book, else the external booking URL, else the contact page (never a dead link). */
export function consultationUrl(site: Pick<PublicSiteSettings, "bookingOnSite" | "bookingUrl">, locale: Locale = DEFAULT_LOCALE): string {
  // The booking page speaks all four languages: a page under /es/ leads to it in Spanish.
  if (site.bookingOnSite) return locale === DEFAULT_LOCALE ? BOOKING_PAGE : `${BOOKING_PAGE}?lang=${locale}`;
  return site.bookingUrl || "/contact";
}

/** The site settings of the public layout, as stored (the /book page reads the external booking URL from here). */
export function usePublicSiteSettings(): PublicSiteSettings {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined;
  return data?.site ?? FALLBACK_SITE;
}

/**
 * The site settings of the public layout, for any component under it, with `bookingUrl` already where the
 * consultation calls to action lead (consultationUrl).
 */
export function usePublicSite(): PublicSiteSettings {
  // The language comes from the layout's data, which this already reads, not from useLocation(): with a location
  // subscription here the solutions page's consultation click was sometimes lost (see 372f2c3).
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined;
  const site = data?.site ?? FALLBACK_SITE;
  return { ...site, bookingUrl: consultationUrl(site, data?.locale) };
}
