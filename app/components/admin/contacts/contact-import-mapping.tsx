import { IMPORT_FIELDS, IMPORT_FIELD_LABELS, type ImportField, type ImportPreview, type ImportRowError } from "#common/contacts/contact-import.ts";
import { NativeSelect } from "../../ui/native-select.tsx";
import { plural } from "#common/lib/plural.ts";

type Mapping = (ImportField | "")[];

/** One row per column of the file: its header, the first rows' values, and the field it goes to (editable). */
export function ImportMappingTable({ preview, mapping, onChange }: { preview: ImportPreview; mapping: Mapping; onChange: (next: Mapping) => void }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Columns of the file and the contact field each one fills</caption>
        <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Column</th>
            <th scope="col" className="px-3 py-2 font-medium">First rows</th>
            <th scope="col" className="px-3 py-2 font-medium">Import as</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {preview.headers.map((header, i) => (
            <tr key={i}>
              <th scope="row" className="px-3 py-2 text-left font-medium break-all">{header || `Column ${i + 1}`}</th>
              <td className="max-w-48 px-3 py-2 text-muted-foreground">
                <span className="line-clamp-2 break-all">{preview.sample.map((row) => row[i] ?? "").filter(Boolean).slice(0, 3).join(" · ") || "—"}</span>
              </td>
              <td className="px-3 py-2">
                <NativeSelect
                  aria-label={`Import column “${header || i + 1}” as`}
                  className="w-full min-w-36"
                  value={mapping[i] ?? ""}
                  onChange={(e) => onChange(mapping.map((f, j) => (j === i ? (e.target.value as ImportField | "") : f)))}
                >
                  <option value="">Don't import</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                </NativeSelect>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows that will not be imported, by their row number in the spreadsheet. */
export function ImportErrorList({ errors, total }: { errors: readonly ImportRowError[]; total: number }) {
  if (total === 0) return null;
  return (
    <section aria-label="Rows with errors" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p className="font-medium text-destructive">
        {plural(total, "row")} can't be imported
        {total > errors.length ? ` (the first ${errors.length} are shown)` : ""}
      </p>
      <ul className="grid max-h-48 gap-1 overflow-y-auto">
        {errors.map((e) => (
          <li key={e.row}>
            <span className="font-medium tabular-nums">Row {e.row}:</span> {e.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
