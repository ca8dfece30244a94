import { useState } from "react";
import { MapPin, Quote, Star } from "lucide-react";
import type { PublicTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { Section, SectionHeader } from "./section.tsx";
import { initials } from "#common/testimonials/initials.ts";
import { fill } from "#common/i18n/fill.ts";
import { testimonialsEn } from "#common/i18n/testimonials.ts";

function Avatar({ name, image }: { name: string; image: string }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <img
        src={image}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-12 rounded-full object-cover ring-2 ring-teal-400/40"
      />
    );
  }
  return (
    <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-teal-200">
      {initials(name)}
    </span>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5" role="img" aria-label={fill(label, { rating: full })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={i < full ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-slate-300"} />
      ))}
    </p>
  );
}

/** Featured, active testimonials (managed in the admin); nothing is rendered while there are none. */
export function TestimonialsSection({
  testimonials,
  tone = "muted",
  text = testimonialsEn,
}: {
  testimonials: readonly PublicTestimonial[];
  tone?: "light" | "muted";
  /** The section's own words (the page's language); the stories are shown as entered. */
  text?: typeof testimonialsEn;
}) {
  if (testimonials.length === 0) return null;
  const single = testimonials.length === 1;
  return (
    <Section tone={tone} labelledBy="testimonials-title" id="testimonials">
      <SectionHeader
        id="testimonials-title"
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
      />
      {/* One story gets a centred, wider card (not a third of an empty row); more fill balanced rows. */}
      <ul className={single ? "mx-auto mt-14 max-w-3xl" : "grid-balanced mt-14"} data-balanced-grid={single ? undefined : true}>
        {testimonials.map((t) => (
          <li key={t.id} data-testimonial className="flex">
            <figure className="relative flex w-full flex-col rounded-2xl border bg-card p-7 shadow-sm">
              <Quote aria-hidden="true" className="absolute top-6 right-6 size-8 text-teal-500/20" />
              <Stars rating={t.rating} label={text.rated} />
              <blockquote className={single ? "mt-5 flex-1 text-lg leading-relaxed text-foreground sm:text-xl" : "mt-5 flex-1 text-base leading-relaxed text-foreground"}>
                <p>“{t.testimonialText}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
                <Avatar name={t.clientName} image={t.clientImage} />
                <span className="min-w-0">
                  <span className="block font-semibold text-foreground">{t.clientName}</span>
                  <span className="block text-sm text-muted-foreground">
                    {t.clientTitle}, {t.clientCompany}
                  </span>
                  {t.location && (
                    <span className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand">
                      <MapPin aria-hidden="true" className="size-3" />
                      {t.location}
                    </span>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
