import { useEffect } from "react";
import { preload } from "react-dom";
import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import interCore from "../../assets/fonts/inter-core-wght.woff2?url";
import interAccents from "../../assets/fonts/inter-accents-wght.woff2?url";
import interVietnamese from "../../assets/fonts/inter-vietnamese-wght.woff2?url";
import type { Route } from "./+types/layout";
import { appContext } from "../../lib/app-context.ts";
import { publicPage } from "../../lib/public-page.server.ts";
import { track } from "../../lib/analytics.ts";
import { firstTouch } from "../../lib/first-touch.ts";
import { whenIdle } from "../../lib/when-idle.ts";
import { DEFAULT_SITE_NAME, PUBLIC_LAYOUT_ID, type PublicLayoutData } from "../../lib/public-layout.ts";
import { publicTitle, NOT_FOUND_TITLE } from "../../lib/page-title.ts";
import { FALLBACK_SITE } from "../../lib/public-site.ts";
import { ErrorScreen } from "../../components/errors/error-screen.tsx";
import { SiteHeader } from "../../components/site/site-header.tsx";
import { deferred, preloadDeferred } from "../../components/site/deferred.tsx";
import { ChatLauncher } from "../../components/chat/chat-launcher.tsx";
import type { BannerAnnouncement } from "../../components/site/announcement-banner.tsx";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { localeFromPath, unlocalizedPath, type Locale } from "#common/i18n/locales.ts";
import { siteChromeTranslations } from "#common/i18n/site-chrome.translations.ts";
import { localizedPageOf } from "#common/i18n/page-languages.ts";
import { shownLocale } from "#common/i18n/shown-locale.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import { SiteLanguageOffer } from "../../components/site/site-language-offer.tsx";

// The address's language (docs/decisions/048): its chrome dictionary travels with this data, so no other language's
// words are in the page's script. English needs none (built in).
export async function loader(args: Route.LoaderArgs) {
  const { services } = args.context.get(appContext);
  const [{ site, origin, locale }, announcements] = await Promise.all([publicPage(args), services.publicContent.activeAnnouncements()]);
  const banner: BannerAnnouncement[] = announcements.map(({ id, title, content, type, priority }) => ({ id, title, content, type, priority }));
  const chrome = locale === "en" ? null : siteChromeTranslations[locale];
  return { site, origin, locale, chrome, announcements: banner } satisfies PublicLayoutData & { announcements: BannerAnnouncement[] };
}

/** The layout's data holds the address's language: moving to another language loads it again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

// Every page names itself; this title is read only when a page's loader failed and this layout shows the error
// (an unknown path throws a 404 from its loader, so the 404 screen is titled here).
// In the address's language when the screen is (shown-locale.ts): its words come with this layout's data.
export const meta: Route.MetaFunction = ({ error, loaderData, location }) => {
  const words = shownLocale(location.pathname) === "en" ? null : loaderData?.chrome?.errors;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const page = notFound ? (words?.notFoundTitle ?? NOT_FOUND_TITLE) : (words?.errorPageTitle ?? "Something Went Wrong");
  return [{ title: publicTitle(page, loaderData?.site.siteName || DEFAULT_SITE_NAME) }, { name: "robots", content: "noindex" }];
};

// The contact card's launcher is server HTML until someone points at, focuses or taps it (a tap made before its
// code arrives is replayed): its code is not part of the first load.
const FloatingContactCard = deferred(
  "floating-contact-card",
  () => import("../../components/site/floating-contact-card.tsx").then((m) => m.FloatingContactCard),
  { when: "interaction" },
);
const SiteFooter = deferred("site-footer", () => import("../../components/site/site-footer.tsx").then((m) => m.SiteFooter), {
  offscreenHeight: 760,
});

/**
 * Client-side navigations (and revalidations) load the code of the deferred sections of the pages involved
 * alongside the data, so none of them suspends or waits to hydrate once the new page renders.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    const sections = preloadDeferred();
    await next();
    await sections;
  },
];

// The self-hosted font's subset of the characters our pages use (theme.css) is needed for the first paint of every
// page: fetch it with the CSS.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

// The other cuts of Inter a language's text needs (theme.css), fetched with the CSS like the core one instead of
// when the first accented letter is laid out. A language written in its own script (Chinese) uses the system's fonts.
const LOCALE_FONTS: Partial<Record<Locale, readonly string[]>> = { es: [interAccents], vi: [interAccents, interVietnamese] };

function useLocaleFonts(locale: Locale) {
  for (const href of LOCALE_FONTS[locale] ?? []) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}

/**
 * One page view per navigation (first-party, no cookies: see server/analytics); the tab's first one carries where
 * the visit came from (referrer, UTM tags: docs/decisions/031).
 */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Sent when the browser is idle (the first touch lives in sessionStorage, whose first read is a round trip to
    // the browser process), or as the page goes away if that comes first; once either way, for this path.
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      const { touch, isNew } = firstTouch();
      if (!isNew) return track("page_view", undefined, pathname);
      const { landingPage: _path, ...source } = touch;
      track("page_view", { entry: true, ...source }, pathname);
    };
    whenIdle(send, 2000);
    window.addEventListener("pagehide", send);
    return () => window.removeEventListener("pagehide", send);
  }, [pathname]);
}

function Shell({
  site,
  announcements,
  solidHeader = false,
  children,
}: {
  site: PublicSiteSettings;
  announcements: readonly BannerAnnouncement[];
  /** Screens without a dark hero (404, error) get the opaque header from the start. */
  solidHeader?: boolean;
  children: React.ReactNode;
}) {
  const language = usePageLanguage();
  const { pathname } = useLocation();
  useLocaleFonts(language.shown);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {language.chrome.skipToContent}
      </a>
      <SiteHeader siteName={site.siteName} announcements={announcements} solid={solidHeader} />
      {/* Each page renders its own <main id="main"> (as the 404 and error screens do). */}
      <div className="flex-1">{children}</div>
      <SiteFooter site={site} />
      <FloatingContactCard site={site} />
      {/* The chat widget: only its button ships with the page; the panel loads on first use. */}
      <ChatLauncher site={site} locale={language.shown} />
      {/* The booking pages offer their own language (?lang=); the other localized pages offer theirs here. */}
      {localizedPageOf(unlocalizedPath(pathname)) !== null && <SiteLanguageOffer />}
    </div>
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  usePageViews();
  return (
    <Shell site={loaderData.site} announcements={loaderData.announcements}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  usePageViews();
  // A page's loader that throws (a 404) leaves this layout's own data intact: keep the real settings in the chrome.
  const data = useRouteLoaderData<typeof loader>(PUBLIC_LAYOUT_ID);
  return (
    <Shell site={data?.site ?? FALLBACK_SITE} announcements={data?.announcements ?? []} solidHeader>
      <ErrorScreen />
    </Shell>
  );
}
