import type { ShownPost } from "../../../common/blog/post-format.ts";
import type { PublicTestimonial } from "../../../common/testimonials/testimonial-schemas.ts";
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
      <WhyUs siteName={siteName} />
      <StatsSection />
      <TestimonialsSection testimonials={testimonials} />
      <BlogPreview posts={posts} />
      <ClosingCta bookingUrl={bookingUrl} placement="home_closing" />
    </>
  );
}
