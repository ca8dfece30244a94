import { useState } from "react";
import { MessageSquareQuote, Plus } from "lucide-react";
import type { AdminTestimonial } from "#common/testimonials/testimonial-schemas.ts";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { useTestimonialMutations, useTestimonials } from "../../components/admin/testimonials/testimonials-api.ts";
import { TestimonialCard } from "../../components/admin/testimonials/testimonial-card.tsx";
import { TestimonialFormDialog } from "../../components/admin/testimonials/testimonial-form-dialog.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { errorMessage } from "../../lib/api.ts";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Testimonials");

export default function AdminTestimonialsPage() {
  const testimonials = useTestimonials();
  const { save, remove } = useTestimonialMutations();
  const [dialog, setDialog] = useState<{ open: boolean; testimonial: AdminTestimonial | null }>({ open: false, testimonial: null });
  const list = testimonials.data ?? [];

  return (
    <div>
      <AdminPageHeader
        title="Testimonials"
        description="Client testimonials shown on the website."
        actions={
          <Button onClick={() => setDialog({ open: true, testimonial: null })}>
            <Plus />
            New Testimonial
          </Button>
        }
      />
      {testimonials.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2" aria-label="Loading testimonials">
          {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-56" />)}
        </div>
      ) : testimonials.isError ? (
        <Card className="p-6 text-center">
          <p className="text-sm text-destructive">{errorMessage(testimonials.error, "Failed to load testimonials")}</p>
          <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => testimonials.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState icon={MessageSquareQuote} title="No testimonials yet" description="Add what your clients say; featured ones appear on the site." />
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {list.map((t) => (
            <TestimonialCard key={t.id} testimonial={t} onEdit={() => setDialog({ open: true, testimonial: t })} onDelete={() => remove.mutateAsync(t.id)} />
          ))}
        </div>
      )}
      <TestimonialFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        testimonial={dialog.testimonial}
        onSave={(id, input) => save.mutateAsync({ id, input })}
      />
    </div>
  );
}
