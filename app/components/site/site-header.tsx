import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ArrowRight, Menu, X } from "lucide-react";
import { clsx } from "clsx";
import { BrandMark } from "./brand-mark.tsx";
import { siteButton } from "../ui/site-button.ts";
import type { BannerAnnouncement } from "./announcement-banner.tsx";
import { deferred } from "./deferred.tsx";

// Most of the time there is no announcement: then the banner's code is never loaded.
const AnnouncementBanner = deferred(
  "announcement-banner",
  () => import("./announcement-banner.tsx").then((m) => m.AnnouncementBanner),
  { preloadOnNavigation: false },
);

/** The header turns opaque after 100 px of scroll. */
export const OPAQUE_AFTER_PX = 100;

const NAV = [
  { to: "/solutions", label: "Solutions" },
  { to: "/blog", label: "Blog" },
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
      {!scrolled && announcements.length > 0 && <AnnouncementBanner announcements={announcements} />}
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2.5 rounded-md text-base font-bold tracking-tight text-white">
          <BrandMark width={32} height={32} className="size-8" />
          <span>{siteName}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={({ isActive }) => navLinkClass(isActive)} prefetch="intent">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to="/contact"
            prefetch="intent"
            className={siteButton({ tone: "brand", size: "default" }, "sm:px-5")}
          >
            Deploy AI
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-white/10 bg-navy-950 md:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => navLinkClass(isActive, true)}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/contact" className={({ isActive }) => navLinkClass(isActive, true)}>
              Contact
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
