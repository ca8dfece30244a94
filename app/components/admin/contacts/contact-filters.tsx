import { Search } from "lucide-react";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#common/contacts/contact-types.ts";
import { CONTACT_SORTS, CONTACT_SORT_LABELS } from "#common/contacts/contact-query.ts";
import type { ContactOwner } from "#common/contacts/contact-edit.ts";
import { automationInterests } from "#common/content/offerings.ts";
import { ROLE_CHOICES } from "#common/contacts/contact-roles.ts";
import { SCORE_BANDS, SCORE_BAND_LABELS, TIMELINES, TIMELINE_LABELS } from "#common/contacts/qualification.ts";
import { Input } from "../../ui/input.tsx";
import { NO_SOURCE } from "#common/analytics/lead-source.ts";
import { OptionSelect } from "../content/form-parts.tsx";
import { CONTACT_LANGUAGES, CONTACT_LANGUAGE_LABELS } from "#common/contacts/contact-consent.ts";

/** What the list is narrowed and ordered by ("all" = any); the URL keeps it, the server applies it. */
export type ListFilter = { search: string; role: string; interest: string; status: string; owner: string; leadSource: string; timeline: string; band: string; language: string; sort: string };
export const NO_FILTER: ListFilter = { search: "", role: "all", interest: "all", status: "all", owner: "all", leadSource: "all", timeline: "all", band: "all", language: "all", sort: "created" };

type Option = { value: string; label: string };
/**
 * board: the pipeline board's filters (each column is a status and is sorted newest first: no status or sort).
 * sources: the lead sources of the last year (GET /contacts/sources), most leads first.
 */
type Props = { filter: ListFilter; owners: readonly ContactOwner[]; sources: readonly string[]; onChange: (next: ListFilter) => void; board?: boolean };

function FilterSelect({ label, ...select }: { label: string; value: string; options: readonly Option[]; onChange: (v: string) => void }) {
  return <OptionSelect control={{ "aria-label": label }} className="w-full lg:w-44" {...select} />;
}

const choices = (all: string, values: readonly string[], labels?: Record<string, string>): Option[] => [
  { value: "all", label: all },
  ...values.map((v) => ({ value: v, label: labels?.[v] ?? v })),
];

export function ContactFilters({ filter, owners, sources, onChange, board = false }: Props) {
  const set = (key: keyof ListFilter) => (value: string) => onChange({ ...filter, [key]: value });
  const ownerOptions: Option[] = [
    { value: "all", label: "All owners" },
    { value: "me", label: "My contacts" },
    { value: "none", label: "Unowned" },
    ...owners.map((o) => ({ value: String(o.id), label: o.name })),
  ];
  // The chosen source stays listed even when the year's report does not have it (a link from the analytics page).
  const sourceValues = [...new Set([...sources.filter((s) => s !== NO_SOURCE), ...(filter.leadSource !== "all" && filter.leadSource !== NO_SOURCE ? [filter.leadSource] : [])])];
  const sourceOptions: Option[] = [...choices("All sources", sourceValues), { value: NO_SOURCE, label: "No source recorded" }];
  return (
    <div className="grid gap-3" role="search">
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search contacts"
          placeholder="Search by name, email, company or phone..."
          className="pl-9"
          value={filter.search}
          onChange={(e) => set("search")(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap">
        <FilterSelect label="Filter by role" value={filter.role} options={choices("All roles", ROLE_CHOICES)} onChange={set("role")} />
        <FilterSelect label="Filter by interest" value={filter.interest} options={choices("All interests", automationInterests)} onChange={set("interest")} />
        {!board && <FilterSelect label="Filter by status" value={filter.status} options={choices("All statuses", LEAD_STATUSES, LEAD_STATUS_LABELS)} onChange={set("status")} />}
        <FilterSelect label="Filter by owner" value={filter.owner} options={ownerOptions} onChange={set("owner")} />
        <FilterSelect label="Filter by score" value={filter.band} options={choices("Any score", SCORE_BANDS, SCORE_BAND_LABELS)} onChange={set("band")} />
        <FilterSelect label="Filter by timeline" value={filter.timeline} options={choices("Any timeline", TIMELINES, TIMELINE_LABELS)} onChange={set("timeline")} />
        <FilterSelect label="Filter by language" value={filter.language} options={choices("Any language", CONTACT_LANGUAGES, CONTACT_LANGUAGE_LABELS)} onChange={set("language")} />
        <FilterSelect label="Filter by lead source" value={filter.leadSource} options={sourceOptions} onChange={set("leadSource")} />
        {!board && <FilterSelect label="Sort by" value={filter.sort} options={CONTACT_SORTS.map((s) => ({ value: s, label: `Sort: ${CONTACT_SORT_LABELS[s]}` }))} onChange={set("sort")} />}
      </div>
    </div>
  );
}
