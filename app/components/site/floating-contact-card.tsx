import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Clock, Mail, MessageSquare, Phone, X } from "lucide-react";
import type { PublicSiteSettings } from "../../../common/settings/settings-catalog.ts";
import { BUSINESS_HOURS } from "../../../common/content/offerings.ts";
import { cn } from "../../lib/utils.ts";
import { BrandMark } from "./social-icons.tsx";
import { telHref } from "./contact-links.ts";

const rowClass =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-foreground transition-colors hover:bg-accent";

/**
 * The floating contact profile card (spec section 2): a small launcher at the bottom left that opens a card with
 * the contact form, phone, e-mail and office hours. The chat widget owns the bottom right corner.
 */
export function FloatingContactCard({ site }: { site: PublicSiteSettings }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const location = useLocation();

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
    <div className="fixed bottom-4 left-4 z-30 flex flex-col items-start gap-3 sm:bottom-6 sm:left-6">
      <section
        id={panelId}
        aria-label={`Contact ${site.siteName}`}
        hidden={!open}
        className="w-[min(20rem,calc(100vw-2rem))] rounded-2xl border bg-card p-2 text-card-foreground shadow-2xl shadow-navy-950/20"
      >
        <div className="flex items-center gap-3 rounded-xl bg-navy-950 p-3 text-white">
          <BrandMark width={40} height={40} className="size-10 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{site.siteName}</p>
            <p className="text-xs text-slate-300">Houston real-estate AI team</p>
          </div>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              launcher.current?.focus();
            }}
            aria-label="Close contact card"
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <ul className="mt-2 space-y-0.5">
          <li>
            <Link to="/contact" className={rowClass}>
              <MessageSquare aria-hidden="true" className="size-4 text-brand" />
              Contact form
            </Link>
          </li>
          {site.contactPhone && (
            <li>
              <a href={telHref(site.contactPhone)} className={rowClass}>
                <Phone aria-hidden="true" className="size-4 text-brand" />
                <span>
                  <span className="sr-only">Call </span>
                  {site.contactPhone}
                </span>
              </a>
            </li>
          )}
          {site.contactEmail && (
            <li>
              <a href={`mailto:${site.contactEmail}`} className={rowClass}>
                <Mail aria-hidden="true" className="size-4 text-brand" />
                <span className="truncate">
                  <span className="sr-only">E-mail </span>
                  {site.contactEmail}
                </span>
              </a>
            </li>
          )}
        </ul>
        <p className="mt-1 flex items-center gap-3 border-t px-3 pt-3 pb-2 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-4 text-brand" />
          {BUSINESS_HOURS}
        </p>
      </section>
      <button
        ref={launcher}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "group inline-flex h-12 items-center gap-2 rounded-full border border-white/10 bg-navy-950 p-1.5 sm:pr-4 text-sm font-semibold text-white shadow-xl shadow-navy-950/30 transition-transform hover:-translate-y-0.5",
          open && "ring-2 ring-teal-300",
        )}
      >
        <span className="relative">
          <BrandMark width={36} height={36} className="size-9" />
          <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-navy-950 bg-emerald-400" aria-hidden="true" />
        </span>
        {/* Phones get the avatar only: the label would cover too much of a narrow screen. */}
        <span className="sr-only sm:not-sr-only">Contact us</span>
      </button>
    </div>
  );
}
