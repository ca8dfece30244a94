import { Search } from "lucide-react";
import type { ContactFilter } from "../../../../common/contacts/contact-filter.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "../../../../common/contacts/contact-types.ts";
import { automationInterests, contactRoles } from "../../../../common/content/offerings.ts";
import { Input } from "../../ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";

type Props = { filter: Required<ContactFilter>; onChange: (next: Required<ContactFilter>) => void };

function FilterSelect({ label, value, all, options, onChange }: { label: string; value: string; all: string; options: readonly { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label} className="w-full sm:w-48">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{all}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function ContactFilters({ filter, onChange }: Props) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center" role="search">
      <div className="relative flex-1">
        <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search contacts"
          placeholder="Search by name, email, company or phone..."
          className="pl-9"
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:flex">
        <FilterSelect label="Filter by role" value={filter.role} all="All roles" options={contactRoles.map((r) => ({ value: r, label: r }))} onChange={(role) => onChange({ ...filter, role })} />
        <FilterSelect
          label="Filter by interest"
          value={filter.interest}
          all="All interests"
          options={automationInterests.map((i) => ({ value: i, label: i }))}
          onChange={(interest) => onChange({ ...filter, interest })}
        />
        <FilterSelect
          label="Filter by status"
          value={filter.status}
          all="All statuses"
          options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
          onChange={(status) => onChange({ ...filter, status })}
        />
      </div>
    </div>
  );
}
