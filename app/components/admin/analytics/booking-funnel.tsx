import type { BookingFunnelReport, FunnelRow, FunnelStep } from "#common/analytics/booking-funnel.ts";
import { TAUGHT_LANGUAGE_LABELS } from "#common/chat/taught-answers.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { rateText } from "./ranked-list.tsx";
import { useBookingFunnel, type RangeChoice } from "./analytics-api.ts";

// The booking funnel (issue 37, item 7). What each step counts is the server's definition
// (common/analytics/booking-funnel.ts), said again here in the staff's words.

const STEP_LABELS: Record<FunnelStep, string> = { chats: "Chats", qualified: "Qualified", booked: "Booked", done: "Done" };
const DEFINITIONS: [string, string][] = [
  ["Chats", "conversations started in the range in which the visitor wrote at least once."],
  ["Qualified", "the contact told us their role and one more thing (team size, market area, tools, problem or timeline), or booked."],
  ["Booked", "a consultation was booked in the chat or by its contact afterwards, even if it was later cancelled."],
  ["Done", "the contact's meeting was held (marked done)."],
  ["Without chat", "bookings made in the range by someone who had not chatted: the /book page, staff or the calendar."],
];
const LANGUAGE_LABELS: Record<string, string> = TAUGHT_LANGUAGE_LABELS;
/** The tables' figure columns; a phone shows the short heading (a screen reader the full one) in a column that fits it. */
const COLUMNS: { full: string; short?: string; phoneWidth: string }[] = [
  { full: "Chats", phoneWidth: "max-sm:w-9" },
  { full: "Qualified", short: "Qual.", phoneWidth: "max-sm:w-8" },
  { full: "Booked", phoneWidth: "max-sm:w-11" },
  { full: "Done", phoneWidth: "max-sm:w-9" },
  { full: "Without chat", short: "No chat", phoneWidth: "max-sm:w-12" },
];
const n = (value: number) => value.toLocaleString("en-US");

function Steps({ report }: { report: BookingFunnelReport }) {
  const { totals, rates } = report;
  const steps: { step: FunnelStep; rate: string | null }[] = [
    { step: "chats", rate: null },
    { step: "qualified", rate: `${rateText(rates.qualified)} of chats` },
    { step: "booked", rate: `${rateText(rates.booked)} of qualified` },
    { step: "done", rate: `${rateText(rates.done)} of booked` },
  ];
  const widest = Math.max(1, totals.chats);
  return (
    <ol className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Booking funnel steps">
      {steps.map(({ step, rate }) => (
        <li key={step} className="min-w-0 rounded-lg border p-3" data-step={step}>
          <p className="text-sm font-medium">{STEP_LABELS[step]}</p>
          <p className="text-2xl font-bold tabular-nums" data-slot="step-count">
            {n(totals[step])}
          </p>
          <p className="text-xs text-muted-foreground" data-slot="step-rate">
            {rate ?? "started in the range"}
          </p>
          <span aria-hidden className="mt-2 block h-1.5 rounded-full bg-muted">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${(totals[step] / widest) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}

function BreakdownTable({ title, keyLabel, rows, labelOf }: { title: string; keyLabel: string; rows: FunnelRow[]; labelOf: (key: string) => string }) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <Card className="min-w-0 gap-3" data-testid={`report-${slug}`}>
      <CardHeader className="px-3 sm:px-6">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing in this range</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-xs max-sm:table-fixed sm:text-sm">
              <caption className="sr-only">{title}: chats, qualified, booked and done, and bookings without a chat</caption>
              <thead>
                <tr className="text-right text-[11px] text-muted-foreground sm:text-xs">
                  <th scope="col" className="pb-2 text-left font-medium">
                    {keyLabel}
                  </th>
                  {COLUMNS.map(({ full, short, phoneWidth }) => (
                    <th key={full} scope="col" className={`pb-2 pl-1 font-medium whitespace-nowrap sm:pl-2 ${phoneWidth}`}>
                      {short ? (
                        <>
                          <span aria-hidden className="sm:hidden">
                            {short}
                          </span>
                          <span className="max-sm:sr-only">{full}</span>
                        </>
                      ) : (
                        full
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {rows.map((row) => (
                  <tr key={row.key} data-row={row.key} className="border-t text-right align-top">
                    <th scope="row" className="truncate py-1.5 text-left font-normal sm:max-w-40" title={row.key}>
                      {labelOf(row.key)}
                    </th>
                    <td className="py-1.5 pl-1 sm:pl-2">{n(row.chats)}</td>
                    <td className="py-1.5 pl-1 sm:pl-2">{n(row.qualified)}</td>
                    <td className="py-1.5 pl-1 sm:pl-2">{n(row.booked)}</td>
                    <td className="py-1.5 pl-1 sm:pl-2">{n(row.done)}</td>
                    <td className="py-1.5 pl-1 whitespace-nowrap sm:pl-2">
                      {n(row.bookedWithoutChat)}
                      {row.doneWithoutChat > 0 && <span className="block text-[11px] text-muted-foreground sm:inline sm:text-sm">{` (${n(row.doneWithoutChat)} done)`}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Chats → qualified → booked → done for the chosen range, then the same by source and by language. */
export function BookingFunnelSection({ choice }: { choice: RangeChoice }) {
  const report = useBookingFunnel(choice).data;
  return (
    <div className="space-y-4">
      <Card className="gap-4" data-testid="booking-funnel">
        <CardHeader>
          <CardTitle className="text-base">From chat to meeting</CardTitle>
          <CardDescription>Each step counts the range&apos;s chats that reached it; the percentage is of the step before.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {report ? <Steps report={report} /> : <Skeleton className="h-28 w-full" />}
          <p className="text-sm" data-testid="bookings-without-chat">
            Bookings without a chat:{" "}
            <span className="font-semibold tabular-nums">{report ? n(report.totals.bookedWithoutChat) : "--"}</span>
            {report && <span className="text-muted-foreground">{` (${n(report.totals.doneWithoutChat)} done)`}</span>}
          </p>
          <dl className="grid gap-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr] sm:gap-x-3">
            {DEFINITIONS.map(([term, meaning]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-foreground">{term}</dt>
                <dd className="mb-1 sm:mb-0">{meaning}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <BreakdownTable title="Funnel by source" keyLabel="Source" rows={report?.bySource ?? []} labelOf={(key) => (key === "none" ? "Not recorded" : key)} />
        <BreakdownTable title="Funnel by language" keyLabel="Language" rows={report?.byLanguage ?? []} labelOf={(key) => LANGUAGE_LABELS[key] ?? key} />
      </div>
    </div>
  );
}
