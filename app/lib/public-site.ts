import { useRouteLoaderData } from "react-router";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { BUSINESS_HOURS } from "#common/content/site-facts.ts";
import { DEFAULT_SITE_NAME, PUBLIC_LAYOUT_ID, type PublicLayoutData } from "./seo.ts";

export const FALLBACK_SITE: PublicSiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  contactEmail: "",
  contactPhone: "",
  bookingUrl: "",
  socialX: "",
  socialLinkedin: "",
  socialFacebook: "",
  hours: BUSINESS_HOURS,
};

/**
 * The site settings of the public layout, for any component under it. Without a booking URL setting the
 * consultation calls to action fall back to the contact page rather than a dead link.
 */
export function usePublicSite(): PublicSiteSettings {
  const data = useRouteLoaderData(PUBLIC_LAYOUT_ID) as PublicLayoutData | undefined;
  const site = data?.site ?? FALLBACK_SITE;
  return site.bookingUrl ? site : { ...site, bookingUrl: "/contact" };
}
