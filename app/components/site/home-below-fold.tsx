import type { CSSProperties } from "react";
import type { ShownPost } from "#common/blog/post-format.ts";
import type { PublicTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { StatsSection, WhatWeDo, WhoWeAre, WhyUs } from "./home-sections.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { BlogPreview } from "./blog-preview.tsx";
import { ClosingCta } from "./closing-cta.tsx";

/** Everything on Home after the hero: one deferred section (see deferred.tsx). */
export function HomeBelowFold({
  siteName,
  bookingUrl,
  posts,
  testimonials,
}: {
  siteName: string;
  bookingUrl: string;
  posts: readonly ShownPost[];
  testimonials: readonly PublicTestimonial[];
}) {
  return (
    <>
      <WhoWeAre />
      <WhatWeDo />
      {/* Laid out only when it comes near (render-when-near). The deferred section as a whole starts within the
          distance the browser renders ahead, so on a phone only this inner block (from ~2,500 px down) is skipped.
          Everything above it is real layout, so a link to an anchor inside (#results, #insights) lands on it. */}
      <div className="render-when-near" style={{ "--offscreen-height": "4300px" } as CSSProperties}>
        <WhyUs siteName={siteName} />
        <StatsSection />
        <TestimonialsSection testimonials={testimonials} />
        <BlogPreview posts={posts} />
        <ClosingCta bookingUrl={bookingUrl} placement="home_closing" />
      </div>
    </>
  );
}
