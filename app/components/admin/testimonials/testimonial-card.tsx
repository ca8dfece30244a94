import { useState } from "react";
import { MapPin, Pencil, Quote } from "lucide-react";
import type { AdminTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { ConfirmDelete } from "../../ui/confirm-dialog.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { StarRating } from "./star-rating.tsx";
import { initials } from "#common/testimonials/initials.ts";

function Avatar({ name, src }: { name: string; src: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return <img src={src} alt="" width={56} height={56} onError={() => setBroken(true)} className="size-14 shrink-0 rounded-full object-cover ring-2 ring-background" />;
  }
  return (
    <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-500 to-navy-700 text-lg font-semibold text-white">
      {initials(name)}
    </span>
  );
}

export function TestimonialCard({ testimonial: t, onEdit, onDelete }: { testimonial: AdminTestimonial; onEdit: () => void; onDelete: () => Promise<unknown> }) {
  return (
    <Card className="gap-4 p-5" data-testid="admin-testimonial">
      <div className="flex items-start gap-4">
        <Avatar name={t.clientName} src={t.clientImage} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-foreground">{t.clientName}</h2>
          <p className="text-sm text-muted-foreground">
            {t.clientTitle} at {t.clientCompany}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StarRating rating={t.rating} />
            {t.location && (
              <Badge variant="outline">
                <MapPin />
                {t.location}
              </Badge>
            )}
          </div>
        </div>
        <div className="flex shrink-0 items-center">
          <Button variant="ghost" size="icon" className="text-muted-foreground" onClick={onEdit} aria-label={`Edit testimonial from ${t.clientName}`}>
            <Pencil />
          </Button>
          <ConfirmDelete what="testimonial" name={t.clientName} onConfirm={onDelete} />
        </div>
      </div>
      <blockquote className="relative rounded-lg bg-muted/50 p-4 pl-10 text-sm leading-relaxed text-foreground">
        <Quote aria-hidden="true" className="absolute top-4 left-3 size-4 text-brand" />
        {t.testimonialText}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        {t.isFeature && <Badge>Featured</Badge>}
        {t.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
      </div>
    </Card>
  );
}
