import { Building2, CalendarDays, UserRound, Users } from "lucide-react";
import type { ContactSummary } from "#common/contacts/contact-query.ts";
import { Card, CardContent } from "../../ui/card.tsx";

/** The spec's four summary cards, over all contacts (not the filtered list): the server counts them. */
export function ContactSummaryCards({ summary: s }: { summary: ContactSummary }) {
  const cards = [
    { label: "Total Contacts", value: s.total, icon: Users },
    { label: "This Week", value: s.thisWeek, icon: CalendarDays },
    { label: "Agents", value: s.agents, icon: UserRound },
    { label: "Brokers", value: s.brokers, icon: Building2 },
  ];
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Contact summary">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card className="gap-0 py-4">
            <CardContent className="flex items-center justify-between gap-3 px-4">
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={`summary-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                  {value}
                </p>
              </div>
              <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
