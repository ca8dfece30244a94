import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { ratePercent } from "#common/analytics/analytics-report.ts";
import { NO_SOURCE } from "#common/analytics/lead-source.ts";
import type { BookingFunnelReport, FunnelCounts } from "#common/analytics/booking-funnel.ts";
import type { ResolvedRange } from "./analytics-report.ts";

// The booking funnel (issue 37, item 7): what each step counts is written in common/analytics/booking-funnel.ts.
// One statement: a row per chat of the range and per booking without a chat, then the totals, the sources and the
// languages as three grouping sets. Each chat's contact, qualification and bookings are probed by index
// (contacts' conversation link, bookings' contact), so the cost follows the range's chats, not the tables.

const visitorWrote = (conversation: SQL) =>
  sql`exists (select 1 from chat_messages m where m.conversation_id = ${conversation} and m.sender = 'visitor')`;

/** Role plus one more field the score reads (server/contacts/qualification/score.ts); "not sure" is no timeline. */
const QUALIFIED = sql`(
  coalesce(k.role, '') <> '' and (
    case when jsonb_typeof(k.qualification->'teamSize') = 'number' then (k.qualification->>'teamSize')::numeric > 0 else false end
    or (jsonb_typeof(k.qualification->'marketAreas') = 'array' and k.qualification->'marketAreas' <> '[]'::jsonb)
    or (jsonb_typeof(k.qualification->'tools') = 'array' and k.qualification->'tools' <> '[]'::jsonb)
    or coalesce(k.qualification->>'problem', '') <> ''
    or coalesce(k.qualification->>'timeline', 'unknown') <> 'unknown'
  ))`;

/**
 * Chat `ch` led to a booking (with this status): one made in it — a hashed list of the chats' bookings, read once, as
 * `bookings.conversation_id` has no index — or one its contact made once it had begun (the contact index).
 */
const ledToBooking = (status?: "done") => {
  const withStatus = status ? sql` and b.status = ${status}` : sql``;
  return sql`(ch.id in (select b.conversation_id from bookings b where b.conversation_id is not null${withStatus})
    or exists (select 1 from bookings b where b.contact_id = ch.contact_id and b.created_at >= ch.created_at${withStatus}))`;
};

const funnelQuery = (r: ResolvedRange) => sql`
  with chats as (
    select cc.id, cc.created_at, lower(cc.language) as language,
      -- Its own source (a web chat's first touch; a text's channel) for a chat no contact's lead source covers.
      coalesce(cc.source, case when cc.channel <> 'web' then cc.channel end) as own_source,
      coalesce(cc.contact_id, (select c.id from contacts c where c.conversation_id = cc.id order by c.id limit 1)) as contact_id
    from chat_conversations cc
    where cc.created_at >= ${r.start}::timestamptz and cc.created_at < ${r.end}::timestamptz and ${visitorWrote(sql`cc.id`)}
  ),
  chat_rows as (
    select ch.language, coalesce(ls.source, ch.own_source, ${NO_SOURCE}) as source,
      ${ledToBooking()} as booked,
      ${ledToBooking("done")} as done,
      coalesce(${QUALIFIED}, false) as qualified
    from chats ch
    left join contacts k on k.id = ch.contact_id
    left join lead_sources ls on ls.contact_id = ch.contact_id
  ),
  direct as (
    select lower(b.language) as language, coalesce(ls.source, ${NO_SOURCE}) as source,
      (b.status = 'done' or exists (
        select 1 from bookings d where d.contact_id = b.contact_id and d.status = 'done' and d.created_at >= b.created_at
      )) as done
    from bookings b
    left join lead_sources ls on ls.contact_id = b.contact_id
    where b.created_at >= ${r.start}::timestamptz and b.created_at < ${r.end}::timestamptz
      and b.rescheduled_from_id is null and b.conversation_id is null
      -- Two probes by index (a chat's contact; the contact's own conversation), not one OR that scans the chats.
      and not exists (
        select 1 from chat_conversations cc
        where cc.contact_id = b.contact_id and cc.created_at <= b.created_at and ${visitorWrote(sql`cc.id`)}
      )
      and not exists (
        select 1 from contacts c join chat_conversations cc on cc.id = c.conversation_id
        where c.id = b.contact_id and cc.created_at <= b.created_at and ${visitorWrote(sql`cc.id`)}
      )
  ),
  all_rows as (
    select language, source, 1 as chat, (qualified or booked)::int as qualified, booked::int as booked, done::int as done, 0 as direct, 0 as direct_done from chat_rows
    union all
    select language, source, 0, 0, 0, 0, 1, done::int from direct
  )
  select grouping(source) as no_source, grouping(language) as no_language, source, language,
    count(*) filter (where chat = 1)::int as chats, sum(qualified)::int as qualified, sum(booked)::int as booked, sum(done)::int as done,
    sum(direct)::int as booked_without_chat, sum(direct_done)::int as done_without_chat
  from all_rows
  group by grouping sets ((), (source), (language))
  order by chats desc, booked_without_chat desc, source, language`;

type Row = {
  no_source: number;
  no_language: number;
  source: string | null;
  language: string | null;
  chats: number;
  qualified: number;
  booked: number;
  done: number;
  booked_without_chat: number;
  done_without_chat: number;
};

const countsOf = (row: Row | undefined): FunnelCounts => ({
  chats: Number(row?.chats ?? 0),
  qualified: Number(row?.qualified ?? 0),
  booked: Number(row?.booked ?? 0),
  done: Number(row?.done ?? 0),
  bookedWithoutChat: Number(row?.booked_without_chat ?? 0),
  doneWithoutChat: Number(row?.done_without_chat ?? 0),
});

export async function bookingFunnelReport(db: DbOrTx, r: ResolvedRange): Promise<BookingFunnelReport> {
  const found = (await db.execute(funnelQuery(r))).rows as Row[];
  // grouping() is 1 for a column the set leaves out: the totals leave out both.
  const totals = countsOf(found.find((row) => Number(row.no_source) === 1 && Number(row.no_language) === 1));
  const by = (dim: "source" | "language") =>
    found.filter((row) => Number(dim === "source" ? row.no_source : row.no_language) === 0).map((row) => ({ key: row[dim]!, ...countsOf(row) }));
  return {
    range: { from: r.from, to: r.to, days: r.days },
    totals,
    rates: { qualified: ratePercent(totals.qualified, totals.chats), booked: ratePercent(totals.booked, totals.qualified), done: ratePercent(totals.done, totals.booked) },
    bySource: by("source"),
    byLanguage: by("language"),
  };
}
