import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  ratePercent,
  type AnalyticsRangeQuery,
  type ClicksReport,
  type ConversionsReport,
  type DevicesReport,
  type PagesReport,
  type ReportRange,
  type SourcesReport,
  type TrafficReport,
} from "../../common/analytics/analytics-report.ts";
import { CONVERSION_KINDS, type ConversionKind } from "../../common/analytics/events.ts";
import { DIRECT_SOURCE } from "../../common/analytics/first-touch.ts";

// The analytics view's reports, each aggregated in one SQL statement over the range's events (the created_at index).
// Visitors are daily hashes; a visitor's source is that of their first event carrying one (the tab's first page view
// or a conversion), "direct" without one. Conversion rates are converted visitors over visitors of the same group,
// so they cannot exceed 100 %.

const DAY_MS = 86_400_000;
const TOP = 20;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export interface ResolvedRange extends ReportRange {
  start: string;
  end: string;
}

export function resolveRange(query: AnalyticsRangeQuery, now = new Date()): ResolvedRange {
  const today = Date.parse(`${isoDay(now)}T00:00:00Z`);
  const [from, to] =
    query.range === "custom" && query.from && query.to
      ? [Date.parse(`${query.from}T00:00:00Z`), Date.parse(`${query.to}T00:00:00Z`)]
      : [today - ((query.range === "30d" ? 30 : 7) - 1) * DAY_MS, today];
  return {
    from: isoDay(new Date(from)),
    to: isoDay(new Date(to)),
    days: Math.round((to - from) / DAY_MS) + 1,
    start: new Date(from).toISOString(),
    end: new Date(to + DAY_MS).toISOString(),
  };
}

const publicRange = ({ from, to, days }: ResolvedRange): ReportRange => ({ from, to, days });
const inRange = (r: ResolvedRange) => sql`created_at >= ${r.start}::timestamptz and created_at < ${r.end}::timestamptz`;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** One row per visitor of the range: first source, referrer, campaign and medium, and whether they converted. */
const visitorsCte = (r: ResolvedRange) => sql`
  with v as (
    select visitor_hash,
      coalesce((array_agg(source order by created_at, id) filter (where source is not null))[1], ${DIRECT_SOURCE}) as source,
      (array_agg(props->>'referrer' order by created_at, id) filter (where source is not null))[1] as referrer,
      (array_agg(props->>'utmCampaign' order by created_at, id) filter (where source is not null))[1] as campaign,
      (array_agg(props->>'utmMedium' order by created_at, id) filter (where source is not null))[1] as medium,
      bool_or(type = 'conversion') as converted
    from analytics_events where ${inRange(r)}
    group by visitor_hash
  )`;

type GroupRow = { dim: string; key: string | null; visitors: number; converted: number };
const withRate = (row: GroupRow) => ({ visitors: row.visitors, converted: row.converted, conversionRate: ratePercent(row.converted, row.visitors) });

async function visitorGroups(db: DbOrTx, r: ResolvedRange, dims: Array<"source" | "referrer" | "campaign" | "medium">) {
  const sets = sql.join(
    dims.map((d) => sql`(${sql.raw(d)})`),
    sql`, `,
  );
  const dimName = sql.join(
    dims.map((d) => sql`when grouping(${sql.raw(d)}) = 0 then ${d}`),
    sql` `,
  );
  const keyOf = sql.join(
    dims.map((d) => sql`when grouping(${sql.raw(d)}) = 0 then ${sql.raw(d)}`),
    sql` `,
  );
  const found = await rows<GroupRow>(
    db,
    sql`${visitorsCte(r)}
    select case ${dimName} end as dim, case ${keyOf} end as key,
      count(*)::int as visitors, (count(*) filter (where converted))::int as converted
    from v group by grouping sets (${sets})
    order by visitors desc, key`,
  );
  const of = (dim: string) => found.filter((row) => row.dim === dim && row.key !== null).slice(0, TOP);
  return { of };
}

export async function trafficReport(db: DbOrTx, r: ResolvedRange): Promise<TrafficReport> {
  const [series, [totals]] = await Promise.all([
    rows<{ date: string; visitors: number; page_views: number }>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as date, coalesce(x.visitors, 0)::int as visitors, coalesce(x.page_views, 0)::int as page_views
        from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') d
        left join (
          select (created_at at time zone 'UTC')::date as day, count(distinct visitor_hash) as visitors,
            count(*) filter (where type = 'page_view') as page_views
          from analytics_events where ${inRange(r)} group by 1
        ) x on x.day = d::date
        order by d`,
    ),
    rows<{ visitors: number; page_views: number; converted: number }>(
      db,
      sql`select count(distinct visitor_hash)::int as visitors, (count(*) filter (where type = 'page_view'))::int as page_views,
          (count(distinct visitor_hash) filter (where type = 'conversion'))::int as converted
        from analytics_events where ${inRange(r)}`,
    ),
  ]);
  const visitors = Number(totals?.visitors ?? 0);
  const converted = Number(totals?.converted ?? 0);
  return {
    range: publicRange(r),
    totals: { visitors, pageViews: Number(totals?.page_views ?? 0), converted, conversionRate: ratePercent(converted, visitors) },
    series: series.map((s) => ({ date: s.date, visitors: Number(s.visitors), pageViews: Number(s.page_views) })),
  };
}

export async function pagesReport(db: DbOrTx, r: ResolvedRange): Promise<PagesReport> {
  const pages = await rows<{ path: string; page_views: number; visitors: number }>(
    db,
    sql`select path, count(*)::int as page_views, count(distinct visitor_hash)::int as visitors
      from analytics_events where type = 'page_view' and ${inRange(r)}
      group by path order by page_views desc, path limit ${TOP}`,
  );
  return { range: publicRange(r), pages: pages.map((p) => ({ path: p.path, pageViews: Number(p.page_views), visitors: Number(p.visitors) })) };
}

export async function sourcesReport(db: DbOrTx, r: ResolvedRange): Promise<SourcesReport> {
  const groups = await visitorGroups(db, r, ["source", "referrer", "campaign", "medium"]);
  return {
    range: publicRange(r),
    sources: groups.of("source").map((row) => ({ source: row.key!, ...withRate(row) })),
    referrers: groups.of("referrer").map((row) => ({ referrer: row.key!, ...withRate(row) })),
    campaigns: groups.of("campaign").map((row) => ({ campaign: row.key!, ...withRate(row) })),
    mediums: groups.of("medium").map((row) => ({ medium: row.key!, ...withRate(row) })),
  };
}

export async function devicesReport(db: DbOrTx, r: ResolvedRange): Promise<DevicesReport> {
  const devices = await rows<{ device: string; visitors: number; page_views: number }>(
    db,
    sql`select coalesce(device, 'unknown') as device, count(distinct visitor_hash)::int as visitors,
        (count(*) filter (where type = 'page_view'))::int as page_views
      from analytics_events where ${inRange(r)} group by 1 order by visitors desc, device`,
  );
  return { range: publicRange(r), devices: devices.map((d) => ({ device: d.device, visitors: Number(d.visitors), pageViews: Number(d.page_views) })) };
}

const CLICK_KEYS = { addon_row_click: "addon", bundle_click: "bundle", pricing_cta_click: "type", chat_started: "source" } as const;

export async function clicksReport(db: DbOrTx, r: ResolvedRange): Promise<ClicksReport> {
  const types = Object.keys(CLICK_KEYS);
  const found = await rows<{ type: keyof typeof CLICK_KEYS; key: string; clicks: number; visitors: number }>(
    db,
    sql`select type, coalesce(case type ${sql.join(
      Object.entries(CLICK_KEYS).map(([type, prop]) => sql`when ${type} then props->>${sql.raw(`'${prop}'`)}`),
      sql` `,
    )} end, '(none)') as key,
        count(*)::int as clicks, count(distinct visitor_hash)::int as visitors
      from analytics_events where type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )}) and ${inRange(r)}
      group by 1, 2 order by clicks desc, key`,
  );
  const of = (type: keyof typeof CLICK_KEYS) =>
    found.filter((row) => row.type === type).map((row) => ({ key: row.key, clicks: Number(row.clicks), visitors: Number(row.visitors) }));
  return { range: publicRange(r), addons: of("addon_row_click"), bundles: of("bundle_click"), pricingCtas: of("pricing_cta_click"), chatStarts: of("chat_started") };
}

export async function conversionsReport(db: DbOrTx, r: ResolvedRange): Promise<ConversionsReport> {
  const [groups, kinds, [totals]] = await Promise.all([
    visitorGroups(db, r, ["source"]),
    rows<{ kind: string; converted: number }>(
      db,
      sql`select props->>'kind' as kind, count(distinct visitor_hash)::int as converted
        from analytics_events where type = 'conversion' and ${inRange(r)} group by 1`,
    ),
    rows<{ visitors: number; converted: number }>(
      db,
      sql`select count(distinct visitor_hash)::int as visitors, (count(distinct visitor_hash) filter (where type = 'conversion'))::int as converted
        from analytics_events where ${inRange(r)}`,
    ),
  ]);
  const byKind = new Map(kinds.map((k) => [k.kind, Number(k.converted)]));
  const visitors = Number(totals?.visitors ?? 0);
  const converted = Number(totals?.converted ?? 0);
  return {
    range: publicRange(r),
    totals: { visitors, converted, conversionRate: ratePercent(converted, visitors) },
    byKind: CONVERSION_KINDS.map((kind: ConversionKind) => ({ kind, converted: byKind.get(kind) ?? 0 })),
    bySource: groups.of("source").map((row) => ({ source: row.key!, ...withRate(row) })),
  };
}
