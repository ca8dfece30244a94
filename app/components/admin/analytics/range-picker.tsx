import { useState, type FormEvent } from "react";
import { analyticsRangeQuerySchema } from "#common/analytics/analytics-report.ts";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import type { RangeChoice } from "./analytics-api.ts";

const PRESETS = [
  { range: "7d", label: "7 days" },
  { range: "30d", label: "30 days" },
] as const;

/** 7 days, 30 days, or custom first and last days (UTC, as the reports count them), checked with the API's schema. */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const [custom, setCustom] = useState(value.range === "custom");
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = analyticsRangeQuerySchema.safeParse({ range: "custom", from: from || undefined, to: to || undefined });
    if (!parsed.success) {
      const next: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "from" || field === "to") && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onChange({ range: "custom", from, to });
  }

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <Button
            key={p.range}
            type="button"
            size="sm"
            variant={!custom && value.range === p.range ? "default" : "outline"}
            aria-pressed={!custom && value.range === p.range}
            onClick={() => {
              setCustom(false);
              setErrors({});
              onChange({ range: p.range, from: "", to: "" });
            }}
          >
            {p.label}
          </Button>
        ))}
        <Button type="button" size="sm" variant={custom ? "default" : "outline"} aria-pressed={custom} onClick={() => setCustom(true)}>
          Custom
        </Button>
      </div>
      {custom && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-start gap-3" aria-label="Custom date range">
          <FormField label="First day" error={errors.from} className="w-40">
            <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label="Last day" error={errors.to} className="w-40">
            <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </FormField>
          <Button type="submit" size="sm" className="mt-6">
            Apply
          </Button>
        </form>
      )}
    </div>
  );
}
