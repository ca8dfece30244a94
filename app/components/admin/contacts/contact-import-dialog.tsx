import { useEffect, useState } from "react";
import { Download, Upload } from "lucide-react";
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES, type ImportField, type ImportPreview, type ImportResult, type OnExisting } from "#common/contacts/contact-import.ts";
import { errorMessage, saveFile } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { ImportErrorList, ImportMappingTable } from "./contact-import-mapping.tsx";
import { previewImport, useImportContacts } from "./contacts-api.ts";
import { plural } from "#common/lib/plural.ts";

type Mapping = (ImportField | "")[];
type File_ = { name: string; text: string };

/** Upload a CSV, check the mapping and the rows the server reports, import; then the summary and the error rows. */
export function ContactImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [file, setFile] = useState<File_ | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [onExisting, setOnExisting] = useState<OnExisting>("skip");
  const [result, setResult] = useState<ImportResult | null>(null);
  const run = useImportContacts();

  // Every change of file or mapping is checked by the server; a newer check cancels the one still running.
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    setChecking(true);
    previewImport({ csv: file.text, fileName: file.name, ...(mapping && { mapping }) }, controller.signal)
      .then((answer) => {
        setPreview(answer);
        setProblem(null);
        if (!mapping) setMapping(answer.mapping);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(errorMessage(error, "The file could not be read."));
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
  }, [file, mapping]);

  async function choose(chosen: File | undefined) {
    setPreview(null);
    setMapping(null);
    setResult(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) return setProblem(IMPORT_TOO_LARGE);
    setProblem(null);
    setFile({ name: chosen.name, text: await chosen.text() });
  }

  function close(next: boolean) {
    if (!next) void choose(undefined);
    onOpenChange(next);
  }

  const ready = preview && !preview.mappingProblem && mapping && !checking;
  async function submit() {
    if (!file || !mapping) return;
    setResult(await run.mutateAsync({ csv: file.text, fileName: file.name, mapping, onExisting }));
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import contacts from CSV</DialogTitle>
          <DialogDescription>
            A UTF-8 CSV file (comma or semicolon separated, up to 5 MB) with a header row. The e-mail address is the key: a contact is never imported twice.
          </DialogDescription>
        </DialogHeader>
        {result ? (
          <ImportSummary result={result} fileName={file?.name ?? "contacts.csv"} />
        ) : (
          <div className="grid gap-4">
            <label className="grid gap-1.5 text-sm font-medium">
              CSV file
              <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} className="text-sm file:mr-3 file:rounded-md file:border file:bg-muted file:px-3 file:py-1.5" />
            </label>
            {problem && <p role="alert" className="text-sm text-destructive">{problem}</p>}
            {checking && !preview && <p className="text-sm text-muted-foreground" aria-live="polite">Checking the file...</p>}
            {preview && mapping && (
              <>
                <p className="text-sm" aria-live="polite">
                  {plural(preview.rows, "row", "rows")} found ({preview.delimiter === ";" ? "semicolons" : preview.delimiter === "\t" ? "tabs" : "commas"}).
                  {!preview.mappingProblem && ` ${plural(preview.newContacts, "new contact", "new contacts")}, ${plural(preview.existing, "e-mail address", "e-mail addresses")} already in your contacts.`}
                </p>
                <ImportMappingTable preview={preview} mapping={mapping} onChange={setMapping} />
                {preview.mappingProblem && <p role="alert" className="text-sm text-destructive">{preview.mappingProblem}</p>}
                <ImportErrorList errors={preview.errors} total={preview.errorCount} />
                {preview.existing > 0 && (
                  <fieldset className="grid gap-1.5 text-sm">
                    <legend className="mb-1 font-medium">Contacts whose e-mail address is already known</legend>
                    <label className="flex items-center gap-2">
                      <input type="radio" name="onExisting" checked={onExisting === "skip"} onChange={() => setOnExisting("skip")} /> Skip them (leave them as they are)
                    </label>
                    <label className="flex items-center gap-2">
                      <input type="radio" name="onExisting" checked={onExisting === "update"} onChange={() => setOnExisting("update")} /> Update them with the file's values
                    </label>
                  </fieldset>
                )}
              </>
            )}
          </div>
        )}
        <DialogFooter>
          {result ? (
            <Button onClick={() => close(false)}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button onClick={() => void submit().catch(() => undefined)} disabled={!ready || run.isPending}>
                <Upload aria-hidden="true" />
                {run.isPending ? "Importing..." : "Import contacts"}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ImportSummary({ result, fileName }: { result: ImportResult; fileName: string }) {
  const figures: [string, number][] = [
    ["Created", result.created],
    ["Updated", result.updated],
    ["Skipped", result.skipped],
    ["Failed", result.failed],
  ];
  return (
    <div className="grid gap-4" aria-live="polite">
      <p className="font-medium">Import finished</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      <ImportErrorList errors={result.errors} total={result.failed} />
      {result.errorCsv && (
        <Button variant="outline" className="w-fit" onClick={() => saveFile(new Blob([result.errorCsv], { type: "text/csv;charset=utf-8" }), fileName.replace(/(\.csv)?$/i, "-errors.csv"))}>
          <Download aria-hidden="true" />
          Download error rows
        </Button>
      )}
    </div>
  );
}
