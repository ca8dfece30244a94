import { Check, Lock, Star, Target } from "lucide-react";
import { packages, type Package } from "#common/content/packages.ts";
import { fill } from "#common/i18n/fill.ts";
import { solutionsPackagesEn } from "#common/i18n/solutions-packages.ts";
import { clsx } from "clsx";
import { ChatButton, ConsultationLink } from "./cta.tsx";
import { Section, SectionHeader } from "./section.tsx";

/**
 * Pricing policy: the figures are never sent to the browser. The blur covers a neutral placeholder, so reading
 * the page source or removing the blur reveals nothing.
 */
type PackagesText = typeof solutionsPackagesEn;

function PriceBlur({ featured, text }: { featured: boolean; text: PackagesText }) {
  return (
    <div className={clsx("relative mt-6 overflow-hidden rounded-xl border px-5 py-4", featured ? "border-white/10 bg-white/5" : "bg-secondary/70")}>
      <div aria-hidden="true" data-price-placeholder className="pointer-events-none blur-[8px] select-none">
        <p className="text-3xl font-bold tracking-tight">
          $00,000 <span className="text-base font-medium">{text.placeholderSetup}</span>
        </p>
        <p className="mt-1 text-sm">{text.placeholderMonthly}</p>
      </div>
      <p className="absolute inset-0 flex items-center justify-center gap-2 text-base font-semibold">
        <Lock aria-hidden="true" className="size-4" />
        {text.contactForPricing}
      </p>
    </div>
  );
}

function PackageCard({ pkg, bookingUrl, text, newTabNote }: { pkg: Package; bookingUrl: string; text: PackagesText; newTabNote?: string }) {
  const featured = pkg.popular;
  const words = text.packages[pkg.key];
  return (
    <li
      data-package={pkg.key}
      className={clsx(
        "relative flex flex-col rounded-3xl border p-8 shadow-sm",
        featured ? "dark surface-hero border-teal-400/40 text-foreground shadow-2xl shadow-teal-900/30 lg:-my-4 lg:py-12" : "bg-card",
      )}
    >
      {featured && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-amber-300 px-3.5 py-1 text-xs font-bold tracking-wide text-navy-950 uppercase">
          <Star aria-hidden="true" className="size-3.5 fill-current" />
          {text.mostPopular}
        </p>
      )}
      <h3 className="text-2xl font-bold text-foreground">{pkg.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand">{words.subtitle}</p>
      <PriceBlur featured={featured} text={text} />
      <p className="mt-6 leading-relaxed text-muted-foreground">{words.description}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {words.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-foreground">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex gap-3 rounded-xl bg-accent px-4 py-3 text-sm font-medium text-accent-foreground">
        <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {words.outcome}
      </p>
      <div className="mt-8 flex flex-col gap-2.5">
        <ConsultationLink
          bookingUrl={bookingUrl}
          size="block"
          event={{ type: "pricing_cta_click", props: { type: "consultation", package: pkg.key } }}
          newTabNote={newTabNote}
        >
          {words.ctaLabel}
        </ConsultationLink>
        <ChatButton
          source={`pricing_${pkg.key}`}
          ask={fill(text.ask, { name: pkg.name })}
          size="block"
          event={{ type: "pricing_cta_click", props: { type: "chat", package: pkg.key } }}
        >
          {fill(text.askAbout, { name: pkg.name })}
        </ChatButton>
      </div>
    </li>
  );
}

/**
 * `text`: the section's words in another language (from the page's data), with `newTabNote` (the consultation
 * link's "opens in a new tab"); English is built in.
 */
export function PackagesSection({ bookingUrl, text, newTabNote }: { bookingUrl: string; text?: PackagesText | null; newTabNote?: string }) {
  const t = text ?? solutionsPackagesEn;
  return (
    <Section labelledBy="packages-title" id="packages">
      <SectionHeader
        id="packages-title"
        eyebrow={t.eyebrow}
        title={t.title}
        lead={t.lead}
      />
      <ul className="mx-auto mt-16 grid max-w-2xl items-stretch gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
        {packages.map((pkg) => (
          <PackageCard key={pkg.key} pkg={pkg} bookingUrl={bookingUrl} text={t} newTabNote={newTabNote} />
        ))}
      </ul>
    </Section>
  );
}
