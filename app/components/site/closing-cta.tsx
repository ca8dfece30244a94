import { ChatButton, ConsultationLink } from "./cta.tsx";
import type { AnalyticsEventType } from "#common/analytics/events.ts";
import type { AnalyticsProps } from "../../lib/analytics.ts";
import { closingEn } from "#common/i18n/closing.ts";
import { ctaEn } from "#common/i18n/cta.ts";

/**
 * The closing call to action of the marketing pages. On Solutions the two buttons are pricing calls to action
 * (analytics type consultation|chat); elsewhere plain CTA clicks.
 */
export function ClosingCta({
  bookingUrl,
  placement,
  eventType = "cta_click",
  title = closingEn.title,
  lead = closingEn.lead,
  cta = ctaEn,
}: {
  bookingUrl: string;
  placement: string;
  eventType?: Extract<AnalyticsEventType, "cta_click" | "pricing_cta_click">;
  title?: string;
  lead?: string;
  /** The buttons' words (the page's language). */
  cta?: typeof ctaEn;
}) {
  const props = (type: "consultation" | "chat"): AnalyticsProps =>
    eventType === "pricing_cta_click" ? { type, placement } : { action: type, placement };
  return (
    <section aria-labelledby="closing-title" className="bg-background py-16 md:py-24">
      <div className="container-page">
        <div className="dark surface-hero relative overflow-hidden rounded-3xl px-6 py-14 text-center text-foreground sm:px-12 md:py-20">
          <div aria-hidden="true" className="pattern-grid pattern-fade absolute inset-0 opacity-50" />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="closing-title" className="text-h2 text-white">
              {title}
            </h2>
            <p className="mt-5 text-lead text-slate-300">{lead}</p>
            <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
              <ConsultationLink bookingUrl={bookingUrl} event={{ type: eventType, props: props("consultation") }} newTabNote={cta.newTab}>
                {cta.consultation}
              </ConsultationLink>
              <ChatButton source={placement} event={{ type: eventType, props: props("chat") }} onDark>
                {cta.chat}
              </ChatButton>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
