import { Link } from "react-router";
import { Clock, Mail, MessageSquare, Phone, X } from "lucide-react";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { BrandMark } from "./brand-mark.tsx";
import { telHref } from "./contact-links.ts";
import type { SiteChromeText } from "#common/i18n/site-chrome.ts";

const rowClass =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-foreground transition-colors hover:bg-accent";

/** The inside of the floating contact card: loaded the first time someone reaches for the card. */
export function ContactCardPanel({
  site,
  text,
  contactPath,
  onClose,
}: {
  site: PublicSiteSettings;
  text: SiteChromeText["contactCard"];
  /** The contact page in the page's language. */
  contactPath: string;
  onClose: () => void;
}) {
  return (
    <>
      <div className="flex items-center gap-3 rounded-xl bg-navy-950 p-3 text-white">
        <BrandMark width={40} height={40} className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{site.siteName}</p>
          <p className="text-xs text-slate-300">{text.team}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={text.close}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ul className="mt-2 space-y-0.5">
        <li>
          <Link to={contactPath} className={rowClass}>
            <MessageSquare aria-hidden="true" className="size-4 text-brand" />
            {text.form}
          </Link>
        </li>
        {site.contactPhone && (
          <li>
            <a href={telHref(site.contactPhone)} className={rowClass}>
              <Phone aria-hidden="true" className="size-4 text-brand" />
              <span>
                <span className="sr-only">{text.call}</span>
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
                <span className="sr-only">{text.email}</span>
                {site.contactEmail}
              </span>
            </a>
          </li>
        )}
      </ul>
      <p className="mt-1 flex items-center gap-3 border-t px-3 pt-3 pb-2 text-xs text-muted-foreground">
        <Clock aria-hidden="true" className="size-4 text-brand" />
        {site.hours}
      </p>
    </>
  );
}
