import { Link } from "react-router";
import { CircleAlert } from "lucide-react";
import { DELIVERY_KIND_LABELS, type ContactListItem, type Delivery } from "#common/contacts/contact-types.ts";
import { plural } from "#common/lib/plural.ts";

/** A delivery that did not get through (yet): failed for good, or failed and waiting for its next try. */
export function isDeliveryProblem(d: Delivery): boolean {
  return d.status === "failed" || (d.status === "pending" && d.attempts > 0);
}

/**
 * On a contact card: one quiet mark whatever failed (the cause is told once, above the list, and in full in the
 * card's Deliveries block). A lead that was not forwarded is still a lead staff can work.
 */
export function DeliveryIndicator({ contact }: { contact: ContactListItem }) {
  const problems = contact.deliveries.filter(isDeliveryProblem);
  if (problems.length === 0) return null;
  const retrying = problems.every((d) => d.status === "pending");
  return (
    <span data-testid="delivery-indicator" className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground" title={problems.map((d) => DELIVERY_KIND_LABELS[d.kind]).join(", ")}>
      <CircleAlert aria-hidden="true" className="size-3.5 text-warning" />
      {retrying ? "Delivery retrying" : "Not delivered"}
    </span>
  );
}

type Cause = { kind: Delivery["kind"]; error: string; leads: number };

/** Each distinct cause (channel and error) once, with how many leads it holds back; the commonest first. */
export function deliveryCauses(contacts: readonly Pick<ContactListItem, "deliveries">[]): { leads: number; causes: Cause[] } {
  const causes = new Map<string, Cause>();
  let leads = 0;
  for (const contact of contacts) {
    const problems = contact.deliveries.filter(isDeliveryProblem);
    if (problems.length > 0) leads++;
    const seen = new Set<string>();
    for (const d of problems) {
      const error = d.lastError?.trim() || "No reason was recorded";
      const key = `${d.kind}\u0000${error}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const cause = causes.get(key) ?? { kind: d.kind, error, leads: 0 };
      cause.leads++;
      causes.set(key, cause);
    }
  }
  return { leads, causes: [...causes.values()].sort((a, b) => b.leads - a.leads) };
}

/** Above the contact list: the causes of delivery problems, each said once, and where to fix them. */
export function DeliveryProblemsSummary({ contacts }: { contacts: readonly Pick<ContactListItem, "deliveries">[] }) {
  const { leads, causes } = deliveryCauses(contacts);
  if (leads === 0) return null;
  return (
    <section aria-labelledby="delivery-problems-title" data-testid="delivery-summary" className="rounded-lg border border-border bg-card p-4 text-sm">
      <h2 id="delivery-problems-title" className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 text-warning" />
        {plural(leads, "lead")} not forwarded yet
      </h2>
      <ul className="mt-2 grid gap-1 text-muted-foreground">
        {causes.slice(0, 5).map((c) => (
          <li key={`${c.kind}-${c.error}`}>
            <span className="font-medium text-foreground">{DELIVERY_KIND_LABELS[c.kind]}:</span> {c.error} ({plural(c.leads, "lead")})
          </li>
        ))}
        {causes.length > 5 && <li>and {plural(causes.length - 5, "other cause")}</li>}
      </ul>
      <p className="mt-3">
        The leads are saved here either way.{" "}
        <Link to="/admin/settings" className="font-medium text-foreground underline underline-offset-4 hover:text-brand">
          Check the delivery settings
        </Link>
      </p>
    </section>
  );
}
