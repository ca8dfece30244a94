import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import type { SiteChromeText } from "#common/i18n/site-chrome.ts";
import type { Locale } from "#common/i18n/locales.ts";

// What the public pages' code needs of the public layout's data, without the tag builder (seo.ts), which runs in the
// loaders only: a page's title and link tags come with its data (public-page.server.ts).

/** What the public layout's loader hands to every public page. */
export interface PublicLayoutData {
  site: PublicSiteSettings;
  /** Absolute origin without a trailing slash, for canonical URLs and link previews. */
  origin: string;
  /** The language the address names (docs/decisions/048). */
  locale: Locale;
  /** The chrome's words in that language; null for English (built into the page's script). */
  chrome: SiteChromeText | null;
}

export const PUBLIC_LAYOUT_ID = "routes/public/layout";
export const DEFAULT_SITE_NAME = "Bayou City AI";
