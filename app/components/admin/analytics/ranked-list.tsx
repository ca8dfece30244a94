import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";

export interface RankedRow {
  key: string;
  label: ReactNode;
  value: number;
  /** A second figure (a rate, visitors). */
  extra?: string;
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** A titled list of labels with their figure and a bar in proportion to the largest (Plausible's style). */
export function RankedList({ title, description, keyLabel, valueLabel, extraLabel, rows, empty = "Nothing in this range" }: {
  title: string;
  description?: string;
  /** The first column's heading ("Page", "Source"). */
  keyLabel: string;
  valueLabel: string;
  extraLabel?: string;
  rows: RankedRow[];
  empty?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <Card className="min-w-0 gap-3" data-testid={`report-${slug(title)}`}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <table className="w-full table-fixed text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th className="pb-2 font-medium">{keyLabel}</th>
                <th className="w-14 pb-2 text-right font-medium">{valueLabel}</th>
                {extraLabel && <th className="w-20 pb-2 pl-2 text-right font-medium sm:w-24">{extraLabel}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <td className="relative py-1 pr-2">
                    <span aria-hidden className="absolute inset-y-0.5 left-0 rounded bg-accent" style={{ width: `${(row.value / max) * 100}%` }} />
                    <span className="relative block truncate px-1.5" title={row.key}>
                      {row.label}
                    </span>
                  </td>
                  <td className="py-1 text-right tabular-nums" data-slot="value">
                    {row.value.toLocaleString("en-US")}
                  </td>
                  {extraLabel && (
                    <td className="truncate py-1 pl-2 text-right whitespace-nowrap tabular-nums text-muted-foreground" data-slot="extra">
                      {row.extra ?? ""}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

export const rateText = (rate: number | null) => (rate === null ? "--" : `${rate}%`);
