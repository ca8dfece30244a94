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
} from "#common/analytics/analytics-report.ts";
import { CONVERSION_KINDS, type ConversionKind } from "#common/analytics/events.ts";
import { DIRECT_SOURCE } from "#common/analytics/first-touch.ts";

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

/**
 * One row per visitor of the range: the first source, referrer, campaign and medium (of their first event with a
 * source: only those few rows are sorted) and whether they converted. Grouping instead of count(distinct) lets
 * PostgreSQL hash instead of sorting every event (docs/decisions/031, bench:analytics).
 */
const visitorsCte = (r: ResolvedRange) => sql`
  with first_touch as (
    select distinct on (visitor_hash) visitor_hash, source, props->>'referrer' as referrer, props->>'utmCampaign' as campaign, props->>'utmMedium' as medium
    from analytics_events where source is not null and ${inRange(r)}
    order by visitor_hash, created_at, id
  ),
  seen as (
    select visitor_hash, bool_or(type = 'conversion') as converted
    from analytics_events where ${inRange(r)}
    group by visitor_hash
  ),
  v as (
    select seen.converted, coalesce(f.source, ${DIRECT_SOURCE}) as source, f.referrer, f.campaign, f.medium
    from seen left join first_touch f on f.visitor_hash = seen.visitor_hash
  )`;

/** Per visitor of the range: their page views and whether they converted (the base of the totals). */
const totalsQuery = (r: ResolvedRange) => sql`
  select count(*)::int as visitors, coalesce(sum(pv), 0)::int as page_views, (count(*) filter (where conv))::int as converted
  from (
    select visitor_hash, count(*) filter (where type = 'page_view') as pv, bool_or(type = 'conversion') as conv
    from analytics_events where ${inRange(r)} group by visitor_hash
  ) x`;

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
          select day, count(*) as visitors, sum(pv) as page_views from (
            select (created_at at time zone 'UTC')::date as day, visitor_hash, count(*) filter (where type = 'page_view') as pv
            from analytics_events where ${inRange(r)} group by 1, 2
          ) per_visitor group by day
        ) x on x.day = d::date
        order by d`,
    ),
    rows<{ visitors: number; page_views: number; converted: number }>(db, totalsQuery(r)),
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
    sql`select path, sum(n)::int as page_views, count(*)::int as visitors from (
        select path, visitor_hash, count(*) as n from analytics_events where type = 'page_view' and ${inRange(r)} group by 1, 2
      ) x group by path order by page_views desc, path limit ${TOP}`,
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
    sql`select device, count(*)::int as visitors, sum(pv)::int as page_views from (
        select coalesce(device, 'unknown') as device, visitor_hash, count(*) filter (where type = 'page_view') as pv
        from analytics_events where ${inRange(r)} group by 1, 2
      ) x group by device order by visitors desc, device`,
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
      sql`select kind, count(*)::int as converted from (
          select props->>'kind' as kind, visitor_hash from analytics_events where type = 'conversion' and ${inRange(r)} group by 1, 2
        ) x group by kind`,
    ),
    rows<{ visitors: number; converted: number }>(db, totalsQuery(r)),
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
