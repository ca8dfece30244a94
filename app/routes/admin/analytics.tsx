import { useSearchParams } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { RangePicker } from "../../components/admin/analytics/range-picker.tsx";
import { AudienceSection, ClicksSection, ConversionsSection, TrafficSection } from "../../components/admin/analytics/analytics-sections.tsx";
import { BookingFunnelSection } from "../../components/admin/analytics/booking-funnel.tsx";
import { DEFAULT_RANGE, type RangeChoice } from "../../components/admin/analytics/analytics-api.ts";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Analytics");

function choiceFrom(params: URLSearchParams): RangeChoice {
  const range = params.get("range");
  if (range === "30d") return { range: "30d", from: "", to: "" };
  if (range === "custom" && params.get("from") && params.get("to")) return { range: "custom", from: params.get("from")!, to: params.get("to")! };
  return DEFAULT_RANGE;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The site's own analytics (docs/decisions/031): no cookies, visitors counted per day (docs/decisions/005 and 027). */
export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const choice = choiceFrom(params);
  const change = (next: RangeChoice) =>
    setParams(next.range === "custom" ? { range: "custom", from: next.from, to: next.to } : next.range === "7d" ? {} : { range: next.range }, { replace: true });
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Analytics"
        description="Visitors, pages, sources and conversions from the site's own cookie-free analytics (a visitor is one browser on one day), and the booking funnel from chats and bookings."
        actions={<RangePicker key={`${choice.range}:${choice.from}:${choice.to}`} value={choice} onChange={change} />}
      />
      <TrafficSection choice={choice} />
      <Section title="Audience">
        <AudienceSection choice={choice} />
      </Section>
      <Section title="Click events">
        <ClicksSection choice={choice} />
      </Section>
      <Section title="Conversions">
        <ConversionsSection choice={choice} />
      </Section>
      <Section title="Booking funnel">
        <BookingFunnelSection choice={choice} />
      </Section>
    </div>
  );
}
