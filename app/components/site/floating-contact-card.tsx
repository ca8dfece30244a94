import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { clsx } from "clsx";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { BrandMark } from "./brand-mark.tsx";
import { fill } from "#common/i18n/fill.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import { contactCardEn } from "#common/i18n/contact-card.ts";

// Only the launcher ships with the page; the card's inside loads on intent (hover, focus) or on the first open.
const loadPanel = () => import("./contact-card-panel.tsx");
const ContactCardPanel = lazy(() => loadPanel().then((m) => ({ default: m.ContactCardPanel })));

/**
 * The floating contact profile card: a small launcher at the bottom left that opens a card with
 * the contact form, phone, e-mail and office hours. The chat widget owns the bottom right corner.
 */
export function FloatingContactCard({ site }: { site: PublicSiteSettings }) {
  const [open, setOpen] = useState(false);
  // Rendered from the first open on, so closing and reopening is instant.
  const [requested, setRequested] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { translated, to } = usePageLanguage();
  const text = translated?.contactCard ?? contactCardEn;

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      launcher.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div data-floating-control className="fixed bottom-4 left-4 z-30 flex flex-col items-start gap-3 sm:bottom-6 sm:left-6">
      <section
        id={panelId}
        aria-label={fill(text.region, { siteName: site.siteName })}
        hidden={!open}
        className="w-[min(20rem,calc(100vw-2rem))] rounded-2xl border bg-card p-2 text-card-foreground shadow-2xl shadow-navy-950/20"
      >
        {requested && (
          <Suspense fallback={<p className="px-3 py-6 text-center text-sm text-muted-foreground">{text.loading}</p>}>
            <ContactCardPanel
              site={site}
              text={text}
              contactPath={to("/contact")}
              onClose={() => {
                setOpen(false);
                launcher.current?.focus();
              }}
            />
          </Suspense>
        )}
      </section>
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setRequested(true);
          setOpen((o) => !o);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={clsx(
          "group inline-flex h-12 items-center gap-2 rounded-full border border-white/10 bg-navy-950 p-1.5 sm:pr-4 text-sm font-semibold text-white shadow-xl shadow-navy-950/30 transition-transform hover:-translate-y-0.5",
          open && "ring-2 ring-teal-300",
        )}
      >
        <span className="relative">
          <BrandMark width={36} height={36} className="size-9" />
          <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-navy-950 bg-emerald-400" aria-hidden="true" />
        </span>
        {/* Phones get the avatar only: the label would cover too much of a narrow screen. */}
        <span className="sr-only sm:not-sr-only">{text.launcher}</span>
      </button>
    </div>
  );
}
