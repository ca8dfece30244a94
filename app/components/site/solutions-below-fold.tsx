import type { PublicTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { AddOnServices, CoreOffering, HowClientsChoose, TechStrip } from "./solutions-extras.tsx";
import { SetupAddOns, SetupBundles } from "./setup-addons.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { FaqSection } from "./faq.tsx";
import { ClosingCta } from "./closing-cta.tsx";

/** Everything on Solutions after the packages: one deferred section (see deferred.tsx). */
export function SolutionsBelowFold({ bookingUrl, testimonials }: { bookingUrl: string; testimonials: readonly PublicTestimonial[] }) {
  return (
    <>
      <CoreOffering />
      <AddOnServices />
      <SetupAddOns />
      <SetupBundles />
      <HowClientsChoose />
      <TechStrip />
      <TestimonialsSection testimonials={testimonials} tone="light" />
      <FaqSection />
      <ClosingCta bookingUrl={bookingUrl} placement="solutions_closing" eventType="pricing_cta_click" />
    </>
  );
}
