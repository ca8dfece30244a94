import { Link } from "react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import type { PublicSiteSettings } from "#common/settings/settings-catalog.ts";
import { BrandMark } from "./brand-mark.tsx";
import { FacebookIcon, LinkedInIcon, XIcon } from "./social-icons.tsx";
import { telHref } from "./contact-links.ts";
import { LanguageLinks } from "./language-switcher.tsx";
import { fill } from "#common/i18n/fill.ts";
import { usePageLanguage } from "../../lib/page-language.ts";
import { footerEn } from "#common/i18n/site-footer.ts";

const linkClass = "rounded-sm text-slate-300 transition-colors hover:text-white";

export function SiteFooter({ site }: { site: PublicSiteSettings }) {
  const { chrome, translated, to } = usePageLanguage();
  const text = translated?.footer ?? footerEn;
  const on = (network: string) => fill(text.socialOn, { siteName: site.siteName, network });
  const socials = [
    { href: site.socialX, label: on("X"), Icon: XIcon },
    { href: site.socialLinkedin, label: on("LinkedIn"), Icon: LinkedInIcon },
    { href: site.socialFacebook, label: on("Facebook"), Icon: FacebookIcon },
  ].filter((s) => s.href);
  return (
    <footer className="dark border-t border-white/10 bg-navy-950 text-foreground">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link to={to("/")} className="inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-white">
            <BrandMark width={32} height={32} className="size-8" />
            {site.siteName}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-300">
            {text.tagline}
          </p>
          <ul className="mt-6 flex gap-3" aria-label={text.socialMedia}>
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-slate-200 transition-colors hover:border-teal-300 hover:text-teal-300"
                >
                  <Icon width={16} height={16} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={text.nav}>
          <h2 className="text-sm font-semibold text-white">{text.company}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <Link to={to("/solutions")} className={linkClass}>
                {text.solutions}
              </Link>
            </li>
            <li>
              <Link to={to("/blog")} className={linkClass}>
                {text.blog}
              </Link>
            </li>
            <li>
              <Link to={to("/contact")} className={linkClass}>
                {text.contact}
              </Link>
            </li>
            <li>
              <Link to={to("/privacy")} className={linkClass}>
                {text.privacy}
              </Link>
            </li>
            <li>
              <Link to="/admin" className={linkClass} rel="nofollow">
                {text.adminAccess}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">{text.getInTouch}</h2>
          <ul className="mt-4 space-y-3 text-sm text-slate-300">
            {site.contactPhone && (
              <li className="flex items-center gap-2.5">
                <Phone aria-hidden="true" className="size-4 text-teal-300" />
                <a href={telHref(site.contactPhone)} className={linkClass}>
                  {site.contactPhone}
                </a>
              </li>
            )}
            {site.contactEmail && (
              <li className="flex items-center gap-2.5">
                <Mail aria-hidden="true" className="size-4 text-teal-300" />
                <a href={`mailto:${site.contactEmail}`} className={linkClass}>
                  {site.contactEmail}
                </a>
              </li>
            )}
            <li className="flex items-center gap-2.5">
              <MapPin aria-hidden="true" className="size-4 text-teal-300" />
              {text.location}
            </li>
            <li className="pl-6.5">{site.hours}</li>
          </ul>
          <h2 className="mt-8 text-sm font-semibold text-white">{chrome.languages.switcher}</h2>
          <LanguageLinks className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm" linkClassName={linkClass} />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-slate-400">
          {fill(text.rights, { year: new Date().getFullYear(), siteName: site.siteName })}
        </p>
      </div>
    </footer>
  );
}
