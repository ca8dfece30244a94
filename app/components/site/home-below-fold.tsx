import type { CSSProperties } from "react";
import type { ShownPost } from "#common/blog/post-format.ts";
import type { PublicTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { StatsSection, WhatWeDo, WhoWeAre, WhyUs } from "./home-sections.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { BlogPreview } from "./blog-preview.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import type { Locale } from "#common/i18n/locales.ts";
import type { HomeText } from "#common/i18n/home.ts";
import { homeSectionsEn } from "#common/i18n/home-sections.ts";
import { ctaEn } from "#common/i18n/cta.ts";

/** Everything on Home after the hero: one deferred section (see deferred.tsx). */
export function HomeBelowFold({
  siteName,
  bookingUrl,
  posts,
  testimonials,
  text,
  locale = "en",
}: {
  siteName: string;
  bookingUrl: string;
  posts: readonly ShownPost[];
  testimonials: readonly PublicTestimonial[];
  /** The page's words in another language; null for English (this section brings its own). */
  text?: HomeText | null;
  /** The address's language: links stay in it. */
  locale?: Locale;
}) {
  const t = text ?? homeSectionsEn;
  return (
    <>
      <WhoWeAre text={t.who} />
      <WhatWeDo text={t.what} />
      {/* Laid out only when it comes near (render-when-near). The deferred section as a whole starts within the
          distance the browser renders ahead, so on a phone only this inner block (from ~2,500 px down) is skipped.
          Everything above it is real layout, so a link to an anchor inside (#results, #insights) lands on it. */}
      <div className="render-when-near" style={{ "--offscreen-height": "4300px" } as CSSProperties}>
        <WhyUs siteName={siteName} text={t.why} />
        <StatsSection text={t.stats} />
        <TestimonialsSection testimonials={testimonials} text={t.testimonials} />
        <BlogPreview posts={posts} text={t.blog} locale={locale} />
        <ClosingCta bookingUrl={bookingUrl} placement="home_closing" title={t.closing.title} lead={t.closing.lead} cta={text?.cta ?? ctaEn} />
      </div>
    </>
  );
}
