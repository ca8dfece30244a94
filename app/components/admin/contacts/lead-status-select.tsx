import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "#common/contacts/contact-types.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";

/** The lead statuses in pipeline order: a card's status, or (value "") the bulk bar's "Set status". */
export function LeadStatusSelect(props: {
  value: LeadStatus | "";
  onChange: (status: LeadStatus) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  "aria-label"?: string;
  className: string;
}) {
  return (
    <Select value={props.value} onValueChange={(v) => props.onChange(v as LeadStatus)} disabled={props.disabled}>
      <SelectTrigger id={props.id} aria-label={props["aria-label"]} className={props.className}>
        <SelectValue placeholder={props.placeholder} />
      </SelectTrigger>
      <SelectContent>
        {LEAD_STATUSES.map((s) => (
          <SelectItem key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
