import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ArrowRight, Menu, X } from "../ui/site-icons.tsx";
import { clsx } from "clsx";
import { BrandMark } from "./brand-mark.tsx";
import { siteButton } from "../ui/site-button.ts";
import type { BannerAnnouncement } from "./announcement-banner.tsx";
import { deferred } from "./deferred.tsx";
import { LanguageLinks } from "./language-switcher.tsx";
import { usePageLanguage } from "../../lib/page-language.ts";

// Most of the time there is no announcement: then the banner's code is never loaded.
const AnnouncementBanner = deferred(
  "announcement-banner",
  () => import("./announcement-banner.tsx").then((m) => m.AnnouncementBanner),
  { preloadOnNavigation: false },
);

/** The header turns opaque after 100 px of scroll. */
export const OPAQUE_AFTER_PX = 100;

const NAV = [
  { to: "/solutions", label: "solutions" },
  { to: "/blog", label: "blog" },
] as const;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return past;
}

const navLinkClass = (isActive: boolean, mobile = false) =>
  clsx(
    "rounded-full px-4 font-medium transition-colors hover:bg-white/10 hover:text-white",
    mobile ? "block py-3 text-base" : "py-2 text-sm",
    isActive ? "bg-white/10 text-white" : "text-slate-200",
  );

/**
 * Fixed over each page's dark hero: translucent at the top, opaque after 100 px. The announcement bar rides
 * in the same fixed box, so showing or dismissing it never moves the page (no layout shift).
 */
export function SiteHeader({
  siteName,
  announcements,
  solid = false,
}: {
  siteName: string;
  announcements: readonly BannerAnnouncement[];
  /** Opaque from the top, for screens that do not start with a dark hero. */
  solid?: boolean;
}) {
  const scrolled = useScrolledPast(OPAQUE_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { chrome, translated, fallbackNote, locale, to } = usePageLanguage();
  const text = chrome.header;

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const opaque = solid || scrolled || menuOpen;
  return (
    <header
      data-opaque={opaque ? "true" : "false"}
      className={clsx(
        "dark fixed inset-x-0 top-0 z-40 text-foreground transition-[background-color,box-shadow] duration-300",
        // 85% at the top: over a light cover or page the nav text keeps 4.5:1 (at 60% it fell to 3.9:1).
        opaque ? "bg-navy-950 shadow-lg shadow-black/20" : "bg-navy-950/85 backdrop-blur-md",
      )}
    >
      {!scrolled && announcements.length > 0 && <AnnouncementBanner announcements={announcements} text={translated?.announcement} />}
      {fallbackNote && (
        // In the address's language; the page itself is the English one (never a mixed page).
        <p lang={locale} data-language-fallback className="border-b border-white/10 bg-navy-900 py-2 text-center text-sm text-slate-200">
          <span className="container-page block">{fallbackNote}</span>
        </p>
      )}
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={to("/")} className="flex items-center gap-2.5 rounded-md text-base font-bold tracking-tight text-white">
          <BrandMark width={32} height={32} className="size-8" />
          <span>{siteName}</span>
        </Link>
        <nav aria-label={text.mainNav} className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={to(item.to)} className={({ isActive }) => navLinkClass(isActive)} prefetch="intent">
              {text[item.label]}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <nav aria-label={chrome.languages.switcher} className="hidden md:block">
            <LanguageLinks
              compact
              className="flex items-center text-xs font-semibold"
              linkClassName="inline-flex min-h-8 min-w-8 items-center justify-center rounded-full px-2 text-slate-300 hover:bg-white/10 hover:text-white"
            />
          </nav>
          <Link
            to={to("/contact")}
            prefetch="intent"
            className={siteButton({ tone: "brand", size: "default" }, "sm:px-5")}
          >
            {text.deployAi}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? text.closeMenu : text.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label={text.mobileNav}
        hidden={!menuOpen}
        className="border-t border-white/10 bg-navy-950 md:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={to(item.to)} className={({ isActive }) => navLinkClass(isActive, true)}>
                {text[item.label]}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={to("/contact")} className={({ isActive }) => navLinkClass(isActive, true)}>
              {text.contact}
            </NavLink>
          </li>
        </ul>
        <div className="container-page border-t border-white/10 py-3">
          <LanguageLinks
            className="flex flex-wrap gap-1"
            linkClassName="block rounded-full px-4 py-2 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white"
          />
        </div>
      </nav>
    </header>
  );
}
