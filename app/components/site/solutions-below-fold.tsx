import type { PublicTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { AddOnServices, CoreOffering, HowClientsChoose, TechStrip } from "./solutions-extras.tsx";
import { SetupAddOns, SetupBundles } from "./setup-addons.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { FaqSection } from "./faq.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { solutionsSectionsEn } from "#common/i18n/solutions-sections.ts";
import type { SolutionsText } from "#common/i18n/solutions.ts";
import { ctaEn } from "#common/i18n/cta.ts";

/** Everything on Solutions after the packages: one deferred section (see deferred.tsx). */
export function SolutionsBelowFold({
  bookingUrl,
  testimonials,
  text,
}: {
  bookingUrl: string;
  testimonials: readonly PublicTestimonial[];
  /** The page's words in another language; null for English (this section brings its own). */
  text?: SolutionsText | null;
}) {
  const t = text ?? solutionsSectionsEn;
  return (
    <>
      <CoreOffering text={t.core} />
      <AddOnServices text={t.addOns} />
      <SetupAddOns text={t.setup} />
      <SetupBundles text={t.bundles} />
      <HowClientsChoose text={t.choose} />
      <TechStrip text={t.tech} />
      <TestimonialsSection testimonials={testimonials} tone="light" text={t.testimonials} />
      <FaqSection text={t.faq} />
      <ClosingCta
        bookingUrl={bookingUrl}
        placement="solutions_closing"
        eventType="pricing_cta_click"
        title={t.closing.title}
        lead={t.closing.lead}
        cta={text?.cta ?? ctaEn}
      />
    </>
  );
}
