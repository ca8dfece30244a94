import type { NewsletterSubscriber } from "#common/newsletter/newsletter-schemas.ts";
import { toCsv } from "../lib/csv.ts";

export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  return toCsv(
    ["email", "source", "subscribed_at", "status", "confirmed_at", "unsubscribed_at"],
    subscribers.map((s) => [s.email, s.source, s.createdAt, s.status, s.confirmedAt ?? "", s.unsubscribedAt ?? ""]),
  );
}
