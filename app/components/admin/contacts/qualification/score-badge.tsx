import { SCORE_BAND_LABELS, type QualificationView, type ScoreBand } from "#common/contacts/qualification.ts";
import { cn } from "#app/lib/utils.ts";

const BAND_STYLE: Record<ScoreBand, string> = {
  hot: "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200",
  warm: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  cold: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200",
};

/** "Why hot": every point with its reason, one line each ("Broker: +20"). */
export const whyText = (q: Pick<QualificationView, "reasons">) =>
  q.reasons.length ? q.reasons.map((r) => `${r.text}: +${r.points}`).join("\n") : "Nothing known yet: no points.";

/** "Hot · 85": the band and the score; its title lists the reasons (the card shows them as a list). */
export function ScoreBadge({ qualification, className }: { qualification: QualificationView; className?: string }) {
  const label = `${SCORE_BAND_LABELS[qualification.band]} · ${qualification.score}`;
  return (
    <span
      className={cn("inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap", BAND_STYLE[qualification.band], className)}
      title={`Score ${qualification.score} of 100\n${whyText(qualification)}`}
      data-testid="score-badge"
    >
      <span className="sr-only">Lead score: </span>
      {label}
    </span>
  );
}

/** The reasons as a list (the card's and the live desk's "Why"). */
export function ScoreReasons({ qualification }: { qualification: QualificationView }) {
  if (!qualification.reasons.length) return <p className="text-sm text-muted-foreground">Nothing known yet: the score grows as the lead tells us about their business.</p>;
  return (
    <ul className="grid gap-0.5 text-sm" aria-label={`Why ${SCORE_BAND_LABELS[qualification.band].toLowerCase()}`}>
      {qualification.reasons.map((r) => (
        <li key={r.text} className="flex justify-between gap-4">
          <span>{r.text}</span>
          <span className="font-medium tabular-nums">+{r.points}</span>
        </li>
      ))}
    </ul>
  );
}
