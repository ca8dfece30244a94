import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Eye, MousePointerClick, Target, Users } from "lucide-react";
import { CONVERSION_LABELS } from "#common/analytics/events.ts";
import { StatCard } from "../../ui/stat-card.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { RankedList, rateText } from "./ranked-list.tsx";
import { useClicks, useConversions, useDevices, useLeadSources, usePages, useSources, useTraffic, type RangeChoice } from "./analytics-api.ts";

// recharts is loaded with the chart, not with the admin's code (nor by the server at start: idle memory, docs/decisions/016).
const TrafficChart = lazy(() => import("./traffic-chart.tsx").then((m) => ({ default: m.TrafficChart })));

const CHANNEL_SHORT = { form: "Form", chat: "Chat", newsletter: "Newsletter", booking: "Booking", admin: "Staff" } as const;
const DEVICE_LABELS: Record<string, string> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop", unknown: "Not recorded" };
const CHAT_SOURCE_LABELS: Record<string, string> = { contact: "Contact page", widget: "Chat button", home_hero: "Home page hero", solutions: "Solutions page" };

export function TrafficSection({ choice }: { choice: RangeChoice }) {
  const traffic = useTraffic(choice).data;
  const t = traffic?.totals;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Visitors" value={t ? t.visitors.toLocaleString("en-US") : "--"} detail="one browser a day" icon={Users} />
        <StatCard title="Page Views" value={t ? t.pageViews.toLocaleString("en-US") : "--"} detail="pages opened" icon={Eye} />
        <StatCard title="Converted Visitors" value={t ? t.converted.toLocaleString("en-US") : "--"} detail="sent a form, chat lead or sign-up" icon={Target} />
        <StatCard title="Conversion Rate" value={t ? rateText(t.conversionRate) : "--"} detail="converted visitors / visitors" icon={MousePointerClick} />
      </div>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle className="text-base">Visitors and page views</CardTitle>
          <CardDescription>{traffic ? `${traffic.range.from} to ${traffic.range.to} (UTC days)` : "Loading…"}</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>{traffic ? <TrafficChart series={traffic.series} /> : <Skeleton className="h-64 w-full" />}</Suspense>
        </CardContent>
      </Card>
    </>
  );
}

export function AudienceSection({ choice }: { choice: RangeChoice }) {
  const pages = usePages(choice).data?.pages ?? [];
  const sources = useSources(choice).data;
  const devices = useDevices(choice).data?.devices ?? [];
  const withRate = (key: string, r: { visitors: number; conversionRate: number | null }) => ({ key, label: key, value: r.visitors, extra: rateText(r.conversionRate) });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankedList title="Top pages" keyLabel="Page" valueLabel="Views" extraLabel="Visitors" rows={pages.map((p) => ({ key: p.path, label: p.path, value: p.pageViews, extra: p.visitors.toLocaleString("en-US") }))} />
      <RankedList
        title="Sources" keyLabel="Source"
        description="utm_source, else the referring site, else direct: each visitor under their first touch."
        valueLabel="Visitors"
        extraLabel="Conv. rate"
        rows={(sources?.sources ?? []).map((s) => withRate(s.source, s))}
      />
      <RankedList title="Referrers" keyLabel="Referring page" valueLabel="Visitors" extraLabel="Conv. rate" rows={(sources?.referrers ?? []).map((s) => withRate(s.referrer, s))} empty="No referring sites in this range" />
      <RankedList title="UTM campaigns" keyLabel="utm_campaign" valueLabel="Visitors" extraLabel="Conv. rate" rows={(sources?.campaigns ?? []).map((s) => withRate(s.campaign, s))} empty="No tagged campaigns in this range" />
      <RankedList title="UTM mediums" keyLabel="utm_medium" valueLabel="Visitors" extraLabel="Conv. rate" rows={(sources?.mediums ?? []).map((s) => withRate(s.medium, s))} empty="No tagged mediums in this range" />
      <RankedList title="Devices" keyLabel="Device" valueLabel="Visitors" extraLabel="Views" rows={devices.map((d) => ({ key: d.device, label: DEVICE_LABELS[d.device] ?? d.device, value: d.visitors, extra: d.pageViews.toLocaleString("en-US") }))} />
    </div>
  );
}

export function ClicksSection({ choice }: { choice: RangeChoice }) {
  const clicks = useClicks(choice).data;
  const rows = (list: { key: string; clicks: number; visitors: number }[] | undefined, labels: Record<string, string> = {}) =>
    (list ?? []).map((c) => ({ key: c.key, label: labels[c.key] ?? c.key, value: c.clicks, extra: c.visitors.toLocaleString("en-US") }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankedList title="Add-on rows" keyLabel="Add-on" valueLabel="Clicks" extraLabel="Visitors" rows={rows(clicks?.addons)} empty="No add-on clicks in this range" />
      <RankedList title="Bundles" keyLabel="Bundle" valueLabel="Clicks" extraLabel="Visitors" rows={rows(clicks?.bundles)} empty="No bundle clicks in this range" />
      <RankedList title="Pricing calls to action" keyLabel="Type" valueLabel="Clicks" extraLabel="Visitors" rows={rows(clicks?.pricingCtas, { consultation: "Consultation", chat: "Chat" })} empty="No pricing clicks in this range" />
      <RankedList title="Chat started" keyLabel="Started from" valueLabel="Starts" extraLabel="Visitors" rows={rows(clicks?.chatStarts, CHAT_SOURCE_LABELS)} empty="No chats started in this range" />
    </div>
  );
}

export function ConversionsSection({ choice }: { choice: RangeChoice }) {
  const conversions = useConversions(choice).data;
  const leads = useLeadSources(choice).data?.sources ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankedList
        title="Conversions" keyLabel="Kind"
        description="Visitors who converted each way (one visitor may convert two ways)."
        valueLabel="Visitors"
        rows={(conversions?.byKind ?? []).map((k) => ({ key: k.kind, label: CONVERSION_LABELS[k.kind], value: k.converted }))}
      />
      <RankedList
        title="Conversion rate by source" keyLabel="Source"
        description="Converted visitors of a source over that source's visitors."
        valueLabel="Visitors"
        extraLabel="Converted"
        rows={(conversions?.bySource ?? []).map((s) => ({ key: s.source, label: s.source, value: s.visitors, extra: `${s.converted} · ${rateText(s.conversionRate)}` }))}
      />
      <RankedList
        title="Leads by source" keyLabel="Source"
        description="Contacts created in the range, by the visit their lead came from."
        valueLabel="Leads"
        extraLabel="How"
        rows={leads.map((l) => ({
          key: l.source,
          label: (
            <Link to={`/admin/contacts?leadSource=${encodeURIComponent(l.source)}`} className="hover:underline">
              {l.source === "none" ? "Not recorded" : l.source}
            </Link>
          ),
          value: l.leads,
          extra: (["form", "chat", "newsletter", "booking", "admin"] as const)
            .filter((k) => l[k] > 0)
            .map((k) => `${CHANNEL_SHORT[k]} ${l[k]}`)
            .join(", "),
        }))}
      />
    </div>
  );
}
