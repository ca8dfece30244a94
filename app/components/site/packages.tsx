import { Check, Lock, Star, Target } from "lucide-react";
import { CONTACT_FOR_PRICING } from "#common/content/site-facts.ts";
import { packages, type Package } from "#common/content/packages.ts";
import { clsx } from "clsx";
import { ChatButton, ConsultationLink } from "./cta.tsx";
import { Section, SectionHeader } from "./section.tsx";

/**
 * Pricing policy: the figures are never sent to the browser. The blur covers a neutral placeholder, so reading
 * the page source or removing the blur reveals nothing.
 */
function PriceBlur({ featured }: { featured: boolean }) {
  return (
    <div className={clsx("relative mt-6 overflow-hidden rounded-xl border px-5 py-4", featured ? "border-white/10 bg-white/5" : "bg-secondary/70")}>
      <div aria-hidden="true" data-price-placeholder className="pointer-events-none blur-[8px] select-none">
        <p className="text-3xl font-bold tracking-tight">
          $00,000 <span className="text-base font-medium">setup</span>
        </p>
        <p className="mt-1 text-sm">+ $000 / month</p>
      </div>
      <p className="absolute inset-0 flex items-center justify-center gap-2 text-base font-semibold">
        <Lock aria-hidden="true" className="size-4" />
        {CONTACT_FOR_PRICING}
      </p>
    </div>
  );
}

function PackageCard({ pkg, bookingUrl }: { pkg: Package; bookingUrl: string }) {
  const featured = pkg.popular;
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
          Most Popular
        </p>
      )}
      <h3 className="text-2xl font-bold text-foreground">{pkg.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand">{pkg.subtitle}</p>
      <PriceBlur featured={featured} />
      <p className="mt-6 leading-relaxed text-muted-foreground">{pkg.description}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-foreground">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex gap-3 rounded-xl bg-accent px-4 py-3 text-sm font-medium text-accent-foreground">
        <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        {pkg.outcome}
      </p>
      <div className="mt-8 flex flex-col gap-2.5">
        <ConsultationLink
          bookingUrl={bookingUrl}
          size="block"
          event={{ type: "pricing_cta_click", props: { type: "consultation", package: pkg.key } }}
        >
          {pkg.ctaLabel}
        </ConsultationLink>
        <ChatButton
          source={`pricing_${pkg.key}`}
          ask={`What's included in the ${pkg.name} package?`}
          size="block"
          event={{ type: "pricing_cta_click", props: { type: "chat", package: pkg.key } }}
        >
          Ask our AI about {pkg.name}
        </ChatButton>
      </div>
    </li>
  );
}

export function PackagesSection({ bookingUrl }: { bookingUrl: string }) {
  return (
    <Section labelledBy="packages-title" id="packages">
      <SectionHeader
        id="packages-title"
        eyebrow="Packages"
        title="Choose the level of automation that fits your business"
        lead="Every package is scoped to your business after a short consultation, so you only pay for what moves the needle."
      />
      <ul className="mx-auto mt-16 grid max-w-2xl items-stretch gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
        {packages.map((pkg) => (
          <PackageCard key={pkg.key} pkg={pkg} bookingUrl={bookingUrl} />
        ))}
      </ul>
    </Section>
  );
}
