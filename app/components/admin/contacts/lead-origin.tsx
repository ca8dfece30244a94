import type { LeadOrigin } from "#common/analytics/lead-source.ts";
import { Badge } from "../../ui/badge.tsx";

// Where a lead came from (docs/decisions/031): the visit's source, UTM tags, referrer and landing page.

const ROWS: Array<[keyof LeadOrigin, string]> = [
  ["source", "Traffic source"],
  ["utmCampaign", "Campaign"],
  ["utmMedium", "Medium"],
  ["utmTerm", "Term"],
  ["utmContent", "Content"],
  ["referrer", "Referrer"],
  ["landingPage", "Landing page"],
];

/** The header's short form: "via google.com". */
export function LeadOriginBadge({ origin }: { origin: LeadOrigin | null }) {
  if (!origin) return null;
  const text = `via ${origin.source}${origin.utmCampaign ? ` · ${origin.utmCampaign}` : ""}`;
  // Tags are up to 100 characters: the badge shrinks to the card's width and shows the rest on hover.
  return (
    <Badge variant="outline" className="block max-w-full shrink truncate font-normal" title={text} data-testid="lead-origin">
      {text}
    </Badge>
  );
}

/** The card's block; says so when no visit was recorded (staff-added, imported, or sent without JavaScript). */
export function LeadOriginDetails({ origin }: { origin: LeadOrigin | null }) {
  if (!origin) return <p className="text-sm text-muted-foreground">No visit recorded for this contact.</p>;
  return (
    <dl className="grid gap-2" data-testid="lead-origin-details">
      {ROWS.filter(([key]) => origin[key]).map(([key, label]) => (
        <div key={key} className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{origin[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
